'use client';

import { Button, Stack, Text } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { moreReviewsAction } from '../actions';
import type { ReviewItem } from '../queries';
import { ReviewCard, reviewDate } from './review-card';

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
    <Stack gap="sm">
      {pages.flat().map((review) => (
        <ReviewCard
          key={review.id}
          review={review}
          locale={locale}
          dateLabel={reviewDate(review.createdAt, locale, timeZone)}
        />
      ))}
      {failed && (
        <Text size="sm" c="red" role="alert">
          {t('moreReviewsFailed')}
        </Text>
      )}
      {hasMore && (
        <Button variant="default" onClick={load} loading={pending} style={{ alignSelf: 'center' }}>
          {t('moreReviews')}
        </Button>
      )}
    </Stack>
  );
}
