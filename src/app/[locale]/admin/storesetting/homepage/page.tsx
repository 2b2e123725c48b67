import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';

export const generateMetadata = adminMetadata('homepage');

export default async function HomepagePage({ params }: PageProps<'/[locale]/admin/storesetting/homepage'>) {
  await authorizeAdminPage(params, 'homepage');
  return <AdminPage routeKey="homepage" />;
}
