import { Divider, Group, Stack, Text } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { formatNumber, intlLocale } from '@/lib/money';
import type { OrderTotals as Totals } from '../pricing';
import { Money } from './money';

type Props = {
  totals: Totals;
  currency: string;
  /** Basis points (1500 = 15 %). */
  taxRate: number;
  pricesIncludeTax: boolean;
  /** False until a delivery area is chosen: the delivery line asks for one instead of showing a charge. */
  hasArea?: boolean;
  /** The spec's "total products" line (the order pages). */
  withItemCount?: boolean;
};

/** A tax rate in basis points as the page writes a percentage (15 %, ١٥٪). */
export const formatTaxRate = (taxRate: number, locale: string) =>
  new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 2 }).format(
    taxRate / 10_000,
  );

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
 * Subtotal, delivery, tax and total of a cart or an order, every amount from the server (a quote or the stored
 * order). Works on server and client pages alike.
 */
export function OrderTotals({
  totals,
  currency,
  taxRate,
  pricesIncludeTax,
  hasArea = true,
  withItemCount = false,
}: Props) {
  const t = useTranslations('cartPage');
  const locale = useLocale();
  const rate = formatTaxRate(taxRate, locale);
  return (
    <Stack gap={6}>
      {withItemCount && <Row label={t('totalProducts')}>{formatNumber(totals.itemCount, locale)}</Row>}
      <Row label={t('subtotal')}>
        <Money amount={totals.subtotal} currency={currency} locale={locale} />
      </Row>
      <Row label={t('delivery')}>
        {!hasArea ? (
          <Text span size="sm" c="dimmed">
            {t('deliveryPending')}
          </Text>
        ) : totals.deliveryCharge === 0 ? (
          t('deliveryFree')
        ) : (
          <Money amount={totals.deliveryCharge} currency={currency} locale={locale} />
        )}
      </Row>
      {taxRate > 0 && (
        <Row label={pricesIncludeTax ? t('taxIncluded', { rate }) : t('taxAdded', { rate })}>
          <Money amount={totals.tax} currency={currency} locale={locale} />
        </Row>
      )}
      <Divider my={4} />
      <Row label={t('total')} strong>
        <Money amount={totals.total} currency={currency} locale={locale} />
      </Row>
    </Stack>
  );
}
