'use client';

import { useLocale, useTranslations } from 'next-intl';
import { StatusLink, StatusPage } from '@/components/status-page';
import { formatNumber } from '@/lib/money';

/**
 * The spec's 'Order Not Found': an order that does not exist and one that is someone else's look the same, so a
 * number tells nothing about other shoppers' orders. A client component, like the other not-found pages.
 */
export function OrderNotFound() {
  const t = useTranslations('myOrders');
  const to = useTranslations('orders');
  const locale = useLocale();
  return (
    <StatusPage
      code={formatNumber(404, locale)}
      title={to('notFound')}
      text={t('notFoundText')}
      action={
        <>
          <StatusLink href="/orders" variant="default">
            {t('title')}
          </StatusLink>
          <StatusLink href="/">{t('backHome')}</StatusLink>
        </>
      }
    />
  );
}
