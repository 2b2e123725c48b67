'use client';

import { useTranslations } from 'next-intl';
import controls from '@/components/controls.module.css';
import { useDisplayMoney } from '@/domains/store-settings/components/display-currency';
import type { WrittenAmounts } from '@/lib/money';
import classes from './price.module.css';

type Props = {
  /** Minor units of `currency`, the store's base currency. */
  price: number;
  compareAtPrice: number | null;
  currency: string;
  size?: 'sm' | 'lg';
  /**
   * The amounts as the server wrote them (lib/money.ts writeAmounts; compact for `sm`), shown until another currency
   * is picked.
   */
  written?: WrittenAmounts;
};

/**
 * A price, with the compare-at price struck through when it is higher. Isolated so it never reverses in Arabic.
 * Rendered in the base currency on the server (the page is cached for everyone), then in the shopper's display
 * currency once the browser knows it.
 */
export function Price({ price, compareAtPrice, currency, size = 'sm', written }: Props) {
  const t = useTranslations('product');
  // Compact on cards (the symbol, not the currency's name): they are narrow on a phone.
  const money = useDisplayMoney(written, size === 'lg' ? 'full' : 'compact');
  const was = compareAtPrice !== null && compareAtPrice > price ? money(compareAtPrice, currency) : null;
  return (
    <span className={classes.price} data-size={size}>
      <bdi className={classes.priceNow}>{money(price, currency)}</bdi>
      {was && (
        <>
          <s className={classes.priceWas} aria-hidden>
            <bdi>{was}</bdi>
          </s>
          <span className={controls.visuallyHidden}>{t('wasPrice', { price: was })}</span>
        </>
      )}
    </span>
  );
}
