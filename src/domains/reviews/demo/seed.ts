import 'server-only';
import { count } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { reviews } from '@/db/schema/reviews';
import { readProductIdsBySlug } from '@/domains/catalog/queries';
import { updateProductRating } from '@/domains/catalog/ratings';
import { readRating } from '../queries';
import { DEMO_REVIEWS } from './reviews';

/**
 * The demo shop's reviews, once, after the demo catalogue (false when reviews exist already, or the catalogue has
 * none of the reviewed products): each product's stars computed from its visible reviews, as a review's save does.
 */
export async function seedDemoReviews(db: Database): Promise<boolean> {
  if (((await db.select({ n: count() }).from(reviews))[0]?.n ?? 0) > 0) return false;
  const productIds = await readProductIdsBySlug(DEMO_REVIEWS.map((r) => r.product));
  if (!productIds.size) return false;
  const now = Date.now();
  return db.transaction(async (tx) => {
    const rows = DEMO_REVIEWS.flatMap((r) => {
      const productId = productIds.get(r.product);
      if (!productId) return [];
      return [
        {
          productId,
          name: r.name,
          email: r.email,
          rating: r.rating,
          title: r.title,
          comment: r.comment,
          hidden: r.hidden ?? false,
          demo: true,
          createdAt: new Date(now - r.daysAgo * 86_400_000),
        },
      ];
    });
    await tx.insert(reviews).values(rows);
    for (const productId of new Set(rows.map((r) => r.productId)))
      await updateProductRating(tx, productId, () => readRating(tx, productId));
    return true;
  });
}
