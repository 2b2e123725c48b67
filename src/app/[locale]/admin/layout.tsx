import { AdminShell } from '@/domains/admin/components/admin-shell';
import { SubscriptionNotice } from '@/domains/subscription/components/subscription-notice';
import { getSubscriptionStatus } from '@/domains/subscription/service';
import { getSessionUser } from '@/lib/session';

// Admin pages are per user: always rendered on request, never cached.
export const dynamic = 'force-dynamic';

/**
 * The admin frame, shown to admins only. It is not the security boundary: every admin page,
 * action and route handler checks the caller itself (a guest or non-admin gets the page's own answer).
 */
export default async function AdminLayout({ children }: LayoutProps<'/[locale]/admin'>) {
  const user = await getSessionUser();
  if (!user?.isAdmin) return children;
  const subscription = await getSubscriptionStatus();
  return (
    <AdminShell admin={{ name: user.name, image: user.image }}>
      <SubscriptionNotice state={subscription.state} />
      {children}
    </AdminShell>
  );
}
