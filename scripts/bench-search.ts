// `npm run bench:search [-- --runs 30 --explain]`: the storefront search's uncached path, on a store
// seeded by `npm run bench` (or `npm run seed:large`): for each kind of query (a word as typed, a synonym, Arabizi, a
// typo, a word nothing has) it runs what the search listing reads — the page of 24 by best match, the count and the
// "Did you mean" check (readListing) — and the typeahead's read (readSearchSuggestions), with no cache, `--runs`
// times each, and prints p50/p99 in milliseconds as the app sees them; then the database's own time for a listing
// (its statements under EXPLAIN ANALYZE, planning and execution summed: round trips and a busy machine's scheduling
// left out). `--explain` also prints EXPLAIN (ANALYZE, BUFFERS) of each
// statement a listing sends. Uses DATABASE_URL, or the store in DATA_DIR (`--data-dir`, default BENCH_DATA_DIR or
// the bench's folder): its running embedded PostgreSQL, or one started for the script.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openStoreDatabase, runScript } from './store-database';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '30' },
    explain: { type: 'boolean', default: false },
    'data-dir': {
      type: 'string',
      default: process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'wishah-bench'),
    },
    /** Only these queries (comma-separated), e.g. `--only wshah,pashmna`. */
    only: { type: 'string' },
  },
});

/** The kinds of query the issue names, each with a real word of the seeded catalogue (scripts/seed-large.ts). */
const QUERIES: { kind: string; q: string }[] = [
  { kind: 'Arabic word as typed', q: 'وشاح' },
  { kind: 'Arabic word, narrow', q: 'باشمينا' },
  { kind: 'English word', q: 'silk' },
  { kind: 'synonym', q: 'شيلة' },
  { kind: 'Arabizi', q: 'wshah' },
  { kind: 'Arabizi', q: '7arir' },
  { kind: 'typo', q: 'pashmna' },
  { kind: 'Arabic typo', q: 'باشمينه' },
  { kind: 'two words', q: 'وشاح حرير' },
  { kind: 'nothing', q: 'qqqqzzzz' },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function main() {
  process.env.DATA_DIR = path.resolve(values['data-dir'] ?? '');
  const database = await openStoreDatabase('backup');
  try {
    const { getPool } = await import('../src/db/client');
    const { readListing, readSearchSuggestions } = await import('../src/domains/catalog/listing-queries');
    const pool = getPool();
    const runs = Number(values.runs);
    const only = values.only?.split(',');

    // What a listing sends, captured per connection (a transaction's `set local` applies to its own statements only),
    // to run again under EXPLAIN. Every connection is opened after this, so each is wrapped.
    type Statement = { text: string; values?: unknown[] };
    const sent = new Map<object, Statement[]>();
    let capture = false;
    pool.on('connect', (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
      (client as unknown as { query: typeof query }).query = (...args: unknown[]) => {
        const [first, second] = args;
        if (capture) {
          // pg takes (text, values) or ({ text, values }); drizzle sends ({ text, rowMode }, values).
          const config = (typeof first === 'string' ? { text: first } : first) as Statement;
          const values = (second as unknown[] | undefined) ?? config.values;
          sent.set(client, [...(sent.get(client) ?? []), { text: config.text, values }]);
        }
        return query(...args);
      };
    });
    const [{ n }] = (
      await pool.query<{ n: number }>('select count(*)::int as n from products where published')
    ).rows as [{ n: number }];
    console.log(`${n} published products; ${runs} runs per query, uncached; load average ${os.loadavg()[0]}`);

    const listing = (q: string) =>
      readListing('ar', { q, sort: 'relevance', page: 1 }, {}, 'SAR').then((r) => r.total);
    const rows: Record<string, string | number>[] = [];
    for (const { kind, q } of QUERIES.filter((entry) => !only || only.includes(entry.q))) {
      const found = await listing(q); // warms the plan and the buffers, as a second shopper would find them
      const times = { listing: [] as number[], typeahead: [] as number[] };
      for (let run = 0; run < runs; run++) {
        let started = performance.now();
        await listing(q);
        times.listing.push(performance.now() - started);
        started = performance.now();
        await readSearchSuggestions('ar', q);
        times.typeahead.push(performance.now() - started);
      }
      const [l, t] = [times.listing.sort((a, b) => a - b), times.typeahead.sort((a, b) => a - b)];
      rows.push({
        kind,
        q,
        found,
        'listing p50 ms': percentile(l, 0.5).toFixed(1),
        'listing p99 ms': percentile(l, 0.99).toFixed(1),
        'typeahead p50 ms': percentile(t, 0.5).toFixed(1),
        'typeahead p99 ms': percentile(t, 0.99).toFixed(1),
      });
      console.log(
        `  ${kind} "${q}": ${found} found; listing p50 ${rows.at(-1)?.['listing p50 ms']} ms, ` +
          `typeahead p50 ${rows.at(-1)?.['typeahead p50 ms']} ms`,
      );
      // The database's own time for a listing: each statement it sends, run again under EXPLAIN ANALYZE, planning
      // and execution summed (what the server works, whatever the round trips and the client's scheduling add).
      sent.clear();
      capture = true;
      await listing(q);
      capture = false;
      const sessions = [...sent.values()];
      const statements = sessions.flat().filter((st) => /^\s*(select|with)\b/i.test(st.text));
      // Each connection's statements again, in order, on one connection: queries under EXPLAIN, the rest (begin,
      // set local, commit) as they were. Returns each query's plan.
      const replay = async (options: string) => {
        const client = await pool.connect();
        const plans: string[][] = [];
        try {
          for (const session of sessions)
            for (const statement of session) {
              const select = /^\s*(select|with)\b/i.test(statement.text);
              const result = await client.query<{ 'QUERY PLAN': string }>({
                text: select ? `explain (${options}) ${statement.text}` : statement.text,
                values: statement.values,
              });
              if (select) plans.push(result.rows.map((r) => r['QUERY PLAN']));
            }
        } finally {
          client.release();
        }
        return plans;
      };
      const database: number[] = [];
      for (let run = 0; run < Math.min(runs, 10); run++) {
        let total = 0;
        for (const plan of await replay('analyze, timing off, summary on'))
          for (const line of plan)
            total += Number(/^(?:Planning|Execution) Time: ([\d.]+) ms/.exec(line)?.[1] ?? 0);
        database.push(total);
      }
      const row = rows.at(-1) as Record<string, string | number>;
      row['database p50 ms'] = percentile(
        database.sort((a, b) => a - b),
        0.5,
      ).toFixed(1);
      row.statements = statements.length;
      console.log(
        `    at the database: p50 ${row['database p50 ms']} ms over ${statements.length} statements`,
      );
      if (values.explain) {
        const plans = await replay('analyze, buffers');
        statements.forEach((statement, i) => {
          console.log(
            `\n── ${q}: ${statement.text.slice(0, 120).replace(/\s+/g, ' ')}…\n${plans[i]?.join('\n')}\n`,
          );
        });
      }
    }
    console.table(rows);
  } finally {
    await database.stop();
  }
}

runScript(main, 'The search benchmark failed.');
