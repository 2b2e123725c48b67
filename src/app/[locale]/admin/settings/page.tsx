import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';

export const generateMetadata = adminMetadata('settings');

export default async function SettingsPage({ params }: PageProps<'/[locale]/admin/settings'>) {
  await authorizeAdminPage(params, 'settings');
  return <AdminPage routeKey="settings" />;
}
