import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { PageCode } from '@/components/page-code';
import type { OrderDetail } from '../queries';
import { courierName } from '../shipping';
import { Money } from './money';
import { PaymentStatusBadge } from './order-badges';
import classes from './orders.module.css';

// What an order says about its shopper, its address and its payment, as labelled facts: the same blocks on the
// shopper's order page, the admin's order and its invoice. What the shopper typed, in either script, is isolated
// in its own direction; numbers and addresses read left to right. Plain markup in Mantine's Card and DataList looks:
// the shopper's order pages carry no Mantine component in their first load.

/** Whose words label the facts: the shopper's own (the checkout's) or the back office's (the spec's labels). */
export type FactLabels = 'myOrders.details.facts' | 'adminOrders.facts';

/** A titled card of the order's page. */
export function OrderSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={classes.card}>
      <h2 className={classes.cardTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** Facts stacked label over value. */
export function FactList({ children }: { children: ReactNode }) {
  return <dl className={classes.facts}>{children}</dl>;
}

/** One labelled fact. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

type Props = { order: OrderDetail; labels: FactLabels };

/** Who placed the order and how to reach them: name, e-mail, phone, WhatsApp. */
export function ContactFacts({ order, labels }: Props) {
  const t = useTranslations(labels);
  const none = useTranslations('orders.facts')('none');
  const locale = useLocale();
  return (
    <>
      <Fact label={t('name')}>
        <bdi>{order.fullName}</bdi>
      </Fact>
      <Fact label={t('email')}>
        {/* An order taken by phone may have none. */}
        {order.email ? (
          <bdi dir="ltr" className={classes.address}>
            {order.email}
          </bdi>
        ) : (
          none
        )}
      </Fact>
      <Fact label={t('phone')}>
        <PageCode value={order.phone} locale={locale} />
      </Fact>
      <Fact label={t('whatsapp')}>
        {order.whatsapp ? <PageCode value={order.whatsapp} locale={locale} /> : none}
      </Fact>
    </>
  );
}

/** Where the order goes: street, city, zip code, delivery area and the shopper's notes. */
export function AddressFacts({ order, labels }: Props) {
  const t = useTranslations(labels);
  const none = useTranslations('orders.facts')('none');
  const locale = useLocale();
  return (
    <>
      <Fact label={t('street')}>
        <bdi>{order.streetAddress}</bdi>
      </Fact>
      <Fact label={t('city')}>
        <bdi>{order.city}</bdi>
      </Fact>
      <Fact label={t('zipCode')}>
        <PageCode value={order.zipCode} locale={locale} />
      </Fact>
      <Fact label={t('deliveryArea')}>{locale === 'ar' ? order.deliveryAreaAr : order.deliveryAreaEn}</Fact>
      <Fact label={t('notes')}>
        {order.notes ? <bdi style={{ whiteSpace: 'pre-line' }}>{order.notes}</bdi> : none}
      </Fact>
      <ShipmentFacts order={order} />
    </>
  );
}

/** The parcel's courier and tracking number (a link to the courier's tracking page), once it was shipped with them. */
export function ShipmentFacts({
  order,
}: {
  order: Pick<OrderDetail, 'courier' | 'trackingNumber' | 'trackingUrl'>;
}) {
  const t = useTranslations('orders.facts');
  if (!order.courier || !order.trackingNumber) return null;
  return (
    <>
      <Fact label={t('courier')}>
        <bdi>{courierName(order.courier)}</bdi>
      </Fact>
      <Fact label={t('trackingNumber')}>
        {order.trackingUrl ? (
          <a
            href={order.trackingUrl}
            target="_blank"
            rel="noreferrer"
            className={classes.address}
            data-testid="tracking-link"
            dir="ltr"
          >
            {order.trackingNumber}
          </a>
        ) : (
          <bdi dir="ltr">{order.trackingNumber}</bdi>
        )}
      </Fact>
    </>
  );
}

/** How the order is paid, and whether it is. */
export function PaymentFacts({ order }: { order: OrderDetail }) {
  const t = useTranslations('orders');
  const locale = useLocale();
  return (
    <>
      <Fact label={t('facts.paymentMethod')}>{t(`paymentMethod.${order.paymentMethod}`)}</Fact>
      <Fact label={t('facts.paymentStatus')}>
        <span data-testid="payment-status">
          <PaymentStatusBadge status={order.paymentStatus} />
        </span>
      </Fact>
      {order.refundedAmount > 0 && (
        <Fact label={t('facts.refunded')}>
          <span data-testid="refunded-amount">
            <Money amount={order.refundedAmount} currency={order.currency} locale={locale} />
          </span>
        </Fact>
      )}
    </>
  );
}
