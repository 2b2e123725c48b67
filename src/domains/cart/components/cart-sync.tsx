'use client';

import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import type { Locale } from '@/i18n/routing';
import { syncCartAction } from '../actions';
import {
  CART_UNSENT_KEY,
  type CartLine,
  readCart,
  rebaseCart,
  replaceCart,
  subscribeCart,
} from '../cart-store';

/** Which user this tab has merged its cart for; a new sign-in (or another user) merges again. */
const SYNCED_KEY = 'wishah:cart-synced-for';

const stored = (lines: readonly CartLine[]) =>
  lines.map(({ variantId, quantity }) => ({ variantId, quantity }));

function read(storage: 'session' | 'local', key: string): string | null {
  try {
    return (storage === 'session' ? sessionStorage : localStorage).getItem(key);
  } catch {
    return null;
  }
}

function write(storage: 'session' | 'local', key: string, value: string | null) {
  try {
    const store = storage === 'session' ? sessionStorage : localStorage;
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // Storage disabled: the next page merges again, which is harmless (merging keeps the larger quantity).
  }
}

/**
 * Keeps a signed-in shopper's browser cart and their kept cart (on the server) in step, so the cart follows them to
 * another device. At sign-in the browser's lines merge into the kept cart. Each change here is pushed; until the
 * push lands the change is marked unsent (by the cart store, so also a change made before this mounted), and an
 * unsent change wins over the kept cart (a page opened while the push was on its way must not bring the old cart
 * back). Otherwise a page opening pulls the kept cart, which may have changed on another device. Renders nothing;
 * mounted only for signed-in shoppers.
 */
export function CartSync({ userId }: { userId: string }) {
  const locale = useLocale() as Locale;
  useEffect(() => {
    let stopped = false;
    let applying = false;
    let pushing = false;
    let pushAgain = false;

    const push = () => {
      if (stopped) return;
      if (pushing) {
        pushAgain = true;
        return;
      }
      pushing = true;
      const sent = readCart();
      syncCartAction({ mode: 'push', lines: stored(sent), locale })
        .then((result) => {
          if (result.ok && readCart() === sent) write('local', CART_UNSENT_KEY, null);
        })
        .catch(() => {}) // offline: still marked unsent, so the next page pushes it
        .finally(() => {
          pushing = false;
          if (pushAgain) {
            pushAgain = false;
            push();
          }
        });
    };
    // Until the first answer, a change here is only marked (by the cart store): pushing it would overwrite the kept
    // cart unmerged.
    let ready = false;
    const changed = () => {
      if (!applying && ready) push();
    };
    const start = (mode: 'merge' | 'pull') => {
      const sent = readCart();
      syncCartAction({ mode, lines: stored(sent), locale })
        .then((result) => {
          if (stopped) return;
          if (!result.ok || !result.data) {
            ready = true;
            return;
          }
          write('session', SYNCED_KEY, userId);
          // Changed here while the answer was on its way (a line removed a moment after the page opened): those
          // changes go on top of the answer, which the kept cart then gets, so nothing removed here comes back.
          const changedHere = readCart() !== sent;
          const lines = changedHere ? rebaseCart(result.data, sent, readCart()) : result.data;
          if (!changedHere) write('local', CART_UNSENT_KEY, null);
          applying = true;
          replaceCart(lines);
          applying = false;
          ready = true;
          if (changedHere) push();
        })
        .catch(() => {
          ready = true;
        });
    };

    const unsubscribe = subscribeCart(changed);
    const merging = read('session', SYNCED_KEY) !== userId;
    if (!merging && read('local', CART_UNSENT_KEY) === '1') {
      ready = true;
      push();
    } else start(merging ? 'merge' : 'pull');
    return () => {
      stopped = true;
      unsubscribe();
    };
  }, [userId, locale]);
  return null;
}
