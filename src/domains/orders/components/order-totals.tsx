import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { formatNumber, formatRate } from '@/lib/money';
import { roundingOf, type OrderTotals as Totals } from '../pricing';
import { Money } from './money';
import classes from './orders.module.css';

/** What the amounts are in and how tax applies: a quote's or a stored order's. */
export type Pricing = {
  currency: string;
  /** Basis points (1500 = 15 %). */
  taxRate: number;
  pricesIncludeTax: boolean;
};

type Props = {
  totals: Totals;
  pricing: Pricing;
  /** False until a delivery area is chosen: the delivery line asks for one instead of showing a charge. */
  hasArea?: boolean;
  /** The spec's "total products" line (the order pages). */
  withItemCount?: boolean;
  /** How an amount shows: as charged (the default), or the cart's and checkout's estimate in another currency. */
  money?: (amount: number) => ReactNode;
  /** The discount's code (or the automatic discount's name), named on its line. */
  discountCode?: string | null;
};

function Row({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={classes.totalsRow} data-total={strong || undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * Subtotal, delivery, the cash-on-delivery fee, tax, a card total's rounding and total of a cart or an order (the spec's labels), every amount from the server (a quote
 * or the stored order). The one summary of the cart, the checkout, the shopper's order pages, the admin's order and
 * its invoice; works on server and client pages alike. Plain markup, a description list (the cart is a storefront
 * page whose first load carries no Mantine component).
 */
export function OrderTotals({
  totals,
  pricing,
  hasArea = true,
  withItemCount = false,
  money: shown,
  discountCode,
}: Props) {
  const t = useTranslations('orders.totals');
  const td = useTranslations('discounts');
  const locale = useLocale();
  const { currency, taxRate, pricesIncludeTax } = pricing;
  const rate = formatRate(taxRate, locale);
  const money = shown ?? ((amount: number) => <Money amount={amount} currency={currency} locale={locale} />);
  const rounding = roundingOf(totals, pricesIncludeTax);
  return (
    <dl className={classes.totals}>
      {withItemCount && <Row label={t('totalProducts')}>{formatNumber(totals.itemCount, locale)}</Row>}
      <Row label={t('subtotal')}>{money(totals.subtotal)}</Row>
      <Row label={t('delivery')}>
        {!hasArea ? (
          <span className={classes.dimmed}>{t('deliveryPending')}</span>
        ) : totals.deliveryCharge === 0 ? (
          t('deliveryFree')
        ) : (
          money(totals.deliveryCharge)
        )}
      </Row>
      {totals.discount > 0 && (
        <Row label={td('line', { code: discountCode ?? '' })}>
          <span data-testid="discount-amount">{money(-totals.discount)}</span>
        </Row>
      )}
      {totals.paymentFee > 0 && <Row label={t('paymentFee')}>{money(totals.paymentFee)}</Row>}
      {taxRate > 0 && (
        <Row label={pricesIncludeTax ? t('taxIncluded', { rate }) : t('taxAdded', { rate })}>
          {money(totals.tax)}
        </Row>
      )}
      {rounding !== 0 && <Row label={t('rounding')}>{money(rounding)}</Row>}
      <Row label={t('total')} strong>
        {money(totals.total)}
      </Row>
    </dl>
  );
}
