import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';
import { BrandingForm } from '@/domains/store-settings/components/admin/branding-form';
import { readSellingSettings, readSettingsForms } from '@/domains/store-settings/queries';

export const generateMetadata = adminMetadata('logoAndColors');

export default async function LogoAndColorsPage({
  params,
}: PageProps<'/[locale]/admin/storesetting/logoAndColors'>) {
  await authorizeAdminPage(params, 'logoAndColors');
  const [{ branding }, { currency }] = await Promise.all([readSettingsForms(), readSellingSettings()]);
  return (
    <AdminPage routeKey="logoAndColors">
      {/* A saved form starts again from what the database now holds. */}
      <BrandingForm key={JSON.stringify(branding)} initial={branding} currency={currency} />
    </AdminPage>
  );
}
