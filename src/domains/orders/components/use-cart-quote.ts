'use client';

import { useLocale } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import type { ActionFailure } from '@/lib/action-result';
import { quoteCartAction } from '../actions';
import type { Quote, QuotedLine } from '../queries';
import type { PaymentMethod } from '../schemas';

type Line = { variantId: number; quantity: number };

export type CartQuote = {
  /** The latest answer; kept while a newer one is on its way, so the totals don't flicker. */
  quote: Quote | null;
  failure: ActionFailure | null;
  loading: boolean;
  retry: () => void;
};

/** Quantity changes come in bursts (− − −): the server is asked once they pause. */
const SETTLE_MS = 250;

/**
 * The server's price of the browser's cart (current prices, stock, delivery and tax), asked when the page opens and
 * again whenever the lines, the delivery area or the payment method change. Answers that arrive after a newer question are dropped.
 */
export function useCartQuote(
  lines: readonly Line[],
  deliveryAreaId: number | null,
  enabled = true,
  /** At checkout, the chosen method: its fee and rounding are in the totals. */
  paymentMethod: PaymentMethod | null = null,
  /** The discount code applied, if any: the quote says whether it applies, or why not. */
  discountCode: string | null = null,
): CartQuote {
  const locale = useLocale() as Locale;
  const [quote, setQuote] = useState<Quote | null>(null);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [loading, setLoading] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const asked = useRef(0);
  const first = useRef(true);

  const key = `${lines.map((l) => `${l.variantId}x${l.quantity}`).join(',')}@${deliveryAreaId ?? ''}@${paymentMethod ?? ''}@${encodeURIComponent(discountCode ?? '')}`;
  useEffect(() => {
    // `attempt` is read so that retry() asks again for the same cart.
    void attempt;
    if (!enabled) return;
    const [linesPart = '', areaPart = '', methodPart = '', codePart = ''] = key.split('@');
    const ask = linesPart
      ? linesPart.split(',').map((l) => {
          const [variantId, quantity] = l.split('x').map(Number);
          return { variantId: variantId ?? 0, quantity: quantity ?? 0 };
        })
      : [];
    if (!ask.length) {
      setQuote(null);
      setFailure(null);
      setLoading(false);
      return;
    }
    const id = ++asked.current;
    setLoading(true);
    const timer = setTimeout(
      () => {
        quoteCartAction({
          lines: ask,
          deliveryAreaId: areaPart ? Number(areaPart) : null,
          paymentMethod: (methodPart || null) as PaymentMethod | null,
          discountCode: decodeURIComponent(codePart) || undefined,
          locale,
        })
          .catch((): ActionFailure => ({ ok: false, error: 'errors.errorText' }))
          .then((result) => {
            if (id !== asked.current) return;
            setLoading(false);
            if (result.ok) {
              setQuote(result.data);
              setFailure(null);
            } else setFailure(result);
          });
      },
      first.current ? 0 : SETTLE_MS,
    );
    first.current = false;
    return () => clearTimeout(timer);
  }, [key, locale, enabled, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { quote, failure, loading, retry };
}

/** The quote's line for a variant, if the quote has it. */
export const quotedLine = (quote: Quote | null, variantId: number): QuotedLine | undefined =>
  quote?.lines.find((l) => l.variantId === variantId);

/** Whether the cart holds more items than the store takes in one order (the order would be refused). */
export const overUnits = (quote: Quote | null, lines: readonly Line[]) =>
  !!quote && lines.reduce((units, line) => units + line.quantity, 0) > quote.limits.orderUnits;
