'use client';

import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, type Ref, useEffect, useState } from 'react';
import { ButtonLink } from '@/components/links';
import { DisplayMoney, useDisplayCurrency } from '@/domains/store-settings/components/display-currency';
import type { DeliveryArea } from '@/domains/store-settings/schemas';
import { intlLocale } from '@/lib/money';
import type { LineProblem } from '../queries';
import { readChosenArea, rememberArea } from './checkout-session';
import { EmptyBlock } from './empty-block';
import { moneyText } from './money';
import { OrderTotals } from './order-totals';
import classes from './orders.module.css';
import type { CartQuote } from './use-cart-quote';

// What the cart and the checkout pages share: the empty cart, the delivery area the shopper chose (kept for the
// tab), and the summary card with the server's totals for the browser's cart.

/** The cart has nothing in it: say so, and lead to the products. */
export function EmptyCart() {
  const t = useTranslations();
  return (
    <EmptyBlock
      icon={<IconShoppingBag size={36} aria-hidden />}
      title={t('orders.cartEmpty')}
      text={t('cartPage.emptyText')}
      action={<ButtonLink href="/products">{t('cartPage.browse')}</ButtonLink>}
    />
  );
}

/**
 * The delivery area the shopper chose in this tab (the cart hands it to the checkout), starting from `initial`.
 * `onRestore` hears of the area found in the tab when the page opens (the checkout puts it in its form; it must be
 * stable). `choose` takes the picker's value, remembers it and returns the area's id.
 */
export function useChosenArea(
  areas: readonly DeliveryArea[],
  initial: number | null,
  onRestore?: (id: number) => void,
) {
  const [areaId, setAreaId] = useState<number | null>(initial);
  useEffect(() => {
    const chosen = readChosenArea(areas.map((a) => a.id));
    if (!chosen) return;
    setAreaId(chosen);
    onRestore?.(chosen);
  }, [areas, onRestore]);
  const choose = (value: string | null) => {
    const id = value ? Number(value) : null;
    setAreaId(id);
    rememberArea(id);
    return id;
  };
  return { areaId, choose };
}

/** Why a line cannot be bought now (the spec's messages), under its name. */
export function ProblemBadge({ problem }: { problem: LineProblem }) {
  const t = useTranslations();
  return (
    <Badge color="red" variant="light" style={{ alignSelf: 'flex-start' }}>
      {t(problem)}
    </Badge>
  );
}

type SummaryProps = {
  title: string;
  /** Beside the title (the cart's loader, the checkout's link back to the cart). */
  aside?: ReactNode;
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
};

/** The sticky card beside the cart's lines or the checkout's form. */
export function SummaryCard({ title, aside, ref, children }: SummaryProps) {
  return (
    <Card withBorder padding="md" className={classes.summary} ref={ref}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h3">
            {title}
          </Title>
          {aside}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/** The quote's totals; while the first is on its way, their outline; when it failed, why, and a way to ask again. */
export function QuoteTotals({ quote, failure, loading, retry }: CartQuote) {
  const t = useTranslations();
  if (failure) {
    return (
      <Alert color="red" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('cartPage.quoteFailed')}</Text>
          <Button size="xs" variant="light" color="red" onClick={retry}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!quote) {
    return (
      <Stack gap={8} aria-busy="true">
        <Skeleton height={14} />
        <Skeleton height={14} />
        <Skeleton height={22} />
      </Stack>
    );
  }
  return (
    <div style={{ opacity: loading ? 0.6 : 1 }}>
      <OrderTotals
        totals={quote.totals}
        pricing={quote}
        hasArea={!!quote.area}
        money={(amount) => <DisplayMoney amount={amount} currency={quote.currency} />}
      />
      <ChargedNote total={quote.totals.total} currency={quote.currency} />
    </div>
  );
}

/**
 * While the shopper views prices in another currency: those are estimates, and the order is charged in the base
 * currency, this exact total.
 */
function ChargedNote({ total, currency }: { total: number; currency: string }) {
  const t = useTranslations('checkout');
  const locale = useLocale();
  const { base, shown } = useDisplayCurrency();
  if (!shown || currency !== base) return null;
  const name = new Intl.DisplayNames([intlLocale(locale)], { type: 'currency' }).of(shown.code) ?? shown.code;
  return (
    <Text size="sm" c="dimmed" mt="sm" data-testid="charged-note">
      {t('chargedIn', { currency: name, total: moneyText(total, currency, locale) })}
    </Text>
  );
}
