// `npm run perf [-- --runs 5 --port 3400 --pages home,product --locales ar]`: page quality of the storefront. It
// starts the store on the demo catalogue as `npm start` does (its own build, data folder and port), runs
// Lighthouse (mobile, simulated throttling) several times on each page in each language, takes Lighthouse's median
// run and prints its scores, metrics and JavaScript bytes against scripts/perf-budgets.ts, beside a bare Next.js
// page's measured before and after them in the same run, and each page's main-thread blocked time as measured in
// Chrome slowed as Lighthouse slows it (blockedTime). Exits 1 when a store page misses a budget, or an Arabic page's
// largest paint comes later than ARABIC_LCP_RATIO × its English page's. A benchmark for people (scores move with the
// machine's load and speed: it says when they are not comparable, busyMachine), not part of `npm test`.
// `--cpu-slowdown host` slows the CPU by what Lighthouse's calculator gives for this host instead of Lighthouse's 4×
// (hostSlowdown): the same phone simulated on this host, printed as such; the budgets are judged at 4×.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, chromium, devices } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { DEMO_PRODUCTS } from '../src/domains/catalog/demo/catalogue';
import { startBareNext } from './bare-next';
import { ARABIC_LCP_RATIO, CATEGORY_BUDGETS, hostSlowdown, METRIC_BUDGETS } from './perf-budgets';
import { mainThreadShare, type TraceEvent } from './perf-trace';
import { startStore } from './store-process';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: process.env.PERF_PORT ?? '3400' },
    pages: { type: 'string', default: 'home,listing,product,cart' },
    locales: { type: 'string', default: 'en,ar' },
    'data-dir': {
      type: 'string',
      default: process.env.PERF_DATA_DIR ?? path.join(os.tmpdir(), 'wishah-perf'),
    },
    'dist-dir': { type: 'string', default: process.env.PERF_DIST_DIR ?? '.next-perf' },
    'cpu-slowdown': { type: 'string', default: String(throttling.mobileSlow4G.cpuSlowdownMultiplier) },
  },
});
const runs = Number(values.runs);
const port = Number(values.port);
if (!Number.isInteger(runs) || runs <= 0) throw new Error('--runs must be a positive whole number');
if (!Number.isInteger(port) || port <= 0) throw new Error('--port must be a positive whole number');
const dataDir = path.resolve(values['data-dir'] ?? '');
const distDir = values['dist-dir'] ?? '.next-perf';
const locales = (values.locales ?? '').split(',') as ('en' | 'ar')[];
const calibrated = values['cpu-slowdown'] === 'host';
if (!calibrated && !(Number(values['cpu-slowdown']) >= 1))
  throw new Error('--cpu-slowdown must be a number from 1, or "host"');

const product = DEMO_PRODUCTS.find((p) => !p.draft && !p.soldOut)?.slug ?? 'classic-pashmina-shawl';
// English paths; the page's hreflang links give the Arabic ones. A page that is not `indexed` says `noindex` on
// purpose (a shopper's cart has nothing for a search engine): that is checked, and its SEO score is counted without
// Lighthouse's "page is blocked from indexing" audit.
const PAGES = [
  { name: 'home', path: '', indexed: true },
  { name: 'listing', path: '/products', indexed: true },
  { name: 'product', path: `/products/${product}`, indexed: true },
  { name: 'cart', path: '/cart', indexed: false },
].filter((page) => values.pages?.split(',').includes(page.name));
const NOT_INDEXED_AUDIT = 'is-crawlable';

