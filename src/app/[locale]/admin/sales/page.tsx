import {
  Card,
  SimpleGrid,
  Stack,
  Table,
  TableTbody,
  TableTd,
  TableTh,
  TableTr,
  Text,
  Title,
} from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';
import { RangePicker } from '@/domains/orders/reports/components/range-picker';
import {
  type ReportColumn,
  ReportSection,
  ReportTable,
  reportLinkClass,
} from '@/domains/orders/reports/components/report-table';
import { rangeRefusal, resolveRange, todayIn } from '@/domains/orders/reports/range';
import { rangeText } from '@/domains/orders/reports/range-format';
import {
  type AreaSales,
  type CategorySales,
  type DaySales,
  type Figures,
  type PaymentSales,
  type ProductSales,
  readSalesReport,
  type SalesBreakdown,
  salesByMonth,
} from '@/domains/orders/reports/sales';
import { getStoreSettings } from '@/domains/store-settings/queries';
import { Link } from '@/i18n/navigation';
import { formatMoney, formatNumber, intlLocale } from '@/lib/money';

export const generateMetadata = adminMetadata('sales');

/** The best sellers the page lists; the CSV file has every product. */
const PRODUCT_ROWS = 50;
/** Tables longer than this scroll inside a frame of this height. */
const FRAME_HEIGHT = 480;
/** Longer ranges list their days by month on the page: hundreds of day rows say less and weigh the page down. */
const MAX_DAY_ROWS = 92;

/** One figure of the range. */
function Stat({
  label,
  value,
  note,
  testId,
}: {
  label: string;
  value: string;
  note?: string;
  testId: string;
}) {
  return (
    <Card withBorder padding="lg" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={{ base: 22, sm: 28 }} fw={700} style={{ overflowWrap: 'anywhere' }}>
        <bdi>{value}</bdi>
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Card>
  );
}

/**
 * The owner's sales report for a range of days in the store's time zone: the net and how it is made (goods,
 * delivery, fees, tax, refunds), then the same orders by day, product, category, delivery area and payment method,
 * each downloadable as CSV. Which orders count is stated on the page (./counted.ts, shared with the dashboard).
 */
