import { intlLocale } from '@/lib/money';
import type { StorePage } from '../../schemas';

/** When a page was last saved, in the admin's language (server time zone); null: never. */
export const savedAt = (page: StorePage, locale: string) =>
  page.updatedAt
    ? new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(page.updatedAt),
      )
    : null;