const CHROME_FLAGS = [
  '--headless=new',
  // Paint holding keeps a navigation's first frame back until the new page seems ready; headless, it races the
  // stylesheets and holds an idle page for a second or two (heldFirstFrame). A shopper arriving from elsewhere is
  // not held.
  '--disable-features=PaintHolding',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type Row = {
  page: string;
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  'FCP ms': number;
  'LCP ms': number;
  'TBT ms': number;
  CLS: number;
  'JS KB': number;
  /** Measured, not simulated: see blockedTime. */
  'blocked ms': number;
  /** Lighthouse's benchmark of this machine's CPU in the median run (SLOW_HOST_BENCHMARK_INDEX). */
  'CPU index': number;
  /** The median run's main thread: how much of its long tasks' time it ran, % (mainThreadShare). */
  'ran %': number;
};

const score = (lhr: Result, id: keyof typeof CATEGORY_BUDGETS) =>
  Math.round((lhr.categories[id]?.score ?? 0) * 100);

/** The SEO score of a page that must not be indexed: Lighthouse's weighted mean without the indexing audit. */
function seoScoreNotIndexed(lhr: Result): number {
  let weighted = 0;
  let weights = 0;
  for (const ref of lhr.categories.seo?.auditRefs ?? []) {
    const audited = lhr.audits[ref.id]?.score;
    if (ref.id === NOT_INDEXED_AUDIT || ref.weight === 0 || audited === null || audited === undefined)
      continue;
    weighted += ref.weight * audited;
    weights += ref.weight;
  }
  return weights ? Math.round((weighted / weights) * 100) : 0;
}

/**
 * Lighthouse's own mark of a host too slow for its 4× CPU slowdown to stand for its phone: a benchmark index at or
 * under this warns "The tested device appears to have a slower CPU than Lighthouse expects"
 * (lighthouse/core/gather/driver/environment.js, SLOW_CPU_BENCHMARK_INDEX_THRESHOLD).
 */
const SLOW_HOST_BENCHMARK_INDEX = 1000;

/**
 * The least share of its long tasks' time a page's main thread must have run for its simulated TBT to stand for the
 * page (mainThreadShare): Lighthouse multiplies the wall time, so a task that waited for a core half its time counts
 * as twice the page's work.
 */
const MIN_MAIN_THREAD_SHARE = 0.75;

/**
 * Why this machine's numbers cannot be compared with a quiet machine's, or null: more runnable work than cores before
 * anything is measured (the measuring itself, Chrome beside Lighthouse beside the store, keeps two cores busy, so the
 * load is read only before it starts), a bare Next.js page scoring under the performance budget, Lighthouse
 * finding the CPU slower than its phone's model assumes (its benchmark index, run by run), or a page's main thread
 * waiting for a core through more than a quarter of its long tasks (mainThreadShare).
 */
function busyMachine(
  reading: { load?: boolean; barePerformance?: number; benchmarkIndex?: number; ran?: number | null } = {},
): string | null {
  const load = os.loadavg()[0] ?? 0;
  const cores = os.availableParallelism();
  if (reading.load && load > cores) return `the load average is ${load.toFixed(1)} on ${cores} cores`;
  const { barePerformance, benchmarkIndex } = reading;
  if (barePerformance !== undefined && barePerformance < CATEGORY_BUDGETS.performance)
    return `a bare Next.js page scores ${barePerformance} here (under ${CATEGORY_BUDGETS.performance})`;
  if (!calibrated && benchmarkIndex !== undefined && benchmarkIndex <= SLOW_HOST_BENCHMARK_INDEX)
    return `Lighthouse's CPU benchmark read ${Math.round(benchmarkIndex)} (a host at or under ${SLOW_HOST_BENCHMARK_INDEX} is too slow for its model)`;
  const share = reading.ran;
  if (share !== undefined && share !== null && share < MIN_MAIN_THREAD_SHARE)
    return `Chrome's main thread ran under ${MIN_MAIN_THREAD_SHARE * 100}% of its long tasks' time (the "ran %" column) and waited for a core the rest, which Lighthouse's TBT counts as the page's work`;
  return null;
}

/** This host's benchmark index: Lighthouse's own benchmark, run in Chrome three times (the median). */
async function benchmarkIndexOf(browser: Browser): Promise<number> {
  const { computeBenchmarkIndex } = (await import('lighthouse/core/lib/page-functions.js')).pageFunctions;
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const readings: number[] = [];
    for (let i = 0; i < 3; i++) readings.push(await page.evaluate(computeBenchmarkIndex));
    return readings.sort((a, b) => a - b)[1] ?? Number.NaN;
  } finally {
    await context.close();
  }
}

/** Waits, up to `limitMs`, for the load average to fall under the core count: a build or the store's start just ran. */
async function settle(limitMs = 180_000): Promise<void> {
  const cores = os.availableParallelism();
  const until = Date.now() + limitMs;
  if ((os.loadavg()[0] ?? 0) <= cores) return;
  console.log(
    `Waiting for the machine to settle (load average ${os.loadavg()[0]?.toFixed(1)} on ${cores} cores)…`,
  );
  while ((os.loadavg()[0] ?? 0) > cores && Date.now() < until) await new Promise((r) => setTimeout(r, 5000));
}

