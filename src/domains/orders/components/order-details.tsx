import { Grid, GridCol, Group, Stack, Text, Title } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import type { OrderDetail } from '../queries';
import { decide, refundPending } from '../workflow';
import { CancelOrderButton } from './cancel-order-button';
import { moneyText } from './money';
import { OrderStatusBadge } from './order-badges';
import { AddressFacts, ContactFacts, FactList, OrderSection, PaymentFacts } from './order-facts';
import { OrderLines } from './order-lines';
import { orderDateText } from './order-text';
import { OrderTimeline } from './order-timeline';
import { OrderTotals } from './order-totals';
import { PayNow } from './pay-now';

type Props = { order: OrderDetail; accessKey?: string };

/**
 * An order as its shopper sees it (spec: order details): products, amounts, payment, shipping information and the
 * status timeline, and the cancel button while the workflow allows it (the service asks the same workflow).
 */
export function OrderDetails({ order, accessKey }: Props) {
  const t = useTranslations('myOrders.details');
  const tr = useTranslations();
  const locale = useLocale();
  const cancel = decide(order, { type: 'cancel', by: 'shopper' });
  return (
    <Grid gap="lg">
      <GridCol span={{ base: 12, md: 7, lg: 8 }}>
        <Stack gap="lg">
          <OrderSection title={t('items')}>
            <OrderLines lines={order.lines} currency={order.currency} linkProducts />
          </OrderSection>
          <OrderSection title={t('timeline')}>
            <OrderTimeline order={order} withUpcoming />
          </OrderSection>
        </Stack>
      </GridCol>
      <GridCol span={{ base: 12, md: 5, lg: 4 }}>
        <Stack gap="lg">
          {decide(order, { type: 'pay' }).allowed && <PayNow number={order.number} accessKey={accessKey} />}
          <OrderSection title={t('summary')}>
            <OrderTotals totals={order} pricing={order} withItemCount discountCode={order.discountCode} />
          </OrderSection>
          <OrderSection title={tr('orders.facts.payment')}>
            <FactList>
              <PaymentFacts order={order} />
            </FactList>
            {refundPending(order) && (
              <Text size="sm" c="dimmed" mt="xs">
                {t('refundPending')}
              </Text>
            )}
          </OrderSection>
          <OrderSection title={t('shipping')}>
            <FactList>
              <ContactFacts order={order} labels="myOrders.details.facts" />
              <AddressFacts order={order} labels="myOrders.details.facts" />
            </FactList>
          </OrderSection>
          {cancel.allowed ? (
            <Group>
              <CancelOrderButton
                number={order.number}
                prefix={order.display.prefix}
                accessKey={accessKey}
                refund={cancel.refund === 'first' ? moneyText(order.total, order.currency, locale) : null}
              />
            </Group>
          ) : (
            order.status !== 'cancelled' &&
            order.status !== 'delivered' && (
              <Text size="sm" c="dimmed">
                {tr(cancel.reason as Parameters<typeof tr>[0])}
              </Text>
            )
          )}
        </Stack>
      </GridCol>
    </Grid>
  );
}

/** The order's heading: number, status and when it was placed. */
export function OrderHeading({ order, title }: { order: OrderDetail; title: string }) {
  const t = useTranslations('myOrders');
  const locale = useLocale();
  return (
    <Stack gap={4} mb="lg">
      <Group gap="sm" align="center">
        <Title order={1} fz={{ base: 26, md: 32 }}>
          {title}
        </Title>
        <OrderStatusBadge status={order.status} />
      </Group>
      <Text c="dimmed" size="sm">
        {t('placedOn', { date: orderDateText(order.createdAt, locale, order.display.timeZone) })}
      </Text>
    </Stack>
  );
}
