// `npm run bench [-- --duration 10 --connections 10 --products 10000 --port 3300]`: measures the storefront on a
// large catalogue. It tops the catalogue up with seed-large, starts the store as `npm start` does (a production
// build in its own dist folder, its own data folder and port), warms each page up, runs autocannon on each and
// prints requests/second with p50/p99 latency. Client and server share the machine, so compare runs on one machine.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from '../src/db/demo-catalogue';
import { root, startStore, storeEnv, tsx } from './store-process';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    products: { type: 'string', default: '10000' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '3300' },
    'data-dir': {
      type: 'string',
      default: process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'wishah-bench'),
    },
    'dist-dir': { type: 'string', default: process.env.BENCH_DIST_DIR ?? '.next-bench' },
  },
});
const whole = (name: string, value: string | undefined) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} must be a positive whole number`);
  return n;
};
const options = {
  duration: whole('duration', values.duration),
  connections: whole('connections', values.connections),
  products: whole('products', values.products),
  port: whole('port', values.port),
  dataDir: path.resolve(values['data-dir'] ?? ''),
  distDir: values['dist-dir'] ?? '.next-bench',
};
const base = `http://127.0.0.1:${options.port}`;

// The demo catalogue is always there under the generated products (seed-large builds on it).
const category = DEMO_CATEGORIES[0]?.slug ?? 'silk-scarves';
const product = DEMO_PRODUCTS.find((p) => !p.draft && !p.soldOut)?.slug ?? 'classic-pashmina-shawl';
const SCENARIOS: { name: string; path: string }[] = [
  { name: 'home', path: '/en' },
  {
    name: 'products, 2 filters + sort',
    path: `/en/products?category=${category}&sort=price-asc&min=10&max=500`,
  },
  { name: 'search (Arabic)', path: `/ar/products?q=${encodeURIComponent('وشاح')}` },
  { name: 'product page', path: `/en/products/${product}` },
  { name: 'typeahead', path: '/api/search/suggest?q=silk&locale=en' },
];

function seed() {
  console.log(`Making sure the catalogue in ${options.dataDir} has ${options.products} products…`);
  const run = spawnSync(
    tsx,
    ['--conditions=react-server', 'scripts/seed-large.ts', '--until', String(options.products)],
    { cwd: root, stdio: 'inherit', env: storeEnv(options) },
  );
  if (run.status !== 0) throw new Error('seed-large failed');
}

type Row = {
  scenario: string;
  path: string;
  'req/s': string;
  'p50 ms': string;
  'p99 ms': string;
  errors: string;
};

async function measure(scenario: { name: string; path: string }): Promise<Row | null> {
  const url = base + scenario.path;
  const first = await fetch(url);
  await first.arrayBuffer();
  if (first.status === 404) {
    console.log(`  skipped "${scenario.name}": ${scenario.path} answers 404 (route not built yet?)`);
    return null;
  }
  if (!first.ok) {
    // Reported, not fatal: the other pages are still worth measuring.
    console.log(`  FAILED "${scenario.name}": ${scenario.path} answers ${first.status}`);
    return null;
  }
  // Warm-up: compile caches, fill the data cache and let the JIT settle before measuring.
  await autocannon({ url, connections: 2, duration: 2 });
  const result = await autocannon({ url, connections: options.connections, duration: options.duration });
  return {
    scenario: scenario.name,
    path: scenario.path,
    'req/s': result.requests.average.toFixed(0),
    'p50 ms': String(result.latency.p50),
    'p99 ms': String(result.latency.p99),
    errors: String(result.errors + result.timeouts + result.non2xx),
  };
}

async function main() {
  seed();
  const store = await startStore(options);
  try {
    console.log(
      `\nBenchmark: ${options.connections} connections × ${options.duration} s per page, ${os.availableParallelism()} CPUs shared by client and server\n`,
    );
    const rows: Row[] = [];
    for (const scenario of SCENARIOS) {
      const row = await measure(scenario);
      if (row) {
        rows.push(row);
        console.log(
          `  ${row.scenario}: ${row['req/s']} req/s, p50 ${row['p50 ms']} ms, p99 ${row['p99 ms']} ms`,
        );
      }
    }
    console.log('');
    console.table(rows);
  } finally {
    await store.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
