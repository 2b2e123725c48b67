import { StaffSection } from '@/domains/accounts/staff/components/staff-section';
import { listPendingInvitations } from '@/domains/accounts/staff/service';
import { UsersTable } from '@/domains/accounts/users/components/users-table';
import { listAdminUsers, parseAdminUserParams } from '@/domains/accounts/users/queries';
import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';
import { countOrdersByUser } from '@/domains/orders/queries';
import { getStoreSettings } from '@/domains/store-settings/queries';
import { intlLocale } from '@/lib/money';

export const generateMetadata = adminMetadata('users');

export default async function UsersPage({ params, searchParams }: PageProps<'/[locale]/admin/users'>) {
  const { locale } = await authorizeAdminPage(params, 'users');
  const query = parseAdminUserParams(await searchParams);
  const data = await listAdminUsers(query);
  // The users and their orders belong to two domains: the page puts them together.
  const [orderCounts, { timeZone }, invitations] = await Promise.all([
    countOrdersByUser(data.rows.map((row) => row.id)),
    getStoreSettings(),
    listPendingInvitations(),
  ]);
  // Formatted here, once, so the browser's time zone can never disagree with the server's render.
  const date = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone });
  const rows = data.rows.map(({ createdAt, ...row }) => ({
    ...row,
    joinedLabel: date.format(createdAt),
    joinedIso: createdAt.toISOString(),
    orderCount: orderCounts.get(row.id) ?? 0,
  }));
  return (
    <AdminPage routeKey="users">
      <StaffSection
        pending={invitations.map(({ expiresAt, ...invitation }) => ({
          ...invitation,
          expires: date.format(expiresAt),
        }))}
      />
      <UsersTable {...data} rows={rows} params={query} />
    </AdminPage>
  );
}
