import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

/**
 * Categories and their sub categories (one level: a sub category's parent is a top-level category).
 * Slugs are per language, so each locale gets readable URLs; each is unique within its language.
 */
export const categories = pgTable(
  'categories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer().references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    slugEn: text().notNull(),
    slugAr: text().notNull(),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    /** Storage key of the image's renditions (see lib/images). */
    image: text(),
    position: integer().notNull().default(0),
    hidden: boolean().notNull().default(false),
    /** Loaded by the demo seed; Settings → Remove demo data deletes these rows (docs/decisions/0021). */
    demo: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('categories_slug_en_key').on(t.slugEn),
    uniqueIndex('categories_slug_ar_key').on(t.slugAr),
    index('categories_parent_position_idx').on(t.parentId, t.position),
  ],
);

export const brands = pgTable(
  'brands',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slugEn: text().notNull(),
    slugAr: text().notNull(),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    image: text(),
    position: integer().notNull().default(0),
    hidden: boolean().notNull().default(false),
    /** Loaded by the demo seed; Settings → Remove demo data deletes these rows (docs/decisions/0021). */
    demo: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('brands_slug_en_key').on(t.slugEn), uniqueIndex('brands_slug_ar_key').on(t.slugAr)],
);

// Search columns: both languages, Arabic-normalised by wishah_normalize() (migration 0000), kept by PostgreSQL itself.
const names = (t: { nameEn: AnyPgColumn; nameAr: AnyPgColumn }): SQL =>
  sql`wishah_normalize(${t.nameEn} || ' ' || ${t.nameAr})`;

export const products = pgTable(
  'products',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slugEn: text().notNull(),
    slugAr: text().notNull(),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    /** Sanitised HTML (rich text from the admin). */
    descriptionEn: text().notNull().default(''),
    descriptionAr: text().notNull().default(''),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    subCategoryId: integer().references(() => categories.id, { onDelete: 'restrict' }),
    brandId: integer().references(() => brands.id, { onDelete: 'restrict' }),
    /** Minor units of the store currency; a variant may override it. */
    price: integer().notNull(),
    /** The "was" price shown struck through; above `price` when set. */
    compareAtPrice: integer(),
    published: boolean().notNull().default(false),
    /** Units sold over all time, kept by the orders capability (best-selling sort). */
    soldCount: integer().notNull().default(0),
    /** Kept by the reviews capability from visible reviews (top-rated sort, AggregateRating). */
    ratingAverage: real().notNull().default(0),
    ratingCount: integer().notNull().default(0),
    /** Loaded by the demo seed; Settings → Remove demo data deletes these rows (docs/decisions/0021). */
    demo: boolean().notNull().default(false),
    searchName: text()
      .notNull()
      .generatedAlwaysAs((): SQL => names(products)),
    searchVector: tsvector()
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('simple', ${names(products)}), 'A') || setweight(to_tsvector('simple', wishah_normalize(regexp_replace(${products.descriptionEn} || ' ' || ${products.descriptionAr}, '<[^>]*>', ' ', 'g'))), 'B')`,
      ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('products_slug_en_key').on(t.slugEn),
    uniqueIndex('products_slug_ar_key').on(t.slugAr),
    index('products_published_created_idx').on(t.published, t.createdAt.desc(), t.id.desc()),
    index('products_category_idx').on(t.categoryId, t.published),
    index('products_sub_category_idx').on(t.subCategoryId, t.published),
    index('products_brand_idx').on(t.brandId, t.published),
    index('products_price_idx').on(t.published, t.price),
    index('products_sold_idx').on(t.published, t.soldCount.desc()),
    index('products_rating_idx').on(t.published, t.ratingAverage.desc()),
    index('products_updated_idx').on(t.updatedAt.desc()),
    index('products_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    index('products_search_vector_idx').using('gin', t.searchVector),
    check('products_price_check', sql`${t.price} >= 0`),
    check('products_compare_at_check', sql`${t.compareAtPrice} is null or ${t.compareAtPrice} > ${t.price}`),
  ],
);

export const optionKind = pgEnum('option_kind', ['color', 'size']);

/** A product's option lists: its colours (with a swatch) and sizes. */
export const productOptionValues = pgTable(
  'product_option_values',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: optionKind().notNull(),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    /** `#rrggbb`, colours only. */
    swatch: text(),
    position: integer().notNull().default(0),
  },
  (t) => [
    index('product_option_values_product_idx').on(t.productId, t.kind, t.position),
    // The target of product_images' (product_id, color_id) key: a photo's colour must be its own product's.
    unique('product_option_values_product_id_key').on(t.productId, t.id),
  ],
);

