import { formatMoney } from '@/lib/money';

/** An amount in minor units, in the page's digits, isolated so it never reverses inside Arabic text. */
export function Money({ amount, currency, locale }: { amount: number; currency: string; locale: string }) {
  return <bdi>{formatMoney(amount, currency, locale)}</bdi>;
}

/** The same inside a translated sentence: first-strong isolates (U+2068 … U+2069) do what `<bdi>` does. */
export const moneyText = (amount: number, currency: string, locale: string) =>
  `\u2068${formatMoney(amount, currency, locale)}\u2069`;
