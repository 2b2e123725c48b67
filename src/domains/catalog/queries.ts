import 'server-only';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lte,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { getDb } from '@/db/client';
import {
  brands,
  categories,
  productImages,
  productOptionValues,
  productSalesDaily,
  products,
  productVariants,
  reviews,
} from '@/db/schema/catalog';
import type { Locale } from '@/i18n/routing';
import { cached } from '@/lib/cache';
import { TAGS } from '@/lib/cache-tags';
import { currencyDigits } from '@/lib/money';
import { outer } from './outer-columns';
import { type ListingParams, PAGE_SIZE, PRICE_RANGE, type Sort } from './schemas';
import { productSearch } from './search';

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
export type ProductDetail = {
  id: number;
  slug: string;
  slugs: Slugs;
  name: string;
  /** Sanitised HTML (sanitizeRichText on save). */
  description: string;
  price: number;
  compareAtPrice: number | null;
  images: { key: string; width: number; height: number }[];
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
export type ReviewItem = {
  id: number;
  name: string;
  rating: number;
  title: string;
  comment: string;
  createdAt: string;
};

/** `sort` plus "best match", used when a search has no explicit sort. */
export type ListingSort = Sort | 'relevance';
export type ListingQuery = Omit<ListingParams, 'sort'> & { sort: ListingSort };
export type ListingResult = { items: ProductCard[]; total: number; page: number; pageCount: number };

const pick = (locale: Locale, en: string, ar: string) => (locale === 'ar' ? ar : en);

// The main image (first by position) and "any variant in stock", as correlated sub-queries on one product row.
const mainImage = sql<
  string | null
>`(select ${productImages.image} from ${productImages} where ${productImages.productId} = ${outer.productId} order by ${productImages.position}, ${productImages.id} limit 1)`;
const inStock = sql<boolean>`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${outer.productId} and ${productVariants.stock} > 0)`;

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

const toCard =
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

const published = eq(products.published, true);
const newest = [desc(products.createdAt), desc(products.id)];

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
export async function isProductPublished(id: number): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), published));
  return !!row;
}

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
  const sold = db
    .select({
      productId: productSalesDaily.productId,
      units: sql<number>`sum(${productSalesDaily.quantity})`.as('units'),
    })
    .from(productSalesDaily)
    .where(gte(productSalesDaily.day, sql`current_date - 30`))
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

async function readTopBrands(locale: Locale, limit: number): Promise<BrandCard[]> {
  const rows = await getDb()
    .select({
      id: brands.id,
      slugEn: brands.slugEn,
      slugAr: brands.slugAr,
      nameEn: brands.nameEn,
      nameAr: brands.nameAr,
      image: brands.image,
      productCount: count(products.id),
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
  return rows.map((b) => ({
    id: b.id,
    slug: pick(locale, b.slugEn, b.slugAr),
    slugs: { en: b.slugEn, ar: b.slugAr },
    name: pick(locale, b.nameEn, b.nameAr),
    image: b.image,
    productCount: b.productCount,
  }));
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
      id: brands.id,
      slugEn: brands.slugEn,
      slugAr: brands.slugAr,
      nameEn: brands.nameEn,
      nameAr: brands.nameAr,
      image: brands.image,
      productCount: count(products.id),
    })
    .from(brands)
    .leftJoin(products, and(eq(products.brandId, brands.id), published))
    .where(eq(brands.hidden, false))
    .groupBy(brands.id)
    .orderBy(asc(brands.position), asc(brands.id));
  return rows.map((b) => ({
    id: b.id,
    slug: pick(locale, b.slugEn, b.slugAr),
    slugs: { en: b.slugEn, ar: b.slugAr },
    name: pick(locale, b.nameEn, b.nameAr),
    image: b.image,
    productCount: b.productCount,
  }));
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

/** Visible brands, for the listing filter. */
export const getBrands = (locale: Locale) =>
  cached(['catalog:brands', locale], [TAGS.catalogStructure, TAGS.catalogCounts], () => readBrands(locale));

// ── Category and sub category pages ───────────────────────────────────────────────────────────────────────────

const slugIs = (table: typeof categories | typeof brands | typeof products, slug: string) =>
  or(eq(table.slugEn, slug), eq(table.slugAr, slug));

async function readCategoryBySlug(locale: Locale, slug: string): Promise<CategoryPage | null> {
  const db = getDb();
  const [row] = await db
    .select()
    .from(categories)
    .where(and(slugIs(categories, slug), isNull(categories.parentId), eq(categories.hidden, false)))
    .limit(1);
  if (!row) return null;
  const subs = await db
    .select()
    .from(categories)
    .where(and(eq(categories.parentId, row.id), eq(categories.hidden, false)))
    .orderBy(asc(categories.position), asc(categories.id));
  return {
    id: row.id,
    slug: pick(locale, row.slugEn, row.slugAr),
    slugs: { en: row.slugEn, ar: row.slugAr },
    name: pick(locale, row.nameEn, row.nameAr),
    image: row.image,
    subCategories: subs.map((s) => ({
      id: s.id,
      slug: pick(locale, s.slugEn, s.slugAr),
      slugs: { en: s.slugEn, ar: s.slugAr },
      name: pick(locale, s.nameEn, s.nameAr),
      image: s.image,
    })),
  };
}

/** A visible top-level category by its slug in either language; null when there is none. */
export const getCategoryBySlug = (locale: Locale, slug: string) =>
  cached(['catalog:category', locale, slug], [TAGS.catalogStructure], () => readCategoryBySlug(locale, slug));

async function readSubCategoryBySlug(
  locale: Locale,
  parentSlug: string,
  slug: string,
): Promise<SubCategoryPage | null> {
  const parent = await readCategoryBySlug(locale, parentSlug);
  if (!parent) return null;
  const [row] = await getDb()
    .select()
    .from(categories)
    .where(and(slugIs(categories, slug), eq(categories.parentId, parent.id), eq(categories.hidden, false)))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    slug: pick(locale, row.slugEn, row.slugAr),
    slugs: { en: row.slugEn, ar: row.slugAr },
    name: pick(locale, row.nameEn, row.nameAr),
    parent,
  };
}

