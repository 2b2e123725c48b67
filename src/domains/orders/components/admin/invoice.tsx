import { Card, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { intlLocale } from '@/lib/money';
import type { OrderDetail } from '../../queries';
import classes from './invoice.module.css';
import { OrderLines, OrderTotals } from './order-detail';

type Props = { order: OrderDetail; locale: Locale; numberLabel: string };

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" fw={700} tt="uppercase">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/**
 * The order as one printable document, in the page's language and direction: who sells, which order, where it
 * goes, what is in the parcel and what it costs (with the tax line). It doubles as the packing slip.
 */
export async function Invoice({ order, locale, numberLabel }: Props) {
  const t = await getTranslations({ locale, namespace: 'adminOrders' });
  const tc = await getTranslations({ locale, namespace: 'common' });
  const tm = await getTranslations({ locale, namespace: 'orders' });
  const ar = locale === 'ar';
  const date = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long' });
  const store = tc('storeName');
  return (
    <Card withBorder padding="xl" className={classes.invoice} data-testid="invoice">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text fz="h2" fw={700} component="p">
              {store}
            </Text>
            <Title order={1} fz="h4" c="dimmed">
              {t('invoice.slip')}
            </Title>
          </div>
          <Stack gap={2} align="flex-end">
            <Text size="sm">
              {t('invoice.orderNumber')}: <bdi dir="ltr">{numberLabel}</bdi>
            </Text>
            <Text size="sm">
              {t('invoice.date')}:{' '}
              <time dateTime={order.createdAt.toISOString()}>{date.format(order.createdAt)}</time>
            </Text>
          </Stack>
        </Group>
        <Divider />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg">
          <Block title={t('invoice.shipTo')}>
            <Text size="sm" fw={600}>
              {order.fullName}
            </Text>
            <Text size="sm">{order.streetAddress}</Text>
            <Text size="sm">
              {order.city} <bdi dir="ltr">{order.zipCode}</bdi>
            </Text>
            <Text size="sm">{ar ? order.deliveryAreaAr : order.deliveryAreaEn}</Text>
            <Text size="sm">
              <bdi dir="ltr">{order.phone}</bdi>
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <bdi dir="ltr">{order.email}</bdi>
            </Text>
          </Block>
          <Block title={t('payment')}>
            <Text size="sm">{tm(`paymentMethod.${order.paymentMethod}`)}</Text>
            <Text size="sm">
              {t('paymentStatus')}: {tm(`paymentStatus.${order.paymentStatus}`)}
            </Text>
            {order.notes && (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {t('notes')}: {order.notes}
              </Text>
            )}
          </Block>
        </SimpleGrid>
        <Title order={2} fz="h4">
          {t('items')}
        </Title>
        <OrderLines order={order} locale={locale} withImages={false} />
        <Stack maw={380} w="100%" ms="auto">
          <OrderTotals order={order} locale={locale} />
        </Stack>
        <Divider />
        <Text size="sm" c="dimmed" ta="center">
          {t('invoice.thanks', { store })}
        </Text>
      </Stack>
    </Card>
  );
}
