/**
 * What a price means for the shopper under a tax rate (percent) and choice, for the settings page's live example:
 * the same split the order's pricing makes (tax-inclusive: the part of the price that is tax; otherwise added on
 * top), rounded half away from zero. Amounts in minor units.
 */
export function taxExample(
  price: number,
  percent: number,
  included: boolean,
): { total: number; tax: number } {
  const rate = Math.round(percent * 100);
  if (included) return { total: price, tax: Math.round((price * rate) / (10_000 + rate)) };
  const tax = Math.round((price * rate) / 10_000);
  return { total: price + tax, tax };
}
