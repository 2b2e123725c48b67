import 'server-only';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/db/client';
import {
  brands,
  categories,
  productImages,
  productOptionValues,
  products,
  productVariants,
} from '@/db/schema/catalog';
import type { Locale } from '@/i18n/routing';
import { optionalQueryText } from '@/lib/text';
import { outer } from './outer-columns';
import type { SavedProduct } from './schemas';
import { productSearch } from './search';

// Admin reads: never cached, the admin always sees the truth.

export const ADMIN_SORTS = ['name', 'category', 'price', 'stock', 'status', 'updated'] as const;
export type AdminSort = (typeof ADMIN_SORTS)[number];
export const ADMIN_STATUSES = ['all', 'published', 'draft'] as const;
export type AdminStatus = (typeof ADMIN_STATUSES)[number];
export const ADMIN_PAGE_SIZE = 20;

/** The products table's query parameters; anything malformed falls back to the default. */
export const adminProductParams = z.object({
  q: optionalQueryText(),
  sort: z.enum(ADMIN_SORTS).optional().catch(undefined),
  dir: z.enum(['asc', 'desc']).optional().catch(undefined),
  status: z.enum(ADMIN_STATUSES).catch('all').default('all'),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type AdminProductParams = z.output<typeof adminProductParams>;

/** Reads a Next `searchParams` object into the table's parameters. */
export function parseAdminProductParams(
  search: Record<string, string | string[] | undefined>,
): AdminProductParams {
  const first = Object.fromEntries(Object.entries(search).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  return adminProductParams.parse(first);
}

export type AdminProductRow = {
  id: number;
  name: string;
  slugEn: string;
  image: string | null;
  category: string;
  subCategory: string | null;
  price: number;
  stock: number;
  variantCount: number;
  published: boolean;
  updatedAt: Date;
};

export type AdminProductPage = {
  rows: AdminProductRow[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
};

/**
 * One page of the admin products table: optional search (the storefront's Arabic-normalised search), status
 * filter, sort by a column (default: most recently updated; by relevance while searching) and pagination.
 */
export async function listAdminProducts(
  params: AdminProductParams,
  locale: Locale,
  pageSize = ADMIN_PAGE_SIZE,
): Promise<AdminProductPage> {
  const db = getDb();
  const search = params.q ? await productSearch(params.q, 'all') : null;
  if (params.q && !search) return { rows: [], total: 0, page: 1, pageCount: 1, pageSize };
  const where = and(
    search?.where,
    params.status === 'published' ? eq(products.published, true) : undefined,
    params.status === 'draft' ? eq(products.published, false) : undefined,
  );

  const [totalRow] = await db.select({ n: count() }).from(products).where(where);
  const total = totalRow?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(params.page, pageCount);

  const ar = locale === 'ar';
  const stock = sql<number>`coalesce((select sum(${productVariants.stock}) from ${productVariants} where ${productVariants.productId} = ${outer.productId}), 0)`;
  const category = sql<string>`(select ${ar ? categories.nameAr : categories.nameEn} from ${categories} where ${categories.id} = ${outer.categoryId})`;
  const columns: Record<AdminSort, SQL> = {
    name: ar ? sql`${products.nameAr}` : sql`lower(${products.nameEn})`,
    category,
    price: sql`${products.price}`,
    stock,
    status: sql`${products.published}`,
    updated: sql`${products.updatedAt}`,
  };
  const direction = params.dir ?? (params.sort && params.sort !== 'updated' ? 'asc' : 'desc');
  const order: SQL[] = [];
  if (params.sort) order.push(direction === 'asc' ? asc(columns[params.sort]) : desc(columns[params.sort]));
  else if (search) order.push(desc(search.rank));
  else order.push(desc(products.updatedAt));
  order.push(desc(products.id));

  const rows = await db
    .select({
      id: products.id,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      slugEn: products.slugEn,
      price: products.price,
      published: products.published,
      updatedAt: products.updatedAt,
      category,
      subCategory: sql<
        string | null
      >`(select ${ar ? categories.nameAr : categories.nameEn} from ${categories} where ${categories.id} = ${outer.subCategoryId})`,
      stock: stock.mapWith(Number),
      variantCount:
        sql<number>`(select count(*) from ${productVariants} where ${productVariants.productId} = ${outer.productId})`.mapWith(
          Number,
        ),
      image: sql<
        string | null
      >`(select ${productImages.image} from ${productImages} where ${productImages.productId} = ${outer.productId} order by ${productImages.position} limit 1)`,
    })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset((page - 1) * pageSize);

  return {
    rows: rows.map((r) => ({
      id: r.id,
      name: ar ? r.nameAr : r.nameEn,
      slugEn: r.slugEn,
      image: r.image,
      category: r.category,
      subCategory: r.subCategory,
      price: r.price,
      stock: r.stock,
      variantCount: r.variantCount,
      published: r.published,
      updatedAt: r.updatedAt,
    })),
    total,
    page,
    pageCount,
    pageSize,
  };
}

/** A product in `productInput`'s shape, with the saved version so a form can start over after a save. */
export type ProductForEdit = SavedProduct & { updatedAt: string };

/** One product mapped to the form's shape, or null when it does not exist. */
export async function getProductForEdit(id: number): Promise<ProductForEdit | null> {
  const db = getDb();
  const [product] = await db.select().from(products).where(eq(products.id, id));
  if (!product) return null;
  const [images, options, variants] = await Promise.all([
    db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.position), asc(productImages.id)),
    db
      .select()
      .from(productOptionValues)
      .where(eq(productOptionValues.productId, id))
      .orderBy(asc(productOptionValues.position), asc(productOptionValues.id)),
    db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, id))
      .orderBy(asc(productVariants.id)),
  ]);
  const colors = options.filter((o) => o.kind === 'color');
  const sizes = options.filter((o) => o.kind === 'size');
  const colorIndex = new Map(colors.map((c, i) => [c.id, i]));
  const sizeIndex = new Map(sizes.map((s, i) => [s.id, i]));
  const mapped = variants.map((v) => ({
    color: v.colorId === null ? null : (colorIndex.get(v.colorId) ?? null),
    size: v.sizeId === null ? null : (sizeIndex.get(v.sizeId) ?? null),
    sku: v.sku,
    price: v.price,
    stock: v.stock,
    // Sent back with the save, which applies the owner's change to the stock as it is then.
    loadedStock: v.stock,
  }));
  // Display order: colour-major, like combinations().
  mapped.sort((a, b) => (a.color ?? -1) - (b.color ?? -1) || (a.size ?? -1) - (b.size ?? -1));
  return {
    id: product.id,
    nameEn: product.nameEn,
    nameAr: product.nameAr,
    slugEn: product.slugEn,
    slugAr: product.slugAr,
    descriptionEn: product.descriptionEn,
    descriptionAr: product.descriptionAr,
    categoryId: product.categoryId,
    subCategoryId: product.subCategoryId,
    brandId: product.brandId,
    price: product.price,
    compareAtPrice: product.compareAtPrice,
    published: product.published,
    images: images.map((i) => ({
      key: i.image,
      width: i.width,
      height: i.height,
      color: i.colorId === null ? null : (colorIndex.get(i.colorId) ?? null),
    })),
    colors: colors.map((c) => ({
      id: c.id,
      nameEn: c.nameEn,
      nameAr: c.nameAr,
      swatch: c.swatch ?? '#000000',
    })),
    sizes: sizes.map((s) => ({ id: s.id, nameEn: s.nameEn, nameAr: s.nameAr })),
    variants: mapped,
    updatedAt: product.updatedAt.toISOString(),
  };
}

