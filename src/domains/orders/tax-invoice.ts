import { minorToDecimal, pageDigits } from '@/lib/money';

// ZATCA's phase one (docs/decisions/0020-saudi-tax-invoices.md): a simplified tax invoice carries a QR code whose
// text is five TLV fields — a tag byte, a length byte, the value's UTF-8 bytes — concatenated and base64-encoded:
// 1 the seller's name, 2 its VAT registration number, 3 the invoice's time (ISO 8601), 4 the total with VAT,
// 5 the VAT. Pure, so the page, the mail and the tests share it.

/** The QR code's five fields, as text. */
export type ZatcaFields = {
  sellerName: string;
  vatNumber: string;
  /** ISO 8601, e.g. 2022-04-25T15:30:00Z. */
  timestamp: string;
  /** Decimal amounts, e.g. 1000.00. */
  total: string;
  vat: string;
};

const TAGS: (keyof ZatcaFields)[] = ['sellerName', 'vatNumber', 'timestamp', 'total', 'vat'];

/** The fields as TLV bytes; a value over 255 bytes cannot be said in one length byte and is refused. */
export function encodeTlv(fields: ZatcaFields): Uint8Array {
  const encoder = new TextEncoder();
  const parts: number[] = [];
  TAGS.forEach((name, index) => {
    const value = encoder.encode(fields[name]);
    if (value.length > 255) throw new RangeError(`the QR code's ${name} is longer than 255 bytes`);
    parts.push(index + 1, value.length, ...value);
  });
  return Uint8Array.from(parts);
}

/** The QR code's text: the TLV bytes in base64. */
export const zatcaQrText = (fields: ZatcaFields): string => Buffer.from(encodeTlv(fields)).toString('base64');

/** Reads a QR code's text back into its tags' values (tag → text): for the tests, and anyone checking a code. */
export function decodeTlv(base64: string): Map<number, string> {
  const bytes = Buffer.from(base64, 'base64');
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const fields = new Map<number, string>();
  let at = 0;
  while (at < bytes.length) {
    const tag = bytes[at] as number;
    const length = bytes[at + 1];
    if (length === undefined || at + 2 + length > bytes.length) throw new RangeError('truncated TLV');
    fields.set(tag, decoder.decode(bytes.subarray(at + 2, at + 2 + length)));
    at += 2 + length;
  }
  return fields;
}

/** A time as the QR code says it: ISO 8601 in UTC, to the second. */
export const zatcaTime = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The QR fields of an invoice or a credit note: amounts in the order's currency, as decimals. */
export const zatcaFieldsOf = (
  seller: { legalNameAr: string; vatNumber: string },
  doc: { issuedAt: Date; total: number; vat: number; currency: string },
): ZatcaFields => ({
  sellerName: seller.legalNameAr,
  vatNumber: seller.vatNumber,
  timestamp: zatcaTime(doc.issuedAt),
  total: minorToDecimal(doc.total, doc.currency),
  vat: minorToDecimal(doc.vat, doc.currency),
});

/**
 * The order's VAT shared out over what it was charged on — each line, the delivery, the payment's fee — in
 * proportion to their amounts, rounded so the shares add up to exactly the VAT the order charged (the largest
 * remainders get the odd units). Minor units; bigint arithmetic, never floats.
 */
export function shareTax(amounts: readonly number[], tax: number): number[] {
  const total = amounts.reduce((sum, a) => sum + a, 0);
  if (total <= 0 || tax <= 0) return amounts.map(() => 0);
  const exact = amounts.map((a) => BigInt(a) * BigInt(tax));
  const shares = exact.map((e) => Number(e / BigInt(total)));
  const left = tax - shares.reduce((sum, s) => sum + s, 0);
  const byRemainder = exact
    .map((e, index) => ({ index, remainder: e % BigInt(total) }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (let i = 0; i < left; i++) {
    const at = byRemainder[i % byRemainder.length]?.index ?? 0;
    shares[at] = (shares[at] ?? 0) + 1;
  }
  return shares;
}

/** One row of the invoice: what it is charged on without VAT, its VAT and its total with VAT (minor units). */
export type TaxedAmount = { taxable: number; vat: number; withVat: number };

/**
 * The order's amounts split for the invoice: each line and the delivery after their discount, and the fee, with their VAT, whether the prices
 * included it (the VAT is then inside each amount) or not (added on top). Their totals are the order's own.
 */
export function taxedParts(order: {
  lines: readonly { lineTotal: number; discount?: number }[];
  deliveryCharge: number;
  paymentFee: number;
  tax: number;
  pricesIncludeTax: boolean;
  /** The order's discount: each line's share comes off the line, the rest (a free delivery) off the delivery. */
  discount?: number;
}) {
  const lineDiscounts = order.lines.reduce((sum, l) => sum + (l.discount ?? 0), 0);
  const deliveryDiscount = Math.max(0, (order.discount ?? 0) - lineDiscounts);
  const amounts = [
    ...order.lines.map((l) => l.lineTotal - (l.discount ?? 0)),
    order.deliveryCharge - deliveryDiscount,
    order.paymentFee,
  ];
  const taxes = shareTax(amounts, order.tax);
  const parts: TaxedAmount[] = amounts.map((amount, index) => {
    const vat = taxes[index] ?? 0;
    return order.pricesIncludeTax
      ? { taxable: amount - vat, vat, withVat: amount }
      : { taxable: amount, vat, withVat: amount + vat };
  });
  const delivery = parts.at(-2) as TaxedAmount;
  const fee = parts.at(-1) as TaxedAmount;
  const lines = parts.slice(0, -2);
  const taxable = parts.reduce((sum, p) => sum + p.taxable, 0);
  return { lines, delivery, fee, taxable };
}

/**
 * The VAT in a credit of `amount` (tax included) of an order whose `total` carried `tax`, when `credited` (with
 * `creditedTax` in it) was credited before: in proportion, and the last credit takes exactly what VAT is left, so a
 * fully credited order's notes give back its VAT to the unit.
 */
export function creditedTaxOf(
  order: { total: number; tax: number },
  amount: number,
  before: { credited: number; creditedTax: number },
): number {
  if (before.credited + amount >= order.total) return order.tax - before.creditedTax;
  if (order.total <= 0) return 0;
  const share = (BigInt(amount) * BigInt(order.tax) * 2n + BigInt(order.total)) / (2n * BigInt(order.total));
  return Math.min(Number(share), order.tax - before.creditedTax);
}

/** An invoice's or credit note's number as printed: INV-000042, CN-000007 (in the page's digits). */
export const documentNumberText = (kind: 'invoice' | 'creditNote', number: number, locale = 'en') =>
  pageDigits(`${kind === 'invoice' ? 'INV' : 'CN'}-${String(number).padStart(6, '0')}`, locale);
