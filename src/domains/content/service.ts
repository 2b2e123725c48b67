import 'server-only';
import { getDb } from '@/db/client';
import { storePages } from '@/db/schema/content';
import type { CacheChange } from '@/lib/cache';
import { TAGS } from '@/lib/cache-tags';
import { sanitizeRichText } from '@/lib/rich-text';
import type { CheckedPage } from './schemas';

/**
 * Saves one page in both languages. The HTML is sanitised here, on every save, so the store can show what is
 * stored as it is: only the editor's tags and safe links ever reach a shopper. Only that page shows it.
 */
export async function savePage({ key, bodyEn, bodyAr, image }: CheckedPage) {
  const values = {
    bodyEn: sanitizeRichText(bodyEn),
    bodyAr: sanitizeRichText(bodyAr),
    image: key === 'about' ? image : null,
    updatedAt: new Date(),
  };
  await getDb()
    .insert(storePages)
    .values({ key, ...values })
    .onConflictDoUpdate({ target: storePages.key, set: values });
  return { cache: { now: [TAGS.content(key)] } satisfies CacheChange };
}
