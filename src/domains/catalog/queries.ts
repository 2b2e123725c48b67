import 'server-only';
import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb } from '@/db/client';
import {
  type brands,
  categories,
  productImages,
  productOptionValues,
  products,
  productVariants,
} from '@/db/schema/catalog';
import type { Locale } from '@/i18n/routing';
import { escapeLike } from '@/lib/text';
import { outer } from './outer-columns';
import type { ListingParams, Sort } from './schemas';

// Storefront reads: published products and visible categories/brands only, mapped to the page's language.
// Everything the same for every visitor is cached and tagged by what it shows (lib/cache-tags), so a mutation
// expires only the pages that show what it changed.

export type ProductCard = {
  id: number;
  slug: string;
  name: string;
  price: number;
  compareAtPrice: number | null;
  image: string | null;
  ratingAverage: number;
  ratingCount: number;
  inStock: boolean;
};

export type SubCategoryCard = { id: number; slug: string; slugs: Slugs; name: string; image: string | null };
export type CategoryCard = SubCategoryCard & { productCount: number; subCategories: SubCategoryCard[] };
export type BrandCard = {
  id: number;
  slug: string;
  slugs: Slugs;
  name: string;
  image: string | null;
  productCount: number;
};

/** A slug in both languages, for hreflang alternates and the language switch. */
export type Slugs = { en: string; ar: string };

export type CategoryPage = {
  id: number;
  slug: string;
  slugs: Slugs;
  name: string;
  image: string | null;
  subCategories: SubCategoryCard[];
};
/** A brand's own page: its name and logo (the listing is loaded like a category's). */
export type BrandPage = { id: number; slug: string; slugs: Slugs; name: string; image: string | null };
export type SubCategoryPage = { id: number; slug: string; slugs: Slugs; name: string; parent: CategoryPage };

export type ProductOption = { id: number; name: string; swatch: string | null };
export type ProductVariant = {
  id: number;
  colorId: number | null;
  sizeId: number | null;
  sku: string;
  price: number;
  stock: number;
};
export type ProductImage = { key: string; width: number; height: number; colorId: number | null };
export type ProductDetail = {
  id: number;
  slug: string;
  slugs: Slugs;
  name: string;
  /** Sanitised HTML (sanitizeRichText on save). */
  description: string;
  price: number;
  compareAtPrice: number | null;
  /** In the owner's order; `colorId` is the colour a photo shows (null: every colour's). See gallery-order.ts. */
  images: ProductImage[];
  colors: ProductOption[];
  sizes: ProductOption[];
  variants: ProductVariant[];
  category: { id: number; slug: string; name: string };
  subCategory: { id: number; slug: string; name: string } | null;
  brand: { id: number; slug: string; name: string } | null;
  /** Its category, sub category and brand ids, shown or hidden: what else its page depends on. */
  placement: ProductPlacement;
  ratingAverage: number;
  ratingCount: number;
  soldCount: number;
  updatedAt: string;
};
/** Where a product sits: what its page shows besides itself (breadcrumbs, brand, related products). */
export type ProductPlacement = {
  id: number;
  categoryId: number;
  subCategoryId: number | null;
  brandId: number | null;
};

/** `sort` plus "best match", used when a search has no explicit sort. */
export type ListingSort = Sort | 'relevance';
export type ListingQuery = Omit<ListingParams, 'sort'> & { sort: ListingSort };
export type ListingResult = {
  items: ProductCard[];
  total: number;
  page: number;
  pageCount: number;
  /** "Did you mean …?": a close query that finds products when this search's words find none (searchCorrection). */
  correction?: string | null;
};

export const pick = (locale: Locale, en: string, ar: string) => (locale === 'ar' ? ar : en);

// The main image (first by position) and "any variant in stock", as correlated sub-queries on one product row.
const mainImage = sql<
  string | null
>`(select ${productImages.image} from ${productImages} where ${productImages.productId} = ${outer.productId} order by ${productImages.position}, ${productImages.id} limit 1)`;
export const inStock = sql<boolean>`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${outer.productId} and ${productVariants.stock} > 0)`;

export const cardColumns = {
  id: products.id,
  slugEn: products.slugEn,
  slugAr: products.slugAr,
  nameEn: products.nameEn,
  nameAr: products.nameAr,
  price: products.price,
  compareAtPrice: products.compareAtPrice,
  ratingAverage: products.ratingAverage,
  ratingCount: products.ratingCount,
  image: mainImage,
  inStock,
};
type CardRow = {
  id: number;
  slugEn: string;
  slugAr: string;
  nameEn: string;
  nameAr: string;
  price: number;
  compareAtPrice: number | null;
  ratingAverage: number;
  ratingCount: number;
  image: string | null;
  inStock: boolean;
};

export const toCard =
  (locale: Locale) =>
  (r: CardRow): ProductCard => ({
    id: r.id,
    slug: pick(locale, r.slugEn, r.slugAr),
    name: pick(locale, r.nameEn, r.nameAr),
    price: r.price,
    compareAtPrice: r.compareAtPrice,
    image: r.image,
    ratingAverage: r.ratingAverage,
    ratingCount: r.ratingCount,
    inStock: r.inStock,
  });

export const published = eq(products.published, true);
export const newest = [desc(products.createdAt), desc(products.id)];

