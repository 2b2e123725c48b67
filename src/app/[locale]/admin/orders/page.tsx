import { Group } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/links';
import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';
import { listAdminOrders } from '@/domains/orders/admin-queries';
import { OrdersTable } from '@/domains/orders/components/admin/orders-table';
import { orderDateText } from '@/domains/orders/components/order-text';
import { formatOrderNumber } from '@/domains/orders/format';
import { parseAdminOrderParams } from '@/domains/orders/schemas';
import { getOrderDisplay } from '@/domains/store-settings/queries';
import { formatMoney } from '@/lib/money';

export const generateMetadata = adminMetadata('orders');

export default async function OrdersPage({ params, searchParams }: PageProps<'/[locale]/admin/orders'>) {
  const { locale } = await authorizeAdminPage(params, 'orders');
  const query = parseAdminOrderParams(await searchParams);
  const t = await getTranslations({ locale, namespace: 'orderOwner.phone' });
  const [data, display] = await Promise.all([listAdminOrders(query), getOrderDisplay()]);
  const rows = data.rows.map(({ createdAt, total, currency, userId: _, ...row }) => ({
    ...row,
    numberLabel: formatOrderNumber(row.number, locale, display.prefix),
    totalLabel: formatMoney(total, currency, locale),
    // Formatted here, in the store's time zone, so the browser's can never disagree with the server's render.
    dateLabel: orderDateText(createdAt, locale, display.timeZone),
    dateIso: createdAt.toISOString(),
  }));
  return (
    <AdminPage routeKey="orders">
      <Group justify="flex-end">
        <ButtonLink href="/admin/orders/new" leftSection={<IconPhone size={16} aria-hidden />}>
          {t('new')}
        </ButtonLink>
      </Group>
      <OrdersTable {...data} rows={rows} params={query} />
    </AdminPage>
  );
}
