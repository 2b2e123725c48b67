import { describe, expect, it } from 'vitest';
import { canRequestReturn, checkReturnLines, returnableUnits, returnDeadline } from './policies';

const DAY = 86_400_000;
const delivered = new Date('2026-05-01T10:00:00Z');
const facts = (changes: Partial<Parameters<typeof canRequestReturn>[0]> = {}) => ({
  status: 'delivered',
  deliveredAt: delivered,
  windowDays: 14,
  now: new Date(delivered.getTime() + 3 * DAY),
  openReturn: false,
  unitsLeft: 2,
  ...changes,
});

describe('asking for a return', () => {
  it('is open within the window after delivery', () => {
    expect(canRequestReturn(facts())).toEqual({ allowed: true });
    expect(canRequestReturn(facts({ now: new Date(delivered.getTime() + 14 * DAY) }))).toEqual({
      allowed: true,
    });
  });

  it('closes when the window has passed, by one second', () => {
    expect(canRequestReturn(facts({ now: new Date(delivered.getTime() + 14 * DAY + 1000) }))).toEqual({
      allowed: false,
      reason: 'returns.windowClosed',
    });
  });

  it('is refused for an order not delivered, a store without returns, an open return, nothing left', () => {
    expect(canRequestReturn(facts({ status: 'shipped', deliveredAt: null })).allowed).toBe(false);
    expect(canRequestReturn(facts({ status: 'shipped' }))).toMatchObject({ reason: 'returns.notDelivered' });
    expect(canRequestReturn(facts({ windowDays: 0 }))).toMatchObject({ reason: 'returns.notAccepted' });
    expect(canRequestReturn(facts({ openReturn: true }))).toMatchObject({ reason: 'returns.alreadyOpen' });
    expect(canRequestReturn(facts({ unitsLeft: 0 }))).toMatchObject({ reason: 'returns.nothingLeft' });
  });

  it('has its deadline at the window’s end', () => {
    expect(returnDeadline(delivered, 7)).toEqual(new Date(delivered.getTime() + 7 * DAY));
    expect(returnDeadline(null, 7)).toBeNull();
    expect(returnDeadline(delivered, 0)).toBeNull();
  });
});

describe('the units a return may take', () => {
  const lines = [
    { id: 1, quantity: 3 },
    { id: 2, quantity: 1 },
  ];

  it('are those bought less earlier returns', () => {
    const left = returnableUnits(lines, [{ orderLineId: 1, quantity: 2 }]);
    expect([...left]).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });

  it('refuses more than is left, naming the line', () => {
    const left = returnableUnits(lines, [{ orderLineId: 1, quantity: 2 }]);
    expect(
      checkReturnLines(
        [
          { lineId: 2, quantity: 1 },
          { lineId: 1, quantity: 2 },
        ],
        left,
      ),
    ).toMatchObject({
      allowed: false,
      reason: 'returns.tooMany',
      index: 1,
    });
    expect(checkReturnLines([{ lineId: 1, quantity: 1 }], left)).toEqual({ allowed: true });
  });

  it("refuses another order's line, a line twice, and nothing at all", () => {
    const left = returnableUnits(lines, []);
    expect(checkReturnLines([{ lineId: 9, quantity: 1 }], left)).toMatchObject({
      reason: 'returns.lineUnknown',
    });
    expect(
      checkReturnLines(
        [
          { lineId: 1, quantity: 1 },
          { lineId: 1, quantity: 1 },
        ],
        left,
      ),
    ).toMatchObject({ reason: 'returns.lineUnknown', index: 1 });
    expect(checkReturnLines([{ lineId: 1, quantity: 0 }], left)).toMatchObject({ reason: 'returns.noLines' });
  });
});
