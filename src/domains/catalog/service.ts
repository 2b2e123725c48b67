import 'server-only';
import { and, count, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb, type Tx } from '@/db/client';
import { uniqueViolation } from '@/db/errors';
import {
  brands,
  categories,
  productImages,
  productOptionValues,
  products,
  productVariants,
} from '@/db/schema/catalog';
import { recordAudit } from '@/domains/audit/record';
import type { CacheChange } from '@/lib/cache';
import { DomainError } from '@/lib/domain-error';
import { removeImage } from '@/lib/image-processing';
import { sanitizeRichText } from '@/lib/rich-text';
import { mergeChanges, type ProductFace, productChange, readProductFaces } from './cache';
import type { brandInput, categoryInput, ProductData } from './schemas';

type CategoryData = z.output<typeof categoryInput>;
type BrandData = z.output<typeof brandInput>;

// Unique indexes → the form field a clash belongs to.
const UNIQUE_FIELDS: Record<string, string> = {
  categories_slug_en_key: 'slugEn',
  categories_slug_ar_key: 'slugAr',
  brands_slug_en_key: 'slugEn',
  brands_slug_ar_key: 'slugAr',
  products_slug_en_key: 'slugEn',
  products_slug_ar_key: 'slugAr',
};

/** Runs `write`, turning a unique-slug clash into a field error instead of a 500. */
async function withSlugCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = uniqueViolation(error);
    const field = constraint ? UNIQUE_FIELDS[constraint] : undefined;
    if (field) throw new DomainError('validation.slugTaken', field);
    throw error;
  }
}

/** Deletes image files that no row points at any more (keys are content-addressed, so rows may share one). */
async function removeUnusedImages(keys: (string | null | undefined)[]) {
  const candidates = [...new Set(keys.filter((k): k is string => !!k))];
  if (!candidates.length) return;
  const db = getDb();
  const used = await db.execute<{ image: string }>(sql`
    select image from ${productImages} where image in ${candidates}
    union select image from ${categories} where image in ${candidates}
    union select image from ${brands} where image in ${candidates}`);
  const stillUsed = new Set(used.rows.map((r) => r.image));
  await Promise.all(candidates.filter((k) => !stillUsed.has(k)).map(removeImage));
}

/** A category's or brand's fields as the audit log compares them (not its place in the list). */
const catalogueFields = (row: object | undefined | null) => {
  if (!row) return null;
  const { id, createdAt, updatedAt, position, ...fields } = row as Record<string, unknown>;
  return fields;
};

// ── Categories ────────────────────────────────────────────────────────────────────────────────────────────────

/** Creates or updates a category or sub category. A sub category's parent must be a top-level category. */
export async function saveCategory(input: CategoryData): Promise<{ id: number }> {
  const db = getDb();
  const existing = input.id
    ? await db.query.categories.findFirst({ where: eq(categories.id, input.id) })
    : undefined;
  if (input.id && !existing) throw new DomainError('catalogErrors.notFound');
  if (input.parentId !== null) {
    if (input.parentId === input.id) throw new DomainError('catalogErrors.parentInvalid', 'parentId');
    const parent = await db.query.categories.findFirst({ where: eq(categories.id, input.parentId) });
    if (!parent || parent.parentId !== null) throw new DomainError('catalogErrors.parentInvalid', 'parentId');
    if (existing) {
      const [children] = await db
        .select({ n: count() })
        .from(categories)
        .where(eq(categories.parentId, existing.id));
      if ((children?.n ?? 0) > 0) throw new DomainError('catalogErrors.hasSubCategories', 'parentId');
    }
  }
  const { id, ...values } = input;
  const row = await withSlugCheck(() =>
    db.transaction(async (tx) => {
      let saved: { id: number } | undefined;
      if (existing) {
        [saved] = await tx
          .update(categories)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(categories.id, existing.id))
          .returning({ id: categories.id });
      } else {
        const [position] = await tx
          .select({ next: sql<number>`coalesce(max(${categories.position}) + 1, 0)`.mapWith(Number) })
          .from(categories)
          .where(
            input.parentId === null ? isNull(categories.parentId) : eq(categories.parentId, input.parentId),
          );
        [saved] = await tx
          .insert(categories)
          .values({ ...values, position: position?.next ?? 0 })
          .returning({ id: categories.id });
      }
      if (saved)
        await recordAudit(tx, {
          action: existing ? 'category.update' : 'category.create',
          entityType: 'category',
          entityId: saved.id,
          before: catalogueFields(existing),
          after: catalogueFields({ ...existing, ...values }),
        });
      return saved;
    }),
  );
  if (!row) throw new Error('category write returned nothing');
  if (existing && existing.image !== input.image) await removeUnusedImages([existing.image]);
  return row;
}

