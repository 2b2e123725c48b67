import 'server-only';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { requireAdmin } from '@/lib/session';
import { ADMIN_ROUTES, type AdminRouteKey } from './routes';

/** Every admin page starts here: a guest is sent to log in and back, a non-admin gets the 403 page. */
export async function authorizeAdminPage(params: Promise<{ locale: string }>, key: AdminRouteKey) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const admin = await requireAdmin(locale as Locale, ADMIN_ROUTES[key]);
  return { admin, locale: locale as Locale };
}

/** The `<title>` of an admin page, from the route list. Admin pages are never indexed. */
export function adminMetadata(key: AdminRouteKey) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const { locale } = await params;
    const t = await getTranslations({ locale: locale as Locale, namespace: 'admin' });
    return { title: `${t(`nav.${key}`)} · ${t('title')}`, robots: { index: false, follow: false } };
  };
}
