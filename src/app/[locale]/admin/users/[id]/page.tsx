import { notFound } from 'next/navigation';
import { getAdminUser } from '@/domains/accounts/admin-queries';
import { UserActions } from '@/domains/accounts/components/admin/user-actions';
import { UserDetail } from '@/domains/accounts/components/admin/user-detail';
import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';

export const generateMetadata = adminMetadata('users');

type Props = { params: Promise<{ locale: string; id: string }> };

export default async function UserPage({ params }: Props) {
  const { admin, locale } = await authorizeAdminPage(params, 'users');
  const { id } = await params;
  const user = await getAdminUser(id);
  if (!user) notFound();
  const isSelf = user.id === admin.id;
  return (
    <AdminPage routeKey="users">
      <UserDetail
        user={user}
        locale={locale}
        isSelf={isSelf}
        actions={
          <UserActions
            user={{ id: user.id, name: user.name, isAdmin: user.isAdmin, banned: user.banned }}
            isSelf={isSelf}
          />
        }
      />
    </AdminPage>
  );
}
