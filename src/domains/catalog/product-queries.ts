import 'server-only';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
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
import { cached } from '@/lib/cache';
import { TAGS } from '@/lib/cache-tags';
import {
  cardColumns,
  type ProductCard,
  type ProductDetail,
  type ProductOption,
  type ProductPlacement,
  pick,
  published,
  slugIs,
  toCard,
} from './queries';

// A product's own page: the product and related products (its reviews: reviews/queries.ts).

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
    images: images.map((i) => ({ key: i.image, width: i.width, height: i.height, colorId: i.colorId })),
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
