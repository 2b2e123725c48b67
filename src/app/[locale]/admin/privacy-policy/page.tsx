import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';

export const generateMetadata = adminMetadata('privacyPolicy');

export default async function PrivacyPolicyPage({ params }: PageProps<'/[locale]/admin/privacy-policy'>) {
  await authorizeAdminPage(params, 'privacyPolicy');
  return <AdminPage routeKey="privacyPolicy" />;
}
