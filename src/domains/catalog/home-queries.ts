import 'server-only';
import { and, asc, count, desc, eq, gt, gte, notInArray, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { brands, categories, productSalesDaily, products } from '@/db/schema/catalog';
import { readOrderDisplay } from '@/domains/store-settings/queries';
import type { Locale } from '@/i18n/routing';
import { cached } from '@/lib/cache';
import { TAGS } from '@/lib/cache-tags';
import {
  type BrandCard,
  type CategoryCard,
  cardColumns,
  newest,
  type ProductCard,
  pick,
  published,
  type SubCategoryCard,
  toCard,
} from './queries';

// Home page sections and the category and brand lists, cached for every visitor (tags: lib/cache-tags).

// ── Home ──────────────────────────────────────────────────────────────────────────────────────────────────────

async function readNewArrivals(locale: Locale, limit: number): Promise<ProductCard[]> {
  const rows = await getDb()
    .select(cardColumns)
    .from(products)
    .where(published)
    .orderBy(...newest)
    .limit(limit);
  return rows.map(toCard(locale));
}

async function readTrending(locale: Locale, limit: number): Promise<ProductCard[]> {
  const db = getDb();
  const { timeZone } = await readOrderDisplay();
  const sold = db
    .select({
      productId: productSalesDaily.productId,
      units: sql<number>`sum(${productSalesDaily.quantity})`.as('units'),
    })
    .from(productSalesDaily)
    // The last 30 days of the store's calendar, as sales are counted (catalog/stock.ts).
    .where(gte(productSalesDaily.day, sql`(now() at time zone ${timeZone})::date - 30`))
    .groupBy(productSalesDaily.productId)
    .as('sold');
  const rows = await db
    .select(cardColumns)
    .from(products)
    .innerJoin(sold, eq(sold.productId, products.id))
    .where(and(published, gt(sold.units, 0)))
    .orderBy(desc(sold.units), desc(products.id))
    .limit(limit);
  // Spec: trending falls back to the newest products; a short list is topped up with them.
  if (rows.length < limit) {
    const seen = rows.map((r) => r.id);
    const fill = await db
      .select(cardColumns)
      .from(products)
      .where(and(published, seen.length ? notInArray(products.id, seen) : undefined))
      .orderBy(...newest)
      .limit(limit - rows.length);
    rows.push(...fill);
  }
  return rows.map(toCard(locale));
}

/** The newest published products of a category (or one of its sub categories), and the category's name and slug. */
async function readFeaturedCategory(locale: Locale, categoryId: number, limit: number) {
  const db = getDb();
  const [category] = await db
    .select({
      nameEn: categories.nameEn,
      nameAr: categories.nameAr,
      slugEn: categories.slugEn,
      slugAr: categories.slugAr,
    })
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.hidden, false)));
  if (!category) return null;
  const rows = await db
    .select(cardColumns)
    .from(products)
    .where(
      and(
        published,
        sql`(${products.categoryId} = ${categoryId} or ${products.subCategoryId} = ${categoryId})`,
      ),
    )
    .orderBy(...newest)
    .limit(limit);
  return {
    name: pick(locale, category.nameEn, category.nameAr),
    slug: pick(locale, category.slugEn, category.slugAr),
    products: rows.map(toCard(locale)),
  };
}

/** A brand card's columns, with its count of published products (the query joins them). */
const brandCardColumns = {
  id: brands.id,
  slugEn: brands.slugEn,
  slugAr: brands.slugAr,
  nameEn: brands.nameEn,
  nameAr: brands.nameAr,
  image: brands.image,
  productCount: count(products.id),
};

const toBrandCard =
  (locale: Locale) =>
  (b: {
    id: number;
    slugEn: string;
    slugAr: string;
    nameEn: string;
    nameAr: string;
    image: string | null;
    productCount: number;
  }): BrandCard => ({
    id: b.id,
    slug: pick(locale, b.slugEn, b.slugAr),
    slugs: { en: b.slugEn, ar: b.slugAr },
    name: pick(locale, b.nameEn, b.nameAr),
    image: b.image,
    productCount: b.productCount,
  });

