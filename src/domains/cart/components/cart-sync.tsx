'use client';

import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import type { Locale } from '@/i18n/routing';
import { syncCartAction } from '../actions';
import { type CartLine, readCart, replaceCart, subscribeCart } from '../cart-store';

/** Which user this tab has merged its cart for; a new sign-in (or another user) merges again. */
const SYNCED_KEY = 'wishah:cart-synced-for';

const stored = (lines: readonly CartLine[]) =>
  lines.map(({ variantId, quantity }) => ({ variantId, quantity }));

function syncedFor(): string | null {
  try {
    return sessionStorage.getItem(SYNCED_KEY);
  } catch {
    return null;
  }
}

/**
 * Keeps a signed-in shopper's browser cart and their kept cart (on the server) in step, so the cart follows them to
 * another device: at sign-in the browser's lines merge into the kept cart; on later pages the kept cart wins (it may
 * have changed elsewhere); every change here is pushed. Renders nothing; mounted only for signed-in shoppers.
 */
export function CartSync({ userId }: { userId: string }) {
  const locale = useLocale() as Locale;
  useEffect(() => {
    let stopped = false;
    let applying = false;
    let pushing: Promise<unknown> | null = null;
    let pushAgain = false;

    const push = () => {
      if (applying || stopped) return;
      if (pushing) {
        pushAgain = true;
        return;
      }
      pushing = syncCartAction({ mode: 'push', lines: stored(readCart()), locale })
        .catch(() => {}) // offline: the next change or page pushes again
        .finally(() => {
          pushing = null;
          if (pushAgain) {
            pushAgain = false;
            push();
          }
        });
    };

    let unsubscribe = () => {};
    const mode = syncedFor() === userId ? 'pull' : 'merge';
    syncCartAction({ mode, lines: stored(readCart()), locale })
      .then((result) => {
        if (stopped || !result.ok || !result.data) return;
        applying = true;
        replaceCart(result.data);
        applying = false;
        try {
          sessionStorage.setItem(SYNCED_KEY, userId);
        } catch {
          // Storage disabled: the next page merges again, which is harmless (merging keeps the larger quantity).
        }
      })
      .catch(() => {})
      .finally(() => {
        if (!stopped) unsubscribe = subscribeCart(push);
      });
    return () => {
      stopped = true;
      unsubscribe();
    };
  }, [userId, locale]);
  return null;
}
