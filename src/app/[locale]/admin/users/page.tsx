import { UsersTable } from '@/domains/accounts/users/components/users-table';
import { listAdminUsers, parseAdminUserParams } from '@/domains/accounts/users/queries';
import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';
import { intlLocale } from '@/lib/money';

export const generateMetadata = adminMetadata('users');

export default async function UsersPage({ params, searchParams }: PageProps<'/[locale]/admin/users'>) {
  const { locale } = await authorizeAdminPage(params, 'users');
  const query = parseAdminUserParams(await searchParams);
  const data = await listAdminUsers(query);
  // Formatted here, once, so the browser's time zone can never disagree with the server's render.
  const date = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium' });
  const rows = data.rows.map(({ createdAt, ...row }) => ({
    ...row,
    joinedLabel: date.format(createdAt),
    joinedIso: createdAt.toISOString(),
  }));
  return (
    <AdminPage routeKey="users">
      <UsersTable {...data} rows={rows} params={query} />
    </AdminPage>
  );
}