const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

function scriptBytes(lhr: Result): number {
  const items = (lhr.audits['resource-summary']?.details as { items?: Record<string, unknown>[] } | undefined)
    ?.items;
  const script = items?.find((item) => item.resourceType === 'script');
  return Number(script?.transferSize ?? 0);
}

function toRow(name: string, { lhr, share }: Measured, blocked: number, indexed = true): Row {
  return {
    page: name,
    perf: score(lhr, 'performance'),
    a11y: score(lhr, 'accessibility'),
    bp: score(lhr, 'best-practices'),
    seo: indexed ? score(lhr, 'seo') : seoScoreNotIndexed(lhr),
    'FCP ms': Math.round(metric(lhr, 'first-contentful-paint')),
    'LCP ms': Math.round(metric(lhr, 'largest-contentful-paint')),
    'TBT ms': Math.round(metric(lhr, 'total-blocking-time')),
    CLS: Math.round(metric(lhr, 'cumulative-layout-shift') * 1000) / 1000,
    'JS KB': Math.round(scriptBytes(lhr) / 102.4) / 10,
    'blocked ms': blocked,
    'CPU index': Math.round(lhr.environment.benchmarkIndex),
    'ran %': share === null ? Number.NaN : Math.round(share * 100),
  };
}

/**
 * The main thread's blocked time as measured, not simulated: Chrome slowed as Lighthouse slows it, the sum of
 * each long task's time over 50 ms until five seconds after load, median of `runs` loads. Lighthouse simulates its
 * TBT from one unthrottled load, and on a busy two-core machine it moved more between runs of one build than a
 * change moved it; this moves less (docs/decisions/0017).
 */
async function blockedTime(browser: Browser, url: string, slowdown: number): Promise<number> {
  const samples: number[] = [];
  // The first load after the browser starts is slower for any page (caches are cold): it is not counted.
  for (let i = -1; i < runs; i++) {
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    try {
      const page = await context.newPage();
      await page.addInitScript(() => {
        const tasks: number[] = [];
        Object.assign(window, { longTasks: tasks });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) tasks.push(entry.duration);
        }).observe({ type: 'longtask', buffered: true });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForTimeout(5000);
      const tasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
      if (i >= 0) samples.push(tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0));
    } finally {
      await context.close();
    }
  }
  return Math.round(samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? Number.NaN);
}

/** What a row misses of the budgets, in words. */
function missed(row: Row): string[] {
  const out: string[] = [];
  const scores = { performance: row.perf, accessibility: row.a11y, 'best-practices': row.bp, seo: row.seo };
  for (const [id, min] of Object.entries(CATEGORY_BUDGETS)) {
    const value = scores[id as keyof typeof scores];
    if (value < min) out.push(`${id} ${value} < ${min}`);
  }
  const metrics = { lcp: row['LCP ms'], tbt: row['TBT ms'], cls: row.CLS, jsKb: row['JS KB'] };
  for (const [id, max] of Object.entries(METRIC_BUDGETS)) {
    const value = metrics[id as keyof typeof metrics];
    if (!(value <= max)) out.push(`${id} ${value} > ${max}`);
  }
  return out;
}

/**
 * The audits that cost points outside performance, so a missed budget says what to fix; for a page that must not be
 * indexed, its indexing audit fails when the page can be indexed.
 */
function failingAudits(lhr: Result, indexed: boolean): string[] {
  const out: string[] = [];
  if (!indexed && lhr.audits[NOT_INDEXED_AUDIT]?.score !== 0)
    out.push('seo: the page can be indexed, and must not be');
  for (const id of ['accessibility', 'best-practices', 'seo'] as const) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      if (!indexed && ref.id === NOT_INDEXED_AUDIT) continue;
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit?.score !== null && audit?.score !== undefined && audit.score < 1)
        out.push(`${id}: ${audit.id} — ${audit.title}${audit.explanation ? ` (${audit.explanation})` : ''}`);
    }
  }
  return out;
}