async function readTopBrands(locale: Locale, limit: number): Promise<BrandCard[]> {
  const rows = await getDb()
    .select({
      ...brandCardColumns,
      sold: sql<number>`coalesce(sum(${products.soldCount}), 0)`.mapWith(Number),
    })
    .from(brands)
    .innerJoin(products, and(eq(products.brandId, brands.id), published))
    .where(eq(brands.hidden, false))
    .groupBy(brands.id)
    .orderBy(
      desc(sql`coalesce(sum(${products.soldCount}), 0)`),
      desc(count(products.id)),
      asc(brands.position),
    )
    .limit(limit);
  return rows.map(toBrandCard(locale));
}

async function readCategories(locale: Locale): Promise<CategoryCard[]> {
  const db = getDb();
  const rows = await db
    .select()
    .from(categories)
    .where(eq(categories.hidden, false))
    .orderBy(asc(categories.position), asc(categories.id));
  const counts = await db
    .select({ categoryId: products.categoryId, n: count() })
    .from(products)
    .where(published)
    .groupBy(products.categoryId);
  const countOf = new Map(counts.map((c) => [c.categoryId, c.n]));
  const card = (c: (typeof rows)[number]): SubCategoryCard => ({
    id: c.id,
    slug: pick(locale, c.slugEn, c.slugAr),
    slugs: { en: c.slugEn, ar: c.slugAr },
    name: pick(locale, c.nameEn, c.nameAr),
    image: c.image,
  });
  return rows
    .filter((c) => c.parentId === null)
    .map((c) => ({
      ...card(c),
      productCount: countOf.get(c.id) ?? 0,
      subCategories: rows.filter((s) => s.parentId === c.id).map(card),
    }));
}

async function readBrands(locale: Locale): Promise<BrandCard[]> {
  const rows = await getDb()
    .select({
      ...brandCardColumns,
    })
    .from(brands)
    .leftJoin(products, and(eq(products.brandId, brands.id), published))
    .where(eq(brands.hidden, false))
    .groupBy(brands.id)
    .orderBy(asc(brands.position), asc(brands.id));
  return rows.map(toBrandCard(locale));
}

/** The newest published products, in the page's language. */
export const getNewArrivals = (locale: Locale, limit: number) =>
  cached(['catalog:new-arrivals', locale, limit], [TAGS.allProducts], () => readNewArrivals(locale, limit));

/** Most units sold in the last 30 days, topped up with the newest products (spec: falls back to newest). */
export const getTrending = (locale: Locale, limit: number) =>
  cached(['catalog:trending', locale, limit], [TAGS.allProducts], () => readTrending(locale, limit));

/** Visible brands with published products, the best sellers first. */
export const getTopBrands = (locale: Locale, limit: number) =>
  cached(['catalog:top-brands', locale, limit], [TAGS.catalogStructure, TAGS.catalogCounts], () =>
    readTopBrands(locale, limit),
  );

/** Visible top-level categories, each with its visible sub categories and published product count. */
export const getCategories = (locale: Locale) =>
  cached(['catalog:categories', locale], [TAGS.catalogStructure, TAGS.catalogCounts], () =>
    readCategories(locale),
  );

/** The home page's featured category (Store Setting → Homepage): its newest products; null if hidden or gone. */
export const getFeaturedCategory = (locale: Locale, categoryId: number, limit: number) =>
  cached(
    ['catalog:featured-category', locale, categoryId, limit],
    [TAGS.catalogStructure, TAGS.category(categoryId)],
    () => readFeaturedCategory(locale, categoryId, limit),
  );

/** Visible brands, for the listing filter. */
export const getBrands = (locale: Locale) =>
  cached(['catalog:brands', locale], [TAGS.catalogStructure, TAGS.catalogCounts], () => readBrands(locale));
