import { describe, expect, it } from 'vitest';
import { priceOrder } from '@/domains/orders/pricing';
import { canChangeCurrency } from './policies';
import { taxExample } from './tax-example';

describe("the tax settings' live example", () => {
  it.each([
    [15, true, { total: 10_000, tax: 1304 }],
    [15, false, { total: 11_500, tax: 1500 }],
    [5.5, true, { total: 10_000, tax: 521 }],
    [5.5, false, { total: 10_550, tax: 550 }],
    [0, true, { total: 10_000, tax: 0 }],
    [0, false, { total: 10_000, tax: 0 }],
  ])('a price of 100.00 at %s %% (included: %s) is %o', (percent, included, expected) => {
    expect(taxExample(10_000, percent, included)).toEqual(expected);
  });

  it('says what an order of that one product would charge, for any rate and price', () => {
    for (const percent of [0, 0.01, 5, 5.5, 12.34, 15, 20, 99.99, 100]) {
      for (const price of [1, 99, 10_000, 123_456]) {
        for (const included of [true, false]) {
          const order = priceOrder([{ unitPrice: price, quantity: 1 }], null, {
            taxRate: Math.round(percent * 100),
            pricesIncludeTax: included,
          });
          expect(taxExample(price, percent, included)).toEqual({ total: order.total, tax: order.tax });
        }
      }
    }
  });
});

describe('changing the base currency', () => {
  it('is allowed only while the store has no order', () => {
    expect(canChangeCurrency({ hasOrders: false })).toEqual({ allowed: true });
    expect(canChangeCurrency({ hasOrders: true })).toEqual({
      allowed: false,
      reason: 'orders.currencyLocked',
    });
  });
});
