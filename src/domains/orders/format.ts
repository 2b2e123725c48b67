import { intlLocale } from '@/lib/money';

/** An order number as shoppers read it: no grouping (#1042, not #1,042), in the page's digits (#١٠٤٢ in Arabic). */
export const formatOrderNumber = (number: number, locale: string) =>
  `#${new Intl.NumberFormat(intlLocale(locale), { useGrouping: false }).format(number)}`;
