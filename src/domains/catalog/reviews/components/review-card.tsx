import { Badge, Card, Group, Text } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { formatNumber, intlLocale } from '@/lib/money';
import { RatingStars } from '../../components/rating-stars';
import type { ReviewItem } from '../queries';

type Props = { review: ReviewItem; locale: string; dateLabel: string };

/** One review as shoppers see it: stars, date, the reviewer's own words, and the verified-purchase badge. */
export function ReviewCard({ review, locale, dateLabel }: Props) {
  const tc = useTranslations('catalog');
  return (
    <Card withBorder padding="md" component="article" data-testid="review">
      <Group justify="space-between" gap="xs">
        <RatingStars
          value={review.rating}
          label={tc('rating', { rating: formatNumber(review.rating, locale) })}
        />
        <Text size="xs" c="dimmed" component="time" dateTime={review.createdAt}>
          {dateLabel}
        </Text>
      </Group>
      <Text fw={700} mt="xs" dir="auto">
        {review.title}
      </Text>
      <Text size="sm" mt={4} dir="auto" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {review.comment}
      </Text>
      <Group gap="xs" mt="xs">
        <Text size="xs" c="dimmed" dir="auto">
          {review.name}
        </Text>
        {review.verified && <VerifiedBadge />}
      </Group>
    </Card>
  );
}

/** "Verified purchase": the review was written from a delivered order of the product. */
export function VerifiedBadge({ size = 'sm' }: { size?: 'xs' | 'sm' }) {
  const t = useTranslations('product');
  return (
    <Badge
      size={size}
      variant="light"
      color="teal"
      leftSection={<IconRosetteDiscountCheck size={size === 'xs' ? 10 : 12} aria-hidden />}
    >
      {t('verified')}
    </Badge>
  );
}

/** How a review's date reads on the page: the store's time zone, the page's digits. */
export const reviewDate = (iso: string, locale: string, timeZone: string) =>
  new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeZone,
  }).format(new Date(iso));
