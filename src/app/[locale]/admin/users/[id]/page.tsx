import { notFound } from 'next/navigation';
import { canSetBlocked, canSetRole } from '@/domains/accounts/policies';
import { UserActions } from '@/domains/accounts/users/components/user-actions';
import { UserDetail } from '@/domains/accounts/users/components/user-detail';
import { getAdminUser } from '@/domains/accounts/users/queries';
import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';
import { getStoreSettings } from '@/domains/store-settings/queries';

export const generateMetadata = adminMetadata('users');

type Props = { params: Promise<{ locale: string; id: string }> };

export default async function UserPage({ params }: Props) {
  const { admin, locale } = await authorizeAdminPage(params, 'users');
  const { id } = await params;
  const [user, { timeZone }] = await Promise.all([getAdminUser(id), getStoreSettings()]);
  if (!user) notFound();
  const isSelf = user.id === admin.id;
  return (
    <AdminPage routeKey="users">
      <UserDetail
        user={user}
        locale={locale}
        timeZone={timeZone}
        isSelf={isSelf}
        actions={
          <UserActions
            user={{ id: user.id, name: user.name, staffRole: user.staffRole, banned: user.banned }}
            isSelf={isSelf}
            // The actions ask the same policies, so a control is offered only when its action would run.
            decisions={{
              // Whether the role may change at all: the policy refuses every role away from the last owner's alike.
              role: canSetRole(admin, user, 'user'),
              blocked: canSetBlocked(admin, user, !user.banned),
            }}
          />
        }
      />
    </AdminPage>
  );
}
