import { z } from 'zod';
import { toAsciiDigits } from '@/lib/money';
import { hasNoNul } from '@/lib/text';

// The seller on the store's tax invoices (docs/decisions/0020-saudi-tax-invoices.md): the legal names, the VAT
// registration number and the Saudi national address, as ZATCA's simplified tax invoice names them. One schema for
// the settings form and its action; stored values are parsed with it on read.

const text = (max: number) =>
  z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.tooLong')
    .refine(hasNoNul, 'validation.invalid');

/** Digits as typed on either keyboard (٣١٠…), spaces dropped, checked against `pattern`. */
const digits = (pattern: RegExp, message: string) =>
  z
    .string('validation.required')
    .transform((v) => toAsciiDigits(v).replace(/\s+/g, ''))
    .pipe(z.string().min(1, 'validation.required').regex(pattern, message));

/** ZATCA's VAT registration number: 15 digits, the first and the last 3. */
export const VAT_NUMBER = /^3\d{13}3$/;

export const sellerInput = z.object({
  legalNameEn: text(120),
  legalNameAr: text(120),
  vatNumber: digits(VAT_NUMBER, 'taxInvoice.validation.vatNumber'),
  buildingNumber: digits(/^\d{4}$/, 'taxInvoice.validation.buildingNumber'),
  street: text(120),
  district: text(120),
  city: text(80),
  postalCode: digits(/^\d{5}$/, 'taxInvoice.validation.postalCode'),
  /** The national address's additional number: optional. */
  additionalNumber: z
    .string()
    .transform((v) => toAsciiDigits(v).replace(/\s+/g, ''))
    .pipe(z.string().regex(/^(\d{4})?$/, 'taxInvoice.validation.additionalNumber')),
});
export type SellerInput = z.input<typeof sellerInput>;
export type Seller = z.output<typeof sellerInput>;

/** Nothing set yet: the invoice then says the seller's details are missing. */
export const EMPTY_SELLER: SellerInput = {
  legalNameEn: '',
  legalNameAr: '',
  vatNumber: '',
  buildingNumber: '',
  street: '',
  district: '',
  city: '',
  postalCode: '',
  additionalNumber: '',
};

/** The numbers the seller's messages quote. */
export const SELLER_MESSAGE_VALUES = {
  digits: 15,
  three: 3,
  buildingDigits: 4,
  postalDigits: 5,
  additionalDigits: 4,
};
