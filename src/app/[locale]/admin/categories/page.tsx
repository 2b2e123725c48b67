import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';
import { getCategoryTree } from '@/domains/catalog/admin-queries';
import { CatalogGroupsManager } from '@/domains/catalog/components/admin/catalog-groups-manager';

export const generateMetadata = adminMetadata('categories');

export default async function CategoriesPage({ params }: PageProps<'/[locale]/admin/categories'>) {
  await authorizeAdminPage(params, 'categories');
  const tree = await getCategoryTree();
  return (
    <AdminPage routeKey="categories">
      <CatalogGroupsManager kind="categories" items={tree} />
    </AdminPage>
  );
}
