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
  TableTh,
  TableThead,
  TableTr,
  Text,
  Title,
} from '@mantine/core';
import { IconClockHour4, IconMail, IconStar } from '@tabler/icons-react';
import { getTranslations } from 'next-intl/server';
import { AnchorLink, CardLink } from '@/components/links';
import { countNewCustomers } from '@/domains/accounts/users/queries';
import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';
import { can } from '@/domains/admin/permissions';
import type { AdminRouteKey } from '@/domains/admin/routes';
import { listLowStockVariants } from '@/domains/catalog/queries';
import { NoResultSearchesCard } from '@/domains/catalog/synonyms/components/no-result-searches-card';
import { searchSummary } from '@/domains/catalog/synonyms/queries';
import { countNewContactRequests } from '@/domains/contact/queries';
import { countPendingOrders, listAdminOrders } from '@/domains/orders/admin-queries';
import { OrderStatusBadge } from '@/domains/orders/components/order-badges';
import { formatOrderNumber } from '@/domains/orders/format';
import { DashboardCharts } from '@/domains/orders/reports/components/dashboard-charts';
import { RangePicker } from '@/domains/orders/reports/components/range-picker';
import { type Kpis, kpisOf, rangeInstants } from '@/domains/orders/reports/queries';
import {
  previousRange,
  rangeDays,
  rangeRefusal,
  resolveRange,
  todayIn,
} from '@/domains/orders/reports/range';
import { rangeText, shortDay } from '@/domains/orders/reports/range-format';
import { readSalesReport, readSalesTotals } from '@/domains/orders/reports/sales';
import { parseAdminOrderParams } from '@/domains/orders/schemas';
import { countRecentReviews, RECENT_REVIEW_DAYS } from '@/domains/reviews/queries';
import { getStoreSettings } from '@/domains/store-settings/queries';
import { formatMoney, formatNumber, intlLocale } from '@/lib/money';

export const generateMetadata = adminMetadata('dashboard');

type StatProps = {
  label: string;
  value: string;
  change?: string;
  tone?: 'up' | 'down' | null;
  testId?: string;
};

/** One figure for the range, with how it moved against the range before (green when that is good news). */
function Stat({ label, value, change, tone, testId }: StatProps) {
  return (
    <Card withBorder padding="lg" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={{ base: 22, sm: 28 }} fw={700} style={{ overflowWrap: 'anywhere' }}>
        <bdi>{value}</bdi>
      </Text>
      {change && (
        <Text size="xs" c={tone === 'up' ? 'green.8' : tone === 'down' ? 'red.8' : 'dimmed'}>
          {change}
        </Text>
      )}
    </Card>
  );
}

/**
 * The staff's dashboard, per role (permissions.ts): each part shows only to a role that may open its area, and is
 * read only then, so catalogue or support staff see their own work (stock running low and searches that found
 * nothing; new contact requests and the week's reviews) and never the sales, the orders or the customers. The owner's and the managers': what needs
 * doing, the range's figures (spec: startDate / endDate) with their change against the range before, charts, best
 * sellers, what is running low and the latest orders.
 */
