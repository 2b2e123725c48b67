import 'server-only';
import { type AnyColumn, and, asc, count, desc, eq, gte, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { brands, categories, products } from '@/db/schema/catalog';
import type { Locale } from '@/i18n/routing';
import { cached } from '@/lib/cache';
import { TAGS } from '@/lib/cache-tags';
import { currencyDigits } from '@/lib/money';
import {
  availableFirst,
  type BrandPage,
  type CategoryPage,
  cardColumns,
  inStock,
  type ListingQuery,
  type ListingResult,
  newest,
  pick,
  published,
  type SubCategoryPage,
  slugIs,
  toCard,
} from './queries';
import { PAGE_SIZE, PRICE_RANGE, type Sort } from './schemas';
import { productSearch, searchCorrection } from './search';

// Category pages, product listings with their filters, and search suggestions.

// ── Category and sub category pages ───────────────────────────────────────────────────────────────────────────

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

async function readBrandBySlug(locale: Locale, slug: string): Promise<BrandPage | null> {
  const [row] = await getDb()
    .select()
    .from(brands)
    .where(and(slugIs(brands, slug), eq(brands.hidden, false)))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    slug: pick(locale, row.slugEn, row.slugAr),
    slugs: { en: row.slugEn, ar: row.slugAr },
    name: pick(locale, row.nameEn, row.nameAr),
    image: row.image,
  };
}

/** A visible brand by its slug in either language; null when there is none (its page answers 404). */
export const getBrandBySlug = (locale: Locale, slug: string) =>
  cached(['catalog:brand', locale, slug], [TAGS.catalogStructure], () => readBrandBySlug(locale, slug));

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

/** The columns a listing sorts by: the products table's, or a search's ranked matches (readSearchPage). */
type SortColumns = Record<
  'id' | 'price' | 'soldCount' | 'ratingAverage' | 'ratingCount' | 'createdAt',
  SQL.Aliased | AnyColumn
>;

function orderOf(sort: Sort, c: SortColumns): SQL[] {
  switch (sort) {
    case 'newest':
      return [desc(c.createdAt), desc(c.id)];
    case 'price-asc':
      return [asc(c.price), desc(c.id)];
    case 'price-desc':
      return [desc(c.price), desc(c.id)];
    case 'best-selling':
      return [desc(c.soldCount), desc(c.id)];
    case 'top-rated':
      return [desc(c.ratingAverage), desc(c.ratingCount), desc(c.id)];
  }
}

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

