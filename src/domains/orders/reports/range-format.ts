import { intlLocale } from '@/lib/money';
import type { Days } from './range';

// A range's days as the owner reads them: in the page's digits, and in Arabic also in the Hijri (Umm al-Qura)
// calendar beside the Gregorian one. Days are calendar dates already in the store's time zone: formatted as UTC.

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

const format = (range: Days, locale: string) => {
  const f = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return range.start === range.end
    ? f.format(day(range.start))
    : f.formatRange(day(range.start), day(range.end));
};

export function rangeText(range: Days, locale: string) {
  return {
    gregorian: format(range, intlLocale(locale)),
    hijri: locale === 'ar' ? format(range, `${locale}-u-ca-islamic-umalqura-nu-arab`) : null,
  };
}

/** One day on a chart's axis or in its table: "25 Nov" / "٢٥ نوفمبر". */
export const shortDay = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    day(iso),
  );
