import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { products, wishlistItems } from '@/db/schema';
import { DomainError } from '@/lib/domain-error';

/** Saves a published product to the user's wishlist; saving it twice keeps one entry. */
export async function saveToWishlist(userId: string, productId: number): Promise<void> {
  const [product] = await getDb()
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.published, true)));
  if (!product) throw new DomainError('product.notFound');
  await getDb().insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
}

export async function removeFromWishlist(userId: string, productId: number): Promise<void> {
  await getDb()
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
}

/** The user's saved product ids, most recently saved first. */
export async function wishlistProductIds(userId: string): Promise<number[]> {
  const rows = await getDb()
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
  return rows.map((r) => r.productId);
}
