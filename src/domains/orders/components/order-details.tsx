import {
  Card,
  DataList,
  DataListItem,
  DataListItemLabel,
  DataListItemValue,
  Grid,
  GridCol,
  Group,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { canShopperCancel, NEXT_STATUS } from '../policies';
import type { OrderDetail } from '../queries';
import type { OrderStatus } from '../schemas';
import { CancelOrderButton } from './cancel-order-button';
import { OrderStatusBadge, PaymentStatusBadge } from './order-badges';
import { OrderLines } from './order-lines';
import { orderDateText } from './order-text';
import { OrderTimeline, type TimelineStep } from './order-timeline';
import { OrderTotals } from './order-totals';

/** The steps an order took, with their dates, then the workflow's steps still ahead of it. */
export function timelineSteps(order: Pick<OrderDetail, 'status' | 'events'>, locale: string): TimelineStep[] {
  const steps: TimelineStep[] = order.events.map((event) => ({
    status: event.status,
    date: orderDateText(event.at, locale),
  }));
  const seen = new Set<OrderStatus>(steps.map((step) => step.status));
  for (let next = NEXT_STATUS[order.status]; next && !seen.has(next); next = NEXT_STATUS[next]) {
    steps.push({ status: next, date: null });
    seen.add(next);
  }
  return steps;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataListItem>
      <DataListItemLabel>{label}</DataListItemLabel>
      <DataListItemValue>{children}</DataListItemValue>
    </DataListItem>
  );
}

type Props = { order: OrderDetail; accessKey?: string };

/**
 * An order as its shopper sees it (spec: order details): products, amounts, payment, shipping information and the
 * status timeline, and the cancel button while the policy allows it (the service asks the same policy).
 */
export function OrderDetails({ order, accessKey }: Props) {
  const t = useTranslations('myOrders.details');
  const tr = useTranslations();
  const locale = useLocale();
  const ar = locale === 'ar';
  const cancel = canShopperCancel(order);
  return (
    <Grid gap="lg">
      <GridCol span={{ base: 12, md: 7, lg: 8 }}>
        <Stack gap="lg">
          <Section title={t('items')}>
            <OrderLines lines={order.lines} currency={order.currency} />
          </Section>
          <Section title={t('timeline')}>
            <OrderTimeline steps={timelineSteps(order, locale)} />
          </Section>
        </Stack>
      </GridCol>
      <GridCol span={{ base: 12, md: 5, lg: 4 }}>
        <Stack gap="lg">
          <Section title={t('summary')}>
            <OrderTotals
              totals={order}
              currency={order.currency}
              taxRate={order.taxRate}
              pricesIncludeTax={order.pricesIncludeTax}
              withItemCount
            />
          </Section>
          <Section title={t('payment')}>
            <DataList orientation="vertical" gap="xs">
              <Fact label={t('paymentMethod')}>{tr(`orders.paymentMethod.${order.paymentMethod}`)}</Fact>
              <Fact label={t('paymentStatus')}>
                <PaymentStatusBadge status={order.paymentStatus} />
              </Fact>
            </DataList>
          </Section>
          <Section title={t('shipping')}>
            <DataList orientation="vertical" gap="xs">
              {/* What the shopper typed, in either script: each isolated in its own direction. */}
              <Fact label={t('name')}>
                <bdi>{order.fullName}</bdi>
              </Fact>
              <Fact label={t('address')}>
                <bdi>{order.streetAddress}</bdi>
                <br />
                <bdi>{order.city}</bdi> <bdi dir="ltr">{order.zipCode}</bdi>
              </Fact>
              <Fact label={t('deliveryArea')}>{ar ? order.deliveryAreaAr : order.deliveryAreaEn}</Fact>
              <Fact label={t('email')}>
                <bdi dir="ltr">{order.email}</bdi>
              </Fact>
              <Fact label={t('phone')}>
                <bdi dir="ltr">{order.phone}</bdi>
              </Fact>
              {order.whatsapp && (
                <Fact label={t('whatsapp')}>
                  <bdi dir="ltr">{order.whatsapp}</bdi>
                </Fact>
              )}
              {order.notes && (
                <Fact label={t('notes')}>
                  <bdi style={{ whiteSpace: 'pre-line' }}>{order.notes}</bdi>
                </Fact>
              )}
            </DataList>
          </Section>
          {cancel.allowed ? (
            <Group>
              <CancelOrderButton number={order.number} accessKey={accessKey} />
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
        {t('placedOn', { date: orderDateText(order.createdAt, locale) })}
      </Text>
    </Stack>
  );
}
