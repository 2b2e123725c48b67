import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';

export const generateMetadata = adminMetadata('sales');

export default async function SalesPage({ params }: PageProps<'/[locale]/admin/sales'>) {
  await authorizeAdminPage(params, 'sales');
  return <AdminPage routeKey="sales" />;
}
