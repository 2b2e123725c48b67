import 'server-only';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '@/db/client';
import { brands, categories, productImages, products } from '@/db/schema/catalog';
import type { CacheChange } from '@/lib/cache';
import { TAGS } from '@/lib/cache-tags';
import { mergeChanges, productChange, readProductFaces, structureChange } from '../cache';

// The demo catalogue's part of Settings → Remove demo data (domains/clean-start), inside its one transaction. Demo
// rows are the ones the demo seed marked (`demo`). A category or brand that one of the owner's own products uses
// stays, with its sub categories' parent: the owner's product keeps its place in the shop.

export type DemoCatalogueCounts = { products: number; categories: number; brands: number };

/** The ids of the demo rows that would go now. */
async function removableIds(db: Database | Tx) {
  const ownerUses = sql`(select category_id from ${products} where not ${products.demo}
    union select sub_category_id from ${products} where not ${products.demo} and sub_category_id is not null)`;
  const productRows = await db.select({ id: products.id }).from(products).where(eq(products.demo, true));
  const subRows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.demo, true),
        isNotNull(categories.parentId),
        sql`${categories.id} not in ${ownerUses}`,
      ),
    );
  const subIds = subRows.map((r) => r.id);
  // A top-level category goes when it is demo, no product of the owner's is in it, and every sub category it has goes.
  const parentRows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.demo, true),
        isNull(categories.parentId),
        sql`${categories.id} not in ${ownerUses}`,
        sql`not exists (select 1 from ${categories} child where child.parent_id = ${categories.id}
          and not (child.id = any(${sql.param(subIds)}::int[])))`,
      ),
    );
  const brandRows = await db
    .select({ id: brands.id })
    .from(brands)
    .where(
      and(
        eq(brands.demo, true),
        sql`not exists (select 1 from ${products} p where p.brand_id = ${brands.id} and not p.demo)`,
      ),
    );
  return {
    products: productRows.map((r) => r.id),
    subs: subIds,
    parents: parentRows.map((r) => r.id),
    brands: brandRows.map((r) => r.id),
  };
}

/** How many demo products, categories and brands a removal would delete now. */
export async function countDemoCatalogue(db: Database | Tx): Promise<DemoCatalogueCounts> {
  const ids = await removableIds(db);
  return {
    products: ids.products.length,
    categories: ids.subs.length + ids.parents.length,
    brands: ids.brands.length,
  };
}

/**
 * Deletes the demo products (their images, variants, reviews and sales rows go with them; order lines keep their own
 * copy of the product), then the demo categories and brands no product uses any more. Returns what went, the image
 * keys no catalogue row points at any more (the caller deletes the files once the transaction is committed, and
 * only those no order line shows either), and the cache tags to expire.
 */
export async function removeDemoCatalogue(
  tx: Tx,
): Promise<{ counts: DemoCatalogueCounts; imageKeys: string[]; cache: CacheChange }> {
  const ids = await removableIds(tx);
  const categoryIds = [...ids.subs, ...ids.parents];
  const faces = await readProductFaces(tx, ids.products);
  const images = new Set<string>();
  if (ids.products.length) {
    const rows = await tx
      .select({ image: productImages.image })
      .from(productImages)
      .where(inArray(productImages.productId, ids.products));
    for (const r of rows) images.add(r.image);
    await tx.delete(products).where(inArray(products.id, ids.products));
  }
  if (categoryIds.length) {
    const rows = await tx
      .select({ image: categories.image })
      .from(categories)
      .where(inArray(categories.id, categoryIds));
    for (const r of rows) if (r.image) images.add(r.image);
    // Sub categories first: a parent is restricted while a child points at it.
    if (ids.subs.length) await tx.delete(categories).where(inArray(categories.id, ids.subs));
    if (ids.parents.length) await tx.delete(categories).where(inArray(categories.id, ids.parents));
  }
  if (ids.brands.length) {
    const rows = await tx.select({ image: brands.image }).from(brands).where(inArray(brands.id, ids.brands));
    for (const r of rows) if (r.image) images.add(r.image);
    await tx.delete(brands).where(inArray(brands.id, ids.brands));
  }
  const candidates = [...images];
  let unused: string[] = [];
  if (candidates.length) {
    const used = await tx.execute<{ image: string }>(sql`
      select image from ${productImages} where image in ${candidates}
      union select image from ${categories} where image in ${candidates}
      union select image from ${brands} where image in ${candidates}`);
    const stillUsed = new Set(used.rows.map((r) => r.image));
    unused = candidates.filter((key) => !stillUsed.has(key));
  }
  const changes = [...faces.values()].map((face) => productChange(face, null));
  if (categoryIds.length || ids.brands.length)
    changes.push(structureChange(), {
      now: [...categoryIds.map(TAGS.category), ...ids.brands.map(TAGS.brand), TAGS.catalogCounts],
    });
  return {
    counts: { products: ids.products.length, categories: categoryIds.length, brands: ids.brands.length },
    imageKeys: unused,
    cache: mergeChanges(changes),
  };
}
