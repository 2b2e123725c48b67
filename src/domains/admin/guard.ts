import 'server-only';
import type { Metadata } from 'next';
import { forbidden } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { requireStaff } from '@/domains/accounts/session';
import { pageLocale } from '@/i18n/page-locale';
import { can } from './permissions';
import { ADMIN_ROUTES, type AdminRouteKey } from './routes';
import { requireStaffTwoFactor } from './two-factor-gate';

/**
 * Every admin page starts here: a guest is sent to log in and back, a shopper, or a staff member whose role may not
 * open area `key` (permissions.ts), gets the 403 page. A page below an entry (an order's detail) names its own path to
 * come back to.
 */
export async function authorizeAdminPage(
  params: Promise<{ locale: string }>,
  key: AdminRouteKey,
  returnTo: string = ADMIN_ROUTES[key],
) {
  const locale = await pageLocale(params);
  const admin = await requireStaff(locale, returnTo);
  if (!can(admin.staffRole, key)) forbidden();
  await requireStaffTwoFactor(locale, admin, key);
  return { admin, locale };
}

/** The `<title>` of an admin page, from the route list. Admin pages are never indexed. */
export function adminMetadata(key: AdminRouteKey) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const locale = await pageLocale(params);
    const t = await getTranslations({ locale, namespace: 'admin' });
    return { title: `${t(`nav.${key}`)} · ${t('title')}`, robots: { index: false, follow: false } };
  };
}
