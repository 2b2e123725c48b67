import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';

export const generateMetadata = adminMetadata('users');

export default async function UsersPage({ params }: PageProps<'/[locale]/admin/users'>) {
  await authorizeAdminPage(params, 'users');
  return <AdminPage routeKey="users" />;
}