/**
 * The page's URL in a language, as the English page's hreflang link names it (product slugs differ by language);
 * null when the store does not have that page (yet). Fetching also renders the page into the cache first, so
 * Lighthouse measures what shoppers get.
 */
async function pageUrl(base: string, locale: string, pagePath: string): Promise<string | null> {
  const english = await fetch(`${base}/en${pagePath}`);
  const html = await english.text();
  if (english.status === 404) return null;
  if (!english.ok) throw new Error(`${base}/en${pagePath} answers ${english.status}`);
  const alternate = new RegExp(`<link rel="alternate" hrefLang="${locale}" href="([^"]+)"`, 'i').exec(
    html,
  )?.[1];
  const url = new URL(alternate?.replaceAll('&amp;', '&') ?? `/${locale}${pagePath}`, base).href;
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answers ${response.status}`);
  return response.url;
}

/**
 * A run in which Chrome drew its first frame more than this long after the page's load event: the renderer's main
 * thread idle, every file in, no frame asked of it for one or two whole seconds. That is paint holding, Chrome's wait
 * for a same-origin navigation's first frame, racing the stylesheets in the headless browser (decision 0017, seventh
 * and tenth parts); Lighthouse then counts every script that ran before the late frame as holding the paint back.
 * CHROME_FLAGS turn paint holding off, as for a shopper who arrives from a search or a link; a held run is counted
 * and printed, so a browser that holds anyway is seen.
 */
const HELD_FRAME_MS = 500;

function heldFirstFrame(lhr: Result): boolean {
  const observed = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)
    ?.items?.[0];
  const paint = observed?.observedFirstContentfulPaint;
  const load = observed?.observedLoad;
  return paint !== undefined && load !== undefined && paint > load + HELD_FRAME_MS;
}

/** Runs whose first frame Chrome held anyway (heldFirstFrame), by page: printed with the results. */
const heldRuns = new Map<string, number>();

/** A median run: its report, and its main thread's share of its long tasks' time (mainThreadShare). */
type Measured = { lhr: Result; share: number | null };

/** Lighthouse's median run of `runs`; the runs whose first frame was held anyway are counted (heldFirstFrame). */
async function measure(url: string, chromePort: number, name: string, slowdown: number): Promise<Measured> {
  const flags: Flags = {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: Object.keys(CATEGORY_BUDGETS),
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown },
  };
  const lhrs: Result[] = [];
  const shares = new Map<Result, number | null>();
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    if (heldFirstFrame(result.lhr)) heldRuns.set(name, (heldRuns.get(name) ?? 0) + 1);
    lhrs.push(result.lhr);
    const trace = (result.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace;
    shares.set(result.lhr, trace ? mainThreadShare(trace.traceEvents) : null);
  }
  const lhr = computeMedianRun(lhrs);
  return { lhr, share: shares.get(lhr) ?? null };
}

async function main() {
  const store = await startStore({ port, dataDir, distDir });
  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  const reports = path.join(dataDir, 'lighthouse');
  mkdirSync(reports, { recursive: true });
  const rows: Row[] = [];
  const problems: string[] = [];
  const busy: string[] = [];
  const noteBusy = (why: string | null) => {
    if (why && !busy.includes(why)) busy.push(why);
  };
  await settle();
  noteBusy(busyMachine({ load: true }));
  const hostIndex = await benchmarkIndexOf(browser);
  const forHost = Math.round(hostSlowdown(hostIndex) * 10) / 10;
  const slowdown = calibrated ? forHost : Number(values['cpu-slowdown']);
  /** The reference, in the same run on the same machine: the smallest Next.js page (scripts/bare-next.ts), measured
   * before the store's pages and again after them, so a machine that slowed down meanwhile is seen. Simulated
   * throttling slows the machine's own CPU, so a slow machine's bare page misses TBT budgets too. */
  const measureBare = async (when: string) => {
    const bare = await startBareNext(port + 1);
    try {
      const url = `${bare.origin}/`;
      const name = `bare Next.js page (${when})`;
      const measured = await measure(url, chrome.port, name, slowdown);
      const row = toRow(name, measured, await blockedTime(browser, url, slowdown));
      rows.push(row);
      console.log(
        `  ${name}: performance ${row.perf}, TBT ${row['TBT ms']} ms, blocked ${row['blocked ms']} ms, CPU index ${row['CPU index']}, main thread ran ${row['ran %']}% (the reference)`,
      );
      noteBusy(
        busyMachine({
          barePerformance: row.perf,
          benchmarkIndex: measured.lhr.environment.benchmarkIndex,
          ran: measured.share,
        }),
      );
    } finally {
      await bare.stop();
    }
  };
  try {
    console.log(
      `\nLighthouse ${runs}× per page (median run), mobile, simulated throttling; ${os.availableParallelism()} CPUs shared with the store`,
    );
    const hostNote = `this host's benchmark index ${Math.round(hostIndex)}, for which Lighthouse's calculator gives ${forHost}×`;
    console.log(
      calibrated
        ? `CPU slowdown ${slowdown}× (${hostNote}): the same phone simulated on this host, not the budgets' 4×\n`
        : `CPU slowdown ${slowdown}× (Lighthouse's default; ${hostNote}: --cpu-slowdown host)\n`,
    );
    await measureBare('before');
    for (const page of PAGES) {
      for (const locale of locales) {
        const name = `${page.name} ${locale}`;
        const url = await pageUrl(store.base, locale, page.path);
        if (!url) {
          console.log(`  skipped ${name}: ${page.path || '/'} answers 404 (page not built yet?)`);
          continue;
        }
        const measured = await measure(url, chrome.port, name, slowdown);
        const { lhr } = measured;
        writeFileSync(path.join(reports, `${page.name}-${locale}.json`), JSON.stringify(lhr));
        const row = toRow(name, measured, await blockedTime(browser, url, slowdown), page.indexed);
        rows.push(row);
        const misses = missed(row);
        const english = rows.find((r) => r.page === `${page.name} en`);
        if (locale === 'ar' && english && row['LCP ms'] > ARABIC_LCP_RATIO * english['LCP ms'])
          misses.push(
            `Arabic LCP ${row['LCP ms']} ms > ${ARABIC_LCP_RATIO} × English ${english['LCP ms']} ms`,
          );
        const indexing = page.indexed ? '' : ' (not indexable, as it must be)';
        console.log(
          `  ${name}: ${misses.length ? `MISSED ${misses.join(', ')}` : 'within budget'}${indexing}`,
        );
        for (const audit of failingAudits(lhr, page.indexed)) problems.push(`${name}: ${audit}`);
        if (misses.length) problems.push(...misses.map((m) => `${name}: ${m}`));
        noteBusy(
          busyMachine({
            benchmarkIndex: lhr.environment.benchmarkIndex,
            ran: measured.share,
          }),
        );
      }
    }
    await measureBare('after');
  } finally {
    chrome.kill();
    await browser.close();
    await store.stop();
  }
  console.log('');
  console.table(rows);
  const scores = Object.entries(CATEGORY_BUDGETS).map(([id, min]) => `${id} ${min}`);
  const { lcp, tbt, cls, jsKb } = METRIC_BUDGETS;
  console.log(
    `Budgets: scores ≥ ${scores.join(', ')}; LCP ≤ ${lcp} ms (Arabic ≤ ${ARABIC_LCP_RATIO} × English), TBT ≤ ${tbt} ms, CLS ≤ ${cls}, JS ≤ ${jsKb} KB.`,
  );
  console.log(`Median runs' reports: ${reports}`);
  if (heldRuns.size)
    console.log(
      `WARNING: runs whose first frame Chrome held past the page's load (over ${HELD_FRAME_MS} ms): ${[...heldRuns].map(([page, n]) => `${page} ${n}`).join(', ')}. Their LCP and TBT count the page's scripts as holding its paint back.`,
    );
  if (calibrated)
    console.log(
      `\nNOTE: measured at ${slowdown}× for this host, not at the budgets' ${throttling.mobileSlow4G.cpuSlowdownMultiplier}×: a picture of the same phone on a slower machine, not a verdict on the budgets.`,
    );
  if (busy.length)
    console.log(
      `\nWARNING: this machine was busy (${busy.join('; ')}): these numbers are not comparable with a quiet machine's. Measure again with nothing else running.`,
    );
  if (problems.length) {
    console.log(`\n${problems.join('\n')}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
