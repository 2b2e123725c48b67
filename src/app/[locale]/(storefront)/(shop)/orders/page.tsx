import { Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AnchorLink, ButtonLink } from '@/components/links';
import { requireUser } from '@/domains/accounts/session';
import { ListingPagination } from '@/domains/catalog/components/listing-pagination';
import { EmptyBlock } from '@/domains/orders/components/empty-block';
import { Money } from '@/domains/orders/components/money';
import { OrderStatusBadge } from '@/domains/orders/components/order-badges';
import { orderDateText, orderNumberText } from '@/domains/orders/components/order-text';
import { listShopperOrders, MY_ORDERS_PAGE_SIZE } from '@/domains/orders/queries';
import { getOrderDisplay } from '@/domains/store-settings/queries';
import { redirect } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/page-locale';

// One shopper's orders: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/orders'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'myOrders' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** Page numbers as typed in the address bar: anything but a positive whole number is the first page. */
const pageOf = (value: unknown) => {
  const n = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : 1;
  return Math.max(1, n);
};

/** The signed-in shopper's orders (spec: my orders), newest first; guests log in and come back here. */
export default async function MyOrdersPage({ params, searchParams }: PageProps<'/[locale]/orders'>) {
  const locale = await pageLocale(params);
  const user = await requireUser(locale, '/orders');
  const page = pageOf((await searchParams).page);
  const [t, { rows, total }, display] = await Promise.all([
    getTranslations('myOrders'),
    listShopperOrders(user.id, page),
    getOrderDisplay(),
  ]);
  // Past the last page (an old link, orders cancelled meanwhile): the first page.
  if (page > 1 && rows.length === 0) redirect({ href: '/orders', locale });
  const pageCount = Math.ceil(total / MY_ORDERS_PAGE_SIZE);
  return (
    <Container size="md" py="lg">
      <Stack gap={4} mb="lg">
        <Title order={1} fz={{ base: 26, md: 34 }}>
          {t('title')}
        </Title>
        {total > 0 && <Text c="dimmed">{t('count', { count: total })}</Text>}
      </Stack>
      {total === 0 ? (
        <EmptyBlock
          icon={<IconPackage size={36} aria-hidden />}
          title={t('empty')}
          text={t('emptyText')}
          action={<ButtonLink href="/products">{t('browse')}</ButtonLink>}
        />
      ) : (
        <Stack gap="md">
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {rows.map((order) => {
              const number = orderNumberText(order.number, locale, display.prefix);
              return (
                <Card component="li" withBorder padding="md" key={order.number} data-testid="my-order">
                  <Group justify="space-between" align="flex-start" gap="sm">
                    <Stack gap={4}>
                      <AnchorLink href={`/orders/${order.number}`} fw={700}>
                        {t('order', { number })}
                      </AnchorLink>
                      <Text size="sm" c="dimmed">
                        {t('placedOn', {
                          date: orderDateText(order.createdAt, locale, display.timeZone, false),
                        })}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {t('items', { count: order.itemCount })}
                      </Text>
                    </Stack>
                    <Stack gap={6} align="flex-end">
                      <OrderStatusBadge status={order.status} />
                      <Text fw={700}>
                        <Money amount={order.total} currency={order.currency} locale={locale} />
                      </Text>
                    </Stack>
                  </Group>
                </Card>
              );
            })}
          </Stack>
          <ListingPagination
            basePath="/orders"
            query={{}}
            page={page}
            pageCount={pageCount}
            locale={locale}
          />
        </Stack>
      )}
    </Container>
  );
}
