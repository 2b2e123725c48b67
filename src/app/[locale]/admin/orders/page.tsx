import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';

export const generateMetadata = adminMetadata('orders');

export default async function OrdersPage({ params }: PageProps<'/[locale]/admin/orders'>) {
  await authorizeAdminPage(params, 'orders');
  return <AdminPage routeKey="orders" />;
}