export default async function DashboardPage({
  params,
  searchParams,
}: PageProps<'/[locale]/admin/dashboard'>) {
  const { locale, admin } = await authorizeAdminPage(params, 'dashboard');
  const may = (key: AdminRouteKey) => can(admin.staffRole, key);
  const show = {
    orders: may('orders'),
    sales: may('sales'),
    customers: may('customers'),
    contact: may('contactus'),
    reviews: may('reviews'),
    stock: may('products'),
    searches: may('searchWords'),
  };
  const settings = await getStoreSettings();
  const tz = settings.timeZone;
  const query = await searchParams;
  const range = resolveRange(query, tz);
  const refusal = rangeRefusal(query);
  const before = previousRange(range);
  const [t, to, tc, tr] = await Promise.all([
    getTranslations('adminReports'),
    getTranslations('adminOrders'),
    getTranslations('adminContact.dashboard'),
    getTranslations('adminReviews'),
  ]);
  const when = <T,>(shown: boolean, read: () => Promise<T>) => (shown ? read() : null);
  const newCustomersIn = async (days: typeof range) => {
    const { from, to } = await rangeInstants(days, tz);
    return countNewCustomers(from, to);
  };
  const [
    report,
    totalsBefore,
    customers,
    customersBefore,
    low,
    pending,
    latestOrders,
    newRequests,
    noResultSearches,
    recentReviews,
  ] = await Promise.all([
    when(show.sales, () => readSalesReport(range.start, range.end, tz, locale)),
    when(show.sales, () => readSalesTotals(before.start, before.end, tz)),
    when(show.customers, () => newCustomersIn(range)),
    when(show.customers, () => newCustomersIn(before)),
    when(show.stock, () => listLowStockVariants(settings.lowStockThreshold, locale)),
    when(show.orders, () => countPendingOrders()),
    when(show.orders, () => listAdminOrders(parseAdminOrderParams({}), 5)),
    when(show.contact, () => countNewContactRequests()),
    when(show.searches, () => searchSummary({ limit: 5, onlyZero: true })),
    when(show.reviews, () => countRecentReviews()),
  ]);

  const kpis = report && kpisOf(report);
  const kpisBefore = totalsBefore && kpisOf(totalsBefore);
  // The best sellers and the categories the sales report lists, less the lines of products deleted since.
  const top = (report?.products ?? [])
    .flatMap((p) => (p.productId === null ? [] : [{ ...p, productId: p.productId }]))
    .slice(0, 5);
  const byCategory = (report?.categories ?? []).flatMap((c) =>
    c.name === null ? [] : [{ name: c.name, revenue: c.amount }],
  );
  const currency = settings.currency;
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const number = (n: number) => formatNumber(n, locale);
  const percent = (share: number) =>
    new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 1 }).format(share);
  const days = rangeDays(range);
  /** The change of a figure against the range before; `higherIsBetter` colours it. */
  const change = (now: number, then: number, higherIsBetter = true) => {
    if (then === 0) return { change: now === 0 ? undefined : t('kpi.noBase', { days }), tone: null };
    const ratio = (now - then) / then;
    const signed = new Intl.NumberFormat(intlLocale(locale), {
      style: 'percent',
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    }).format(ratio);
    const tone = ratio === 0 ? null : ratio > 0 === higherIsBetter ? ('up' as const) : ('down' as const);
    return { change: t('kpi.change', { change: `\u2068${signed}\u2069`, days }), tone };
  };
  const kpi = (key: keyof Kpis, format: (n: number) => string, higherIsBetter = true) => ({
    label: t(`kpi.${key}`),
    value: format(kpis?.[key] ?? 0),
    testId: `kpi-${key}`,
    ...change(kpis?.[key] ?? 0, kpisBefore?.[key] ?? 0, higherIsBetter),
  });
  const date = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: tz });

  return (
    <AdminPage routeKey="dashboard">
      <Stack gap="lg">
        {(pending !== null || newRequests !== null || recentReviews !== null) && (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {pending !== null && (
              <CardLink
                withBorder
                padding="sm"
                href="/admin/orders?status=pending"
                data-testid="stat-pending"
              >
                <Group gap="xs" wrap="nowrap">
                  <IconClockHour4 size={18} aria-hidden />
                  <Text fw={600}>
                    {to('dashboard.pending')}: <bdi>{number(pending)}</bdi>
                  </Text>
                </Group>
              </CardLink>
            )}
            {newRequests !== null && (
              <CardLink withBorder padding="sm" href="/admin/contactus?status=new" data-testid="stat-contact">
                <Group gap="xs" wrap="nowrap">
                  <IconMail size={18} aria-hidden />
                  <Text fw={600}>{tc('newRequests', { count: newRequests, n: number(newRequests) })}</Text>
                </Group>
              </CardLink>
            )}
            {recentReviews !== null && (
              <CardLink withBorder padding="sm" href="/admin/reviews" data-testid="stat-reviews">
                <Group gap="xs" wrap="nowrap">
                  <IconStar size={18} aria-hidden />
                  <Text fw={600}>
                    {tr('dashboard', {
                      count: recentReviews.all,
                      n: number(recentReviews.all),
                      days: number(RECENT_REVIEW_DAYS),
                      low: recentReviews.low,
                      lowN: number(recentReviews.low),
                    })}
                  </Text>
                </Group>
              </CardLink>
            )}
          </SimpleGrid>
        )}
        {report && (
          <>
            <Card withBorder padding="lg">
              <RangePicker
                range={range}
                text={rangeText(range, locale)}
                today={todayIn(tz)}
                error={refusal && (await getTranslations())(refusal)}
              />
              <Text size="xs" c="dimmed" mt="xs">
                {t('counted')}
              </Text>
            </Card>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
              <Stat {...kpi('revenue', money)} />
              <Stat {...kpi('orders', number)} />
              <Stat {...kpi('averageOrder', money)} />
              <Stat {...kpi('itemsSold', number)} />
              {customers !== null && (
                <Stat
                  label={t('kpi.newCustomers')}
                  value={number(customers)}
                  testId="kpi-newCustomers"
                  {...change(customers, customersBefore ?? 0)}
                />
              )}
              <Stat {...kpi('cancellationRate', percent, false)} />
            </SimpleGrid>
            <DashboardCharts
              currency={currency}
              daily={report.days.map((d) => ({
                day: d.day,
                revenue: d.amount,
                orders: d.orders,
                label: shortDay(d.day, locale),
              }))}
              byStatus={report.statuses}
              byCategory={byCategory}
            />
          </>
        )}
        {(report || low) && (
          <SimpleGrid cols={{ base: 1, lg: report && low ? 2 : 1 }} spacing="lg">
            {report && (
              <Card withBorder padding="lg">
                <Title order={2} fz="h4" mb="sm">
                  {t('topProducts.title')}
                </Title>
                {top.length === 0 ? (
                  <Text c="dimmed">{t('topProducts.empty')}</Text>
                ) : (
                  <TableScrollContainer minWidth={360}>
                    <Table>
                      <TableThead>
                        <TableTr>
                          <TableTh>{t('topProducts.product')}</TableTh>
                          <TableTh ta="end">{t('topProducts.units')}</TableTh>
                          <TableTh ta="end">{t('topProducts.revenue')}</TableTh>
                        </TableTr>
                      </TableThead>
                      <TableTbody>
                        {top.map((p) => (
                          <TableTr key={p.productId}>
                            <TableTd>
                              <AnchorLink href={`/admin/products/${p.productId}`} size="sm">
                                {p.name}
                              </AnchorLink>
                            </TableTd>
                            <TableTd ta="end">{number(p.units)}</TableTd>
                            <TableTd ta="end">
                              <bdi>{money(p.amount)}</bdi>
                            </TableTd>
                          </TableTr>
                        ))}
                      </TableTbody>
                    </Table>
                  </TableScrollContainer>
                )}
              </Card>
            )}
            {low && (
              <Card withBorder padding="lg">
                <Title order={2} fz="h4">
                  {t('lowStock.title')}
                </Title>
                <Text size="xs" c="dimmed" mb="sm">
                  {t('lowStock.note', { threshold: settings.lowStockThreshold })}
                </Text>
                {low.length === 0 ? (
                  <Text c="dimmed">{t('lowStock.empty')}</Text>
                ) : (
                  <TableScrollContainer minWidth={360}>
                    <Table>
                      <TableThead>
                        <TableTr>
                          <TableTh>{t('lowStock.product')}</TableTh>
                          <TableTh>{t('lowStock.sku')}</TableTh>
                          <TableTh ta="end">{t('lowStock.stock')}</TableTh>
                        </TableTr>
                      </TableThead>
                      <TableTbody>
                        {low.map((v) => (
                          <TableTr key={v.sku}>
                            <TableTd>
                              <AnchorLink href={`/admin/products/${v.productId}`} size="sm">
                                {v.name}
                              </AnchorLink>
                            </TableTd>
                            <TableTd>
                              <bdi dir="ltr">{v.sku}</bdi>
                            </TableTd>
                            <TableTd ta="end">
                              <Badge color={v.stock === 0 ? 'red' : 'orange'} variant="light">
                                {number(v.stock)}
                              </Badge>
                            </TableTd>
                          </TableTr>
                        ))}
                      </TableTbody>
                    </Table>
                  </TableScrollContainer>
                )}
              </Card>
            )}
          </SimpleGrid>
        )}
        {latestOrders && (
          <Card withBorder padding="lg">
            <Group justify="space-between" mb="sm">
              <Title order={2} fz="h4">
                {to('dashboard.latest')}
              </Title>
              <AnchorLink href="/admin/orders" size="sm">
                {to('dashboard.viewAll')}
              </AnchorLink>
            </Group>
            {latestOrders.rows.length === 0 ? (
              <Text c="dimmed">{to('dashboard.noOrders')}</Text>
            ) : (
              <TableScrollContainer minWidth={520}>
                <Table aria-label={to('dashboard.latest')}>
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
        )}
        {noResultSearches && <NoResultSearchesCard locale={locale} rows={noResultSearches} />}
      </Stack>
    </AdminPage>
  );
}
