import { describe, expect, it } from 'vitest';
import { mainThreadShare, type TraceEvent } from './perf-trace';

const navigation: TraceEvent = {
  name: 'navigationStart',
  ph: 'R',
  pid: 1,
  tid: 7,
  ts: 1_000,
  args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://localhost:3400/en' } },
};
const task = (ts: number, dur: number, tdur: number, tid = 7): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid: 1,
  tid,
  ts,
  dur,
  tdur,
});

describe("the main thread's share of its long tasks", () => {
  it("is their thread time over their wall time, on the page's main thread after its navigation", () => {
    const events = [
      navigation,
      task(2_000, 40_000, 10_000),
      task(50_000, 20_000, 20_000),
      // Too short to block at 4×, before the navigation, or on another thread: not counted.
      task(80_000, 10_000, 1_000),
      task(500, 40_000, 1_000),
      task(90_000, 40_000, 1_000, 8),
    ];
    expect(mainThreadShare(events)).toBe(0.5);
  });

  it('is null without a navigation or without a long task', () => {
    expect(mainThreadShare([task(2_000, 40_000, 10_000)])).toBeNull();
    expect(mainThreadShare([navigation, task(2_000, 5_000, 5_000)])).toBeNull();
  });
});
