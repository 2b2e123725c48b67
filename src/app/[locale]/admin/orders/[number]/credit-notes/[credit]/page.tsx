import { Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AnchorLink } from '@/components/links';
import { authorizeAdminPage } from '@/domains/admin/guard';
import { CreditNote } from '@/domains/orders/components/admin/invoice';
import { PrintButton } from '@/domains/orders/components/admin/print-button';
import { orderNumberText } from '@/domains/orders/components/order-text';
import { listCreditNotes } from '@/domains/orders/invoices';
import { documentNumberText } from '@/domains/orders/tax-invoice';
import { brandOf } from '@/domains/store-settings/brand';
import { getStoreSettings } from '@/domains/store-settings/queries';
import { readSeller } from '@/domains/store-settings/seller/queries';
import { pageLocale } from '@/i18n/page-locale';
import { orderNumberOf, orderOfParam, returnPath } from '../../order-params';

type Props = PageProps<'/[locale]/admin/orders/[number]/credit-notes/[credit]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'admin' });
  const td = await getTranslations({ locale, namespace: 'taxInvoice.document' });
  const credit = orderNumberOf((await params).credit);
  // Names the number asked for only: it is read before the page checks the caller.
  const title =
    credit === null
      ? t('nav.orders')
      : td('creditPageTitle', { number: documentNumberText('creditNote', credit, locale) });
  return { title: `${title} · ${t('title')}`, robots: { index: false, follow: false } };
}

/** A credit note of the order's tax invoice, printable (admin only). Another order's note is not found here. */
export default async function CreditNotePage({ params }: Props) {
  const { number: raw, credit: rawCredit } = await params;
  const { locale } = await authorizeAdminPage(params, 'orders', returnPath(raw, `credit-notes/${rawCredit}`));
  const order = await orderOfParam(raw);
  const credit = orderNumberOf(rawCredit);
  if (!order || credit === null) notFound();
  const note = (await listCreditNotes(order.id)).find((n) => n.number === credit);
  if (!note) notFound();
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
      <CreditNote
        order={order}
        locale={locale}
        numberLabel={orderNumberText(order.number, locale, order.display.prefix)}
        store={brandOf(await getStoreSettings(), locale).name}
        seller={await readSeller()}
        note={note}
      />
    </>
  );
}
