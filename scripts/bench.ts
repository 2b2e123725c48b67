// `npm run bench [-- --duration 10 --connections 10 --products 10000 --port 3300]`: measures the storefront on a
// large catalogue. It tops the catalogue up with seed-large, starts the store as `npm start` does (a production
// build in its own dist folder, its own data folder and port), warms each page up, runs autocannon on each and
// prints requests/second with p50/p99 latency. Client and server share the machine, so compare runs on one machine.
// Then it requests many product pages in turn, quiet and while the admin saves one other product twice a second:
// a save must throw away only the pages it changes, so the second rate stays near the first.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from '../src/domains/catalog/demo/catalogue';
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
    pages: { type: 'string', default: '120' },
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
  pages: whole('pages', values.pages),
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

// ── Many product pages, quiet and while one other product is saved ─────────────────────────────────────────────

// The store's first admin, created at start (README: ADMIN_EMAIL / ADMIN_PASSWORD).
const ADMIN = { email: 'bench-admin@wishah.test', password: 'bench-admin-password-7' };
process.env.ADMIN_EMAIL = ADMIN.email;
process.env.ADMIN_PASSWORD = ADMIN.password;

/** An admin session cookie, signed in as a browser would be. */
async function adminCookie(): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`admin sign-in answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** The id of a server action in this build, as the admin's browser sends it. */
function actionId(name: string): string {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(root, options.distDir, 'server', 'server-reference-manifest.json'), 'utf8'),
  ) as { node: Record<string, { exportedName?: string }> };
  const id = Object.entries(manifest.node).find(([, action]) => action.exportedName === name)?.[0];
  if (!id) throw new Error(`no server action ${name} in ${options.distDir}`);
  return id;
}

type CsvRow = Record<string, string>;

/**
 * The products to request (published, `options.pages` of them) and the one to save, from the admin's CSV export.
 * The saved one is a demo product outside the requested set: "an unrelated product".
 */
async function catalogue(cookie: string) {
  const response = await fetch(`${base}/api/admin/products/export`, { headers: { cookie } });
  if (!response.ok) throw new Error(`the CSV export answered ${response.status}`);
  const rows: CsvRow[] = parse(await response.text(), { columns: true, skip_empty_lines: true });
  const published = [...new Set(rows.filter((r) => r.published === 'true').map((r) => r.slug_en))];
  const saved = DEMO_PRODUCTS.find((p) => !p.draft && published.includes(p.slug))?.slug ?? published[0];
  const pages = published.filter((slug) => slug !== saved).slice(0, options.pages);
  return {
    pages: pages.map((slug) => `/en/products/${slug}`),
    savedRows: rows.filter((r) => r.slug_en === saved),
  };
}

/** Saves one product through the admin's CSV import (the catalogue's save path), alternating its description. */
function saver(cookie: string, rows: CsvRow[]) {
  const id = actionId('importProductsCsvAction');
  let n = 0;
  return async () => {
    n++;
    const csv = stringify(
      rows.map((row) => ({ ...row, description_en: `<p>Benchmark save ${n % 2}</p>` })),
      { header: true },
    );
    const form = new FormData();
    form.append('0', '["$K1"]');
    form.append('1_file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
    const response = await fetch(`${base}/en/admin/products`, {
      method: 'POST',
      headers: { 'next-action': id, accept: 'text/x-component', origin: base, cookie },
      body: form,
    });
    const text = await response.text();
    if (!response.ok || !text.includes('"imported"'))
      throw new Error(`save answered ${response.status}: ${text}`);
  };
}

async function manyPages(name: string, paths: string[], during?: () => Promise<void>): Promise<Row> {
  let saves = 0;
  let running = true;
  const loop = (async () => {
    while (running && during) {
      const started = Date.now();
      await during();
      saves++;
      await new Promise((r) => setTimeout(r, Math.max(0, 500 - (Date.now() - started))));
    }
  })();
  const result = await autocannon({
    url: base,
    connections: options.connections,
    duration: options.duration,
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
  running = false;
  await loop;
  return {
    scenario: during ? `${name} (${(saves / options.duration).toFixed(1)} saves/s)` : name,
    path: `${paths.length} product pages in turn`,
    'req/s': result.requests.average.toFixed(0),
    'p50 ms': String(result.latency.p50),
    'p99 ms': String(result.latency.p99),
    errors: String(result.errors + result.timeouts + result.non2xx),
  };
}

/** Quiet, then under saves, in one run; the rate under saves must stay ≥ 0.8× and p99 ≤ 2× the quiet run's. */
async function savesScenario(): Promise<Row[]> {
  const cookie = await adminCookie();
  const { pages, savedRows } = await catalogue(cookie);
  const save = saver(cookie, savedRows);
  for (const page of pages) await (await fetch(base + page)).arrayBuffer(); // render each once
  await autocannon({ url: base, connections: 2, duration: 2, requests: pages.map((path) => ({ path })) });
  const quiet = await manyPages('product pages, quiet', pages);
  const busy = await manyPages('product pages, one other product saved', pages, save);
  const rate = Number(busy['req/s']) / Number(quiet['req/s']);
  const tail = Number(busy['p99 ms']) / Math.max(1, Number(quiet['p99 ms']));
  console.log(
    `  under saves: ${rate.toFixed(2)}× the quiet rate (needs ≥ 0.8) ${rate >= 0.8 ? 'PASS' : 'FAIL'}, ` +
      `p99 ${tail.toFixed(2)}× quiet (needs ≤ 2) ${tail <= 2 ? 'PASS' : 'FAIL'}`,
  );
  return [quiet, busy];
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
    rows.push(...(await savesScenario()));
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
