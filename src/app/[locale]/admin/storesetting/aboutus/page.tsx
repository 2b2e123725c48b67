import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';

export const generateMetadata = adminMetadata('aboutus');

export default async function AboutusPage({ params }: PageProps<'/[locale]/admin/storesetting/aboutus'>) {
  await authorizeAdminPage(params, 'aboutus');
  return <AdminPage routeKey="aboutus" />;
}
