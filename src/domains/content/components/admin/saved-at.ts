import { intlLocale } from '@/lib/money';
import type { StorePage } from '../../schemas';

/** When a page was last saved, in the admin's language and the store's time zone; null: never. */
export const savedAt = (page: StorePage, locale: string, timeZone: string) =>
  page.updatedAt
    ? new Intl.DateTimeFormat(intlLocale(locale), {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone,
      }).format(new Date(page.updatedAt))
    : null;
