import { imageUrl } from '@/lib/images';
import type { Bilingual } from './storefront-schemas';

/** How the store names and shows itself on one page: what the shared Logo and frames take. */
export type Brand = {
  /** The store's name in the page's language (the other's when it has none). */
  name: string;
  /** The built-in wordmark's text: both names, or one when they are the same. */
  wordmark: string;
  /** The uploaded logo's URL; null: the wordmark. */
  logo: string | null;
};

/** The brand of `settings` on a page in `locale`. */
export function brandOf(settings: { storeName: Bilingual; logo: string | null }, locale: string): Brand {
  const { en, ar } = settings.storeName;
  return {
    name: (locale === 'ar' ? ar || en : en || ar) || 'Wishah',
    wordmark: en && ar && en !== ar ? `${en} · ${ar}` : en || ar,
    logo: settings.logo ? imageUrl(settings.logo, 640) : null,
  };
}
