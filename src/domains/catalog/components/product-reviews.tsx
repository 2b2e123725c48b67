import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { formatNumber, intlLocale } from '@/lib/money';
import type { ReviewItem } from '../queries';
import { RatingStars } from './rating-stars';

type Props = { locale: string; average: number; count: number; reviews: ReviewItem[] };

/** The reviews summary (stars, average, count) and the visible reviews, newest first. */
export async function ProductReviews({ locale, average, count, reviews }: Props) {
  const t = await getTranslations('product');
  const tc = await getTranslations('catalog');
  const rounded = formatNumber(Math.round(average * 10) / 10, locale);
  const date = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium' });
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
      {reviews.length === 0 ? (
        <Text c="dimmed">{t('noReviews')}</Text>
      ) : (
        <Stack gap="sm">
          {reviews.map((review) => (
            <Card key={review.id} withBorder padding="md" component="article">
              <Group justify="space-between" gap="xs">
                <RatingStars
                  value={review.rating}
                  label={tc('rating', { rating: formatNumber(review.rating, locale) })}
                />
                <Text size="xs" c="dimmed" component="time" dateTime={review.createdAt}>
                  {date.format(new Date(review.createdAt))}
                </Text>
              </Group>
              <Text fw={700} mt="xs">
                {review.title}
              </Text>
              <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line' }}>
                {review.comment}
              </Text>
              <Text size="xs" c="dimmed" mt="xs">
                {review.name}
              </Text>
            </Card>
          ))}
        </Stack>
      )}
    </section>
  );
}
