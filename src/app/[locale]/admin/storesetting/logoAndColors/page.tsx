import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';

export const generateMetadata = adminMetadata('logoAndColors');

export default async function LogoAndColorsPage({
  params,
}: PageProps<'/[locale]/admin/storesetting/logoAndColors'>) {
  await authorizeAdminPage(params, 'logoAndColors');
  return <AdminPage routeKey="logoAndColors" />;
}
