import 'server-only';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '@/db/client';
import {
  productImages,
  productOptionValues,
  productSalesDaily,
  products,
  productVariants,
} from '@/db/schema/catalog';
import { readOrderDisplay } from '@/domains/store-settings/queries';
import { TAGS } from '@/lib/cache-tags';

/**
 * What the orders capability needs from the catalogue, and nothing more: the current price and stock of the
 * variants in a cart, and taking or returning stock inside the order's own transaction. The stock rule stays here:
 * a conditional `UPDATE … WHERE stock >= n`, so concurrent buyers can never take it below zero.
 */

/** A variant as it can be sold now: its product is published. */
export type SellableVariant = {
  variantId: number;
  productId: number;
  sku: string;
  nameEn: string;
  nameAr: string;
  slugEn: string;
  slugAr: string;
  image: string | null;
  colorEn: string | null;
  colorAr: string | null;
  sizeEn: string | null;
  sizeAr: string | null;
  /** Minor units: the variant's own price, or the product's. */
  price: number;
  stock: number;
  /** Where the product is filed (a discount may be for a category or a brand). */
  categoryId: number | null;
  subCategoryId: number | null;
  brandId: number | null;
};

const color = alias(productOptionValues, 'color');
const size = alias(productOptionValues, 'size');

/**
 * The variants among `variantIds` that shoppers may buy, fresh from the database. A variant of a draft is absent like
 * a missing one: whoever knows its id learns nothing of an unpublished product (not even its name).
 */
export async function readSellableVariants(
  db: Database | Tx,
  variantIds: readonly number[],
): Promise<Map<number, SellableVariant>> {
  if (!variantIds.length) return new Map();
  const rows = await db
    .select({
      variantId: productVariants.id,
      productId: products.id,
      sku: productVariants.sku,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      slugEn: products.slugEn,
      slugAr: products.slugAr,
      image: sql<
        string | null
      >`(select ${productImages.image} from ${productImages} where ${productImages.productId} = ${products.id} order by ${productImages.position}, ${productImages.id} limit 1)`,
      colorEn: color.nameEn,
      colorAr: color.nameAr,
      sizeEn: size.nameEn,
      sizeAr: size.nameAr,
      price: sql<number>`coalesce(${productVariants.price}, ${products.price})`.mapWith(Number),
      stock: productVariants.stock,
      categoryId: products.categoryId,
      subCategoryId: products.subCategoryId,
      brandId: products.brandId,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .leftJoin(color, eq(color.id, productVariants.colorId))
    .leftJoin(size, eq(size.id, productVariants.sizeId))
    .where(and(inArray(productVariants.id, [...new Set(variantIds)]), eq(products.published, true)))
    .orderBy(asc(productVariants.id));
  return new Map(rows.map((row) => [row.variantId, row]));
}

export type StockLine = { variantId: number; productId: number; quantity: number };

/** A line's stock as taken: the variant's SKU and the units it has left. */
export type TakenStock = StockLine & { sku: string; left: number };

/**
 * Takes the stock of every line, in variant order (so two orders never wait on each other's rows), and counts the
 * units as sold. Returns the variant ids whose stock was short: then nothing must be committed, and the caller rolls
 * its transaction back; otherwise what each line left (`lowStockCrossings` reads it).
 */
export async function takeStock(
  tx: Tx,
  lines: readonly StockLine[],
): Promise<{ short: number[]; taken: TakenStock[] }> {
  const short: number[] = [];
  const taken: TakenStock[] = [];
  for (const line of [...lines].sort((a, b) => a.variantId - b.variantId)) {
    const [row] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${line.quantity}` })
      .where(and(eq(productVariants.id, line.variantId), gte(productVariants.stock, line.quantity)))
      .returning({ sku: productVariants.sku, left: productVariants.stock });
    if (row) taken.push({ ...line, ...row });
    else short.push(line.variantId);
  }
  if (short.length) return { short, taken: [] };
  await countSold(tx, lines, 1, new Date());
  return { short, taken };
}

/**
 * The lines whose sale took their variant from above `threshold` to at or below it: the moment it starts running
 * low. A later sale of a variant already low is no crossing, so the owner is told once, until it is restocked.
 */
export const lowStockCrossings = (taken: readonly TakenStock[], threshold: number): TakenStock[] =>
  taken.filter((line) => line.left <= threshold && line.left + line.quantity > threshold);

/**
 * Puts the stock of cancelled lines back (variants deleted since are skipped) and uncounts the units, from the day
 * they were sold on (`soldAt`, when the order was placed).
 */
export async function returnStock(tx: Tx, lines: readonly StockLine[], soldAt: Date): Promise<void> {
  for (const line of [...lines].sort((a, b) => a.variantId - b.variantId)) {
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${line.quantity}` })
      .where(eq(productVariants.id, line.variantId));
  }
  await countSold(tx, lines, -1, soldAt);
}

