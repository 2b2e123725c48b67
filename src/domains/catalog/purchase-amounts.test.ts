import { describe, expect, it } from 'vitest';
import { purchaseAmounts } from './purchase-amounts';

describe('purchaseAmounts', () => {
  it('names every price a variant can show, and the compare-at price and saving beside the lower ones', () => {
    const amounts = purchaseAmounts({
      price: 4000,
      compareAtPrice: 5000,
      variants: [{ price: 4000 }, { price: 4500 }, { price: 6000 }],
    });
    expect(new Set(amounts)).toEqual(new Set([4000, 4500, 6000, 5000, 1000, 500]));
  });

  it('names only the prices when there is no compare-at price', () => {
    expect(purchaseAmounts({ price: 4000, compareAtPrice: null, variants: [{ price: 4200 }] })).toEqual([
      4000, 4200,
    ]);
  });
});
