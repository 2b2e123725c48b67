import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';
import { listAdminOrders } from '@/domains/orders/admin-queries';
import { OrdersTable } from '@/domains/orders/components/admin/orders-table';
import { formatOrderNumber } from '@/domains/orders/format';
import { parseAdminOrderParams } from '@/domains/orders/schemas';
import { formatMoney, intlLocale } from '@/lib/money';

export const generateMetadata = adminMetadata('orders');

export default async function OrdersPage({ params, searchParams }: PageProps<'/[locale]/admin/orders'>) {
  const { locale } = await authorizeAdminPage(params, 'orders');
  const query = parseAdminOrderParams(await searchParams);
  const data = await listAdminOrders(query);
  // Formatted here, once, so the browser's time zone can never disagree with the server's render.
  const date = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' });
  const rows = data.rows.map(({ createdAt, total, currency, userId: _, ...row }) => ({
    ...row,
    numberLabel: formatOrderNumber(row.number, locale),
    totalLabel: formatMoney(total, currency, locale),
    dateLabel: date.format(createdAt),
    dateIso: createdAt.toISOString(),
  }));
  return (
    <AdminPage routeKey="orders">
      <OrdersTable {...data} rows={rows} params={query} />
    </AdminPage>
  );
}