/** A visible sub category of the category `parentSlug`, by slugs in either language; null when there is none. */
export const getSubCategoryBySlug = (locale: Locale, parentSlug: string, slug: string) =>
  cached(['catalog:sub-category', locale, parentSlug, slug], [TAGS.catalogStructure], () =>
    readSubCategoryBySlug(locale, parentSlug, slug),
  );

// ── Listings ──────────────────────────────────────────────────────────────────────────────────────────────────

/** Ids of a category/sub category/brand slug (either language); -1 matches nothing, so an unknown slug lists nothing. */
async function idOfSlug(
  table: typeof categories | typeof brands,
  slug: string,
  where?: SQL,
): Promise<number> {
  const [row] = await getDb()
    .select({ id: table.id })
    .from(table)
    .where(and(slugIs(table, slug), eq(table.hidden, false), where))
    .limit(1);
  return row?.id ?? -1;
}

const ORDER: Record<Sort, SQL[]> = {
  newest,
  'price-asc': [asc(products.price), desc(products.id)],
  'price-desc': [desc(products.price), desc(products.id)],
  'best-selling': [desc(products.soldCount), desc(products.id)],
  'top-rated': [desc(products.ratingAverage), desc(products.ratingCount), desc(products.id)],
};

/** What a listing's slugs name; -1 for a slug that names nothing visible, so that listing is empty. */
type ListingScope = { categoryId?: number; subCategoryId?: number; brandId?: number };

async function readListingScope(query: ListingQuery): Promise<ListingScope> {
  const [categoryId, subCategoryId, brandId] = await Promise.all([
    query.category ? idOfSlug(categories, query.category, isNull(categories.parentId)) : undefined,
    query.sub ? idOfSlug(categories, query.sub, sql`${categories.parentId} is not null`) : undefined,
    query.brand ? idOfSlug(brands, query.brand) : undefined,
  ]);
  return { categoryId, subCategoryId, brandId };
}

/** The tags of a listing: the categories and brand it is narrowed to, or every product when it is not. */
function listingTags({ categoryId, subCategoryId, brandId }: ListingScope): string[] {
  const narrowed = [categoryId, subCategoryId, brandId].filter((id) => id !== undefined);
  if (narrowed.length === 0) return [TAGS.allProducts];
  return [
    ...[categoryId, subCategoryId].flatMap((id) => (id && id > 0 ? [TAGS.category(id)] : [])),
    ...(brandId && brandId > 0 ? [TAGS.brand(brandId)] : []),
  ];
}