export async function setCategoryHidden(id: number, hidden: boolean) {
  await getDb().transaction(async (tx) => {
    const [row] = await tx
      .update(categories)
      .set({ hidden, updatedAt: new Date() })
      .where(eq(categories.id, id))
      .returning({ id: categories.id });
    if (!row) throw new DomainError('catalogErrors.notFound');
    await recordAudit(tx, {
      action: 'category.hide',
      entityType: 'category',
      entityId: id,
      before: { hidden: !hidden },
      after: { hidden },
    });
  });
}

/** Puts sibling categories (all top-level, or all under one parent) in the given order. */
export async function reorderCategories(ids: number[]) {
  await getDb().transaction(async (tx) => {
    const rows = await tx
      .select({ id: categories.id, parentId: categories.parentId })
      .from(categories)
      .where(inArray(categories.id, ids));
    const parents = new Set(rows.map((r) => r.parentId));
    if (rows.length !== new Set(ids).size || parents.size !== 1)
      throw new DomainError('catalogErrors.reorderInvalid');
    for (const [position, id] of ids.entries()) {
      await tx.update(categories).set({ position }).where(eq(categories.id, id));
    }
  });
}

/** Deletes a category; refused while products or sub categories use it. */
export async function deleteCategory(id: number) {
  const db = getDb();
  const category = await db.query.categories.findFirst({ where: eq(categories.id, id) });
  if (!category) throw new DomainError('catalogErrors.notFound');
  const [children] = await db.select({ n: count() }).from(categories).where(eq(categories.parentId, id));
  if ((children?.n ?? 0) > 0)
    throw new DomainError('catalogErrors.hasSubCategories', undefined, { count: children?.n ?? 0 });
  const [used] = await db
    .select({ n: count() })
    .from(products)
    .where(or(eq(products.categoryId, id), eq(products.subCategoryId, id)));
  if ((used?.n ?? 0) > 0)
    throw new DomainError('catalogErrors.categoryInUse', undefined, { count: used?.n ?? 0 });
  await db.transaction(async (tx) => {
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, {
      action: 'category.delete',
      entityType: 'category',
      entityId: id,
      before: catalogueFields(category),
    });
  });
  await removeUnusedImages([category.image]);
}

// ── Brands ────────────────────────────────────────────────────────────────────────────────────────────────────

export async function saveBrand(input: BrandData): Promise<{ id: number }> {
  const db = getDb();
  const existing = input.id ? await db.query.brands.findFirst({ where: eq(brands.id, input.id) }) : undefined;
  if (input.id && !existing) throw new DomainError('catalogErrors.notFound');
  const { id, ...values } = input;
  const row = await withSlugCheck(() =>
    db.transaction(async (tx) => {
      let saved: { id: number } | undefined;
      if (existing) {
        [saved] = await tx
          .update(brands)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(brands.id, existing.id))
          .returning({ id: brands.id });
      } else {
        const [position] = await tx
          .select({ next: sql<number>`coalesce(max(${brands.position}) + 1, 0)`.mapWith(Number) })
          .from(brands);
        [saved] = await tx
          .insert(brands)
          .values({ ...values, position: position?.next ?? 0 })
          .returning({ id: brands.id });
      }
      if (saved)
        await recordAudit(tx, {
          action: existing ? 'brand.update' : 'brand.create',
          entityType: 'brand',
          entityId: saved.id,
          before: catalogueFields(existing),
          after: catalogueFields({ ...existing, ...values }),
        });
      return saved;
    }),
  );
  if (!row) throw new Error('brand write returned nothing');
  if (existing && existing.image !== input.image) await removeUnusedImages([existing.image]);
  return row;
}

export async function setBrandHidden(id: number, hidden: boolean) {
  const [row] = await getDb()
    .update(brands)
    .set({ hidden, updatedAt: new Date() })
    .where(eq(brands.id, id))
    .returning({ id: brands.id });
  if (!row) throw new DomainError('catalogErrors.notFound');
}

export async function reorderBrands(ids: number[]) {
  await getDb().transaction(async (tx) => {
    const rows = await tx.select({ id: brands.id }).from(brands).where(inArray(brands.id, ids));
    if (rows.length !== new Set(ids).size) throw new DomainError('catalogErrors.reorderInvalid');
    for (const [position, id] of ids.entries())
      await tx.update(brands).set({ position }).where(eq(brands.id, id));
  });
}

