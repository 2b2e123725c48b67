import { Card, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import type { OrderDetail } from '../../queries';
import { AddressFacts, ContactFacts, FactList, PaymentFacts } from '../order-facts';
import { OrderItems } from '../order-lines';
import { orderDateText } from '../order-text';
import classes from './invoice.module.css';

/** `store`: the store's name in the invoice's language. */
type Props = { order: OrderDetail; locale: Locale; numberLabel: string; store: string };

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" fw={700} tt="uppercase">
        {title}
      </Text>
      <FactList>{children}</FactList>
    </Stack>
  );
}

/**
 * The order as one printable document, in the page's language and direction: who sells, which order, who ordered
 * it and where it goes, how it is paid, what is in the parcel and what it costs (with the tax line). It doubles as
 * the packing slip. The blocks are the admin's order page's, laid out for paper (invoice.module.css).
 */
export async function Invoice({ order, locale, numberLabel, store }: Props) {
  const t = await getTranslations({ locale, namespace: 'adminOrders' });
  const to = await getTranslations({ locale, namespace: 'orders' });
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
              <time dateTime={order.createdAt.toISOString()}>
                {orderDateText(order.createdAt, locale, order.display.timeZone, false)}
              </time>
            </Text>
          </Stack>
        </Group>
        <Divider />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="lg">
          <Block title={t('userInfo')}>
            <ContactFacts order={order} labels="adminOrders.facts" />
          </Block>
          <Block title={t('invoice.shipTo')}>
            <AddressFacts order={order} labels="adminOrders.facts" />
          </Block>
          <Block title={to('facts.payment')}>
            <PaymentFacts order={order} />
          </Block>
        </SimpleGrid>
        <Title order={2} fz="h4">
          {t('items')}
        </Title>
        <OrderItems order={order} withSku withImages={false} />
        <Divider />
        <Text size="sm" c="dimmed" ta="center">
          {t('invoice.thanks', { store })}
        </Text>
      </Stack>
    </Card>
  );
}
