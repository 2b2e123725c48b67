import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';

export const generateMetadata = adminMetadata('termsPrivacy');

export default async function TermsPrivacyPage({
  params,
}: PageProps<'/[locale]/admin/storesetting/terms&privacy'>) {
  await authorizeAdminPage(params, 'termsPrivacy');
  return <AdminPage routeKey="termsPrivacy" />;
}
