'use client';

import { useSyncExternalStore } from 'react';

// The colour chosen on a product page, shared by the purchase box (cart domain, which sets it) and the gallery
// (which shows that colour's photos first). Two islands of one page; a tiny store instead of a provider around both.

const chosen = new Map<number, number | null>();
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Says which colour the shopper picked for a product. */
export function chooseColor(productId: number, colorId: number | null) {
  chosen.set(productId, colorId);
  for (const listener of listeners) listener();
}

/** Forgets a product's choice (its page left), so the next visit starts from the page's own first colour. */
export function forgetColor(productId: number) {
  chosen.delete(productId);
}

/** The colour picked for a product, or `initial` until one is. */
export function useChosenColor(productId: number, initial: number | null): number | null {
  const read = () => (chosen.has(productId) ? (chosen.get(productId) ?? null) : initial);
  return useSyncExternalStore(subscribe, read, () => initial);
}
