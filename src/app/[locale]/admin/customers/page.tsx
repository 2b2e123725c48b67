import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';
import { CustomersTable } from '@/domains/customers/components/customers-table';
import { listCustomers } from '@/domains/customers/queries';
import { parseCustomerParams } from '@/domains/customers/schemas';
import { orderDateText } from '@/domains/orders/components/order-text';
import { getStoreSettings } from '@/domains/store-settings/queries';
import { formatMoney } from '@/lib/money';

export const generateMetadata = adminMetadata('customers');

export default async function CustomersPage({
  params,
  searchParams,
}: PageProps<'/[locale]/admin/customers'>) {
  const { locale } = await authorizeAdminPage(params, 'customers');
  const query = parseCustomerParams(await searchParams);
  const { currency, timeZone } = await getStoreSettings();
  const data = await listCustomers(query, currency);
  // Formatted here, in the store's time zone, so the browser's can never disagree with the server's render.
  const rows = data.rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    kind: row.kind,
    orderCount: row.orderCount,
    spentLabel: formatMoney(row.spent, currency, locale),
    lastOrderLabel: row.lastOrderAt ? orderDateText(row.lastOrderAt, locale, timeZone, false) : null,
    lastOrderIso: row.lastOrderAt?.toISOString() ?? null,
  }));
  return (
    <AdminPage routeKey="customers">
      <CustomersTable {...data} rows={rows} params={query} currency={currency} />
    </AdminPage>
  );
}
