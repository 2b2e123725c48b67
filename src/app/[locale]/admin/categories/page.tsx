import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';

export const generateMetadata = adminMetadata('categories');

export default async function CategoriesPage({ params }: PageProps<'/[locale]/admin/categories'>) {
  await authorizeAdminPage(params, 'categories');
  return <AdminPage routeKey="categories" />;
}
