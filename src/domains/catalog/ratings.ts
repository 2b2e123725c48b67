import 'server-only';
import { eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { products } from '@/db/schema/catalog';
import type { CacheChange } from '@/lib/cache';
import { productChange, readProductFaces } from './cache';

// A product's stars, kept in its row by the reviews domain (the listing sorts and the product card read them).

/**
 * Sets the product's rating to what `rate` computes, under a lock on the product's row so two reviews saved at once
 * both count (the second computes after the first committed). Returns the pages to expire when its stars changed.
 */
export async function updateProductRating(
  tx: Tx,
  productId: number,
  rate: () => Promise<{ average: number; count: number }>,
): Promise<CacheChange> {
  await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
  const before = (await readProductFaces(tx, [productId])).get(productId) ?? null;
  const { average, count } = await rate();
  await tx
    .update(products)
    .set({ ratingAverage: average, ratingCount: count })
    .where(eq(products.id, productId));
  const after = (await readProductFaces(tx, [productId])).get(productId) ?? null;
  return productChange(before, after);
}
