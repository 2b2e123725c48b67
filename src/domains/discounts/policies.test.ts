import { describe, expect, it } from 'vitest';
import { type DiscountRule, evaluate, pickBetter, shareOut, statusOf } from './policies';

const rule = (over: Partial<DiscountRule> = {}): DiscountRule => ({
  id: 1,
  code: 'TEN',
  automatic: false,
  kind: 'percentage',
  value: 1000,
  appliesTo: 'order',
  targetIds: [],
  minSubtotal: 0,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  uses: 0,
  active: true,
  ...over,
});
const line = (lineTotal: number, productId = 1) => ({
  productId,
  categoryId: 10,
  subCategoryId: null,
  brandId: null,
  lineTotal,
});
const NOW = new Date('2026-06-01T12:00:00Z');

describe('a discount on lines', () => {
  it('rounds a percentage half up and shares it out exactly', () => {
    const result = evaluate(rule({ value: 1000 }), [line(3333), line(3333), line(3334)], NOW);
    expect(result).toEqual({
      allowed: true,
      amounts: { goods: 1000, lineShares: [333, 333, 334], freeDelivery: false },
    });
    expect(shareOut([1, 1, 1], 2)).toEqual([1, 1, 0]);
    expect(shareOut([0, 0], 5)).toEqual([0, 0]);
  });

  it('never takes more than the lines cost', () => {
    const result = evaluate(rule({ kind: 'fixed', value: 10_000 }), [line(4900)], NOW);
    expect(result.allowed && result.amounts.goods).toBe(4900);
  });

  it('says why it does not apply, in order', () => {
    const reason = (r: Partial<DiscountRule>, uses = 0) => {
      const result = evaluate(rule(r), [line(4900)], NOW, uses);
      return result.allowed ? 'allowed' : result.reason;
    };
    expect(reason({ active: false })).toBe('unknown');
    expect(reason({ startsAt: new Date('2026-06-02T00:00:00Z') })).toBe('notStarted');
    expect(reason({ endsAt: NOW })).toBe('expired');
    expect(reason({ usageLimit: 3, uses: 3 })).toBe('usedUp');
    expect(reason({ perCustomerLimit: 1 }, 1)).toBe('alreadyUsed');
    expect(reason({ appliesTo: 'brands', targetIds: [5] })).toBe('notApplicable');
    expect(reason({ minSubtotal: 5000 })).toBe('belowMinimum');
    expect(reason({ minSubtotal: 4900, usageLimit: 3, uses: 2 })).toBe('allowed');
  });

  it('picks the one worth more, the code on a tie, valuing free delivery at the charge', () => {
    const code = { amounts: { goods: 500, lineShares: [500], freeDelivery: false } };
    const free = { amounts: { goods: 0, lineShares: [0], freeDelivery: true } };
    expect(pickBetter(code, free, 400)).toBe(code);
    expect(pickBetter(code, free, 600)).toBe(free);
    expect(pickBetter(code, free, 500)).toBe(code);
    expect(pickBetter(null, free, 0)).toBe(free);
  });

  it('names its status for the admin list', () => {
    expect(statusOf(rule(), NOW)).toBe('active');
    expect(statusOf(rule({ startsAt: new Date('2027-01-01') }), NOW)).toBe('scheduled');
    expect(statusOf(rule({ endsAt: new Date('2026-01-01') }), NOW)).toBe('expired');
    expect(statusOf(rule({ usageLimit: 1, uses: 1 }), NOW)).toBe('usedUp');
    expect(statusOf(rule({ active: false }), NOW)).toBe('off');
  });
});
