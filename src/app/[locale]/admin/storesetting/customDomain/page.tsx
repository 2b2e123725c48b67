import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';
import { CustomDomainForm } from '@/domains/store-settings/components/admin/custom-domain-form';
import { originOf, readSettingsForms } from '@/domains/store-settings/queries';
import { env } from '@/lib/env';

export const generateMetadata = adminMetadata('customDomain');

export default async function CustomDomainPage({
  params,
}: PageProps<'/[locale]/admin/storesetting/customDomain'>) {
  await authorizeAdminPage(params, 'customDomain');
  // Read fresh, not from the storefront's cache: the admin edits what is true now.
  const { customDomain } = await readSettingsForms();
  return (
    <AdminPage routeKey="customDomain">
      <CustomDomainForm
        key={customDomain ?? ''}
        customDomain={customDomain}
        origin={originOf(customDomain)}
        appUrl={env.APP_URL}
      />
    </AdminPage>
  );
}
