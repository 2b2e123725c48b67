import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addLine,
  addToCart,
  CART_STORAGE_KEY,
  CART_UNSENT_KEY,
  type CartLine,
  countItems,
  MAX_LINE_QUANTITY,
  parseCart,
  readCart,
  rebaseCart,
  refreshCartLine,
  refreshLine,
  removeFromCart,
  replaceCart,
  setLineQuantity,
  subscribeCart,
  updateCartQuantity,
} from './cart-store';

const line = (variantId: number, quantity = 1, stock = 10): CartLine => ({
  variantId,
  productId: 1,
  quantity,
  name: 'Silk scarf',
  slug: 'silk-scarf',
  image: null,
  price: 4900,
  color: 'Navy',
  size: null,
  stock,
});

describe('cart lines', () => {
  it('merges a variant added twice and caps it at the stock snapshot', () => {
    let lines = addLine([], line(1, 2));
    lines = addLine(lines, line(1, 3));
    lines = addLine(lines, line(2, 1));
    expect(lines.map((l) => [l.variantId, l.quantity])).toEqual([
      [1, 5],
      [2, 1],
    ]);
    expect(addLine(lines, line(1, 20)).find((l) => l.variantId === 1)?.quantity).toBe(10);
    expect(countItems(lines)).toBe(6);
  });

  it('never adds an out-of-stock variant and removes a line set to zero', () => {
    expect(addLine([], line(1, 1, 0))).toEqual([]);
    expect(setLineQuantity([line(1, 2), line(2)], 1, 0).map((l) => l.variantId)).toEqual([2]);
    expect(setLineQuantity([line(1, 2)], 1, 500)[0]?.quantity).toBe(10);
  });

  it('refreshes a line with a newer snapshot and caps its quantity at the new stock', () => {
    const lines = [line(1, 6), line(2, 2)];
    const newer = { ...line(1), name: 'وشاح حرير', price: 5200, color: null, stock: 4 };
    const [first, second] = refreshLine(lines, 1, newer);
    expect(first).toEqual({ ...newer, variantId: 1, quantity: 4 });
    expect(second).toBe(lines[1]);
    // More stock than the quantity leaves the quantity alone; none at all keeps one unit, for the page to mark.
    expect(refreshLine(lines, 1, { ...newer, stock: 50 })[0]?.quantity).toBe(6);
    expect(refreshLine(lines, 1, { ...newer, stock: 0 })[0]?.quantity).toBe(1);
    // The store's most of one item in an order caps it too.
    expect(refreshLine(lines, 1, { ...newer, stock: 50 }, 5)[0]?.quantity).toBe(5);
    // A variant the cart does not hold changes nothing.
    expect(refreshLine(lines, 3, newer)).toBe(lines);
  });

  it('drops malformed stored data instead of failing', () => {
    expect(parseCart('not json')).toEqual([]);
    expect(parseCart('{"a":1}')).toEqual([]);
    const stored = JSON.stringify([line(1, 2), { variantId: 'x' }, { ...line(3), quantity: 0 }, line(1, 4)]);
    expect(parseCart(stored).map((l) => [l.variantId, l.quantity])).toEqual([[1, 2]]);
    expect(parseCart(JSON.stringify([line(5, 1000, 5000)]))[0]?.quantity).toBe(MAX_LINE_QUANTITY);
  });
});

describe('a kept cart’s answer with this browser’s later changes on top', () => {
  const ids = (lines: CartLine[]) => lines.map((l) => [l.variantId, l.quantity]);

  it('keeps a line removed here removed, though the answer still has it', () => {
    const sent = [line(1), line(2)];
    expect(ids(rebaseCart([line(1), line(2, 3)], sent, [line(1)]))).toEqual([[1, 1]]);
  });

  it('keeps this browser’s quantity for a line changed or added here, and the answer’s for the rest', () => {
    const sent = [line(1), line(2)];
    const answer = [line(1, 4), line(2, 2), line(7, 1)];
    expect(ids(rebaseCart(answer, sent, [line(1), line(2, 5), line(3, 2)]))).toEqual([
      [1, 4],
      [2, 5],
      [7, 1],
      [3, 2],
    ]);
  });

  it('is the answer itself when nothing changed here', () => {
    const answer = [line(1, 2), line(9)];
    expect(rebaseCart(answer, [line(1)], [line(1)])).toEqual(answer);
  });
});

describe('cart store', () => {
  const data = new Map<string, string>();
  beforeEach(() => {
    data.clear();
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (k: string) => data.get(k) ?? null,
        setItem: (k: string, v: string) => data.set(k, v),
      },
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('writes under the spec key `cartData`, notifies listeners and keeps a stable snapshot', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeCart(listener);
    addToCart(line(7, 2));
    expect(JSON.parse(data.get(CART_STORAGE_KEY) ?? '[]')).toHaveLength(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(readCart()).toBe(readCart());
    updateCartQuantity(7, 3);
    expect(readCart()[0]?.quantity).toBe(3);
    removeFromCart(7);
    expect(readCart()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
  });

  it('refreshes a stored line in place and tells the listeners, but only when the cart holds it', () => {
    addToCart(line(7, 5));
    addToCart(line(8, 1));
    const listener = vi.fn();
    const unsubscribe = subscribeCart(listener);
    refreshCartLine({ ...line(7), price: 3900, stock: 2 });
    expect(readCart().map((l) => [l.variantId, l.quantity, l.price])).toEqual([
      [7, 2, 3900],
      [8, 1, 4900],
    ]);
    refreshCartLine({ ...line(9), stock: 2 });
    expect(readCart()).toHaveLength(2);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('says how many units went in: fewer, or none, once the line holds the whole stock', () => {
    expect(addToCart(line(3, 2, 3))).toBe(2);
    expect(addToCart(line(3, 2, 3))).toBe(1);
    expect(addToCart(line(3, 1, 3))).toBe(0);
    expect(readCart()[0]?.quantity).toBe(3);
  });

  // The kept cart's sync mounts only once the session is known; what was added before must not lose to its pull.
  it('marks every change made here unsent, and not the kept cart it is given', () => {
    replaceCart([line(1, 1)]);
    expect(data.has(CART_UNSENT_KEY)).toBe(false);
    for (const change of [
      () => addToCart(line(2, 1)),
      () => updateCartQuantity(1, 3),
      () => removeFromCart(2),
      () => refreshCartLine({ ...line(1), price: 3900 }),
    ]) {
      data.delete(CART_UNSENT_KEY);
      change();
      expect(data.get(CART_UNSENT_KEY)).toBe('1');
    }
  });

  it('picks up a change made by another tab', () => {
    readCart();
    data.set(CART_STORAGE_KEY, JSON.stringify([line(9, 4)]));
    expect(countItems(readCart())).toBe(4);
  });
});

describe('the cart and the order agree', () => {
  it('on the most units of a line', async () => {
    const limits = await import('@/lib/order-limits');
    expect(MAX_LINE_QUANTITY).toBe(limits.MAX_LINE_QUANTITY);
  });
});