export default async function SalesPage({ params, searchParams }: PageProps<'/[locale]/admin/sales'>) {
  const { locale } = await authorizeAdminPage(params, 'sales');
  const settings = await getStoreSettings();
  const tz = settings.timeZone;
  const query = await searchParams;
  const range = resolveRange(query, tz);
  const refusal = rangeRefusal(query);
  const [t, tr] = await Promise.all([getTranslations('adminSales'), getTranslations('adminReports')]);
  const tm = await getTranslations('orders.paymentMethod');
  const {
    totals,
    days,
    products: allProducts,
    categories,
    areas,
    payments,
  } = await readSalesReport(range.start, range.end, tz, locale);

  const currency = settings.currency;
  const money = (minor: number) => <bdi>{formatMoney(minor, currency, locale)}</bdi>;
  const number = (n: number) => formatNumber(n, locale);
  const dayFormat = new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const monthFormat = new Intl.DateTimeFormat(intlLocale(locale), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);
  const byMonth = days.length > MAX_DAY_ROWS;
  const dayRows = byMonth ? salesByMonth(days) : days;
  // The file holds exactly the range on the screen, every day of it, whenever it is downloaded.
  const csv = (breakdown: SalesBreakdown) => ({
    href: `/api/admin/sales/export?${new URLSearchParams({ breakdown, start: range.start, end: range.end, locale })}`,
    label: t('csv'),
  });
  const counts = <T extends Figures>(): ReportColumn<T>[] => [
    { title: t('columns.orders'), cell: (r) => number(r.orders), numeric: true },
    { title: t('columns.units'), cell: (r) => number(r.units), numeric: true },
  ];
  const sum = (rows: Figures[], pick: (r: Figures) => number) => rows.reduce((s, r) => s + pick(r), 0);
  const empty = t('empty');

  // How the net is made, line by line; tax added and card rounding only when there are any.
  const net: { label: string; amount: number; tone?: 'strong' | 'dimmed'; shown?: boolean }[] = [
    { label: t('totals.gross'), amount: totals.gross },
    { label: t('totals.discounts'), amount: -totals.discounts, shown: totals.discounts !== 0 },
    { label: t('totals.delivery'), amount: totals.delivery },
    { label: t('totals.fees'), amount: totals.fees },
    { label: t('totals.taxAdded'), amount: totals.taxAdded, shown: totals.taxAdded !== 0 },
    { label: t('totals.rounding'), amount: totals.rounding, shown: totals.rounding !== 0 },
    { label: t('totals.sales'), amount: totals.sales, tone: 'strong' },
    {
      label: t('totals.taxIncluded'),
      amount: totals.taxIncluded,
      tone: 'dimmed',
      shown: totals.taxIncluded !== 0,
    },
    { label: t('totals.lessRefunds'), amount: -totals.refunds },
    { label: t('totals.net'), amount: totals.net, tone: 'strong' },
  ];

  const products = allProducts.slice(0, PRODUCT_ROWS);
  const productName = (p: ProductSales) =>
    p.productId === null ? (
      <i>{t('deletedProducts')}</i>
    ) : (
      <Link href={`/admin/products/${p.productId}`} className={reportLinkClass}>
        {p.name}
      </Link>
    );

  return (
    <AdminPage routeKey="sales">
      <Stack gap="lg">
        <Card withBorder padding="lg">
          <RangePicker
            range={range}
            text={rangeText(range, locale)}
            today={todayIn(tz)}
            error={refusal && (await getTranslations())(refusal)}
          />
          <Text size="xs" c="dimmed" mt="xs" data-testid="counted">
            {tr('counted')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('totals.noDiscounts')}
          </Text>
        </Card>

        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <Stat
            label={t('totals.net')}
            value={formatMoney(totals.net, currency, locale)}
            testId="total-net"
          />
          <Stat label={t('totals.orders')} value={number(totals.orders)} testId="total-orders" />
          <Stat label={t('totals.items')} value={number(totals.items)} testId="total-items" />
          <Stat
            label={t('totals.refunds')}
            value={formatMoney(totals.refunds, currency, locale)}
            note={t('totals.refundedOrders', { count: totals.refundedOrders })}
            testId="total-refunds"
          />
        </SimpleGrid>

        <Card withBorder padding="lg" component="section" aria-labelledby="net-title">
          <Title order={2} fz="h4" mb="sm" id="net-title">
            {t('totals.title')}
          </Title>
          <Table maw={560} tabularNums aria-labelledby="net-title" data-testid="net-table">
            <TableTbody>
              {net
                .filter((line) => line.shown !== false)
                .map(({ label, amount, tone }) => (
                  <TableTr key={label} fw={tone === 'strong' ? 700 : undefined}>
                    <TableTh scope="row" fw="inherit" c={tone === 'dimmed' ? 'dimmed' : undefined}>
                      {label}
                    </TableTh>
                    <TableTd ta="end" c={tone === 'dimmed' ? 'dimmed' : undefined}>
                      {money(amount)}
                    </TableTd>
                  </TableTr>
                ))}
            </TableTbody>
          </Table>
        </Card>

        <ReportSection
          id="sales-by-day"
          title={byMonth ? t('breakdowns.month') : t('breakdowns.day')}
          csv={csv('day')}
          note={byMonth ? t('byMonthNote', { days: MAX_DAY_ROWS }) : undefined}
        >
          <ReportTable<DaySales>
            labelledBy="sales-by-day-title"
            rows={dayRows}
            rowKey={(d) => d.day}
            minWidth={720}
            maxHeight={dayRows.length > 12 ? FRAME_HEIGHT : undefined}
            empty={empty}
            columns={[
              byMonth
                ? {
                    title: t('columns.month'),
                    cell: (d) => (
                      <time dateTime={d.day.slice(0, 7)}>{monthFormat.format(utcDay(d.day))}</time>
                    ),
                  }
                : {
                    title: t('columns.day'),
                    cell: (d) => <time dateTime={d.day}>{dayFormat.format(utcDay(d.day))}</time>,
                  },
              ...counts<DaySales>(),
              { title: t('columns.gross'), cell: (d) => money(d.gross), numeric: true },
              { title: t('columns.discounts'), cell: (d) => money(d.discounts), numeric: true },
              { title: t('columns.orderTotals'), cell: (d) => money(d.amount), numeric: true },
              { title: t('columns.refunds'), cell: (d) => money(d.refunds), numeric: true },
              { title: t('columns.net'), cell: (d) => money(d.net), numeric: true },
            ]}
            footer={[
              t('columns.total'),
              number(totals.orders),
              number(totals.items),
              money(totals.gross),
              money(totals.discounts),
              money(totals.sales),
              money(totals.refunds),
              money(totals.net),
            ]}
          />
        </ReportSection>

        <ReportSection
          id="sales-by-product"
          title={t('breakdowns.product')}
          csv={csv('product')}
          note={
            allProducts.length > PRODUCT_ROWS
              ? t('topProducts', { shown: PRODUCT_ROWS, total: allProducts.length })
              : undefined
          }
        >
          <ReportTable<ProductSales>
            labelledBy="sales-by-product-title"
            rows={products}
            rowKey={(p) => String(p.productId)}
            minWidth={520}
            maxHeight={products.length > 12 ? FRAME_HEIGHT : undefined}
            empty={empty}
            columns={[
              { title: t('columns.product'), cell: productName },
              ...counts<ProductSales>(),
              { title: t('columns.goods'), cell: (p) => money(p.amount), numeric: true },
            ]}
          />
        </ReportSection>

        <ReportSection
          id="sales-by-category"
          title={t('breakdowns.category')}
          csv={csv('category')}
          note={t('categoryNote')}
        >
          <ReportTable<CategorySales>
            labelledBy="sales-by-category-title"
            rows={categories}
            rowKey={(c) => String(c.categoryId)}
            minWidth={520}
            empty={empty}
            columns={[
              { title: t('columns.category'), cell: (c) => c.name ?? t('deletedProducts') },
              ...counts<CategorySales>(),
              { title: t('columns.goods'), cell: (c) => money(c.amount), numeric: true },
            ]}
            footer={[t('columns.total'), '', number(totals.items), money(totals.gross)]}
          />
        </ReportSection>

        <ReportSection id="sales-by-area" title={t('breakdowns.area')} csv={csv('area')}>
          <ReportTable<AreaSales>
            labelledBy="sales-by-area-title"
            rows={areas}
            rowKey={(a) => String(a.areaId)}
            minWidth={560}
            empty={empty}
            columns={[
              { title: t('columns.area'), cell: (a) => a.name ?? t('deletedAreas') },
              ...counts<AreaSales>(),
              { title: t('columns.delivery'), cell: (a) => money(a.delivery), numeric: true },
              { title: t('columns.orderTotals'), cell: (a) => money(a.amount), numeric: true },
            ]}
            footer={[
              t('columns.total'),
              number(totals.orders),
              number(totals.items),
              money(totals.delivery),
              money(sum(areas, (a) => a.amount)),
            ]}
          />
        </ReportSection>
        <ReportSection id="sales-by-payment" title={t('breakdowns.payment')} csv={csv('payment')}>
          <ReportTable<PaymentSales>
            labelledBy="sales-by-payment-title"
            rows={payments}
            rowKey={(p) => p.method}
            minWidth={560}
            empty={empty}
            columns={[
              { title: t('columns.payment'), cell: (p) => tm(p.method) },
              ...counts<PaymentSales>(),
              { title: t('columns.fees'), cell: (p) => money(p.fees), numeric: true },
              { title: t('columns.orderTotals'), cell: (p) => money(p.amount), numeric: true },
            ]}
            footer={[
              t('columns.total'),
              number(totals.orders),
              number(totals.items),
              money(totals.fees),
              money(sum(payments, (p) => p.amount)),
            ]}
          />
        </ReportSection>
      </Stack>
    </AdminPage>
  );
}