/** One listing page straight from the database (uncached): getListing's read, and scripts/bench-search.ts's. */
export async function readListing(
  locale: Locale,
  query: ListingQuery,
  scope: ListingScope,
  currency: string,
): Promise<ListingResult> {
  const db = getDb();
  const { categoryId, subCategoryId, brandId } = scope;
  // Filter amounts are major units (decimals from a display currency's conversion); the top of the range means "and
  // above" (spec: reset range 0–10000).
  const unit = 10 ** currencyDigits(currency);
  const search = query.q ? await productSearch(query.q) : null;
  const where = and(
    published,
    categoryId !== undefined ? eq(products.categoryId, categoryId) : undefined,
    subCategoryId !== undefined ? eq(products.subCategoryId, subCategoryId) : undefined,
    brandId !== undefined ? eq(products.brandId, brandId) : undefined,
    query.min !== undefined && query.min > PRICE_RANGE.min
      ? gte(products.price, Math.round(query.min * unit))
      : undefined,
    query.max !== undefined && query.max < PRICE_RANGE.max
      ? lte(products.price, Math.round(query.max * unit))
      : undefined,
    query.q ? (search?.where ?? sql`false`) : undefined,
  );
  const correction =
    query.q && query.page === 1 ? searchCorrection(query.q, search?.wordMatch ?? false) : null;
  if (search) {
    const [page, found] = await Promise.all([readSearchPage(query, where, search.rank), correction]);
    return { ...page, items: page.items.map(toCard(locale)), correction: found };
  }
  const [rows, [total]] = await Promise.all([
    db
      .select(cardColumns)
      .from(products)
      .where(where)
      .orderBy(availableFirst, ...(query.sort === 'relevance' ? newest : orderOf(query.sort, products)))
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(products).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    items: rows.map(toCard(locale)),
    total: n,
    page: query.page,
    pageCount: Math.ceil(n / PAGE_SIZE),
    correction: await correction,
  };
}

/**
 * One page of a search and its count in one statement: the matches are ranked once, in a sub-query that keeps only
 * their sort keys, and counted by a window over those narrow rows, where a second statement would find and check
 * every match again (the costliest part of a search at 10 000 products: docs/decisions/0026-search-speed.md).
 */
async function readSearchPage(query: ListingQuery, where: SQL | undefined, rank: SQL<number>) {
  const db = getDb();
  const matched = db
    .select({
      id: products.id,
      inStock: sql<boolean>`${inStock}`.as('in_stock'),
      rank: sql<number>`${rank}`.as('rank'),
      price: products.price,
      soldCount: products.soldCount,
      ratingAverage: products.ratingAverage,
      ratingCount: products.ratingCount,
      createdAt: products.createdAt,
    })
    .from(products)
    .where(where)
    // `offset 0` keeps this a sub-query, so its keys are computed here, not above the window, which would then hold
    // every match's whole row (search_vector included: 6 MB spilt to disk at 10 000 products). Drizzle leaves out a
    // numeric offset of 0, hence the SQL.
    .offset(sql`0` as unknown as number)
    .as('matched');
  const keys = (c: SortColumns & { inStock: SQL.Aliased | AnyColumn; rank: SQL.Aliased | AnyColumn }) => [
    desc(c.inStock),
    ...(query.sort === 'relevance' ? [desc(c.rank), desc(c.id)] : orderOf(query.sort, c)),
  ];
  const ranked = db
    .select({ ...matched._.selectedFields, total: sql<number>`count(*) over ()`.as('total') })
    .from(matched)
    .orderBy(...keys(matched))
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE)
    .as('ranked');
  const rows = await db
    .select({ ...cardColumns, total: ranked.total })
    .from(products)
    .innerJoin(ranked, eq(ranked.id, products.id))
    .orderBy(...keys(ranked));
  // A page past the last has no row to carry the count.
  const n = rows.length
    ? Number(rows[0]?.total)
    : query.page > 1
      ? ((await db.select({ n: count() }).from(products).where(where))[0]?.n ?? 0)
      : 0;
  return { items: rows, total: n, page: query.page, pageCount: Math.ceil(n / PAGE_SIZE) };
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
  const scope = await cached(['catalog:listing-scope', category, sub, brand], [TAGS.catalogStructure], () =>
    readListingScope(query),
  );
  // A search is a listing narrowed further: what changes the listing it narrows changes it, and so does a
  // description it may now match (or no longer).
  return cached(
    ['catalog:listing', locale, JSON.stringify(query), currency],
    [TAGS.catalogStructure, ...listingTags(scope), ...(query.q ? [TAGS.search] : [])],
    () => readListing(locale, query, scope, currency),
  );
}

// ── Search suggestions and sitemap ────────────────────────────────────────────────────────────────────────────

export type Suggestion = { name: string; slug: string; image: string | null; price: number };

/** "Did you mean …?" for the typeahead: cached like the suggestions (searchCorrection). */
export function getSearchCorrection(q: string): Promise<string | null> {
  return cached(['catalog:correction', q], [TAGS.allProducts, TAGS.search], () => searchCorrection(q));
}

/**
 * Up to `limit` best matches for a typed query. Cached like an unnarrowed search (any product's card or description
 * may change them): shoppers type the same first letters, so most keystrokes are answered from memory.
 */
export function getSearchSuggestions(locale: Locale, q: string, limit = 6): Promise<Suggestion[]> {
  return cached(['catalog:suggest', locale, q, limit], [TAGS.allProducts, TAGS.search], () =>
    readSearchSuggestions(locale, q, limit),
  );
}

/** The typeahead's matches straight from the database (uncached): getSearchSuggestions's read. */
export async function readSearchSuggestions(locale: Locale, q: string, limit = 6): Promise<Suggestion[]> {
  const search = await productSearch(q);
  if (!search) return [];
  const rows = await getDb()
    .select({ ...cardColumns })
    .from(products)
    .where(and(published, search.where))
    .orderBy(desc(search.rank), desc(products.soldCount), desc(products.id))
    .limit(limit);
  return rows.map(toCard(locale)).map(({ name, slug, image, price }) => ({ name, slug, image, price }));
}
