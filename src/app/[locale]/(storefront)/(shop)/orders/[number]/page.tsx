import { Container } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AnchorLink } from '@/components/links';
import { MantineScope } from '@/components/mantine-scope';
import { CodConfirmationNotice } from '@/domains/orders/components/cod-confirmation-notice';
import { OrderDetails, OrderHeading } from '@/domains/orders/components/order-details';
import { orderNumberText } from '@/domains/orders/components/order-text';
import { formatOrderNumber } from '@/domains/orders/format';
import type { OrderDetail } from '@/domains/orders/queries';
import { ReviewPurchase } from '@/domains/reviews/components/review-purchase';
import { reviewedInOrder } from '@/domains/reviews/queries';
import { getOrderDisplay } from '@/domains/store-settings/queries';
import { pageLocale } from '@/i18n/page-locale';
import { OrderReturns } from './order-returns';
import { visitorOrderPage } from './visitor-order';

// One visitor's order: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/orders/[number]'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { number } = await params;
  const t = await getTranslations({ locale, namespace: 'myOrders' });
  // The number as asked (it tells nothing the visitor did not type); the page decides who sees the order.
  const title = /^\d{1,9}$/.test(number)
    ? t('order', { number: formatOrderNumber(Number(number), locale, (await getOrderDisplay()).prefix) })
    : t('title');
  return { title, robots: { index: false, follow: false } };
}

/** The order details (spec: order details): its owner, or a guest with the order's link. */
export default async function OrderPage(props: PageProps<'/[locale]/orders/[number]'>) {
  const { locale, order, accessKey } = await visitorOrderPage(props);
  const t = await getTranslations('myOrders');
  const ti = await getTranslations('taxInvoice.document');
  // A delivered order's products, once each (a product bought in two colours is reviewed once), while they exist.
  const products = order.status === 'delivered' ? productsOf(order, locale) : [];
  const reviewed = await reviewedInOrder(
    order.id,
    products.map((p) => p.productId),
  );
  // Built with Mantine (its timeline, cancelling, paying, reviewing); the confirmed and cancelled pages are not.
  return (
    <MantineScope>
      <Container size="lg" py="lg">
        {order.userId && (
          <AnchorLink
            href="/orders"
            size="sm"
            mb="sm"
            display="inline-flex"
            style={{ alignItems: 'center', gap: 4 }}
          >
            <IconArrowLeft size={14} className="mirror-rtl" aria-hidden />
            {t('details.back')}
          </AnchorLink>
        )}
        <OrderHeading
          order={order}
          title={t('order', { number: orderNumberText(order.number, locale, order.display.prefix) })}
        />
        {order.status === 'awaiting' && (
          <div style={{ marginBlockEnd: 'var(--mantine-spacing-md)' }}>
            <CodConfirmationNotice order={order} />
          </div>
        )}
        {order.invoiceNumber !== null && (
          <AnchorLink
            href={{
              pathname: `/orders/${order.number}/invoice`,
              query: accessKey ? { key: accessKey } : {},
            }}
            size="sm"
            mb="md"
            display="inline-block"
          >
            {ti('shopperLink')}
          </AnchorLink>
        )}
        <OrderDetails order={order} accessKey={accessKey} />
        <OrderReturns order={order} locale={locale} accessKey={accessKey} />
        {products.length > 0 && (
          <ReviewPurchase
            orderNumber={order.number}
            accessKey={accessKey ?? null}
            products={products}
            reviewed={[...reviewed]}
            reviewer={order.fullName}
          />
        )}
      </Container>
    </MantineScope>
  );
}

function productsOf(order: OrderDetail, locale: string) {
  const seen = new Map<number, string>();
  for (const line of order.lines) {
    if (line.productId !== null && !seen.has(line.productId))
      seen.set(line.productId, locale === 'ar' ? line.nameAr : line.nameEn);
  }
  return [...seen].map(([productId, name]) => ({ productId, name }));
}
