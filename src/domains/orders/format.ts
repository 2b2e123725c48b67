import { intlLocale } from '@/lib/money';

/**
 * An order number as shoppers read it: no grouping (#1042, not #1,042), in the page's digits (#١٠٤٢ in Arabic),
 * after the store's prefix when it has one (WS-1042) instead of the #.
 */
export const formatOrderNumber = (number: number, locale: string, prefix = '') =>
  `${prefix || '#'}${new Intl.NumberFormat(intlLocale(locale), { useGrouping: false }).format(number)}`;
