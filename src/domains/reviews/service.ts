import 'server-only';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb, type Tx } from '@/db/client';
import { reviews } from '@/db/schema/reviews';
import type { SessionUser } from '@/domains/accounts/session';
import { updateProductRating } from '@/domains/catalog/ratings';
import { getOrderForViewer } from '@/domains/orders/queries';
import type { CacheChange } from '@/lib/cache';
import { TAGS } from '@/lib/cache-tags';
import { DomainError } from '@/lib/domain-error';
import { canReview } from './policies';
import { readRating, reviewedInOrder } from './queries';
import type { reviewInput, reviewVisibilityInput } from './schemas';

/**
 * Keeps the product's rating (average and count of its visible reviews) in its row (the catalogue locks it, so two
 * reviews saved at once both count). Expires the product's reviews and, when its stars changed, its page and the
 * lists that show its card.
 */
async function refreshRating(tx: Tx, productId: number): Promise<CacheChange> {
  const stars = await updateProductRating(tx, productId, () => readRating(tx, productId));
  return { now: [...(stars.now ?? []), TAGS.reviews(productId)], later: stars.later };
}

/**
 * The buyer of a delivered order reviews one of its products, once (a guest with the order's link too). The name
 * and e-mail are the order's. Anyone else gets 'Order Not Found', as if the order did not exist.
 */
export async function submitReview(
  input: z.output<typeof reviewInput>,
  user: SessionUser | null,
): Promise<{ cache: CacheChange }> {
  const order = await getOrderForViewer(input.orderNumber, { userId: user?.id ?? null, key: input.key });
  if (!order) throw new DomainError('orders.notFound');
  const decision = canReview({
    orderStatus: order.status,
    productInOrder: order.lines.some((line) => line.productId === input.productId),
    alreadyReviewed: (await reviewedInOrder(order.id, [input.productId])).size > 0,
  });
  if (!decision.allowed) throw new DomainError(decision.reason);
  return getDb().transaction(async (tx) => {
    const [created] = await tx
      .insert(reviews)
      .values({
        productId: input.productId,
        userId: order.userId,
        orderId: order.id,
        name: order.fullName,
        email: order.email,
        rating: input.rating,
        title: input.title,
        comment: input.comment,
      })
      // A second submission racing the first finds its row.
      .onConflictDoNothing({ target: [reviews.orderId, reviews.productId] })
      .returning({ id: reviews.id });
    if (!created) throw new DomainError('reviews.alreadyReviewed');
    return { cache: await refreshRating(tx, input.productId) };
  });
}

/** The owner hides a review (it leaves the page and the average at once) or shows it again. */
export async function setReviewVisibility({
  id,
  hidden,
  reason,
}: z.output<typeof reviewVisibilityInput>): Promise<{ cache: CacheChange }> {
  return getDb().transaction(async (tx) => {
    const [review] = await tx
      .update(reviews)
      .set(hidden ? { hidden, hiddenReason: reason, hiddenAt: new Date() } : { hidden })
      .where(eq(reviews.id, id))
      .returning({ productId: reviews.productId });
    if (!review) throw new DomainError('reviews.notFound');
    return { cache: await refreshRating(tx, review.productId) };
  });
}
