import 'server-only';
import { or, sql } from 'drizzle-orm';
import type { Database, Tx } from '@/db/client';
import { storePages } from '@/db/schema/content';
import type { CacheChange } from '@/lib/cache';
import { TAGS } from '@/lib/cache-tags';
import { sanitizeRichText } from '@/lib/rich-text';
import { DEMO_PAGES } from '../seed';

// The demo pages' part of Settings → Remove demo data (domains/clean-start): a page's text in a language is the
// demo's while it is exactly what the demo seed wrote; the owner's own words (any save that changed it) stay.

const demoBodies = () =>
  Object.entries(DEMO_PAGES).map(([key, body]) => ({
    key,
    en: sanitizeRichText(body.en),
    ar: sanitizeRichText(body.ar),
  }));

const stillDemo = (page: { key: string; en: string; ar: string }) =>
  sql`${storePages.key} = ${page.key} and (${storePages.bodyEn} = ${page.en} or ${storePages.bodyAr} = ${page.ar})`;

/** How many pages still carry demo text. */
export async function countDemoPages(db: Database | Tx): Promise<number> {
  const rows = await db
    .select({ key: storePages.key })
    .from(storePages)
    .where(or(...demoBodies().map(stillDemo)));
  return rows.length;
}

/** Empties each page's text that is still the demo's; answers how many pages changed and their cache tags. */
export async function removeDemoPages(tx: Tx): Promise<{ pages: number; cache: CacheChange }> {
  const changed: string[] = [];
  for (const page of demoBodies()) {
    const [row] = await tx
      .update(storePages)
      .set({
        bodyEn: sql`case when ${storePages.bodyEn} = ${page.en} then '' else ${storePages.bodyEn} end`,
        bodyAr: sql`case when ${storePages.bodyAr} = ${page.ar} then '' else ${storePages.bodyAr} end`,
        updatedAt: new Date(),
      })
      .where(stillDemo(page))
      .returning({ key: storePages.key });
    if (row) changed.push(row.key);
  }
  return { pages: changed.length, cache: { now: changed.map(TAGS.content) } };
}
