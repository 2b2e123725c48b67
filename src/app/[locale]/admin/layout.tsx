import { NextIntlClientProvider } from 'next-intl';
import { MantineScope } from '@/components/mantine-scope';
import { LiveUser } from '@/domains/accounts/components/live-user';
import { getSessionUser } from '@/domains/accounts/session';
import { AdminShell } from '@/domains/admin/components/admin-shell';
import { brandOf } from '@/domains/store-settings/brand';
import { getStoreSettings } from '@/domains/store-settings/queries';
import { SubscriptionNotice } from '@/domains/subscription/components/subscription-notice';
import { getSubscriptionStatus } from '@/domains/subscription/service';

// Admin pages are per user: always rendered on request, never cached.
export const dynamic = 'force-dynamic';

/**
 * The admin frame, shown to staff only, with the sidebar of their role. It is not the security boundary: every admin page,
 * action and route handler checks the caller itself (a guest or non-admin gets the page's own answer).
 */
export default async function AdminLayout({ children, params }: LayoutProps<'/[locale]/admin'>) {
  const user = await getSessionUser();
  // The admin's forms and tables read messages from every namespace (the root layout sends the storefront's).
  if (!user?.staffRole)
    return (
      <NextIntlClientProvider>
        <MantineScope>{children}</MantineScope>
      </NextIntlClientProvider>
    );
  const [subscription, settings, { locale }] = await Promise.all([
    getSubscriptionStatus(),
    getStoreSettings(),
    params,
  ]);
  return (
    <NextIntlClientProvider>
      <MantineScope>
        <AdminShell
          admin={{ name: user.name, image: user.image, role: user.staffRole }}
          brand={brandOf(settings, locale)}
        >
          <SubscriptionNotice state={subscription.state} />
          {children}
          <LiveUser />
        </AdminShell>
      </MantineScope>
    </NextIntlClientProvider>
  );
}
