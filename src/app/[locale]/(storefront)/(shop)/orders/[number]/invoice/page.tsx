import { Container, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AnchorLink } from '@/components/links';
import { MantineScope } from '@/components/mantine-scope';
import { Invoice } from '@/domains/orders/components/admin/invoice';
import { PrintButton } from '@/domains/orders/components/admin/print-button';
import { orderNumberText } from '@/domains/orders/components/order-text';
import { getVisitorInvoice } from '@/domains/orders/shopper-queries';
import { brandOf } from '@/domains/store-settings/brand';
import { getStoreSettings } from '@/domains/store-settings/queries';
import { readSeller } from '@/domains/store-settings/seller/queries';
import { pageLocale } from '@/i18n/page-locale';

// One visitor's invoice: rendered per request, never cached.
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/orders/[number]/invoice'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'taxInvoice.document' });
  return { title: t('invoiceTitle'), robots: { index: false, follow: false } };
}

/**
 * The shopper's own tax invoice, printable: their order's (or the one their link opens), once it is invoiced
 * (policies.ts's `canViewInvoice`). Anyone else, or before then: 'Order Not Found'.
 */
export default async function ShopperInvoicePage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const [{ number }, { key }] = await Promise.all([params, searchParams]);
  const found = await getVisitorInvoice(number, key);
  if (!found) notFound();
  const { order } = found;
  const t = await getTranslations('taxInvoice.document');
  const ta = await getTranslations('adminOrders');
  return (
    <MantineScope>
      <Container size="lg" py="lg">
        <Group justify="space-between" mb="lg" data-print-hidden>
          <AnchorLink
            href={{ pathname: `/orders/${order.number}`, query: found.key ? { key: found.key } : {} }}
            size="sm"
          >
            <Group gap={4} component="span">
              <IconArrowLeft size={14} className="mirror-rtl" aria-hidden />
              {t('backToOrder')}
            </Group>
          </AnchorLink>
          <PrintButton label={ta('invoice.print')} />
        </Group>
        <Invoice
          order={order}
          locale={locale}
          numberLabel={orderNumberText(order.number, locale, order.display.prefix)}
          store={brandOf(await getStoreSettings(), locale).name}
          seller={await readSeller()}
        />
      </Container>
    </MantineScope>
  );
}
