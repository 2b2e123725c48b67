/** The Intl locale for a page locale: Arabic pages use Arabic-Indic digits (ar-EG numbering). */
export const intlLocale = (locale: string) => (locale === 'ar' ? 'ar-EG' : locale);

/** Formats a count for the page's language. */
export const formatNumber = (value: number, locale: string) =>
  new Intl.NumberFormat(intlLocale(locale)).format(value);

/** Decimal places of a currency (KWD 3, JPY 0, USD 2), from the platform's ISO 4217 data. */
export function currencyDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** Formats integer minor units of `currency` for the page's language. Never floats in storage, only here. */
export function formatMoney(amountMinor: number, currency: string, locale: string): string {
  const digits = currencyDigits(currency);
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amountMinor / 10 ** digits);
}
