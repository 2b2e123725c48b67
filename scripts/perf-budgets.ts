// Page-quality budgets for `npm run perf` (Lighthouse, mobile, simulated throttling): every storefront page
// measured, in English and Arabic, must meet each of them.

/** Lowest Lighthouse category scores (0–100). */
export const CATEGORY_BUDGETS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
} as const;

/** Highest metric values: Core Web Vitals' "good" limits, and the first-load JavaScript a page may transfer. */
export const METRIC_BUDGETS = {
  /** Largest Contentful Paint, ms. */
  lcp: 2500,
  /** Total Blocking Time, ms. */
  tbt: 200,
  /** Cumulative Layout Shift. */
  cls: 0.1,
  /** JavaScript transferred (gzip) while loading the page, KB. */
  jsKb: 165,
} as const;

/** An Arabic page's largest paint may come this much later than its English page's, in the same run, and no more. */
export const ARABIC_LCP_RATIO = 1.1;

/**
 * The CPU slowdown that simulates Lighthouse's phone on a host of this benchmark index: the formula of Lighthouse's
 * CPU throttling calculator (lighthouse-cpu-throttling-calculator.vercel.app, by a Lighthouse maintainer, linked from
 * Lighthouse's docs/throttling.md, "Calibrating the CPU slowdown"): 4× suits an index of about 1533; a host of 1300
 * wants 3×, one of 800 2×. Lighthouse's own default is 4× whatever the host.
 */
export function hostSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
