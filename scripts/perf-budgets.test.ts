import { describe, expect, it } from 'vitest';
import { hostSlowdown } from './perf-budgets';

describe("the CPU slowdown for this host (Lighthouse's calculator)", () => {
  it('is 4× where Lighthouse meant 4×, less on a slower host, more on a faster one, never under 1×', () => {
    expect(hostSlowdown(1533)).toBeCloseTo(4, 1);
    expect(hostSlowdown(2000)).toBeCloseTo(6, 1);
    expect(hostSlowdown(1300)).toBe(3);
    expect(hostSlowdown(1050)).toBe(2.5);
    expect(hostSlowdown(800)).toBe(2);
    expect(hostSlowdown(150)).toBe(1);
    expect(hostSlowdown(50)).toBe(1);
  });
});
