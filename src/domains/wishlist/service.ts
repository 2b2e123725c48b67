import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { wishlistItems } from '@/db/schema/wishlist';
import { isProductPublished } from '@/domains/catalog/queries';
import { DomainError } from '@/lib/domain-error';

/** Saves a published product to the user's wishlist; saving it twice keeps one entry. */
export async function saveToWishlist(userId: string, productId: number): Promise<void> {
  // The catalogue owns products: it answers whether this one is visible, the wishlist never reads its table.
  if (!(await isProductPublished(productId))) throw new DomainError('product.notFound');
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
