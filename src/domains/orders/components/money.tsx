import { formatMoney } from '@/lib/money';

// What an order is charged and stored in: the store's base currency, never converted (order pages, the admin, mail).
// The cart and the checkout show estimates in the shopper's display currency instead (store-settings'
// DisplayMoney, useDisplayMoney).

/** An amount in minor units, in the page's digits, isolated so it never reverses inside Arabic text. */
export function Money({ amount, currency, locale }: { amount: number; currency: string; locale: string }) {
  return <bdi>{formatMoney(amount, currency, locale)}</bdi>;
}

/** Formatted text inside a translated sentence: first-strong isolates (U+2068 … U+2069) do what `<bdi>` does. */
export const isolate = (text: string) => `\u2068${text}\u2069`;

/** The same as Money inside a translated sentence. */
export const moneyText = (amount: number, currency: string, locale: string) =>
  isolate(formatMoney(amount, currency, locale));
