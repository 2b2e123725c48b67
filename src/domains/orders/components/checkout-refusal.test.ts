import { describe, expect, it } from 'vitest';
import { routeCheckoutRefusal } from './checkout-refusal';

describe('routeCheckoutRefusal', () => {
  it('marks the refused line and moves its message, with the product name, to the banner', () => {
    const { result, marks } = routeCheckoutRefusal(
      {
        ok: false,
        error: 'orders.notCompletedOutOfStock',
        fieldErrors: { 'lines.1': 'orders.notCompletedOutOfStock' },
        values: { product: 'Rose Water Silk Square' },
      },
      [11, 22],
    );
    expect([...marks]).toEqual([[22, 'orders.outOfStock']]);
    expect(result).toEqual({
      ok: false,
      error: 'orders.notCompletedOutOfStock',
      fieldErrors: {},
      values: { product: 'Rose Water Silk Square' },
    });
  });

  it('marks a product that is gone as not found', () => {
    const { marks } = routeCheckoutRefusal(
      { ok: false, error: 'orders.notCompletedGone', fieldErrors: { 'lines.0': 'orders.notCompletedGone' } },
      [7],
    );
    expect(marks.get(7)).toBe('orders.productNotFound');
  });

  it('says what is wrong with the cart as a whole in the banner, and keeps field errors on their fields', () => {
    const { result, marks } = routeCheckoutRefusal(
      {
        ok: false,
        error: 'validation.fixFields',
        fieldErrors: { lines: 'orders.cartEmpty', 'shipping.confirmPhone': 'validation.phoneTenDigits' },
      },
      [],
    );
    expect(marks.size).toBe(0);
    expect(result).toMatchObject({
      error: 'orders.cartEmpty',
      fieldErrors: { 'shipping.confirmPhone': 'validation.phoneTenDigits' },
    });
  });

  it('marks nothing for a line the schema refused (a quantity out of range): the banner says why', () => {
    const { result, marks } = routeCheckoutRefusal(
      {
        ok: false,
        error: 'validation.fixFields',
        fieldErrors: { 'lines.0.quantity': 'validation.quantityInvalid' },
      },
      [5],
    );
    expect(marks.size).toBe(0);
    expect(result).toMatchObject({ error: 'validation.quantityInvalid', fieldErrors: {} });
  });

  it("puts a checkout limit's refusal where it belongs: a line's quantity in the banner, a phone on its field", () => {
    const line = routeCheckoutRefusal(
      {
        ok: false,
        error: 'orders.lineOverLimit',
        fieldErrors: { 'lines.0.quantity': 'orders.lineOverLimit' },
        values: { max: 10, product: 'Rose Water Silk Square' },
      },
      [5],
    );
    expect(line.result).toMatchObject({
      error: 'orders.lineOverLimit',
      fieldErrors: {},
      values: { max: 10 },
    });
    const phone = routeCheckoutRefusal(
      {
        ok: false,
        error: 'orders.tooManyForPhone',
        fieldErrors: { 'shipping.phone': 'orders.tooManyForPhone' },
        values: { minutes: 42 },
      },
      [5],
    );
    expect(phone.result).toMatchObject({ fieldErrors: { 'shipping.phone': 'orders.tooManyForPhone' } });
  });

  it('leaves successes and refusals without fields as they are', () => {
    const ok = { ok: true as const, data: { number: 1001, key: 'k' } };
    expect(routeCheckoutRefusal(ok, [1]).result).toBe(ok);
    const refused = { ok: false as const, error: 'errors.errorText' };
    expect(routeCheckoutRefusal(refused, [1]).result).toBe(refused);
  });
});