async function readListing(
  locale: Locale,
  query: ListingQuery,
  scope: ListingScope,
  currency: string,
): Promise<ListingResult> {
  const db = getDb();
  const { categoryId, subCategoryId, brandId } = scope;
  // Filter amounts are whole major units; the top of the range means "and above" (spec: reset range 0–10000).
  const unit = 10 ** currencyDigits(currency);
  const search = query.q ? productSearch(query.q) : null;
  const where = and(
    published,
    categoryId !== undefined ? eq(products.categoryId, categoryId) : undefined,
    subCategoryId !== undefined ? eq(products.subCategoryId, subCategoryId) : undefined,
    brandId !== undefined ? eq(products.brandId, brandId) : undefined,
    query.min !== undefined && query.min > PRICE_RANGE.min
      ? gte(products.price, query.min * unit)
      : undefined,
    query.max !== undefined && query.max < PRICE_RANGE.max
      ? lte(products.price, query.max * unit)
      : undefined,
    query.q ? (search?.where ?? sql`false`) : undefined,
  );
  const order =
    query.sort === 'relevance'
      ? search
        ? [desc(search.rank), desc(products.id)]
        : newest
      : ORDER[query.sort];
  const [rows, [total]] = await Promise.all([
    db
      .select(cardColumns)
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(products).where(where),
  ]);
  const n = total?.n ?? 0;
  return { items: rows.map(toCard(locale)), total: n, page: query.page, pageCount: Math.ceil(n / PAGE_SIZE) };
}

/**
 * One page of published products for the listing's filters (slugs in either language). Filtered lists are cached,
 * tagged by the categories and brand they are narrowed to; free-text searches are not, since every typed query
 * would add an entry.
 */
export async function getListing(
  locale: Locale,
  query: ListingQuery,
  currency: string,
): Promise<ListingResult> {
  const { category, sub, brand } = query;
  const scope = query.q
    ? await readListingScope(query)
    : await cached(['catalog:listing-scope', category, sub, brand], [TAGS.catalogStructure], () =>
        readListingScope(query),
      );
  if (query.q) return readListing(locale, query, scope, currency);
  return cached(
    ['catalog:listing', locale, JSON.stringify(query), currency],
    [TAGS.catalogStructure, ...listingTags(scope)],
    () => readListing(locale, query, scope, currency),
  );
}

// ── Product page ──────────────────────────────────────────────────────────────────────────────────────────────

