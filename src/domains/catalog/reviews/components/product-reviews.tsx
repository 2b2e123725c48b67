import { Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { formatNumber } from '@/lib/money';
import { RatingStars } from '../../components/rating-stars';
import type { ReviewItem } from '../queries';
import { MoreReviews } from './more-reviews';
import { ReviewCard, reviewDate } from './review-card';

type Props = {
  locale: string;
  productId: number;
  average: number;
  count: number;
  /** How many visible reviews gave 5, 4, 3, 2 and 1 stars. */
  distribution: { stars: number; count: number }[];
  /** The first page, newest first; more load on demand. */
  first: { reviews: ReviewItem[]; hasMore: boolean };
  timeZone: string;
};

/** The product page's reviews: the average, the count and the spread by stars, then the reviews, newest first. */
export function ProductReviews({ locale, productId, average, count, distribution, first, timeZone }: Props) {
  const t = useTranslations('product');
  const tc = useTranslations('catalog');
  const rounded = formatNumber(Math.round(average * 10) / 10, locale);
  return (
    <section aria-labelledby="reviews-title">
      <Title order={2} id="reviews-title" fz="xl" mb="sm">
        {t('reviews')}
      </Title>
      <Group gap="sm" mb="md">
        <RatingStars value={count ? average : 0} label={tc('rating', { rating: rounded })} size={20} />
        {count > 0 && <Text fw={700}>{t('averageRating', { rating: rounded })}</Text>}
        <Text c="dimmed" size="sm">
          {t('reviewCount', { count, n: formatNumber(count, locale) })}
        </Text>
      </Group>
      {count > 0 && (
        <Stack gap={6} mb="lg" maw={420} data-testid="rating-distribution">
          {distribution.map((row) => {
            const label = t('starsRow', {
              stars: row.stars,
              n: formatNumber(row.stars, locale),
              count: formatNumber(row.count, locale),
            });
            return (
              <Group key={row.stars} gap="sm" wrap="nowrap">
                <Text size="sm" w={72} style={{ whiteSpace: 'nowrap' }} aria-hidden>
                  {t('stars', { stars: row.stars, n: formatNumber(row.stars, locale) })}
                </Text>
                <Progress
                  value={(row.count / count) * 100}
                  color="yellow"
                  style={{ flex: 1 }}
                  aria-label={label}
                />
                <Text size="sm" c="dimmed" w={32} ta="end" aria-hidden>
                  {formatNumber(row.count, locale)}
                </Text>
              </Group>
            );
          })}
        </Stack>
      )}
      {first.reviews.length === 0 ? (
        <Text c="dimmed">{t('noReviews')}</Text>
      ) : (
        <Stack gap="sm">
          {first.reviews.map((review) => (
            <ReviewCard
              key={review.id}
              review={review}
              locale={locale}
              dateLabel={reviewDate(review.createdAt, locale, timeZone)}
            />
          ))}
          {first.hasMore && <MoreReviews productId={productId} timeZone={timeZone} />}
        </Stack>
      )}
    </section>
  );
}
