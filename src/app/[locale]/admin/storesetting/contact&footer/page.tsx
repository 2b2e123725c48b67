import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';

export const generateMetadata = adminMetadata('contactFooter');

export default async function ContactFooterPage({
  params,
}: PageProps<'/[locale]/admin/storesetting/contact&footer'>) {
  await authorizeAdminPage(params, 'contactFooter');
  return <AdminPage routeKey="contactFooter" />;
}
