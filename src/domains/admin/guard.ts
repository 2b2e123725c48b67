import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireAdmin } from '@/domains/accounts/session';
import { pageLocale } from '@/i18n/page-locale';
import { ADMIN_ROUTES, type AdminRouteKey } from './routes';
import { requireStaffTwoFactor } from './two-factor-gate';

/**
 * Every admin page starts here: a guest is sent to log in and back, a non-admin gets the 403 page. A page below an
 * entry (an order's detail) names its own path to come back to.
 */
export async function authorizeAdminPage(
  params: Promise<{ locale: string }>,
  key: AdminRouteKey,
  returnTo: string = ADMIN_ROUTES[key],
) {
  const locale = await pageLocale(params);
  const admin = await requireAdmin(locale, returnTo);
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
