import { describe, expect, it } from 'vitest';
import { catchUpWithSaves } from './catch-up';

describe('an open page catching up with the owner’s saves', () => {
  it('asks again after a pause until the new page arrives, and at most maxTries times', async () => {
    let asks = 0;
    let shown = 'v0';
    const arriving = catchUpWithSaves({
      ask: async () => {
        asks += 1;
        if (asks === 3) shown = 'v1';
        return 'v1';
      },
      shown: () => shown,
      pause: async () => {},
      maxTries: 5,
    });
    await arriving();
    expect([asks, shown]).toEqual([3, 'v1']);

    asks = 0;
    const never = catchUpWithSaves({
      ask: async () => {
        asks += 1;
        return 'v2';
      },
      shown: () => 'v1',
      pause: async () => {},
      maxTries: 5,
    });
    await never();
    expect(asks).toBe(6);
  });

  it('asks again after a failed ask, pausing longer each time, and at most maxTries times', async () => {
    let asks = 0;
    const pauses: number[] = [];
    const failing = catchUpWithSaves({
      ask: async () => {
        asks += 1;
        return null;
      },
      shown: () => 'v0',
      pause: async (tries) => {
        pauses.push(tries);
      },
      maxTries: 5,
    });
    await failing();
    expect(asks).toBe(6);
    expect(pauses).toEqual([0, 1, 2, 3, 4]);

    asks = 0;
    let shown = 'v0';
    const recovering = catchUpWithSaves({
      ask: async () => {
        asks += 1;
        if (asks === 1) return null;
        shown = 'v1';
        return 'v1';
      },
      shown: () => shown,
      pause: async () => {},
      maxTries: 5,
    });
    await recovering();
    expect([asks, shown]).toEqual([2, 'v1']);
  });

  it('gives a save announced while an earlier one is still awaited tries of its own', async () => {
    let latest = 'v1';
    let shown = 'v0';
    let asksSinceSave = 0;
    let pauses = 0;
    const refresh = catchUpWithSaves({
      // The first save's page never arrives; the second's arrives at its fourth ask.
      ask: async () => {
        asksSinceSave += 1;
        if (latest === 'v2' && asksSinceSave >= 4) shown = latest;
        return latest;
      },
      shown: () => shown,
      pause: async () => {
        pauses += 1;
        if (pauses === 4) {
          latest = 'v2';
          asksSinceSave = 0;
          void refresh();
        }
      },
      maxTries: 5,
    });
    await refresh();
    expect(shown).toBe('v2');
  });

  it('folds saves announced in quick succession into one more ask', async () => {
    let asks = 0;
    let release: () => void = () => {};
    const refresh = catchUpWithSaves({
      ask: () => {
        asks += 1;
        return asks === 1 ? new Promise((resolve) => (release = () => resolve('v1'))) : Promise.resolve('v3');
      },
      shown: () => (asks >= 2 ? 'v3' : 'v0'),
      pause: async () => {},
      maxTries: 5,
    });
    const first = refresh();
    await Promise.all([refresh(), refresh()]);
    release();
    await first;
    expect(asks).toBe(2);
  });
});
