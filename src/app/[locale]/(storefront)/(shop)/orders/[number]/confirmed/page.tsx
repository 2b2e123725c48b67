import { IconCircleCheck, IconCircleX, IconLink } from '@tabler/icons-react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import page from '@/components/page.module.css';
import { StatusIcon, StatusLink, StatusPage } from '@/components/status-page';
import { CodConfirmationNotice } from '@/domains/orders/components/cod-confirmation-notice';
import { OrderSection } from '@/domains/orders/components/order-facts';
import { OrderItems } from '@/domains/orders/components/order-lines';
import { OrderLinkBox } from '@/domains/orders/components/order-link-box';
import { orderNumberText } from '@/domains/orders/components/order-text';
import classes from '@/domains/orders/components/orders.module.css';
import { PaymentConfirming } from '@/domains/orders/components/payment-confirming';
import { publicOrigin } from '@/domains/store-settings/queries';
import { getPathname } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/page-locale';
import { visitorOrderPage } from '../visitor-order';

// One visitor's order: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/orders/[number]/confirmed'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'myOrders.confirmed' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * After the order is placed (spec: order confirmed): thanks, the number, a summary and the order's link. A card order
 * back from Stripe shows "confirming your payment" until Stripe's webhook marks it paid — never a false "paid" — or
 * says the payment failed and the order was cancelled.
 */
export default async function OrderConfirmedPage(props: PageProps<'/[locale]/orders/[number]/confirmed'>) {
  const { locale, order, accessKey, link } = await visitorOrderPage(props);
  const t = await getTranslations('myOrders');
  const url = `${await publicOrigin()}${getPathname({ href: link, locale })}`;
  const number = orderNumberText(order.number, locale, order.display.prefix);
  const card = order.paymentMethod === 'card';
  const actions = (
    <>
      <StatusLink href={link}>{t('confirmed.view')}</StatusLink>
      <StatusLink href="/products" variant="default">
        {t('confirmed.continue')}
      </StatusLink>
    </>
  );
  if (card && order.paymentStatus === 'unpaid' && order.status === 'pending')
    return <PaymentConfirming numberLabel={number} />;
  if (card && order.paymentStatus !== 'paid')
    return (
      <StatusPage
        icon={
          <StatusIcon color="red">
            <IconCircleX size={40} />
          </StatusIcon>
        }
        title={t('paymentFailed.title')}
        text={t('paymentFailed.text', { number })}
        action={actions}
      />
    );
  return (
    <div className={`${page.pageMd} ${classes.stack}`} data-gap="lg">
      <div className={classes.result}>
        <StatusIcon color="green">
          <IconCircleCheck size={40} />
        </StatusIcon>
        <h1 className={page.title}>{t('confirmed.title')}</h1>
        <p className={classes.resultText}>{t(card ? 'confirmed.textCard' : 'confirmed.text', { number })}</p>
        <p className={classes.dimmed} data-size="md">
          {t.rich('confirmed.mail', {
            email: () => (
              <bdi dir="ltr" className={classes.address} data-testid="confirmed-email">
                {order.email}
              </bdi>
            ),
          })}
        </p>
      </div>
      <CodConfirmationNotice order={order} />
      {!order.userId && accessKey && (
        <div className={classes.alert} data-color="blue">
          <IconLink size={18} aria-hidden />
          <div className={classes.stack}>
            <p className={classes.text}>{t('confirmed.keepLink')}</p>
            <OrderLinkBox url={url} />
          </div>
        </div>
      )}
      <OrderSection title={t('details.summary')}>
        <OrderItems order={order} linkProducts />
      </OrderSection>
      <div className={classes.resultActions}>{actions}</div>
    </div>
  );
}
