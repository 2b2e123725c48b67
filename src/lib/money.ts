/**
 * The digits of a page locale: Arabic pages write every number in Arabic-Indic digits (٠–٩), English pages in
 * Western ones. One convention per page, for prices, counts and the numbers inside messages alike (the messages'
 * `{n, number, integer}` reads it through src/i18n/formats.ts; docs/translation-glossary.md).
 */
export const numberingSystem = (locale: string) => (locale === 'ar' ? 'arab' : 'latn');

/** A code kept in Western digits (a phone number, a zip code) in the page's digits: ٠٥٠١٢٣٤٥٦٧ on Arabic pages. */
export const pageDigits = (value: string, locale: string) =>
  numberingSystem(locale) === 'arab'
    ? value.replace(/[0-9]/g, (d) => String.fromCharCode(0x0660 + Number(d)))
    : value;

/**
 * Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹) digits → ASCII, so a number, phone or zip code typed on an
 * Arabic keyboard is read, checked and stored like one typed in Western digits (`pageDigits` the other way).
 */
export const toAsciiDigits = (value: string): string =>
  value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) & 0xf));

/** The Intl locale for a page locale, with its digits (`ar-u-nu-arab`): CLDR's plain `ar` now means Western digits. */
export const intlLocale = (locale: string) => `${locale}-u-nu-${numberingSystem(locale)}`;

// An Intl formatter is slow to make (about 0.1 ms) and fast to use: a report of a thousand amounts made one per
// amount. Each is made once per locale and currency and kept (a handful per process).
const formats = new Map<string, Intl.NumberFormat>();
function kept(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/**
 * Formats a count for the page's language. A whole number below 1000 (a cart's count, a product's reviews) has no
 * grouping to place, so it is written digit by digit: a browser's first Intl formatter loads its number data, and
 * for the header's cart count that cost a phone's first load about 60 ms of main thread.
 */
export const formatNumber = (value: number, locale: string) =>
  Number.isInteger(value) && value >= 0 && value < 1000
    ? pageDigits(String(value), locale)
    : kept(`number:${locale}`, () => new Intl.NumberFormat(intlLocale(locale))).format(value);

const digitsOf = new Map<string, number>();

/** Decimal places of a currency (KWD 3, JPY 0, USD 2), from the platform's ISO 4217 data. */
export function currencyDigits(currency: string): number {
  let digits = digitsOf.get(currency);
  if (digits === undefined) {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2;
    digitsOf.set(currency, digits);
  }
  return digits;
}

/**
 * How an amount names its currency: `full` in sentences, totals and mail (Arabic writes the name, ٤٩٫٠٠ دولار
 * أمريكي); `compact` where space is short, on product cards, cart lines and select options (the symbol or short code
 * in both languages, ٤٩٫٠٠ US$ or ٤٩٫٠٠ ر.س.): on a 390-px phone the name made each card's line and the delivery
 * option run out of room.
 */
export type MoneyStyle = 'full' | 'compact';

/**
 * Formats integer minor units of `currency` for the page's language. Never floats in storage, only here. A Latin
 * symbol (US$) inside Arabic text lands on either side of the number depending on what surrounds it: show it
 * isolated (`<bdi>`), as Price does.
 */
export function formatMoney(
  amountMinor: number,
  currency: string,
  locale: string,
  style: MoneyStyle = 'full',
): string {
  const digits = currencyDigits(currency);
  const format = kept(
    `money:${locale}:${currency}:${style}`,
    () =>
      new Intl.NumberFormat(intlLocale(locale), {
        style: 'currency',
        currency,
        currencyDisplay: locale === 'ar' && style === 'full' ? 'name' : 'symbol',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
  );
  return format.format(amountMinor / 10 ** digits);
}

/** Amounts (minor units) as the page shows them in the base currency, written once by the server. */
export type WrittenAmounts = Readonly<Record<number, string>>;

/**
 * Writes each amount of `currency` for the page's language, for a client island to show while the shopper has not
 * picked another currency: the island then makes no number formatter while the page hydrates (a browser's first one
 * loads its number data, tens of milliseconds of a phone's first load).
 */
export function writeAmounts(
  amounts: readonly (number | null)[],
  currency: string,
  locale: string,
  style: MoneyStyle = 'full',
) {
  const written: Record<number, string> = {};
  for (const amount of amounts)
    if (amount !== null) written[amount] ??= formatMoney(amount, currency, locale, style);
  return written as WrittenAmounts;
}

/**
 * Major units as typed by a person ("49.5") → integer minor units; null when not an amount written in `currency`
 * (not a number, or more decimals than it has). A negative or huge amount is converted all the same, for the schema
 * to refuse with its own reason ("zero or more", "too large"): refused here, each read as an empty field ("This
 * field is required" under a price of 99 999 999 999). One past exact integers comes back as the largest exact one
 * (`Number.MAX_SAFE_INTEGER`), which every limit refuses.
 */
export function toMinor(value: string | number, currency: string): number | null {
  const text = String(value).trim();
  const digits = currencyDigits(currency);
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[3]?.length ?? 0) > digits) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || 0);
  const exact = Number.isSafeInteger(minor) ? minor : Number.MAX_SAFE_INTEGER;
  return sign && exact !== 0 ? -exact : exact;
}

