import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';
import { ContactInfoForm } from '@/domains/store-settings/components/admin/contact-info-form';
import { readSettingsForms } from '@/domains/store-settings/queries';

export const generateMetadata = adminMetadata('contactFooter');

export default async function ContactFooterPage({
  params,
}: PageProps<'/[locale]/admin/storesetting/contact&footer'>) {
  await authorizeAdminPage(params, 'contactFooter');
  const { contact } = await readSettingsForms();
  return (
    <AdminPage routeKey="contactFooter">
      <ContactInfoForm key={JSON.stringify(contact)} initial={contact} />
    </AdminPage>
  );
}
