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
  /** The payment method's charge (the cash-on-delivery fee). */
  paymentFee: number;
  /** What a discount took off, goods and delivery (docs/decisions/0027-discounts.md): out of the total and the tax. */
  discount: number;
  total: number;
  itemCount: number;
};

/** A discount on the order: the goods' part, and whether the delivery charge is waived. */
export type DiscountTerms = { goods: number; freeDelivery: boolean };

/** What the payment method adds: its fee, and how the total must be rounded to be charged (a card's currency). */
export type PaymentTerms = { fee: number; round?: (total: number) => number };

/**
 * The order's amounts, all in integer minor units: goods, delivery (free from the area's threshold), the payment
 * method's fee, tax on all three, total. With tax-inclusive prices the tax is the part of the price that is tax
 * (price × r / (1 + r)) and the total is what the shelf said; otherwise the tax is added on top. A card total is
 * then rounded to what the card's currency can charge (5.124 KWD → 5.120), so what the shopper sees is what is
 * charged. One function for the cart, the checkout and the order.
 */
export function priceOrder(
  lines: readonly { unitPrice: number; quantity: number }[],
  area: Pick<DeliveryArea, 'charge' | 'freeFrom'> | null,
  { taxRate, pricesIncludeTax }: Pick<SellingSettings, 'taxRate' | 'pricesIncludeTax'>,
  payment: PaymentTerms = { fee: 0 },
  offer: DiscountTerms = { goods: 0, freeDelivery: false },
): OrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const deliveryCharge = !area ? 0 : area.freeFrom !== null && subtotal >= area.freeFrom ? 0 : area.charge;
  const paymentFee = payment.fee;
  // Tax is charged on what is paid: after the discount, so the invoice's VAT stays right.
  const discount = Math.min(offer.goods, subtotal) + (offer.freeDelivery ? deliveryCharge : 0);
  const taxable = BigInt(subtotal + deliveryCharge + paymentFee - discount);
  const rate = BigInt(taxRate);
  const tax = pricesIncludeTax ? divRound(taxable * rate, 10_000n + rate) : divRound(taxable * rate, 10_000n);
  const exact = subtotal + deliveryCharge + paymentFee - discount + (pricesIncludeTax ? 0 : tax);
  const total = payment.round ? payment.round(exact) : exact;
  return { subtotal, deliveryCharge, tax, paymentFee, discount, total, itemCount };
}

/** What rounding the total for the card changed (shown as its own line when not zero). */
export const roundingOf = (t: OrderTotals, pricesIncludeTax: boolean) =>
  t.total -
  (t.subtotal + t.deliveryCharge + t.paymentFee - (t.discount ?? 0) + (pricesIncludeTax ? 0 : t.tax));