/** Integer minor units → a plain major-unit number for inputs (4950 USD → 49.5). */
export const toMajor = (amountMinor: number, currency: string) =>
  amountMinor / 10 ** currencyDigits(currency);

/** Integer minor units → an exact decimal string ("4950" USD → "49.50"), for inputs and CSV files. */
export function minorToDecimal(amountMinor: number, currency: string): string {
  const digits = currencyDigits(currency);
  if (digits === 0) return String(amountMinor);
  const text = String(Math.abs(amountMinor)).padStart(digits + 1, '0');
  return `${amountMinor < 0 ? '-' : ''}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** A rate in basis points (1500, 550) as a percentage in the page's digits: "15%", "5.5%" (Arabic: ١٥٪). */
export const formatRate = (basisPoints: number, locale: string) =>
  new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 2 }).format(
    basisPoints / 10_000,
  );

// Stripe's own units (https://docs.stripe.com/currencies): its zero-decimal currencies, the three-decimal ones
// whose last digit must be 0, and those it charges only in whole units (ISK as hundredths; HUF and TWD, which it
// pays out only in whole units).
const STRIPE_ZERO_DECIMAL = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);
const STRIPE_THREE_DECIMAL = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);
const STRIPE_WHOLE_UNITS = new Set(['HUF', 'ISK', 'TWD']);

const stripeDigits = (currency: string) =>
  STRIPE_ZERO_DECIMAL.has(currency) ? 0 : STRIPE_THREE_DECIMAL.has(currency) ? 3 : 2;

/** The smallest step, in our minor units, that Stripe can charge in `currency` (KWD 10, HUF 100, USD 1). */
function stripeStep(currency: string): number {
  const digits = currencyDigits(currency);
  if (STRIPE_WHOLE_UNITS.has(currency)) return 10 ** digits;
  if (STRIPE_THREE_DECIMAL.has(currency)) return 10 ** Math.max(0, digits - 2);
  return 10 ** Math.max(0, digits - stripeDigits(currency));
}

/**
 * A total rounded (half up) to what Stripe can charge: 5.124 KWD → 5.120. Card orders are totalled with it before
 * the shopper sees the total, so what they see is what is charged.
 */
export function roundForStripe(amountMinor: number, currency: string): number {
  const step = stripeStep(currency);
  return Math.round(amountMinor / step) * step;
}

/** A total in our minor units (already rounded by `roundForStripe`) as Stripe's `unit_amount`: 5 ISK → 500. */
export function toStripeAmount(amountMinor: number, currency: string): number {
  const shift = stripeDigits(currency) - currencyDigits(currency);
  const amount = shift >= 0 ? amountMinor * 10 ** shift : amountMinor / 10 ** -shift;
  if (!Number.isInteger(amount) || amount % (STRIPE_WHOLE_UNITS.has(currency) ? 100 : 1) !== 0)
    throw new Error(`${amountMinor} ${currency} is not a chargeable Stripe amount: round it first.`);
  if (STRIPE_THREE_DECIMAL.has(currency) && amount % 10 !== 0)
    throw new Error(`${amountMinor} ${currency} must end in 0 for Stripe: round it first.`);
  return amount;
}

/** An amount in Stripe's units (a charge's `amount_refunded`) in our minor units: 500 ISK (Stripe) → 5. */
export function fromStripeAmount(amount: number, currency: string): number {
  const shift = stripeDigits(currency) - currencyDigits(currency);
  return shift >= 0 ? Math.round(amount / 10 ** shift) : amount * 10 ** -shift;
}

/** Whether Stripe can move exactly this amount (a refund the owner types): 5.125 KWD cannot, 5.120 can. */
export const stripeCanMove = (amountMinor: number, currency: string) =>
  roundForStripe(amountMinor, currency) === amountMinor;
