import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata, plainText } from '@/domains/catalog/seo';
import { pageText } from '@/domains/content/policies';
import { getPage } from '@/domains/content/queries';
import { PAGE_PATHS, type PageKey } from '@/domains/content/schemas';
import { pageLocale } from '@/i18n/page-locale';

/** Title, description (the page's own text when written), canonical URL and hreflang of an owner's page. */
export async function contentMetadata(params: Promise<{ locale: string }>, key: PageKey): Promise<Metadata> {
  const locale = await pageLocale(params);
  const [t, page] = await Promise.all([getTranslations({ locale, namespace: 'content' }), getPage(key)]);
  const text = pageText(page, locale);
  return pageMetadata({
    locale,
    title: t(`${key}.title`),
    description: (text && plainText(text.html)) || t(`${key}.description`),
    paths: { en: PAGE_PATHS[key], ar: PAGE_PATHS[key] },
  });
}
