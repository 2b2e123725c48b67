import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import type { AccountPage } from './account-pages';

/** The `<title>` of an account page; per-user pages are never indexed. */
export function accountMetadata(page: AccountPage) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const locale = await pageLocale(params);
    const t = await getTranslations({ locale, namespace: 'profile' });
    return { title: t(`pages.${page}`), robots: { index: false, follow: false } };
  };
}
