'use client';

import { IconX } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import controls from '@/components/controls.module.css';
import { type CartLine, readCart, refreshCartLine } from '@/domains/cart/cart-store';
import type { Quote, QuotedLine } from '../queries';
import classes from './orders.module.css';

/** Whether the browser's snapshot of a line differs from what the server says now. */
const isStale = (line: CartLine, q: QuotedLine) =>
  line.name !== q.name ||
  line.slug !== q.slug ||
  line.image !== q.image ||
  line.price !== q.unitPrice ||
  line.color !== q.color ||
  line.size !== q.size ||
  line.stock !== q.stock;

/**
 * Refreshes the browser cart's lines from a quote: the snapshot (name in this language, price, stock) replaced, and
 * quantities the stock no longer covers, or past the most of one item an order takes, lowered. Lines that cannot be
 * bought stay as they are, marked. Returns the lines whose quantity went down.
 */
function applyQuote(quote: Quote): QuotedLine[] {
  const capped: QuotedLine[] = [];
  for (const q of quote.lines) {
    const line = readCart().find((l) => l.variantId === q.variantId);
    if (!line || q.problem || q.stock < 1) continue;
    if (q.quantity < line.quantity) capped.push(q);
    if (!isStale(line, q) && q.quantity >= line.quantity) continue;
    refreshCartLine({
      variantId: q.variantId,
      name: q.name,
      slug: q.slug,
      image: q.image,
      price: q.unitPrice,
      color: q.color,
      size: q.size,
      stock: q.stock,
      lineMax: quote.limits.lineQuantity,
    });
  }
  return capped;
}

/**
 * Brings the browser's cart up to each new quote on the cart and checkout pages (not the signed-in shopper's kept
 * cart: that is cart/components/cart-sync.tsx), and returns the notice that says which quantities the stock
 * lowered, or null.
 */
export function useQuoteRefresh(quote: Quote | null) {
  const t = useTranslations('cartPage');
  const tc = useTranslations('common');
  const [capped, setCapped] = useState<string[]>([]);
  useEffect(() => {
    if (!quote) return;
    const lowered = applyQuote(quote);
    // Lowered to the store's most of one item, or to what is left.
    const why = (q: QuotedLine) => (q.stock > q.quantity ? 'cappedLimit' : 'capped');
    if (lowered.length) setCapped(lowered.map((q) => t(why(q), { count: q.quantity, name: q.name })));
  }, [quote, t]);
  if (!capped.length) return null;
  return (
    <div className={classes.alert} data-color="yellow" role="status">
      <div className={classes.stack} style={{ gap: 4 }}>
        {capped.map((text) => (
          <p key={text} className={classes.text}>
            {text}
          </p>
        ))}
      </div>
      <button
        type="button"
        className={`${controls.iconButton} mantine-focus-auto`}
        data-size="sm"
        aria-label={tc('close')}
        onClick={() => setCapped([])}
      >
        <IconX size={16} aria-hidden />
      </button>
    </div>
  );
}
