'use client';

import '@mantine/charts/styles.layer.css';
import { AreaChart, BarChart, DonutChart } from '@mantine/charts';
import { Card, Group, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { OrderStatus } from '@/domains/orders/schemas';
import { currencyDigits, formatMoney, formatNumber, intlLocale } from '@/lib/money';

type Props = {
  currency: string;
  /** Each day with its label for the axis, made on the server (the browser's date formats may differ from Node's). */
  daily: { day: string; label: string; revenue: number; orders: number }[];
  byStatus: { status: OrderStatus; orders: number }[];
  byCategory: { name: string; revenue: number }[];
};

const STATUS_COLORS: Record<OrderStatus, string> = {
  awaiting: 'orange.6',
  pending: 'yellow.6',
  confirmed: 'blue.6',
  processing: 'indigo.6',
  shipped: 'cyan.6',
  delivered: 'green.6',
  cancelled: 'red.6',
};

/**
 * A chart with its figures as a table for screen readers; the drawing itself is hidden from them, and has no
 * keyboard stop (`accessibilityLayer={false}`), which a hidden element must not have.
 */
function ChartCard({
  title,
  rows,
  head,
  children,
}: {
  title: string;
  head: [string, string];
  rows: [string, string][];
  children: ReactNode;
}) {
  const t = useTranslations('adminReports.charts');
  return (
    <Card withBorder padding="lg" component="section">
      <Title order={2} fz="h4" mb="sm">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('empty')}
        </Text>
      ) : (
        <>
          <div aria-hidden>{children}</div>
          {/* Plain HTML: a year of days is hundreds of rows, and a component per cell costs the page its speed. */}
          <VisuallyHidden>
            <table>
              <thead>
                <tr>
                  <th scope="col">{head[0]}</th>
                  <th scope="col">{head[1]}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map(([label, value]) => (
                  <tr key={label}>
                    <td>{label}</td>
                    <td>{value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </VisuallyHidden>
        </>
      )}
    </Card>
  );
}

/**
 * The dashboard's charts (@mantine/charts): revenue and orders per day, orders by status, sales by category. In
 * Arabic the time axis runs right to left and the value axis sits on the right; numbers are in the page's digits.
 */
export function DashboardCharts({ currency, daily, byStatus, byCategory }: Props) {
  const t = useTranslations('adminReports.charts');
  const ts = useTranslations('orders.status');
  const locale = useLocale();
  const rtl = locale === 'ar';
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const number = (n: number) => formatNumber(n, locale);
  const days = daily;
  const hasSales = daily.some((d) => d.orders > 0);
  // An axis's amounts in short ($1.2K; ١٫٢ ألف, whose currency the title names): a full amount in Arabic
  // ("١٬٢٠٠٫٠٠ دولار أمريكي") wraps onto two lines across the grid.
  const shortMoney = new Intl.NumberFormat(intlLocale(locale), {
    notation: 'compact',
    ...(rtl ? {} : { style: 'currency', currency }),
  });
  const moneyTick = (minor: number) => shortMoney.format(minor / 10 ** currencyDigits(currency));
  const axes = {
    xAxisProps: { reversed: rtl, minTickGap: 16 },
    yAxisProps: { orientation: rtl ? ('right' as const) : ('left' as const), width: 90 },
  };
  const moneyAxes = { ...axes, yAxisProps: { ...axes.yAxisProps, tickFormatter: moneyTick } };

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <ChartCard
          title={t('revenue')}
          head={[t('day'), t('revenueColumn')]}
          rows={hasSales ? days.map((d) => [d.label, money(d.revenue)]) : []}
        >
          <AreaChart
            h={240}
            data={days}
            dataKey="label"
            series={[{ name: 'revenue', label: t('revenueColumn'), color: 'brand.6' }]}
            valueFormatter={money}
            curveType="monotone"
            withDots={false}
            accessibilityLayer={false}
            {...moneyAxes}
          />
        </ChartCard>
        <ChartCard
          title={t('orders')}
          head={[t('day'), t('ordersColumn')]}
          rows={hasSales ? days.map((d) => [d.label, number(d.orders)]) : []}
        >
          <BarChart
            h={240}
            data={days}
            dataKey="label"
            series={[{ name: 'orders', label: t('ordersColumn'), color: 'accent.6' }]}
            valueFormatter={number}
            accessibilityLayer={false}
            {...axes}
          />
        </ChartCard>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <ChartCard
          title={t('byStatus')}
          head={[t('status'), t('ordersColumn')]}
          rows={byStatus.map((s) => [ts(s.status), number(s.orders)])}
        >
          <Group justify="center" gap="xl" wrap="wrap">
            <DonutChart
              data={byStatus.map((s) => ({
                name: ts(s.status),
                value: s.orders,
                color: STATUS_COLORS[s.status],
              }))}
              valueFormatter={number}
              size={180}
              thickness={26}
              accessibilityLayer={false}
              pieProps={{ rootTabIndex: -1 }}
            />
            <Stack gap={4}>
              {byStatus.map((s) => (
                <Group key={s.status} gap="xs" wrap="nowrap">
                  <span
                    style={{
                      width: 10,
                      height: 10,
                      borderRadius: 5,
                      background: `var(--mantine-color-${STATUS_COLORS[s.status].replace('.', '-')})`,
                    }}
                  />
                  <Text size="sm">
                    {ts(s.status)}: <bdi>{number(s.orders)}</bdi>
                  </Text>
                </Group>
              ))}
            </Stack>
          </Group>
        </ChartCard>
        <ChartCard
          title={t('byCategory')}
          head={[t('category'), t('revenueColumn')]}
          rows={byCategory.map((c) => [c.name, money(c.revenue)])}
        >
          <BarChart
            h={Math.max(160, byCategory.length * 44)}
            data={byCategory}
            dataKey="name"
            orientation="vertical"
            series={[{ name: 'revenue', label: t('revenueColumn'), color: 'brand.6' }]}
            valueFormatter={money}
            accessibilityLayer={false}
            xAxisProps={{ reversed: rtl, tickFormatter: moneyTick }}
            // On the right, the names start at the axis itself: a margin keeps the bars off their first letters.
            yAxisProps={{ orientation: rtl ? 'right' : 'left', width: 120, tickMargin: rtl ? 12 : undefined }}
          />
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}
