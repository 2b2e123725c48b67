'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState, useTransition } from 'react';
import controls from '@/components/controls.module.css';
import { moreReviewsAction } from '../actions';
import type { ReviewItem } from '../queries';
import classes from './reviews.module.css';

// The cards' code (stars, badges, dates) comes with the first page a shopper asks for, not with the product page.
const ReviewPages = lazy(() => import('./review-pages').then((m) => ({ default: m.ReviewPages })));

type Props = { productId: number; timeZone: string };

/** "More reviews": the next pages of a product's reviews, asked when the shopper wants them. */
export function MoreReviews({ productId, timeZone }: Props) {
  const t = useTranslations('product');
  const [pages, setPages] = useState<ReviewItem[][]>([]);
  const [hasMore, setHasMore] = useState(true);
  const [failed, setFailed] = useState(false);
  const [pending, startTransition] = useTransition();

  const load = () =>
    startTransition(async () => {
      // The cards' code, fetched beside the reviews themselves.
      void import('./review-pages');
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
      {pages.length > 0 && (
        <Suspense fallback={null}>
          <ReviewPages reviews={pages.flat()} timeZone={timeZone} />
        </Suspense>
      )}
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
