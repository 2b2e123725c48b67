import { Divider, Group, Stack, Text } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { formatNumber, formatRate } from '@/lib/money';
import { roundingOf, type OrderTotals as Totals } from '../pricing';
import { Money } from './money';

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
};

function Row({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" align="baseline">
      <Text
        size={strong ? 'lg' : 'sm'}
        fw={strong ? 700 : undefined}
        c={strong ? undefined : 'dimmed'}
        miw={0}
      >
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} ta="end" style={{ whiteSpace: 'nowrap' }}>
        {children}
      </Text>
    </Group>
  );
}

/**
 * Subtotal, delivery, the cash-on-delivery fee, tax, a card total's rounding and total of a cart or an order (the spec's labels), every amount from the server (a quote
 * or the stored order). The one summary of the cart, the checkout, the shopper's order pages, the admin's order and
 * its invoice; works on server and client pages alike.
 */
export function OrderTotals({ totals, pricing, hasArea = true, withItemCount = false, money: shown }: Props) {
  const t = useTranslations('orders.totals');
  const locale = useLocale();
  const { currency, taxRate, pricesIncludeTax } = pricing;
  const rate = formatRate(taxRate, locale);
  const money = shown ?? ((amount: number) => <Money amount={amount} currency={currency} locale={locale} />);
  const rounding = roundingOf(totals, pricesIncludeTax);
  return (
    <Stack gap={6}>
      {withItemCount && <Row label={t('totalProducts')}>{formatNumber(totals.itemCount, locale)}</Row>}
      <Row label={t('subtotal')}>{money(totals.subtotal)}</Row>
      <Row label={t('delivery')}>
        {!hasArea ? (
          <Text span size="sm" c="dimmed">
            {t('deliveryPending')}
          </Text>
        ) : totals.deliveryCharge === 0 ? (
          t('deliveryFree')
        ) : (
          money(totals.deliveryCharge)
        )}
      </Row>
      {totals.paymentFee > 0 && <Row label={t('paymentFee')}>{money(totals.paymentFee)}</Row>}
      {taxRate > 0 && (
        <Row label={pricesIncludeTax ? t('taxIncluded', { rate }) : t('taxAdded', { rate })}>
          {money(totals.tax)}
        </Row>
      )}
      {rounding !== 0 && <Row label={t('rounding')}>{money(rounding)}</Row>}
      <Divider my={4} />
      <Row label={t('total')} strong>
        {money(totals.total)}
      </Row>
    </Stack>
  );
}
