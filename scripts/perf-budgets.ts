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
