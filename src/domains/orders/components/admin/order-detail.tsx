import { Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AnchorLink } from '@/components/links';
import type { Payment } from '@/domains/payments/queries';
import type { Locale } from '@/i18n/routing';
import { minorToDecimal } from '@/lib/money';
import type { OrderDetail } from '../../queries';
import { decide, refundable, refundPending } from '../../workflow';
import { moneyText } from '../money';
import { OrderStatusBadge, PaymentStatusBadge } from '../order-badges';
import { AddressFacts, ContactFacts, Fact, FactList, OrderSection, PaymentFacts } from '../order-facts';
import { OrderItems } from '../order-lines';
import { orderDateText, orderNumberText } from '../order-text';
import { OrderTimeline } from '../order-timeline';
import { CodConfirmationPanel } from './cod-confirmation-panel';
import { PaymentLedger } from './payment-ledger';
import { RefundPayment } from './refund-payment';

type Props = { order: OrderDetail; locale: Locale };

/**
 * Everything the shopper gave and the order's state, as the admin reads it (the spec's labels: user info, mobile,
 * WhatsApp number, delivery address, city), with the shopper's order page's blocks and the timeline's actors.
 */
export async function OrderDetailView({
  order,
  locale,
  actions,
  payments,
}: Props & { actions: ReactNode /** The card payment's ledger (none for cash). */; payments: Payment[] }) {
  const t = await getTranslations({ locale, namespace: 'adminOrders' });
  const to = await getTranslations({ locale, namespace: 'orders' });
  // What to do next first, then what was bought, then who bought it, where it goes, how it is paid and its story.
  return (
    <Stack gap="lg">
      {actions}
      <CodConfirmationPanel order={order} locale={locale} />
      <OrderSection title={t('items')}>
        <OrderItems order={order} withSku />
      </OrderSection>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" style={{ alignItems: 'start' }}>
        <OrderSection title={t('userInfo')}>
          <FactList>
            <ContactFacts order={order} labels="adminOrders.facts" />
            <Fact label={t('account')}>
              {order.userId ? (
                <AnchorLink href={`/admin/users/${order.userId}`} size="sm">
                  {t('viewCustomer')}
                </AnchorLink>
              ) : (
                t('guest')
              )}
            </Fact>
          </FactList>
        </OrderSection>
        <OrderSection title={t('deliveryAddress')}>
          <FactList>
            <AddressFacts order={order} labels="adminOrders.facts" />
          </FactList>
        </OrderSection>
        <Stack gap="lg">
          <OrderSection title={to('facts.payment')}>
            <FactList>
              <PaymentFacts order={order} />
              {order.paidAt && (
                <Fact label={t('payment.paidAt')}>
                  {orderDateText(order.paidAt, locale, order.display.timeZone)}
                </Fact>
              )}
              {order.stripePaymentIntentId && (
                <Fact label={t('payment.reference')}>
                  <Anchor
                    href={`https://dashboard.stripe.com/payments/${order.stripePaymentIntentId}`}
                    target="_blank"
                    rel="noreferrer"
                    size="sm"
                  >
                    <bdi dir="ltr">{order.stripePaymentIntentId}</bdi>
                  </Anchor>
                </Fact>
              )}
            </FactList>
            {decide(order, { type: 'refund' }).allowed && (
              <RefundPayment
                number={order.number}
                numberLabel={orderNumberText(order.number, locale, order.display.prefix)}
                currency={order.currency}
                left={minorToDecimal(refundable(order), order.currency)}
                leftLabel={moneyText(refundable(order), order.currency, locale)}
                cancelled={order.status === 'cancelled'}
              />
            )}
            {order.refundRequestedAt && refundPending(order) && (
              <Text size="sm" c="dimmed" mt="sm">
                {t('payment.refundPending', {
                  date: orderDateText(order.refundRequestedAt, locale, order.display.timeZone),
                })}
              </Text>
            )}
            {payments.length > 0 && <PaymentLedger payments={payments} order={order} locale={locale} />}
          </OrderSection>
          <OrderSection title={t('timeline')}>
            <OrderTimeline order={order} withActors />
          </OrderSection>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

/** The order's number, status and date, above its details. */
export async function OrderHeading({ order, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'adminOrders' });
  return (
    <Group gap="xs">
      <OrderStatusBadge status={order.status} size="lg" />
      <PaymentStatusBadge status={order.paymentStatus} size="lg" />
      <Text size="sm" c="dimmed">
        {t('placedOn', { date: orderDateText(order.createdAt, locale, order.display.timeZone) })}
      </Text>
    </Group>
  );
}
