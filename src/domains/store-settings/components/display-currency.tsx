'use client';

import { useLocale } from 'next-intl';
import { createContext, type ReactNode, use, useSyncExternalStore } from 'react';
import { convertMinor } from '@/lib/exchange-rate';
import { formatMoney, type MoneyStyle, type WrittenAmounts } from '@/lib/money';
import type { DisplayCurrency } from '../display-currencies';

// The shopper's display currency. Every page is the same for every visitor (cached): prices render in the base
// currency on the server and during hydration, and each price converts itself in the browser once it knows the
// choice, kept in local storage under `currency`. The rates come with the page, from the storefront layout's cached
// settings read, through the context below; no page is ever rendered per visitor for them.

/** Where the choice is kept (spec: local storage `currency`; absent: the store's base currency). */
export const CURRENCY_STORAGE_KEY = 'currency';
// Tells every price on this page that the choice changed (the `storage` event only reaches other tabs).
const CHANGE_EVENT = 'wishah:currency';

type Rates = { base: string; currencies: readonly DisplayCurrency[] };
const RatesContext = createContext<Rates | null>(null);

/** Gives the page's prices and the header's picker the base currency and the rates the owner set. */
export function DisplayCurrencyProvider({ base, currencies, children }: Rates & { children: ReactNode }) {
  return <RatesContext value={{ base, currencies }}>{children}</RatesContext>;
}

// Kept here when the browser refuses storage (privacy mode): the choice lasts for the page.
let memory: string | null = null;

function readChoice(): string | null {
  try {
    return window.localStorage.getItem(CURRENCY_STORAGE_KEY) ?? memory;
  } catch {
    return memory;
  }
}

function subscribe(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CURRENCY_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

// The server and the hydrating browser render the base currency, so their HTML always matches.
const serverChoice = () => null;

/** Keeps the shopper's choice and tells every price on the page (and, through storage, the other tabs). */
export function chooseDisplayCurrency(code: string) {
  memory = code;
  try {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, code);
  } catch {
    // Storage refused: the choice lasts for this page.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/**
 * The base currency, the owner's list, and what prices show now: the chosen currency with its rate, or null for the
 * base currency (nothing chosen, the base chosen, or a currency the owner no longer lists).
 */
export function useDisplayCurrency() {
  const rates = use(RatesContext);
  const choice = useSyncExternalStore(subscribe, readChoice, serverChoice);
  const base = rates?.base ?? null;
  const currencies = rates?.currencies ?? [];
  const shown = currencies.find((c) => c.code === choice) ?? null;
  return { base, currencies, shown };
}

/**
 * Formats an amount (minor units of `currency`) as the shopper chose to see it: converted at the owner's rate and
 * rounded to the shown currency's own decimals when `currency` is the base and another one is chosen, as it is
 * otherwise. In the page's language and digits and `style`; a base-currency amount found in `written` is shown as the server
 * wrote it (lib/money.ts writeAmounts).
 */
export function useDisplayMoney(
  written?: WrittenAmounts,
  style: MoneyStyle = 'full',
): (amount: number, currency: string) => string {
  const locale = useLocale();
  const { base, shown } = useDisplayCurrency();
  return (amount, currency) => {
    if (currency !== base) return formatMoney(amount, currency, locale, style);
    if (shown)
      return formatMoney(convertMinor(amount, currency, shown.code, shown.rate), shown.code, locale, style);
    return written?.[amount] ?? formatMoney(amount, currency, locale, style);
  };
}

/** An amount in the shopper's display currency (see useDisplayMoney), isolated so it never reverses in Arabic. */
export function DisplayMoney({ amount, currency }: { amount: number; currency: string }) {
  return <bdi>{useDisplayMoney()(amount, currency)}</bdi>;
}
