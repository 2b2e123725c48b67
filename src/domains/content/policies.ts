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

const LEADING_HEADING = /^\s*<h([1-6])[^>]*>([\s\S]*?)<\/h\1>/i;
const words = (text: string) =>
  text
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim()
    .replace(/\s+/g, ' ')
    .toLocaleLowerCase();

/**
 * The page's text without a first heading that only repeats its title: the page already heads itself with it (an
 * owner who starts "Privacy policy" with "Privacy policy" showed it twice, one heading under the other).
 */
export function withoutRepeatedTitle(html: string, title: string): string {
  const heading = LEADING_HEADING.exec(html);
  return heading && words(heading[2] ?? '') === words(title) ? html.slice(heading[0].length) : html;
}
