'use server';

import { visitorAction } from '@/domains/accounts/session';
import { staffAction } from '@/domains/admin/staff-action';
import { expire } from '@/lib/cache';
import { getReviewPage } from './queries';
import { reviewInput, reviewPageInput, reviewVisibilityInput } from './schemas';
import * as service from './service';

/** The buyer of a delivered order reviews one of its products (a guest with the order's link too). */
export const submitReviewAction = visitorAction(reviewInput, async (input, { user }) => {
  expire((await service.submitReview(input, user)).cache);
});

/** The owner hides a review with a reason, or shows it again. */
export const setReviewVisibilityAction = staffAction('reviews')(reviewVisibilityInput, async (input) => {
  expire((await service.setReviewVisibility(input)).cache);
});

/** The next page of a product's visible reviews ("More reviews" on the product page): public, cached. */
export const moreReviewsAction = visitorAction(reviewPageInput, ({ productId, page }) =>
  getReviewPage(productId, page),
);
