import { useTranslations } from 'next-intl';
import { RatingStars } from '@/domains/catalog/components/rating-stars';
import { formatNumber } from '@/lib/money';
import type { ReviewItem } from '../queries';
import { MoreReviews } from './more-reviews';
import { ReviewCard, reviewDate } from './review-card';
import classes from './reviews.module.css';

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
      <h2 id="reviews-title" className={classes.title}>
        {t('reviews')}
      </h2>
      <div className={classes.summary}>
        <RatingStars value={count ? average : 0} label={tc('rating', { rating: rounded })} size={20} />
        {count > 0 && <span className={classes.average}>{t('averageRating', { rating: rounded })}</span>}
        <span className={classes.dimmed}>{t('reviewCount', { count, n: formatNumber(count, locale) })}</span>
      </div>
      {count > 0 && (
        <div className={classes.distribution} data-testid="rating-distribution">
          {distribution.map((row) => {
            const label = t('starsRow', {
              stars: row.stars,
              n: formatNumber(row.stars, locale),
              count: formatNumber(row.count, locale),
            });
            const share = Math.round((row.count / count) * 100);
            return (
              <div key={row.stars} className={classes.row}>
                <span className={classes.stars} aria-hidden>
                  {t('stars', { stars: row.stars, n: formatNumber(row.stars, locale) })}
                </span>
                <div
                  className={classes.bar}
                  role="progressbar"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={share}
                  aria-label={label}
                >
                  <div className={classes.barFill} style={{ width: `${share}%` }} />
                </div>
                <span className={classes.rowCount} aria-hidden>
                  {formatNumber(row.count, locale)}
                </span>
              </div>
            );
          })}
        </div>
      )}
      {first.reviews.length === 0 ? (
        <p className={classes.empty}>{t('noReviews')}</p>
      ) : (
        <div className={classes.list}>
          {first.reviews.map((review) => (
            <ReviewCard
              key={review.id}
              review={review}
              locale={locale}
              dateLabel={reviewDate(review.createdAt, locale, timeZone)}
            />
          ))}
          {first.hasMore && <MoreReviews productId={productId} timeZone={timeZone} />}
        </div>
      )}
    </section>
  );
}