/**
 * A return's units back from the shopper (orders/returns): `restock` of them go back on the shelf (the owner may
 * keep a damaged one off it), and every unit `returned` stops counting as sold, from the day it was sold on.
 */
export async function takeBackReturned(
  tx: Tx,
  restock: readonly StockLine[],
  returned: readonly StockLine[],
  soldAt: Date,
): Promise<void> {
  for (const line of [...restock].sort((a, b) => a.variantId - b.variantId)) {
    if (line.quantity <= 0) continue;
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${line.quantity}` })
      .where(eq(productVariants.id, line.variantId));
  }
  await countSold(tx, returned, -1, soldAt);
}

/**
 * Keeps the best-selling counts (all time, and per day for trending) in step with orders: units sold count on the
 * day of the sale in the store's time zone (trending's days are the store's), and units returned come off that day.
 */
async function countSold(tx: Tx, lines: readonly StockLine[], sign: 1 | -1, soldAt: Date) {
  const { timeZone } = await readOrderDisplay(tx);
  const day = sql`(${soldAt.toISOString()}::timestamptz at time zone ${timeZone})::date`;
  const perProduct = new Map<number, number>();
  for (const line of lines)
    perProduct.set(line.productId, (perProduct.get(line.productId) ?? 0) + line.quantity);
  for (const [productId, units] of [...perProduct].sort(([a], [b]) => a - b)) {
    await tx
      .update(products)
      .set({ soldCount: sql`greatest(${products.soldCount} + ${sign * units}, 0)` })
      .where(eq(products.id, productId));
    if (sign > 0)
      await tx
        .insert(productSalesDaily)
        .values({ productId, day, quantity: units })
        .onConflictDoUpdate({
          target: [productSalesDaily.productId, productSalesDaily.day],
          set: { quantity: sql`${productSalesDaily.quantity} + ${units}` },
        });
    else
      await tx
        .update(productSalesDaily)
        .set({ quantity: sql`greatest(${productSalesDaily.quantity} - ${units}, 0)` })
        .where(and(eq(productSalesDaily.productId, productId), eq(productSalesDaily.day, day)));
  }
}

/** The cache tags of the pages that show these products' stock: their own pages, in both languages. */
export const soldProductTags = (variants: readonly Pick<SellableVariant, 'slugEn' | 'slugAr'>[]) =>
  variants.flatMap((v) => [TAGS.product(v.slugEn), TAGS.product(v.slugAr)]);

/** Variants of published products with at least `minStock` units, spread over many products (demo orders). */
export async function listSellableVariantIds(
  db: Database | Tx,
  limit: number,
  minStock = 5,
): Promise<number[]> {
  const rows = await db
    .selectDistinctOn([productVariants.productId], { id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.published, true), gte(productVariants.stock, minStock)))
    .orderBy(productVariants.productId, asc(productVariants.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Every variant shoppers may buy now, in stock or not, by product name (the owner's order taken by phone). */
export async function listAllSellableVariants(db: Database | Tx, limit = 1000): Promise<SellableVariant[]> {
  const rows = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(products.published, true))
    .orderBy(asc(products.nameEn), asc(productVariants.id))
    .limit(limit);
  const found = await readSellableVariants(
    db,
    rows.map((row) => row.id),
  );
  return rows.flatMap((row) => found.get(row.id) ?? []);
}
