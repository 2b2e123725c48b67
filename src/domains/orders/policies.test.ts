import { describe, expect, it } from 'vitest';
import { roundForStripe } from '@/lib/money';
import { canViewInvoice, canViewOrder } from './policies';
import { priceOrder, roundingOf } from './pricing';

describe('order policies', () => {
  it("shows an order to its owner or its link's holder; to anyone else it does not exist", () => {
    const mine = { userId: 'u1' };
    expect(canViewOrder(mine, { userId: 'u1', keyMatches: false }).allowed).toBe(true);
    expect(canViewOrder(mine, { userId: 'u2', keyMatches: false })).toEqual({
      allowed: false,
      reason: 'orders.notFound',
    });
    expect(canViewOrder({ userId: null }, { userId: null, keyMatches: false }).allowed).toBe(false);
    expect(canViewOrder({ userId: null }, { userId: null, keyMatches: true }).allowed).toBe(true);
  });
});

describe('tax invoice policy', () => {
  it('shows an invoice to whoever may see its order, once the order is invoiced', () => {
    const invoiced = { userId: 'u1', invoiceNumber: 7 };
    expect(canViewInvoice(invoiced, { userId: 'u1', keyMatches: false }).allowed).toBe(true);
    expect(
      canViewInvoice({ userId: null, invoiceNumber: 7 }, { userId: null, keyMatches: true }).allowed,
    ).toBe(true);
    const refused = { allowed: false, reason: 'orders.notFound' };
    expect(canViewInvoice(invoiced, { userId: 'u2', keyMatches: false })).toEqual(refused);
    expect(canViewInvoice({ userId: null, invoiceNumber: 7 }, { userId: null, keyMatches: false })).toEqual(
      refused,
    );
    // Not invoiced yet (a card order before its payment): not even its owner finds an invoice.
    expect(canViewInvoice({ userId: 'u1', invoiceNumber: null }, { userId: 'u1', keyMatches: true })).toEqual(
      refused,
    );
  });
});

describe('order pricing', () => {
  const lines = [
    { unitPrice: 4900, quantity: 2 },
    { unitPrice: 1999, quantity: 1 },
  ];
  it('taxes what is paid after a discount, and waives the delivery for free delivery', () => {
    const area = { charge: 500, freeFrom: null };
    const settings = { taxRate: 1500, pricesIncludeTax: true };
    // 117.99 + 5.00 − 11.80 = 111.19, of which 15/115 is VAT: 14.50.
    expect(priceOrder(lines, area, settings, { fee: 0 }, { goods: 1180, freeDelivery: false })).toMatchObject(
      {
        discount: 1180,
        tax: 1450,
        total: 11_119,
      },
    );
    const free = priceOrder(lines, area, settings, { fee: 0 }, { goods: 0, freeDelivery: true });
    expect(free).toMatchObject({ deliveryCharge: 500, discount: 500, total: 11_799 });
    expect(roundingOf(free, true)).toBe(0);
  });

  it('takes the tax out of inclusive prices and adds it to exclusive ones, rounding half up', () => {
    const area = { charge: 500, freeFrom: null };
    expect(priceOrder(lines, area, { taxRate: 1500, pricesIncludeTax: true })).toEqual({
      subtotal: 11_799,
      deliveryCharge: 500,
      tax: 1604, // 12 299 × 15 / 115 = 1604.2
      paymentFee: 0,
      discount: 0,
      total: 12_299,
      itemCount: 3,
    });
    expect(priceOrder(lines, area, { taxRate: 1500, pricesIncludeTax: false })).toMatchObject({
      tax: 1845, // 12 299 × 0.15 = 1844.85
      total: 14_144,
    });
  });

  it('delivers free from the threshold, and is exact for amounts far beyond a float', () => {
    expect(
      priceOrder(lines, { charge: 500, freeFrom: 11_799 }, { taxRate: 0, pricesIncludeTax: true }),
    ).toMatchObject({
      deliveryCharge: 0,
      total: 11_799,
    });
    const huge = [{ unitPrice: 999_999_999, quantity: 99 }];
    expect(priceOrder(huge, null, { taxRate: 1500, pricesIncludeTax: false }).tax).toBe(14_849_999_985);
  });

  it('adds the cash-on-delivery fee as its own amount, taxed like delivery', () => {
    const area = { charge: 500, freeFrom: null };
    const included = priceOrder(lines, area, { taxRate: 1500, pricesIncludeTax: true }, { fee: 1000 });
    // 11 799 + 500 + 1000 = 13 299, of which 15/115 is VAT (1734.65).
    expect(included).toMatchObject({ paymentFee: 1000, tax: 1735, total: 13_299 });
    const added = priceOrder(lines, area, { taxRate: 1500, pricesIncludeTax: false }, { fee: 1000 });
    // 13 299 × 1.15 = 15 293.85.
    expect(added).toMatchObject({ paymentFee: 1000, tax: 1995, total: 15_294 });
    expect(roundingOf(added, false)).toBe(0);
  });

  it("rounds a card total to what the card's currency can charge, and says by how much", () => {
    const kwd = [{ unitPrice: 5124, quantity: 1 }];
    const round = (total: number) => roundForStripe(total, 'KWD');
    const card = priceOrder(kwd, null, { taxRate: 0, pricesIncludeTax: true }, { fee: 0, round });
    expect(card.total).toBe(5120);
    expect(roundingOf(card, true)).toBe(-4);
    expect(priceOrder(kwd, null, { taxRate: 0, pricesIncludeTax: true }).total).toBe(5124);
  });
});
