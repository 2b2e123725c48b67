'use client';

import { IconShoppingBag } from '@tabler/icons-react';
import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, type Ref, useEffect, useState } from 'react';
import controls from '@/components/controls.module.css';
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
// tab), and the summary card with the server's totals for the browser's cart. Plain markup in Mantine's looks
// (orders.module.css): the cart is a storefront page whose first load carries no Mantine component.

/** Mantine's Skeleton: a line, or a block of the given height, while something loads. */
export function Skeleton({ height, width }: { height: number; width?: number }) {
  return <span className={controls.skeleton} data-shape="line" style={{ height, width }} />;
}

/** The cart has nothing in it: say so, and lead to the products. */
export function EmptyCart() {
  const t = useTranslations();
  return (
    <EmptyBlock
      icon={<IconShoppingBag size={36} aria-hidden />}
      title={t('orders.cartEmpty')}
      text={t('cartPage.emptyText')}
      browse={t('cartPage.browse')}
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
  return <span className={classes.badge}>{t(problem)}</span>;
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
    <div className={`${classes.card} ${classes.summary}`} ref={ref}>
      <div className={classes.summaryHead}>
        <h2 className={classes.smallTitle}>{title}</h2>
        {aside}
      </div>
      <div className={classes.summaryBody}>{children}</div>
    </div>
  );
}

/** The quote's totals; while the first is on its way, their outline; when it failed, why, and a way to ask again. */
export function QuoteTotals({ quote, failure, loading, retry }: CartQuote) {
  const t = useTranslations();
  if (failure) {
    return (
      <div className={classes.alert} role="alert">
        <div className={classes.stack}>
          <p className={classes.text}>{t('cartPage.quoteFailed')}</p>
          <button
            type="button"
            className={`${controls.button} mantine-focus-auto`}
            data-variant="default"
            data-size="compact"
            style={{ alignSelf: 'flex-start' }}
            onClick={retry}
          >
            {t('common.retry')}
          </button>
        </div>
      </div>
    );
  }
  if (!quote) {
    return (
      <div className={classes.stack} style={{ gap: 8 }} aria-busy="true">
        <Skeleton height={14} />
        <Skeleton height={14} />
        <Skeleton height={22} />
      </div>
    );
  }
  return (
    // Dimmed, and said to be busy, while the server prices the cart again.
    <div style={{ opacity: loading ? 0.6 : 1 }} aria-busy={loading}>
      <OrderTotals
        totals={quote.totals}
        pricing={quote}
        hasArea={!!quote.area}
        discountCode={quote.discount.applied?.code}
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
    <p
      className={classes.dimmed}
      style={{ marginTop: 'var(--mantine-spacing-sm)' }}
      data-testid="charged-note"
    >
      {t('chargedIn', { currency: name, total: moneyText(total, currency, locale) })}
    </p>
  );
}
