import type { DeliveryArea, SellingSettings } from '@/domains/store-settings/schemas';

/** Integer division rounded half away from zero, exact for any amount (bigint, never floats). */
function divRound(numerator: bigint, denominator: bigint): number {
  const half = denominator / 2n;
  return Number((numerator + half) / denominator);
}

export type OrderTotals = {
  subtotal: number;
  deliveryCharge: number;
  tax: number;
  total: number;
  itemCount: number;
};

/**
 * The order's amounts, all in integer minor units: goods, delivery (free from the area's threshold), tax on both,
 * total. With tax-inclusive prices the tax is the part of the price that is tax (price × r / (1 + r)) and the total
 * is what the shelf said; otherwise the tax is added on top. One function for the cart, the checkout and the order.
 */
export function priceOrder(
  lines: readonly { unitPrice: number; quantity: number }[],
  area: Pick<DeliveryArea, 'charge' | 'freeFrom'> | null,
  { taxRate, pricesIncludeTax }: Pick<SellingSettings, 'taxRate' | 'pricesIncludeTax'>,
): OrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const deliveryCharge = !area ? 0 : area.freeFrom !== null && subtotal >= area.freeFrom ? 0 : area.charge;
  const taxable = BigInt(subtotal + deliveryCharge);
  const rate = BigInt(taxRate);
  if (pricesIncludeTax) {
    const tax = divRound(taxable * rate, 10_000n + rate);
    return { subtotal, deliveryCharge, tax, total: subtotal + deliveryCharge, itemCount };
  }
  const tax = divRound(taxable * rate, 10_000n);
  return { subtotal, deliveryCharge, tax, total: subtotal + deliveryCharge + tax, itemCount };
}
