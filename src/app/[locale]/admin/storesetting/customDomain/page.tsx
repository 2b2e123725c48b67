import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';

export const generateMetadata = adminMetadata('customDomain');

export default async function CustomDomainPage({
  params,
}: PageProps<'/[locale]/admin/storesetting/customDomain'>) {
  await authorizeAdminPage(params, 'customDomain');
  return <AdminPage routeKey="customDomain" />;
}
