import { Group } from '@mantine/core';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/links';
import { authorizeAdminPage } from '@/domains/admin/guard';
import { AdminSubPage } from '@/domains/catalog/components/admin/admin-sub-page';
import { OrderActions } from '@/domains/orders/components/admin/order-actions';
import { OrderDetailView, OrderHeading } from '@/domains/orders/components/admin/order-detail';
import { orderNumberText } from '@/domains/orders/components/order-text';
import { listCreditNotes } from '@/domains/orders/invoices';
import { documentNumberText } from '@/domains/orders/tax-invoice';
import { adminMoves } from '@/domains/orders/workflow';
import { readPayments } from '@/domains/payments/queries';
import { getOrderDisplay } from '@/domains/store-settings/queries';
import { pageLocale } from '@/i18n/page-locale';
import { orderNumberOf, orderOfParam, returnPath } from './order-params';
import { AdminOrderReturns } from './order-returns';
import { OwnerOrderTools, OwnerOrderToolsActivity } from './owner-tools';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/admin/orders/[number]'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'admin' });
  const number = orderNumberOf((await params).number);
  const to = await getTranslations({ locale, namespace: 'adminOrders' });
  // The title names the number only: it is read before the page checks the caller.
  const title =
    number === null
      ? t('nav.orders')
      : to('title', { number: orderNumberText(number, locale, (await getOrderDisplay()).prefix) });
  return { title: `${title} · ${t('title')}`, robots: { index: false, follow: false } };
}

export default async function OrderPage({ params }: PageProps<'/[locale]/admin/orders/[number]'>) {
  const raw = (await params).number;
  const { locale } = await authorizeAdminPage(params, 'orders', returnPath(raw));
  const order = await orderOfParam(raw);
  if (!order) notFound();
  const t = await getTranslations('adminOrders');
  const td = await getTranslations('taxInvoice.document');
  const numberLabel = orderNumberText(order.number, locale, order.display.prefix);
  const creditNotes = await listCreditNotes(order.id);
  return (
    <AdminSubPage
      title={t('title', { number: numberLabel })}
      back={{ href: '/admin/orders', label: t('backToList') }}
      actions={
        <Group gap="xs">
          <OwnerOrderTools order={order} locale={locale} numberLabel={numberLabel} />
          <ButtonLink href={`/admin/orders/${order.number}/invoice`} variant="default">
            {t('invoice.open')}
          </ButtonLink>
          {creditNotes.map((note) => (
            <ButtonLink
              key={note.number}
              href={`/admin/orders/${order.number}/credit-notes/${note.number}`}
              variant="default"
            >
              {td('openCredit', {
                number: `\u2066${documentNumberText('creditNote', note.number, locale)}\u2069`,
              })}
            </ButtonLink>
          ))}
        </Group>
      }
    >
      <OrderHeading order={order} locale={locale} />
      <OrderDetailView
        order={order}
        locale={locale}
        // A cash order's ledger holds the refunds given back by hand for its returns.
        payments={
          order.paymentMethod === 'card' || order.refundedAmount > 0 ? await readPayments(order.id) : []
        }
        actions={
          <OrderActions
            number={order.number}
            numberLabel={numberLabel}
            status={order.status}
            paymentMethod={order.paymentMethod}
            paymentStatus={order.paymentStatus}
            // The action asks the same workflow, so a button works only when its change would be accepted.
            moves={adminMoves(order)}
          />
        }
      />
      <OwnerOrderToolsActivity order={order} locale={locale} />
      <AdminOrderReturns order={order} locale={locale} />
    </AdminSubPage>
  );
}
