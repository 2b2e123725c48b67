import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { brands, categories, products } from '@/db/schema/catalog';
import { cached } from '@/lib/cache';
import { TAGS } from '@/lib/cache-tags';
import { published, type Slugs } from './queries';

// What the sitemap lists.

export type SitemapData = {
  products: { slugs: Slugs; updatedAt: string }[];
  categories: { slugs: Slugs; parent: Slugs | null; updatedAt: string }[];
  brands: { slugs: Slugs; updatedAt: string }[];
};

async function readSitemapData(): Promise<SitemapData> {
  const db = getDb();
  const [productRows, categoryRows, brandRows] = await Promise.all([
    db
      .select({ slugEn: products.slugEn, slugAr: products.slugAr, updatedAt: products.updatedAt })
      .from(products)
      .where(published)
      .orderBy(asc(products.id)),
    db.select().from(categories).where(eq(categories.hidden, false)).orderBy(asc(categories.position)),
    db.select().from(brands).where(eq(brands.hidden, false)).orderBy(asc(brands.position), asc(brands.id)),
  ]);
  const byId = new Map(categoryRows.map((c) => [c.id, c]));
  return {
    products: productRows.map((p) => ({
      slugs: { en: p.slugEn, ar: p.slugAr },
      updatedAt: p.updatedAt.toISOString(),
    })),
    categories: categoryRows.flatMap((c): SitemapData['categories'] => {
      const updatedAt = c.updatedAt.toISOString();
      if (c.parentId === null) return [{ slugs: { en: c.slugEn, ar: c.slugAr }, parent: null, updatedAt }];
      const parent = byId.get(c.parentId);
      // A sub category of a hidden category is not reachable.
      return parent
        ? [
            {
              slugs: { en: c.slugEn, ar: c.slugAr },
              parent: { en: parent.slugEn, ar: parent.slugAr },
              updatedAt,
            },
          ]
        : [];
    }),
    brands: brandRows.map((b) => ({
      slugs: { en: b.slugEn, ar: b.slugAr },
      updatedAt: b.updatedAt.toISOString(),
    })),
  };
}

/**
 * Every published product, visible category/sub category (under a visible parent) and visible brand, both
 * languages' slugs.
 */
export const getSitemapData = () =>
  cached(['catalog:sitemap'], [TAGS.catalogStructure, TAGS.allProducts], readSitemapData, 3600);
