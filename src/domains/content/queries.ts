import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { storePages } from '@/db/schema/content';
import { cached } from '@/lib/cache';
import { TAGS } from '@/lib/cache-tags';
import type { PageKey, StorePage } from './schemas';

const emptyPage = (key: PageKey): StorePage => ({
  key,
  bodyEn: '',
  bodyAr: '',
  image: null,
  updatedAt: null,
});

/** One page, fresh (the admin's editor starts from it); a page never written reads as empty. */
export async function readPage(key: PageKey): Promise<StorePage> {
  const [row] = await getDb().select().from(storePages).where(eq(storePages.key, key));
  if (!row) return emptyPage(key);
  return {
    key,
    bodyEn: row.bodyEn,
    bodyAr: row.bodyAr,
    image: key === 'about' ? row.image : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One page as the store shows it: the same for every visitor, cached until the owner saves that page. */
export const getPage = (key: PageKey) =>
  cached(['store-page', key], [TAGS.content(key)], () => readPage(key));
