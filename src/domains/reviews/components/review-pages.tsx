'use client';

import { useLocale } from 'next-intl';
import type { ReviewItem } from '../queries';
import { ReviewCard, reviewDate } from './review-card';

/** The reviews "More reviews" brought, as the server draws the first page's (loaded with the first of them). */
export function ReviewPages({ reviews, timeZone }: { reviews: ReviewItem[]; timeZone: string }) {
  const locale = useLocale();
  return reviews.map((review) => (
    <ReviewCard
      key={review.id}
      review={review}
      locale={locale}
      dateLabel={reviewDate(review.createdAt, locale, timeZone)}
    />
  ));
}