/** Deletes a brand; refused while products use it. */
export async function deleteBrand(id: number) {
  const db = getDb();
  const brand = await db.query.brands.findFirst({ where: eq(brands.id, id) });
  if (!brand) throw new DomainError('catalogErrors.notFound');
  const [used] = await db.select({ n: count() }).from(products).where(eq(products.brandId, id));
  if ((used?.n ?? 0) > 0)
    throw new DomainError('catalogErrors.brandInUse', undefined, { count: used?.n ?? 0 });
  await db.transaction(async (tx) => {
    await tx.delete(brands).where(eq(brands.id, id));
    await recordAudit(tx, {
      action: 'brand.delete',
      entityType: 'brand',
      entityId: id,
      before: catalogueFields(brand),
    });
  });
  await removeUnusedImages([brand.image]);
}

// ── Products ──────────────────────────────────────────────────────────────────────────────────────────────────

/** The category, sub category and brand must exist, and the sub category must belong to the category. */
async function checkPlacement(tx: Tx, p: ProductData) {
  const category = await tx.query.categories.findFirst({ where: eq(categories.id, p.categoryId) });
  if (!category || category.parentId !== null)
    throw new DomainError('validation.categoryRequired', 'categoryId');
  if (p.subCategoryId !== null) {
    const sub = await tx.query.categories.findFirst({ where: eq(categories.id, p.subCategoryId) });
    if (sub?.parentId !== p.categoryId)
      throw new DomainError('catalogErrors.subCategoryMismatch', 'subCategoryId');
  }
  if (p.brandId !== null) {
    const brand = await tx.query.brands.findFirst({ where: eq(brands.id, p.brandId) });
    if (!brand) throw new DomainError('catalogErrors.notFound', 'brandId');
  }
}

/** Refuses SKUs already used by another product, naming the variant row that clashes. */
async function checkSkus(tx: Tx, p: ProductData, productId: number | undefined) {
  const skus = p.variants.map((v) => v.sku);
  const taken = await tx
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(
      and(
        inArray(
          sql`lower(${productVariants.sku})`,
          skus.map((s) => s.toLowerCase()),
        ),
        productId ? ne(productVariants.productId, productId) : undefined,
      ),
    );
  if (taken.length) {
    const clash = new Set(taken.map((t) => t.sku.toLowerCase()));
    const index = skus.findIndex((s) => clash.has(s.toLowerCase()));
    throw new DomainError('validation.skuTaken', `variants.${index}.sku`);
  }
}

/** Upserts one option list (colours or sizes), keeping the ids of values that stay; returns ids by list index. */
async function saveOptionList(
  tx: Tx,
  productId: number,
  kind: 'color' | 'size',
  values: { id?: number; nameEn: string; nameAr: string; swatch?: string }[],
): Promise<number[]> {
  const current = await tx
    .select({ id: productOptionValues.id })
    .from(productOptionValues)
    .where(and(eq(productOptionValues.productId, productId), eq(productOptionValues.kind, kind)));
  const ownIds = new Set(current.map((c) => c.id));
  const ids: number[] = [];
  for (const [position, value] of values.entries()) {
    const row = { nameEn: value.nameEn, nameAr: value.nameAr, swatch: value.swatch ?? null, position };
    if (value.id && ownIds.has(value.id)) {
      await tx.update(productOptionValues).set(row).where(eq(productOptionValues.id, value.id));
      ids.push(value.id);
    } else {
      const [created] = await tx
        .insert(productOptionValues)
        .values({ ...row, productId, kind })
        .returning({ id: productOptionValues.id });
      if (!created) throw new Error('option insert returned nothing');
      ids.push(created.id);
    }
  }
  const removed = [...ownIds].filter((id) => !ids.includes(id));
  // Variants of a removed colour or size go with it (ON DELETE CASCADE).
  if (removed.length) await tx.delete(productOptionValues).where(inArray(productOptionValues.id, removed));
  return ids;
}

const comboKey = (colorId: number | null, sizeId: number | null) => `${colorId}:${sizeId}`;

/**
 * Locks the product's variant rows until the transaction ends and returns their stock by combination. Taken before
 * the product row, in id order, as an order takes them (variants, then the product's sales count): a save and an
 * order wait for each other instead of deadlocking, and no order changes the stock between this read and the write.
 */