/** Listings put what can be bought first, whatever the sort: a sold-out shawl led "price high → low" (issue 39). */
export const availableFirst = desc(inStock);

/**
 * Cards for the given products in the given order, published ones only (a product unpublished since it was saved
 * drops out). Uncached: for per-shopper lists such as the wishlist.
 */
export async function getProductCards(locale: Locale, ids: number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await getDb()
    .select(cardColumns)
    .from(products)
    .where(and(published, inArray(products.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCard(locale)(row)] : [];
  });
}

/**
 * True when a shopper can see the product: it exists and is published. Uncached: for another domain's write
 * that must refer to a product shoppers can see (saving it to a wishlist).
 */
/** Products' names and slugs in `locale`, by id: another domain's lists name the products they mention. */
export async function readProductNames(ids: readonly number[], locale: Locale) {
  if (!ids.length) return new Map<number, { name: string; slug: string }>();
  const rows = await getDb()
    .select({
      id: products.id,
      name: locale === 'ar' ? products.nameAr : products.nameEn,
      slug: locale === 'ar' ? products.slugAr : products.slugEn,
    })
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
  return new Map(rows.map(({ id, ...named }) => [id, named]));
}

/** Product ids by English slug, for the slugs that exist (another domain's demo data names products so). */
export async function readProductIdsBySlug(slugs: readonly string[]): Promise<Map<string, number>> {
  if (!slugs.length) return new Map();
  const rows = await getDb()
    .select({ id: products.id, slug: products.slugEn })
    .from(products)
    .where(inArray(products.slugEn, [...new Set(slugs)]));
  return new Map(rows.map((r) => [r.slug, r.id]));
}

/** The products whose name contains `text` in either language (at most 1 000): another domain's search by product. */
export async function findProductIdsByName(text: string): Promise<number[]> {
  const like = `%${escapeLike(text)}%`;
  const rows = await getDb()
    .select({ id: products.id })
    .from(products)
    .where(or(ilike(products.nameEn, like), ilike(products.nameAr, like)))
    .limit(1_000);
  return rows.map((r) => r.id);
}

export async function isProductPublished(id: number): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), published));
  return !!row;
}

/** A slug in either language. */
export const slugIs = (table: typeof categories | typeof brands | typeof products, slug: string) =>
  or(eq(table.slugEn, slug), eq(table.slugAr, slug));

// ── Admin dashboard ───────────────────────────────────────────────────────────────────────────────────────────

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

/**
 * Products by id, any status, with their name and top-level category (a sub category counts toward its parent) in
 * the page's language: what the owner's sales report names and groups its rows by. Ids since deleted are left out.
 */
export async function listProductPlacements(
  locale: Locale,
  ids: readonly number[],
): Promise<{ id: number; name: string; categoryId: number; categoryName: string }[]> {
  if (!ids.length) return [];
  const parent = alias(categories, 'parent');
  const rows = await getDb()
    .select({
      id: products.id,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      categoryId: sql<number>`coalesce(${parent.id}, ${categories.id})`.mapWith(Number),
      categoryEn: sql<string>`coalesce(${parent.nameEn}, ${categories.nameEn})`,
      categoryAr: sql<string>`coalesce(${parent.nameAr}, ${categories.nameAr})`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(sql`${products.id} = any(${sql.param(ids)}::int[])`);
  return rows.map((r) => ({
    id: r.id,
    name: pick(locale, r.nameEn, r.nameAr),
    categoryId: r.categoryId,
    categoryName: pick(locale, r.categoryEn, r.categoryAr),
  }));
}

/** Variants of live products running low (at or below the store's threshold), the emptiest first: the dashboard's list. */
export async function listLowStockVariants(threshold: number, locale: Locale, limit = 8) {
  const rows = await getDb()
    .select({
      productId: products.id,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      sku: productVariants.sku,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(published, sql`${productVariants.stock} <= ${threshold}`))
    .orderBy(productVariants.stock, productVariants.sku)
    .limit(limit);
  return rows.map((r) => ({ ...r, name: pick(locale, r.nameEn, r.nameAr) }));
}

/** A product's variant as the owner names it: its id, SKU, stock and option names in `locale` (back-in-stock counts). */
export type VariantRef = { id: number; sku: string; stock: number; label: string | null };

/** Every variant of a product, published or not, in the order the form lists them. */
export async function listVariantRefs(productId: number, locale: Locale): Promise<VariantRef[]> {
  const color = alias(productOptionValues, 'color');
  const size = alias(productOptionValues, 'size');
  const ar = locale === 'ar';
  const rows = await getDb()
    .select({
      id: productVariants.id,
      sku: productVariants.sku,
      stock: productVariants.stock,
      color: ar ? color.nameAr : color.nameEn,
      size: ar ? size.nameAr : size.nameEn,
    })
    .from(productVariants)
    .leftJoin(color, eq(color.id, productVariants.colorId))
    .leftJoin(size, eq(size.id, productVariants.sizeId))
    .where(eq(productVariants.productId, productId))
    .orderBy(productVariants.id);
  return rows.map((r) => ({
    id: r.id,
    sku: r.sku,
    stock: r.stock,
    label: [r.color, r.size].filter(Boolean).join(' / ') || null,
  }));
}
