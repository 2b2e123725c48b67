import {
  Badge,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Table,
  TableScrollContainer,
  TableTbody,
  TableTd,
  TableTr,
  Text,
} from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { getTranslations } from 'next-intl/server';
import { AnchorLink, CardLink } from '@/components/links';
import { getUserCounts } from '@/domains/accounts/users/queries';
import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';
import { getCatalogCounts, getLatestProducts } from '@/domains/catalog/queries';
import { countNewContactRequests } from '@/domains/contact/queries';
import { getOrderCounts, listAdminOrders } from '@/domains/orders/admin-queries';
import { OrderStatusBadge } from '@/domains/orders/components/order-badges';
import { formatOrderNumber } from '@/domains/orders/format';
import { parseAdminOrderParams } from '@/domains/orders/schemas';
import { getStoreSettings } from '@/domains/store-settings/queries';
import { formatMoney, formatNumber, intlLocale } from '@/lib/money';

export const generateMetadata = adminMetadata('dashboard');

type StatProps = { label: string; value: string; note?: string; href?: string; testId?: string };

/** One figure; with `href`, the whole card links to where the figure comes from. */
function Stat({ label, value, note, href, testId }: StatProps) {
  const content = (
    <>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={{ base: 24, sm: 32 }} fw={700} style={{ overflowWrap: 'anywhere' }}>
        <bdi>{value}</bdi>
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </>
  );
  return href ? (
    <CardLink withBorder padding="lg" href={href} data-testid={testId}>
      {content}
    </CardLink>
  ) : (
    <Card withBorder padding="lg" data-testid={testId}>
      {content}
    </Card>
  );
}

export default async function DashboardPage({ params }: PageProps<'/[locale]/admin/dashboard'>) {
  const { locale } = await authorizeAdminPage(params, 'dashboard');
  const t = await getTranslations('admin.dashboard');
  const to = await getTranslations('adminOrders');
  const tc = await getTranslations('adminContact.dashboard');
  const [catalog, people, latest, settings, orderCounts, latestOrders, newRequests] = await Promise.all([
    getCatalogCounts(),
    getUserCounts(),
    getLatestProducts(locale),
    getStoreSettings(),
    getOrderCounts(),
    listAdminOrders(parseAdminOrderParams({}), 5),
    countNewContactRequests(),
  ]);
  // Orders are charged in the base currency, which cannot change once there are any: normally one amount.
  const revenue = orderCounts.revenue.length
    ? orderCounts.revenue.map((r) => formatMoney(r.amount, r.currency, locale)).join(' + ')
    : formatMoney(0, settings.currency, locale);
  const date = new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeZone: settings.timeZone,
  });
  return (
    <AdminPage routeKey="dashboard">
      <Stack gap="lg">
        <CardLink withBorder padding="sm" href="/admin/contactus?status=new" data-testid="stat-contact">
          <Group gap="xs" wrap="nowrap">
            <IconMail size={18} aria-hidden />
            <Text fw={600}>
              {tc('newRequests', { count: newRequests, n: formatNumber(newRequests, locale) })}
            </Text>
          </Group>
        </CardLink>
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <Stat
            label={to('dashboard.orders')}
            value={formatNumber(orderCounts.total, locale)}
            href="/admin/orders"
            testId="stat-orders"
          />
          <Stat
            label={to('dashboard.pending')}
            value={formatNumber(orderCounts.pending, locale)}
            note={to('dashboard.pendingNote')}
            href="/admin/orders?status=pending"
            testId="stat-pending"
          />
          <Stat
            label={to('dashboard.revenue')}
            value={revenue}
            note={to('dashboard.revenueNote')}
            testId="stat-revenue"
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <Stat
            label={t('products')}
            value={formatNumber(catalog.products, locale)}
            note={t('publishedProducts', {
              count: catalog.published,
              n: formatNumber(catalog.published, locale),
            })}
          />
          <Stat label={t('categories')} value={formatNumber(catalog.categories, locale)} />
          <Stat label={t('customers')} value={formatNumber(people.customers, locale)} />
          <Stat label={t('admins')} value={formatNumber(people.admins, locale)} />
        </SimpleGrid>
        <Card withBorder padding="lg">
          <Group justify="space-between" mb="sm">
            <Text fw={600}>{to('dashboard.latest')}</Text>
            <AnchorLink href="/admin/orders" size="sm">
              {to('dashboard.viewAll')}
            </AnchorLink>
          </Group>
          {latestOrders.rows.length === 0 ? (
            <Text c="dimmed">{to('dashboard.noOrders')}</Text>
          ) : (
            <TableScrollContainer minWidth={520}>
              <Table>
                <TableTbody>
                  {latestOrders.rows.map((o) => (
                    <TableTr key={o.id}>
                      <TableTd>
                        <AnchorLink href={`/admin/orders/${o.number}`} fw={600}>
                          <bdi dir="ltr">
                            {formatOrderNumber(o.number, locale, settings.orderNumberPrefix)}
                          </bdi>
                        </AnchorLink>
                      </TableTd>
                      <TableTd>{o.fullName}</TableTd>
                      <TableTd>
                        <time dateTime={o.createdAt.toISOString()}>{date.format(o.createdAt)}</time>
                      </TableTd>
                      <TableTd>
                        <OrderStatusBadge status={o.status} />
                      </TableTd>
                      <TableTd ta="end">
                        <bdi>{formatMoney(o.total, o.currency, locale)}</bdi>
                      </TableTd>
                    </TableTr>
                  ))}
                </TableTbody>
              </Table>
            </TableScrollContainer>
          )}
        </Card>
        <Card withBorder padding="lg">
          <Text fw={600} mb="sm">
            {t('latestProducts')}
          </Text>
          {latest.length === 0 ? (
            <Text c="dimmed">{t('noProducts')}</Text>
          ) : (
            <Table>
              <TableTbody>
                {latest.map((p) => (
                  <TableTr key={p.id}>
                    <TableTd>{p.name}</TableTd>
                    <TableTd>
                      <bdi className="ltr-isolate">{formatMoney(p.price, settings.currency, locale)}</bdi>
                    </TableTd>
                    <TableTd>
                      <Group justify="end">
                        <Badge variant="light" color={p.published ? 'green' : 'gray'}>
                          {p.published ? t('published') : t('draft')}
                        </Badge>
                      </Group>
                    </TableTd>
                  </TableTr>
                ))}
              </TableTbody>
            </Table>
          )}
        </Card>
      </Stack>
    </AdminPage>
  );
}
