import { intlLocale } from '@/lib/money';
import { formatOrderNumber } from '../format';

/**
 * An order number inside a translated sentence or title (`Order #1042`, `الطلب #١٠٤٢`), on the storefront and in the
 * back office: left-to-right isolated (U+2066 … U+2069, the text form of `<bdi dir="ltr">`), so the # stays in front
 * of the digits in Arabic text.
 */
export const orderNumberText = (number: number, locale: string, prefix = '') =>
  `\u2066${formatOrderNumber(number, locale, prefix)}\u2069`;

/**
 * When something happened to an order, in the page's language and digits and the store's time zone ("12 May 2026,
 * 14:05"), not the server's.
 */
export const orderDateText = (date: Date, locale: string, timeZone: string, withTime = true) =>
  new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone,
  }).format(date);
