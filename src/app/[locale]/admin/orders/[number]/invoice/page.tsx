import { Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AnchorLink } from '@/components/links';
import { authorizeAdminPage } from '@/domains/admin/guard';
import { Invoice } from '@/domains/orders/components/admin/invoice';
import { PrintButton } from '@/domains/orders/components/admin/print-button';
import { orderNumberText } from '@/domains/orders/components/order-text';
import { brandOf } from '@/domains/store-settings/brand';
import { getOrderDisplay, getStoreSettings } from '@/domains/store-settings/queries';
import { readSeller } from '@/domains/store-settings/seller/queries';
import { pageLocale } from '@/i18n/page-locale';
import { orderNumberOf, orderOfParam, returnPath } from '../order-params';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/admin/orders/[number]/invoice'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'admin' });
  const to = await getTranslations({ locale, namespace: 'adminOrders' });
  const number = orderNumberOf((await params).number);
  const title =
    number === null
      ? t('nav.orders')
      : to('invoice.title', { number: orderNumberText(number, locale, (await getOrderDisplay()).prefix) });
  // The page's own heading names the tax invoice; the tab names the order, read before the page checks the caller.
  return { title: `${title} · ${t('title')}`, robots: { index: false, follow: false } };
}

export default async function InvoicePage({ params }: PageProps<'/[locale]/admin/orders/[number]/invoice'>) {
  const raw = (await params).number;
  const { locale } = await authorizeAdminPage(params, 'orders', returnPath(raw, 'invoice'));
  const order = await orderOfParam(raw);
  if (!order) notFound();
  const t = await getTranslations('adminOrders');
  return (
    <>
      <Group justify="space-between" mb="lg" data-print-hidden>
        <AnchorLink href={`/admin/orders/${order.number}`} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} className="mirror-rtl" aria-hidden />
            {t('invoice.back')}
          </Group>
        </AnchorLink>
        <PrintButton label={t('invoice.print')} />
      </Group>
      <Invoice
        order={order}
        locale={locale}
        numberLabel={orderNumberText(order.number, locale, order.display.prefix)}
        store={brandOf(await getStoreSettings(), locale).name}
        // Fresh: the document is what is true now, not a cached copy.
        seller={await readSeller()}
      />
    </>
  );
}
