import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { carts, type StoredCartLine } from '@/db/schema/cart';
import { readSellableVariants } from '@/domains/catalog/stock';
import type { Locale } from '@/i18n/routing';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '@/lib/order-limits';
import type { CartLine } from './cart-store';

/**
 * A signed-in shopper's cart, kept on the server so it follows them to another device. Only variant ids and
 * quantities are stored; names, prices and stock are read fresh whenever the lines are handed to a browser.
 */

export async function readServerCart(userId: string): Promise<StoredCartLine[]> {
  const [row] = await getDb().select({ lines: carts.lines }).from(carts).where(eq(carts.userId, userId));
  return row?.lines ?? [];
}

export async function writeServerCart(userId: string, lines: readonly StoredCartLine[]): Promise<void> {
  const value = lines.slice(0, MAX_ORDER_LINES).map(({ variantId, quantity }) => ({ variantId, quantity }));
  await getDb()
    .insert(carts)
    .values({ userId, lines: value })
    .onConflictDoUpdate({ target: carts.userId, set: { lines: value, updatedAt: sql`now()` } });
}

/**
 * The browser's cart joined with the kept one, at sign-in: every variant of either, the larger quantity when both
 * hold it (so signing in twice never doubles a line), the kept cart's order first.
 */
export function mergeLines(
  kept: readonly StoredCartLine[],
  browser: readonly StoredCartLine[],
): StoredCartLine[] {
  const merged = new Map(kept.map((line) => [line.variantId, line.quantity]));
  for (const line of browser)
    merged.set(line.variantId, Math.max(merged.get(line.variantId) ?? 0, line.quantity));
  return [...merged]
    .slice(0, MAX_ORDER_LINES)
    .map(([variantId, quantity]) => ({ variantId, quantity: Math.min(quantity, MAX_LINE_QUANTITY) }));
}

/** Merges the browser's cart into the kept one (at sign-in) and stores the result. */
export async function mergeServerCart(userId: string, browser: readonly StoredCartLine[]) {
  const merged = mergeLines(await readServerCart(userId), browser);
  await writeServerCart(userId, merged);
  return merged;
}

/** Kept lines as the browser's cart holds them, in the page's language; lines no longer for sale are dropped. */
export async function toBrowserLines(lines: readonly StoredCartLine[], locale: Locale): Promise<CartLine[]> {
  const variants = await readSellableVariants(
    getDb(),
    lines.map((l) => l.variantId),
  );
  const ar = locale === 'ar';
  return lines.flatMap((line) => {
    const v = variants.get(line.variantId);
    if (!v) return [];
    return [
      {
        variantId: v.variantId,
        productId: v.productId,
        quantity: line.quantity,
        name: ar ? v.nameAr : v.nameEn,
        slug: ar ? v.slugAr : v.slugEn,
        image: v.image,
        price: v.price,
        color: ar ? v.colorAr : v.colorEn,
        size: ar ? v.sizeAr : v.sizeEn,
        stock: v.stock,
      },
    ];
  });
}
