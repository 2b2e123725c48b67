import { IconCircleX } from '@tabler/icons-react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StatusIcon, StatusLink, StatusPage } from '@/components/status-page';
import { moneyText } from '@/domains/orders/components/money';
import { orderNumberText } from '@/domains/orders/components/order-text';
import { paidByCard } from '@/domains/orders/workflow';
import { redirect } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/page-locale';
import { visitorOrderPage } from '../visitor-order';

// One visitor's order: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/orders/[number]/cancelled'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'myOrders.cancelled' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * After the shopper cancelled (spec: order cancelled): nothing is due, or the card payment goes back. An order that
 * is not cancelled shows its details.
 */
export default async function OrderCancelledPage(props: PageProps<'/[locale]/orders/[number]/cancelled'>) {
  const { locale, order, link } = await visitorOrderPage(props);
  if (order.status !== 'cancelled') redirect({ href: link, locale });
  const t = await getTranslations('myOrders.cancelled');
  return (
    <StatusPage
      icon={
        <StatusIcon color="red">
          <IconCircleX size={40} />
        </StatusIcon>
      }
      title={t('title')}
      text={t(paidByCard(order) ? 'textRefund' : 'text', {
        number: orderNumberText(order.number, locale, order.display.prefix),
        total: moneyText(order.total, order.currency, locale),
      })}
      action={
        <>
          <StatusLink href={link}>{t('view')}</StatusLink>
          <StatusLink href="/products" variant="default">
            {t('continue')}
          </StatusLink>
        </>
      }
    />
  );
}
