import { notFound } from 'next/navigation';
import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';
import { ADMIN_ROUTES } from '@/domains/admin/routes';
import { CustomerDetail } from '@/domains/customers/components/customer-detail';
import { getCustomer } from '@/domains/customers/queries';
import { getStoreSettings } from '@/domains/store-settings/queries';

export const generateMetadata = adminMetadata('customers');

type Props = { params: Promise<{ locale: string; id: string }> };

export default async function CustomerPage({ params }: Props) {
  const { id } = await params;
  const { locale } = await authorizeAdminPage(
    params,
    'customers',
    `${ADMIN_ROUTES.customers}/${encodeURIComponent(id)}`,
  );
  const [customer, { currency, timeZone, orderNumberPrefix }] = await Promise.all([
    getCustomer(id),
    getStoreSettings(),
  ]);
  if (!customer) notFound();
  return (
    <AdminPage routeKey="customers">
      <CustomerDetail
        customer={customer}
        locale={locale}
        currency={currency}
        timeZone={timeZone}
        prefix={orderNumberPrefix}
      />
    </AdminPage>
  );
}