/**
 * Product photos; the first by position is the main one. `image` names a set of WebP renditions. A photo with a
 * colour shows that colour (the product page puts the chosen colour's photos first); one without is shared by all.
 * The colour is one of this product's own: a foreign key on (product_id, color_id), hand-written in migration 0023
 * because it clears only the colour when that colour is deleted (`on delete set null (color_id)`).
 */
export const productImages = pgTable(
  'product_images',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    image: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    position: integer().notNull().default(0),
    /** A `product_option_values` row of kind colour, of the same product; null: shown with every colour. */
    colorId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_images_product_idx').on(t.productId, t.position),
    index('product_images_color_idx').on(t.colorId),
  ],
);

/** One sellable combination (colour × size). Stock lives here and never goes below zero. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorId: integer().references(() => productOptionValues.id, { onDelete: 'cascade' }),
    sizeId: integer().references(() => productOptionValues.id, { onDelete: 'cascade' }),
    sku: text().notNull(),
    /** Overrides the product price when set (minor units). */
    price: integer(),
    stock: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_variants_sku_key').on(t.sku),
    unique('product_variants_combination_key').on(t.productId, t.colorId, t.sizeId).nullsNotDistinct(),
    check('product_variants_stock_check', sql`${t.stock} >= 0`),
    check('product_variants_price_check', sql`${t.price} is null or ${t.price} >= 0`),
  ],
);

/** Units sold per product per day, kept by the orders capability (trending = last 30 days). */
export const productSalesDaily = pgTable(
  'product_sales_daily',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    day: date().notNull(),
    quantity: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.day] }), index('product_sales_daily_day_idx').on(t.day)],
);

// The store's own search vocabulary (synonyms) and what shoppers searched for. See
// docs/decisions/0025-search-synonyms-arabizi-typos.md.

/** A group of words that mean the same to a shopper (شيلة, طرحة, scarf…); its words are `search_synonym_terms`. */
export const searchSynonymGroups = pgTable('search_synonym_groups', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * One word of a synonym group, as the owner typed it and normalised like the indexed text (wishah_normalize), so a
 * query word is looked up by the index on `normalized`. A word appears once per group.
 */
export const searchSynonymTerms = pgTable(
  'search_synonym_terms',
  {
    groupId: integer()
      .notNull()
      .references(() => searchSynonymGroups.id, { onDelete: 'cascade' }),
    term: text().notNull(),
    normalized: text()
      .notNull()
      .generatedAlwaysAs((): SQL => sql`wishah_normalize(${searchSynonymTerms.term})`),
    position: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.normalized] }),
    index('search_synonym_terms_normalized_idx').on(t.normalized),
  ],
);

/**
 * Searches per day, aggregated: the normalised query, how many times it was searched and how many of those found
 * nothing. Nothing about who searched is kept. Rows older than the admin's 30-day view are deleted when recorded.
 */
export const searchLog = pgTable(
  'search_log',
  {
    day: date({ mode: 'string' }).notNull(),
    query: text().notNull(),
    searches: integer().notNull().default(0),
    zeroResults: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.query] }), index('search_log_query_idx').on(t.query)],
);
