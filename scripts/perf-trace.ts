// What a Lighthouse run's trace says about the machine it ran on (`npm run perf`).

/** The trace events this reads: Chrome's complete events, with their wall (`dur`) and thread (`tdur`) times in µs. */
export type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
};

/** A task this long (µs) becomes a long task (over 50 ms) at Lighthouse's 4× CPU slowdown. */
const BLOCKING_AT_4X_US = 12_500;

/**
 * The share of its long tasks' time the page's main thread spent running, 0–1: their thread time over their wall
 * time, from the page's navigation on. Lighthouse's simulated TBT multiplies each task's wall time by its CPU
 * slowdown; a task that waited for a core (a two-core machine also running the store, Chrome's image decoding and
 * Lighthouse) is counted as if the page had done that work. Near 1 on a machine with cores to spare. Null when the
 * trace has no such task (or no navigation).
 */
export function mainThreadShare(events: readonly TraceEvent[]): number | null {
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame === true &&
      (e.args.data.documentLoaderURL ?? '').startsWith('http'),
  );
  if (!navigation) return null;
  let wall = 0;
  let ran = 0;
  for (const e of events) {
    if (e.pid !== navigation.pid || e.tid !== navigation.tid || e.ph !== 'X' || e.ts < navigation.ts)
      continue;
    if (e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask') continue;
    if ((e.dur ?? 0) <= BLOCKING_AT_4X_US || e.tdur === undefined) continue;
    wall += e.dur ?? 0;
    ran += e.tdur;
  }
  return wall ? ran / wall : null;
}