async function readProductBySlug(locale: Locale, slug: string): Promise<ProductDetail | null> {
  const db = getDb();
  const [row] = await db
    .select()
    .from(products)
    .where(and(slugIs(products, slug), published))
    .limit(1);
  if (!row) return null;
  const placementIds = [row.categoryId, row.subCategoryId].filter((id): id is number => id !== null);
  const [images, options, variants, placements, brand] = await Promise.all([
    db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, row.id))
      .orderBy(asc(productImages.position), asc(productImages.id)),
    db
      .select()
      .from(productOptionValues)
      .where(eq(productOptionValues.productId, row.id))
      .orderBy(asc(productOptionValues.position), asc(productOptionValues.id)),
    db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, row.id))
      .orderBy(asc(productVariants.id)),
    db.select().from(categories).where(inArray(categories.id, placementIds)),
    row.brandId
      ? db.query.brands.findFirst({ where: and(eq(brands.id, row.brandId), eq(brands.hidden, false)) })
      : undefined,
  ]);
  const place = (id: number | null) => {
    const c = placements.find((p) => p.id === id);
    return c
      ? { id: c.id, slug: pick(locale, c.slugEn, c.slugAr), name: pick(locale, c.nameEn, c.nameAr) }
      : null;
  };
  const category = place(row.categoryId);
  if (!category) return null;
  const option = (o: (typeof options)[number]): ProductOption => ({
    id: o.id,
    name: pick(locale, o.nameEn, o.nameAr),
    swatch: o.swatch,
  });
  return {
    id: row.id,
    slug: pick(locale, row.slugEn, row.slugAr),
    slugs: { en: row.slugEn, ar: row.slugAr },
    name: pick(locale, row.nameEn, row.nameAr),
    description: pick(locale, row.descriptionEn, row.descriptionAr),
    price: row.price,
    compareAtPrice: row.compareAtPrice,
    images: images.map((i) => ({ key: i.image, width: i.width, height: i.height })),
    colors: options.filter((o) => o.kind === 'color').map(option),
    sizes: options.filter((o) => o.kind === 'size').map(option),
    variants: variants.map((v) => ({
      id: v.id,
      colorId: v.colorId,
      sizeId: v.sizeId,
      sku: v.sku,
      price: v.price ?? row.price,
      stock: v.stock,
    })),
    category,
    subCategory: place(row.subCategoryId),
    brand: brand
      ? {
          id: brand.id,
          slug: pick(locale, brand.slugEn, brand.slugAr),
          name: pick(locale, brand.nameEn, brand.nameAr),
        }
      : null,
    placement: {
      id: row.id,
      categoryId: row.categoryId,
      subCategoryId: row.subCategoryId,
      brandId: row.brandId,
    },
    ratingAverage: row.ratingAverage,
    ratingCount: row.ratingCount,
    soldCount: row.soldCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A published product by its slug in either language, with images, options and variants; null when none. Tagged by
 * the slug, so a product that takes the slug later replaces the cached "not found".
 */
export const getProductBySlug = (locale: Locale, slug: string) =>
  cached(['catalog:product', locale, slug], [TAGS.product(slug)], () => readProductBySlug(locale, slug));

async function readProductReviews(productId: number, limit: number): Promise<ReviewItem[]> {
  const rows = await getDb()
    .select()
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.hidden, false)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  // The reviewer's email is never shown.
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    rating: r.rating,
    title: r.title,
    comment: r.comment,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The newest visible reviews of a product. */
export const getProductReviews = (productId: number, limit: number) =>
  cached(['catalog:reviews', productId, limit], [TAGS.reviews(productId)], () =>
    readProductReviews(productId, limit),
  );

/** Where a product sits: what its page shows besides itself (breadcrumbs, brand, related products). */
export type ProductPlacement = {
  id: number;
  categoryId: number;
  subCategoryId: number | null;
  brandId: number | null;
};

async function readRelated(locale: Locale, product: ProductPlacement, limit: number): Promise<ProductCard[]> {
  // Same sub category first, then the rest of the category; best sellers first within each. Without a sub
  // category there is no first group (and PostgreSQL refuses a constant such as `false` in ORDER BY).
  const sameSubFirst =
    product.subCategoryId === null
      ? []
      : [desc(sql`coalesce(${products.subCategoryId} = ${product.subCategoryId}, false)`)];
  const rows = await getDb()
    .select(cardColumns)
    .from(products)
    .where(and(published, eq(products.categoryId, product.categoryId), ne(products.id, product.id)))
    .orderBy(...sameSubFirst, desc(products.soldCount), desc(products.id))
    .limit(limit);
  return rows.map(toCard(locale));
}

/**
 * Other published products of the same sub category, then of the same category. Tagged by the product's category,
 * sub category and brand, so the page also follows their names (breadcrumbs, brand) and its siblings' cards.
 */
export const getRelatedProducts = (locale: Locale, product: ProductPlacement, limit: number) =>
  cached(
    ['catalog:related', locale, JSON.stringify(product), limit],
    [
      ...[product.categoryId, product.subCategoryId].flatMap((id) => (id ? [TAGS.category(id)] : [])),
      ...(product.brandId ? [TAGS.brand(product.brandId)] : []),
    ],
    () => readRelated(locale, product, limit),
  );

// ── Search suggestions and sitemap ────────────────────────────────────────────────────────────────────────────

export type Suggestion = { name: string; slug: string; image: string | null; price: number };

/** Up to `limit` best matches for a typed query (not cached here: the route handler sets HTTP caching). */
export async function getSearchSuggestions(locale: Locale, q: string, limit = 6): Promise<Suggestion[]> {
  const search = productSearch(q);
  if (!search) return [];
  const rows = await getDb()
    .select({ ...cardColumns })
    .from(products)
    .where(and(published, search.where))
    .orderBy(desc(search.rank), desc(products.soldCount), desc(products.id))
    .limit(limit);
  return rows.map(toCard(locale)).map(({ name, slug, image, price }) => ({ name, slug, image, price }));
}

export type SitemapData = {
  products: { slugs: Slugs; updatedAt: string }[];
  categories: { slugs: Slugs; parent: Slugs | null; updatedAt: string }[];
};

async function readSitemapData(): Promise<SitemapData> {
  const db = getDb();
  const [productRows, categoryRows] = await Promise.all([
    db
      .select({ slugEn: products.slugEn, slugAr: products.slugAr, updatedAt: products.updatedAt })
      .from(products)
      .where(published)
      .orderBy(asc(products.id)),
    db.select().from(categories).where(eq(categories.hidden, false)).orderBy(asc(categories.position)),
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
  };
}

/** Every published product and visible category/sub category (under a visible parent), both languages' slugs. */
export const getSitemapData = () =>
  cached(['catalog:sitemap'], [TAGS.catalogStructure, TAGS.allProducts], readSitemapData, 3600);

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

/** The latest products for the dashboard, any status. */
export async function getLatestProducts(locale: Locale, limit = 5) {
  const rows = await getDb()
    .select()
    .from(products)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit);
  return rows.map((p) => ({
    id: p.id,
    name: pick(locale, p.nameEn, p.nameAr),
    price: p.price,
    published: p.published,
  }));
}
