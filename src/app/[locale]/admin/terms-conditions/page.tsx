import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';

export const generateMetadata = adminMetadata('termsConditions');

export default async function TermsConditionsPage({ params }: PageProps<'/[locale]/admin/terms-conditions'>) {
  await authorizeAdminPage(params, 'termsConditions');
  return <AdminPage routeKey="termsConditions" />;
}
