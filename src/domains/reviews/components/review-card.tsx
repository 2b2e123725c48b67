import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { RatingStars } from '@/domains/catalog/components/rating-stars';
import { formatNumber, intlLocale } from '@/lib/money';
import type { ReviewItem } from '../queries';
import classes from './reviews.module.css';

type Props = { review: ReviewItem; locale: string; dateLabel: string };

/** One review as shoppers see it: stars, date, the reviewer's own words, and the verified-purchase badge. */
export function ReviewCard({ review, locale, dateLabel }: Props) {
  const tc = useTranslations('catalog');
  return (
    <article className={classes.card} data-testid="review">
      <div className={classes.cardHead}>
        <RatingStars
          value={review.rating}
          label={tc('rating', { rating: formatNumber(review.rating, locale) })}
        />
        <time className={classes.small} dateTime={review.createdAt}>
          {dateLabel}
        </time>
      </div>
      <p className={classes.reviewTitle} dir="auto">
        {review.title}
      </p>
      <p className={classes.comment} dir="auto">
        {review.comment}
      </p>
      <div className={classes.byline}>
        <span className={classes.small} dir="auto">
          {review.name}
        </span>
        {review.verified && <VerifiedBadge />}
      </div>
    </article>
  );
}

/** "Verified purchase": the review was written from a delivered order of the product. */
export function VerifiedBadge({ size = 'sm' }: { size?: 'xs' | 'sm' }) {
  const t = useTranslations('product');
  return (
    <span className={classes.badge} data-size={size}>
      <IconRosetteDiscountCheck size={size === 'xs' ? 10 : 12} aria-hidden />
      {t('verified')}
    </span>
  );
}

/** How a review's date reads on the page: the store's time zone, the page's digits. */
export const reviewDate = (iso: string, locale: string, timeZone: string) =>
  new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeZone,
  }).format(new Date(iso));
