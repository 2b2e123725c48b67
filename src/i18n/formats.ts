import type { Formats } from 'next-intl';
import { numberingSystem } from '@/lib/money';

/**
 * The messages' named number formats, per locale. Every number in a message is written `{n, number, integer}`
 * (or `{rate, number, decimal}`, `{year, number, year}`), never as literal digits, `#` or a bare `{n, number}`: those follow CLDR's plain
 * locale, whose Arabic now has Western digits, while the page's own digits come from `numberingSystem`.
 */
export function messageFormats(locale: string): Formats {
  const digits = { numberingSystem: numberingSystem(locale) };
  return {
    number: {
      integer: { ...digits, maximumFractionDigits: 0 },
      /** Rates such as a 5.5 % tax: up to two decimals. */
      decimal: { ...digits, maximumFractionDigits: 2 },
      year: { ...digits, useGrouping: false },
    },
  };
}
