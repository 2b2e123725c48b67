import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';

export const generateMetadata = adminMetadata('products');

export default async function ProductsPage({ params }: PageProps<'/[locale]/admin/products'>) {
  await authorizeAdminPage(params, 'products');
  return <AdminPage routeKey="products" />;
}
