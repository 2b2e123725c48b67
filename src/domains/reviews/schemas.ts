import { z } from 'zod';
import { hasNoNul, optionalQueryText, requiredText } from '@/lib/text';
import { REVIEW_COMMENT_MAX, REVIEW_TITLE_MAX } from './limits';

// A review as the shopper writes it from a delivered order (spec: rating, title and comment required), and the
// owner's moderation. Messages are i18n keys.

/** Reviews per page on a product page and per "more reviews". */
export const REVIEWS_PAGE_SIZE = 5;

export const reviewFields = z.object({
  rating: z
    .number('reviews.ratingRequired')
    .int('reviews.ratingRequired')
    .min(1, 'reviews.ratingRequired')
    .max(5, 'reviews.ratingRequired'),
  title: requiredText(REVIEW_TITLE_MAX),
  comment: requiredText(REVIEW_COMMENT_MAX),
});
export type ReviewFields = z.input<typeof reviewFields>;

/** Reviewing one product of an order: the order (its link's secret for a guest) and the product. */
export const reviewInput = reviewFields.extend({
  orderNumber: z.int32().positive(),
  key: z.string().max(100).optional(),
  productId: z.int32().positive(),
});
export type ReviewInput = z.input<typeof reviewInput>;

/** The owner hides a review (with the reason, kept for the record) or shows it again. */
export const reviewVisibilityInput = z
  .object({
    id: z.int32().positive(),
    hidden: z.boolean(),
    reason: z
      .string()
      .trim()
      .max(200, 'validation.tooLong')
      .refine(hasNoNul, 'validation.invalid')
      .default(''),
  })
  .refine((v) => !v.hidden || v.reason.length > 0, { path: ['reason'], message: 'validation.required' });

/** More of a product's reviews, for the product page's "more reviews". */
export const reviewPageInput = z.object({
  productId: z.int32().positive(),
  page: z.int32().min(1).max(1000),
});

/** The owner's reviews table query (search, stars, product, hidden or shown, page) from the URL. */
export const adminReviewParams = z.object({
  q: optionalQueryText(),
  rating: z.coerce.number().int().min(1).max(5).optional().catch(undefined),
  product: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
  visibility: z.enum(['hidden', 'shown']).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type AdminReviewParams = z.output<typeof adminReviewParams>;
