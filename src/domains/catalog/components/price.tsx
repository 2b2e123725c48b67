import { formatMoney } from '@/lib/money';
import classes from './catalog.module.css';

type Props = {
  price: number;
  compareAtPrice: number | null;
  currency: string;
  locale: string;
  /** Accessible text for the struck-through price, e.g. "Was $59.00". */
  wasLabel: (price: string) => string;
  size?: 'sm' | 'lg';
};

/** A price, with the compare-at price struck through when it is higher. Isolated so it never reverses in Arabic. */
export function Price({ price, compareAtPrice, currency, locale, wasLabel, size = 'sm' }: Props) {
  const was =
    compareAtPrice !== null && compareAtPrice > price ? formatMoney(compareAtPrice, currency, locale) : null;
  return (
    <span
      className={classes.price}
      style={size === 'lg' ? { fontSize: 'var(--mantine-font-size-xl)' } : undefined}
    >
      <bdi className={classes.priceNow}>{formatMoney(price, currency, locale)}</bdi>
      {was && (
        <>
          <s className={classes.priceWas} aria-hidden>
            <bdi>{was}</bdi>
          </s>
          <span className={classes.srOnly}>{wasLabel(was)}</span>
        </>
      )}
    </span>
  );
}
