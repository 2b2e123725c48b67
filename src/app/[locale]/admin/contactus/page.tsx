import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';

export const generateMetadata = adminMetadata('contactus');

export default async function ContactusPage({ params }: PageProps<'/[locale]/admin/contactus'>) {
  await authorizeAdminPage(params, 'contactus');
  return <AdminPage routeKey="contactus" />;
}