export type AdminCategory = {
  id: number;
  parentId: number | null;
  nameEn: string;
  nameAr: string;
  slugEn: string;
  slugAr: string;
  image: string | null;
  hidden: boolean;
  productCount: number;
};
export type AdminCategoryNode = AdminCategory & { children: AdminCategory[] };

/** Every category in display order, sub categories under their parent, each with how many products use it. */
export async function getCategoryTree(): Promise<AdminCategoryNode[]> {
  const db = getDb();
  const rows = await db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      nameEn: categories.nameEn,
      nameAr: categories.nameAr,
      slugEn: categories.slugEn,
      slugAr: categories.slugAr,
      image: categories.image,
      hidden: categories.hidden,
      productCount:
        sql<number>`(select count(*) from ${products} where ${products.categoryId} = ${outer.categoryRowId} or ${products.subCategoryId} = ${outer.categoryRowId})`.mapWith(
          Number,
        ),
    })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
  const top = rows.filter((r) => r.parentId === null).map((r) => ({ ...r, children: [] as AdminCategory[] }));
  const byId = new Map(top.map((t) => [t.id, t]));
  for (const row of rows) if (row.parentId !== null) byId.get(row.parentId)?.children.push(row);
  return top;
}

export type AdminBrand = Omit<AdminCategory, 'parentId'>;

/** Every brand in display order with how many products use it. */
export async function listAdminBrands(): Promise<AdminBrand[]> {
  return getDb()
    .select({
      id: brands.id,
      nameEn: brands.nameEn,
      nameAr: brands.nameAr,
      slugEn: brands.slugEn,
      slugAr: brands.slugAr,
      image: brands.image,
      hidden: brands.hidden,
      productCount:
        sql<number>`(select count(*) from ${products} where ${products.brandId} = ${outer.brandRowId})`.mapWith(
          Number,
        ),
    })
    .from(brands)
    .orderBy(asc(brands.position), asc(brands.id));
}

export type CatalogChoice = { id: number; parentId: number | null; nameEn: string; nameAr: string };

/** Categories (with their sub categories) and brands for the product form's selects. */
export async function getProductFormChoices(): Promise<{
  categories: CatalogChoice[];
  brands: CatalogChoice[];
}> {
  const db = getDb();
  const [categoryRows, brandRows] = await Promise.all([
    db
      .select({
        id: categories.id,
        parentId: categories.parentId,
        nameEn: categories.nameEn,
        nameAr: categories.nameAr,
      })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({ id: brands.id, nameEn: brands.nameEn, nameAr: brands.nameAr })
      .from(brands)
      .orderBy(asc(brands.position), asc(brands.id)),
  ]);
  return { categories: categoryRows, brands: brandRows.map((b) => ({ ...b, parentId: null })) };
}

/** Every product's id and names, for pickers that choose products (a discount's targets). */
export async function listProductChoices(): Promise<CatalogChoice[]> {
  const rows = await getDb()
    .select({ id: products.id, nameEn: products.nameEn, nameAr: products.nameAr })
    .from(products)
    .orderBy(asc(products.nameEn), asc(products.id));
  return rows.map((row) => ({ ...row, parentId: null }));
}