async function lockVariants(tx: Tx, productId: number): Promise<Map<string, number>> {
  const rows = await tx
    .select({
      colorId: productVariants.colorId,
      sizeId: productVariants.sizeId,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(productVariants.id)
    .for('update');
  return new Map(rows.map((row) => [comboKey(row.colorId, row.sizeId), row.stock]));
}

/**
 * A variant's stock after the save. With the stock the form loaded, the owner's change (typed − loaded) is applied
 * to the stock as it is now, so units sold while the form was open stay sold; a change that would take it below
 * zero is refused on the row's field. Without one (a new row, the CSV import), the typed stock is the stock.
 */
function newStock(v: ProductData['variants'][number], current: number | undefined, index: number) {
  if (current === undefined || v.loadedStock === null) return v.stock;
  const stock = current + (v.stock - v.loadedStock);
  if (stock < 0)
    throw new DomainError('catalogErrors.stockBelowZero', `variants.${index}.stock`, {
      stock: current,
      drop: v.loadedStock - v.stock,
    });
  return stock;
}

/** What the audit log compares for products: the form's fields, and each variant's price and stock by SKU. */
async function productAuditFields(tx: Tx, ids: number[]): Promise<Map<number, Record<string, unknown>>> {
  if (!ids.length) return new Map();
  const rows = await tx.select().from(products).where(inArray(products.id, ids));
  const variants = await tx
    .select({
      productId: productVariants.productId,
      sku: productVariants.sku,
      price: productVariants.price,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .where(inArray(productVariants.productId, ids));
  const fields = new Map<number, Record<string, unknown>>();
  for (const row of rows) {
    const { id, createdAt, updatedAt, ...own } = row;
    const entry: Record<string, unknown> = { ...own };
    for (const v of variants.filter((v) => v.productId === id)) {
      entry[`price ${v.sku}`] = v.price;
      entry[`stock ${v.sku}`] = v.stock;
    }
    fields.set(id, entry);
  }
  return fields;
}

/**
 * Creates or updates a product with its images, option lists and variants in one transaction. Variants keep their
 * ids when their combination stays, so carts and orders that point at them stay valid, and their stock changes by
 * what the owner changed (`newStock`). Given an outer `tx` (the CSV import), it runs as a savepoint inside it, so
 * the caller decides whether anything is written.
 */
export async function saveProduct(p: ProductData, outer?: Tx): Promise<{ id: number; cache: CacheChange }> {
  const db = getDb();
  let oldImages: string[] = [];
  let before: ProductFace | null = null;
  let after: ProductFace | null = null;
  const result = await withSlugCheck(() =>
    (outer ?? db).transaction(async (tx) => {
      await checkPlacement(tx, p);
      const current = p.id ? await lockVariants(tx, p.id) : new Map<string, number>();
      if (p.id) before = (await readProductFaces(tx, [p.id])).get(p.id) ?? null;
      const audited = p.id ? ((await productAuditFields(tx, [p.id])).get(p.id) ?? null) : null;
      const values = {
        slugEn: p.slugEn,
        slugAr: p.slugAr,
        nameEn: p.nameEn,
        nameAr: p.nameAr,
        descriptionEn: sanitizeRichText(p.descriptionEn),
        descriptionAr: sanitizeRichText(p.descriptionAr),
        categoryId: p.categoryId,
        subCategoryId: p.subCategoryId,
        brandId: p.brandId,
        price: p.price,
        compareAtPrice: p.compareAtPrice,
        published: p.published,
      };
      let productId: number;
      if (p.id) {
        const [updated] = await tx
          .update(products)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(products.id, p.id))
          .returning({ id: products.id });
        if (!updated) throw new DomainError('catalogErrors.notFound');
        productId = updated.id;
      } else {
        const [created] = await tx.insert(products).values(values).returning({ id: products.id });
        if (!created) throw new Error('product insert returned nothing');
        productId = created.id;
      }
      await checkSkus(tx, p, p.id);

      oldImages = (
        await tx
          .select({ image: productImages.image })
          .from(productImages)
          .where(eq(productImages.productId, productId))
      ).map((r) => r.image);
      await tx.delete(productImages).where(eq(productImages.productId, productId));

      const colorIds = await saveOptionList(tx, productId, 'color', p.colors);
      const sizeIds = await saveOptionList(tx, productId, 'size', p.sizes);
      // After the colours, so a photo names its colour's row (the schema checked the index is one of this product's).
      if (p.images.length) {
        await tx.insert(productImages).values(
          p.images.map((image, position) => ({
            productId,
            image: image.key,
            width: image.width,
            height: image.height,
            position,
            colorId: image.color === null ? null : (colorIds[image.color] ?? null),
          })),
        );
      }
      const combos = p.variants.map((v, index) => {
        const colorId = v.color === null ? null : (colorIds[v.color] ?? null);
        const sizeId = v.size === null ? null : (sizeIds[v.size] ?? null);
        const stock = newStock(v, current.get(comboKey(colorId, sizeId)), index);
        return { colorId, sizeId, sku: v.sku, price: v.price, stock };
      });
      // SKUs may move between this product's variants; park the old ones so the swap cannot clash midway.
      await tx
        .update(productVariants)
        .set({ sku: sql`'~' || ${productVariants.id}` })
        .where(eq(productVariants.productId, productId));
      const kept: number[] = [];
      for (const combo of combos) {
        const [row] = await tx
          .insert(productVariants)
          .values({ productId, ...combo })
          .onConflictDoUpdate({
            target: [productVariants.productId, productVariants.colorId, productVariants.sizeId],
            set: { sku: combo.sku, price: combo.price, stock: combo.stock },
          })
          .returning({ id: productVariants.id });
        if (row) kept.push(row.id);
      }
      await tx
        .delete(productVariants)
        .where(and(eq(productVariants.productId, productId), notInArray(productVariants.id, kept)));
      after = (await readProductFaces(tx, [productId])).get(productId) ?? null;
      await recordAudit(tx, {
        action: audited ? 'product.update' : 'product.create',
        entityType: 'product',
        entityId: productId,
        before: audited,
        after: (await productAuditFields(tx, [productId])).get(productId) ?? null,
      });
      return { id: productId };
    }),
  );
  const keptKeys = new Set(p.images.map((i) => i.key));
  await removeUnusedImages(oldImages.filter((k) => !keptKeys.has(k)));
  return { ...result, cache: productChange(before, after) };
}

/** Publishes or unpublishes several products at once (the table's bulk action): how many changed. */
export async function setProductsPublished(
  ids: number[],
  published: boolean,
): Promise<{ count: number; cache: CacheChange }> {
  return getDb().transaction(async (tx) => {
    const before = await readProductFaces(tx, ids);
    const rows = await tx
      .update(products)
      .set({ published, updatedAt: new Date() })
      .where(and(inArray(products.id, ids), ne(products.published, published)))
      .returning({ id: products.id });
    const after = await readProductFaces(
      tx,
      rows.map((r) => r.id),
    );
    const changes = rows.map(({ id }) => productChange(before.get(id) ?? null, after.get(id) ?? null));
    for (const { id } of rows)
      await recordAudit(tx, {
        action: 'product.publish',
        entityType: 'product',
        entityId: id,
        before: { published: !published },
        after: { published },
      });
    return { count: rows.length, cache: mergeChanges(changes) };
  });
}

/** Deletes a product with its variants and images. */
export async function deleteProduct(id: number): Promise<{ cache: CacheChange }> {
  const { count, cache } = await deleteProducts([id]);
  if (count === 0) throw new DomainError('catalogErrors.notFound');
  return { cache };
}

/**
 * Deletes several products at once, as deleting one does: their variants, images, reviews and wishlist entries go
 * with them, and a product that was ordered goes too (an order line keeps its own copy of the name, options, price
 * and picture, so the order still shows it). Ids that no longer exist are skipped: how many went.
 */
export async function deleteProducts(ids: number[]): Promise<{ count: number; cache: CacheChange }> {
  const result = await getDb().transaction(async (tx) => {
    const before = await readProductFaces(tx, ids);
    const audited = await productAuditFields(tx, ids);
    const images = await tx
      .select({ image: productImages.image })
      .from(productImages)
      .where(inArray(productImages.productId, ids));
    const rows = await tx.delete(products).where(inArray(products.id, ids)).returning({ id: products.id });
    for (const { id } of rows)
      await recordAudit(tx, {
        action: 'product.delete',
        entityType: 'product',
        entityId: id,
        before: audited.get(id) ?? null,
      });
    const cache = mergeChanges(rows.map(({ id }) => productChange(before.get(id) ?? null, null)));
    return { count: rows.length, cache, images: images.map((i) => i.image) };
  });
  await removeUnusedImages(result.images);
  return { count: result.count, cache: result.cache };
}
