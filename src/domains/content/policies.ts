// Pure rules of the owner's pages.
import type { Locale } from '@/i18n/routing';
import type { StorePage } from './schemas';

/**
 * The text a page shows in `locale`: its own language's, else the other language's (so a shopper reads what the
 * owner wrote rather than nothing), else null.
 */
export function pageText(
  page: Pick<StorePage, 'bodyEn' | 'bodyAr'>,
  locale: Locale,
): { locale: Locale; html: string } | null {
  const body = { en: page.bodyEn, ar: page.bodyAr };
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  if (body[locale].trim()) return { locale, html: body[locale] };
  if (body[other].trim()) return { locale: other, html: body[other] };
  return null;
}
