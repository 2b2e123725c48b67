'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import controls from '@/components/controls.module.css';
import { moreReviewsAction } from '../actions';
import type { ReviewItem } from '../queries';
import { ReviewCard, reviewDate } from './review-card';
import classes from './reviews.module.css';

type Props = { productId: number; timeZone: string };

/** "More reviews": the next pages of a product's reviews, asked when the shopper wants them. */
export function MoreReviews({ productId, timeZone }: Props) {
  const t = useTranslations('product');
  const locale = useLocale();
  const [pages, setPages] = useState<ReviewItem[][]>([]);
  const [hasMore, setHasMore] = useState(true);
  const [failed, setFailed] = useState(false);
  const [pending, startTransition] = useTransition();

  const load = () =>
    startTransition(async () => {
      const result = await moreReviewsAction({ productId, page: pages.length + 2 }).catch(() => null);
      if (!result?.ok) {
        setFailed(true);
        return;
      }
      setFailed(false);
      setPages((loaded) => [...loaded, result.data.reviews]);
      setHasMore(result.data.hasMore);
    });

  return (
    <div className={classes.list}>
      {pages.flat().map((review) => (
        <ReviewCard
          key={review.id}
          review={review}
          locale={locale}
          dateLabel={reviewDate(review.createdAt, locale, timeZone)}
        />
      ))}
      {failed && (
        <p className={classes.failed} role="alert">
          {t('moreReviewsFailed')}
        </p>
      )}
      {hasMore && (
        <button
          type="button"
          className={`${controls.button} ${classes.more} mantine-focus-auto`}
          data-variant="default"
          onClick={load}
          disabled={pending}
          aria-busy={pending}
        >
          {t('moreReviews')}
        </button>
      )}
    </div>
  );
}
