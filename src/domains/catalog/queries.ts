import 'server-only';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { getDb } from '@/db/client';
import { categories, products } from '@/db/schema';
import type { Locale } from '@/i18n/routing';
import { TAGS } from '@/lib/cache-tags';

export type ProductCard = { id: number; slug: string; name: string; price: number; image: string | null };
export type CategoryCard = { id: number; slug: string; name: string; productCount: number };

async function readNewArrivals(locale: Locale, limit: number): Promise<ProductCard[]> {
  const rows = await getDb()
    .select()
    .from(products)
    .where(eq(products.published, true))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit);
  return rows.map((p) => ({
    id: p.id,
    slug: p.slug,
    name: locale === 'ar' ? p.nameAr : p.nameEn,
    price: p.price,
    image: p.image,
  }));
}

async function readCategories(locale: Locale): Promise<CategoryCard[]> {
  const rows = await getDb()
    .select({ category: categories, productCount: count(products.id) })
    .from(categories)
    .leftJoin(products, and(eq(products.categoryId, categories.id), eq(products.published, true)))
    .where(eq(categories.hidden, false))
    .groupBy(categories.id)
    .orderBy(asc(categories.position), asc(categories.id));
  return rows.map(({ category: c, productCount }) => ({
    id: c.id,
    slug: c.slug,
    name: locale === 'ar' ? c.nameAr : c.nameEn,
    productCount,
  }));
}

/** The newest published products, in the page's language. Cached for everyone until the catalogue changes. */
export const getNewArrivals = unstable_cache(readNewArrivals, ['new-arrivals'], { tags: [TAGS.catalog] });

/** Visible categories with their published product counts. */
export const getCategories = unstable_cache(readCategories, ['categories'], { tags: [TAGS.catalog] });

/** Counts for the admin dashboard (never cached: the admin sees the truth). */
export async function getCatalogCounts() {
  const db = getDb();
  const [productRow] = await db
    .select({
      total: count(),
      published: sql<number>`count(*) filter (where ${products.published})`.mapWith(Number),
    })
    .from(products);
  const [categoryRow] = await db.select({ total: count() }).from(categories);
  return {
    products: productRow?.total ?? 0,
    published: productRow?.published ?? 0,
    categories: categoryRow?.total ?? 0,
  };
}

/** The latest products for the dashboard, any status. */
export async function getLatestProducts(locale: Locale, limit = 5) {
  const rows = await getDb()
    .select()
    .from(products)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit);
  return rows.map((p) => ({
    id: p.id,
    name: locale === 'ar' ? p.nameAr : p.nameEn,
    price: p.price,
    published: p.published,
  }));
}
