import 'server-only';
import { count, sql } from 'drizzle-orm';
import type { Database, Tx } from '@/db/client';
import {
  brands,
  categories,
  productImages,
  productOptionValues,
  productSalesDaily,
  products,
  productVariants,
} from '@/db/schema/catalog';
import { type StoredImage, storeImage } from '@/lib/image-processing';
import { sanitizeRichText } from '@/lib/rich-text';
import { brandInput, categoryInput, productInput, slugify } from '../schemas';
import { drawBrandMark } from './brand-marks';
import {
  type ColorKey,
  DEMO_BRANDS,
  DEMO_CATEGORIES,
  DEMO_COLORS,
  DEMO_MATERIALS,
  DEMO_PRODUCTS,
  DEMO_SIZES,
  type DemoProduct,
} from './catalogue';
import { drawScarfImage, type Pattern } from './scarf-images';

type Writer = Database | Tx;

// Any constant: a second seeder waits for the first and then finds the catalogue already there.
const SEED_LOCK = 727_274_002;
/** Days of sales history generated for trending and best-selling pages. */
export const SALES_DAYS = 60;

/** A small deterministic pseudo-random generator (mulberry32), so every seed produces the same shop. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `YYYY-MM-DD` of the UTC day `daysAgo` days before today. */
export function isoDay(daysAgo: number, now = new Date()): string {
  return new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

/** One product ready to insert: its row plus images, option lists and variants (indexes into the lists). */
export type ProductSeed = {
  row: typeof products.$inferInsert & { slugEn: string };
  /** Each with the colour it shows (an index into `colors`), or none: shared by every colour. */
  images: (StoredImage & { color?: number | null })[];
  colors: { nameEn: string; nameAr: string; swatch: string }[];
  sizes: { nameEn: string; nameAr: string }[];
  variants: { color: number | null; size: number | null; sku: string; price: number | null; stock: number }[];
  /** Units sold per day, most recent first (index 0 = today). */
  sales?: number[];
};

// Big multi-row inserts stay under PostgreSQL's 65 535 bind parameters.
async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * Inserts many products with their images, option values, variants and daily sales in a few multi-row
 * statements (the demo catalogue and the large benchmark catalogue). Returns the new ids by English slug.
 */
export async function insertProductSeeds(db: Writer, seeds: ProductSeed[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  await insertChunked(seeds, 1000, async (chunk) => {
    const rows = await db
      .insert(products)
      .values(chunk.map((s) => s.row))
      .returning({ id: products.id, slugEn: products.slugEn });
    for (const r of rows) ids.set(r.slugEn, r.id);
  });
  const idOf = (s: ProductSeed) => {
    const id = ids.get(s.row.slugEn);
    if (!id) throw new Error(`product ${s.row.slugEn} was not inserted`);
    return id;
  };

  const optionRows = seeds.flatMap((s) => [
    ...s.colors.map((c, position) => ({ productId: idOf(s), kind: 'color' as const, ...c, position })),
    ...s.sizes.map((c, position) => ({ productId: idOf(s), kind: 'size' as const, ...c, position })),
  ]);
  const optionIds = new Map<string, number>();
  await insertChunked(optionRows, 5000, async (chunk) => {
    const rows = await db.insert(productOptionValues).values(chunk).returning({
      id: productOptionValues.id,
      productId: productOptionValues.productId,
      kind: productOptionValues.kind,
      position: productOptionValues.position,
    });
    for (const r of rows) optionIds.set(`${r.productId}:${r.kind}:${r.position}`, r.id);
  });

  // After the colours: a photo names the colour it shows.
  const imageRows = seeds.flatMap((s) => {
    const productId = idOf(s);
    return s.images.map((image, position) => ({
      productId,
      image: image.key,
      width: image.width,
      height: image.height,
      position,
      colorId:
        image.color === undefined || image.color === null
          ? null
          : (optionIds.get(`${productId}:color:${image.color}`) ?? null),
    }));
  });
  await insertChunked(imageRows, 5000, (chunk) => db.insert(productImages).values(chunk));

  const variantRows = seeds.flatMap((s) => {
    const productId = idOf(s);
    return s.variants.map((v) => ({
      productId,
      colorId: v.color === null ? null : (optionIds.get(`${productId}:color:${v.color}`) ?? null),
      sizeId: v.size === null ? null : (optionIds.get(`${productId}:size:${v.size}`) ?? null),
      sku: v.sku,
      price: v.price,
      stock: v.stock,
    }));
  });
  await insertChunked(variantRows, 8000, (chunk) => db.insert(productVariants).values(chunk));

  const now = new Date();
  const salesRows = seeds.flatMap((s) =>
    (s.sales ?? []).flatMap((quantity, daysAgo) =>
      quantity > 0 ? [{ productId: idOf(s), day: isoDay(daysAgo, now), quantity }] : [],
    ),
  );
  await insertChunked(salesRows, 15000, (chunk) => db.insert(productSalesDaily).values(chunk));
  return ids;
}

/**
 * Daily sales for `days` days (index 0 = today): about `demand` units a week, rising or falling with `trend`
 * (-1 … 1) so that "trending" (last 30 days) and "best selling" (all time) are not the same list.
 */
export function salesHistory(
  random: () => number,
  demand: number,
  trend: number,
  days = SALES_DAYS,
): number[] {
  return Array.from({ length: days }, (_, daysAgo) => {
    const recency = 1 + trend * (1 - (2 * daysAgo) / days);
    const expected = (demand / 7) * Math.max(0, recency);
    // Sum of a few coin flips: whole units, mostly near the expected value.
    let units = 0;
    for (let k = 0; k < 4; k++) if (random() < expected / 4) units++;
    if (expected > 4) units += Math.round(expected - 4);
    return units;
  });
}

type Design = { pattern: Pattern; colors: [string, string] };
const designKey = (d: Design) => `${d.pattern}:${d.colors.join(':')}`;
const swatch = (c: ColorKey) => DEMO_COLORS[c].swatch;

/**
 * The pictures of a demo product, each with the colour it shows (an index into its colours; null: every colour's).
 * A product of several colours has its pattern drawn in each of them (the next colour as the accent), so choosing
 * a colour shows it; one colour's is simply the product's. The dearer ones add a close-up of the fabric, shared.
 * Close-ups depend on the colour only, so products share them and the seed stays quick.
 */
function productDesigns(p: DemoProduct): (Design & { color: number | null })[] {
  const swatches = p.colors.map(swatch);
  const [first] = swatches;
  const accent = (i: number) => swatches[(i + 1) % swatches.length] ?? '#c9a96e';
  if (swatches.length < 2) {
    return [{ pattern: p.pattern, colors: [first ?? '#ffffff', '#c9a96e'], color: null }];
  }
  const perColor = swatches.map((color, i) => ({
    pattern: p.pattern,
    colors: [color, accent(i)] as [string, string],
    color: i,
  }));
  const closeUp =
    p.price >= 9000
      ? [
          {
            pattern: 'plain' as const,
            colors: [first ?? '#ffffff', '#ffffff'] as [string, string],
            color: null,
          },
        ]
      : [];
  return [...perColor, ...closeUp];
}

/** Draws and stores every distinct demo picture, two at a time (sharp works off the main thread). */
async function storeDesigns(designs: Design[]): Promise<Map<string, StoredImage>> {
  const unique = new Map(designs.map((d) => [designKey(d), d]));
  const stored = new Map<string, StoredImage>();
  const queue = [...unique.entries()];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [key, design] = next;
      stored.set(key, await storeImage(await drawScarfImage(design.colors, design.pattern), 'products'));
    }
  };
  await Promise.all([worker(), worker()]);
  return stored;
}

const paragraph = (text: string) => `<p>${text}</p>`;

// A SKU names a colour by its first three letters, unless they read as another colour (BLU for blush reads as blue).
const COLOR_CODES: Partial<Record<ColorKey, string>> = { blush: 'BLS' };

/** The demo products as validated, insert-ready seeds (through the admin's own productInput schema). */
function demoProductSeeds(
  categoryIds: Map<string, { id: number; parentId: number | null }>,
  brandIds: Map<string, number>,
  images: Map<string, StoredImage>,
): ProductSeed[] {
  const random = prng(20_240_301);
  const now = Date.now();
  return DEMO_PRODUCTS.map((p, index) => {
    const sub = categoryIds.get(p.sub);
    const brand = DEMO_BRANDS.find((b) => b.slug === p.brand);
    if (!sub?.parentId || !brand) throw new Error(`demo product ${p.slug}: unknown sub category or brand`);
    const number = String(index + 1).padStart(3, '0');
    const colors = p.colors.map((c) => ({
      nameEn: DEMO_COLORS[c].en,
      nameAr: DEMO_COLORS[c].ar,
      swatch: DEMO_COLORS[c].swatch,
    }));
    const sizes = p.sizes.map((s) => ({ nameEn: DEMO_SIZES[s].en, nameAr: DEMO_SIZES[s].ar }));
    const variants = p.colors.flatMap((c, ci) =>
      p.sizes.map((s, si) => ({
        color: ci,
        size: si,
        sku: `${brand.code}-${number}-${COLOR_CODES[c] ?? c.slice(0, 3).toUpperCase()}-${DEMO_SIZES[s].code}`,
        // Larger sizes of a square cost a little more.
        price: si > 0 && p.sizes.length > 1 && !['S', 'M', 'L'].includes(s) ? p.price + si * 1500 : null,
        // About one combination in eight has run out; a sold-out product has none left at all.
        stock: p.soldOut || random() < 0.12 ? 0 : 3 + Math.floor(random() * 45),
      })),
    );
    const material = DEMO_MATERIALS[p.material];
    const input = productInput.parse({
      nameEn: p.en,
      nameAr: p.ar,
      slugEn: p.slug,
      slugAr: slugify(p.ar, 'ar'),
      descriptionEn: paragraph(p.note.en) + paragraph(material.en),
      descriptionAr: paragraph(p.note.ar) + paragraph(material.ar),
      categoryId: sub.parentId,
      subCategoryId: sub.id,
      brandId: brandIds.get(p.brand) ?? null,
      price: p.price,
      compareAtPrice: p.compareAt ?? null,
      published: !p.draft,
      colors,
      sizes,
      variants,
    });
    const sales = p.draft ? [] : salesHistory(random, p.demand, random() * 2 - 1);
    const olderSales = Math.round(p.demand * 18 * random());
    // Spread creation over the last 90 days, so "new arrivals" is a real selection.
    const createdAt = new Date(now - Math.floor(random() * 90 * 86_400_000));
    return {
      row: {
        slugEn: input.slugEn,
        slugAr: input.slugAr,
        nameEn: input.nameEn,
        nameAr: input.nameAr,
        descriptionEn: sanitizeRichText(input.descriptionEn),
        descriptionAr: sanitizeRichText(input.descriptionAr),
        categoryId: input.categoryId,
        subCategoryId: input.subCategoryId,
        brandId: input.brandId,
        price: input.price,
        compareAtPrice: input.compareAtPrice,
        published: input.published,
        soldCount: sales.reduce((a, b) => a + b, 0) + olderSales,
        createdAt,
        updatedAt: createdAt,
        // Settings → Remove demo data deletes what the seed marks.
        demo: true,
      },
      images: productDesigns(p).flatMap((d) => {
        const image = images.get(designKey(d));
        return image ? [{ ...image, color: d.color }] : [];
      }),
      colors: input.colors,
      sizes: input.sizes,
      variants: input.variants,
      sales,
    };
  });
}

/** Loads the demo catalogue into an empty store. Returns false when the store already has a catalogue. */
export async function seedDemoCatalogue(db: Database): Promise<boolean> {
  const hasCatalogue = async (w: Writer) =>
    ((await w.select({ n: count() }).from(categories))[0]?.n ?? 0) > 0;
  if (await hasCatalogue(db)) return false;

  return db.transaction(async (tx) => {
    // Concurrent seeders queue here; the ones that wait find the catalogue and return without drawing anything.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasCatalogue(tx)) return false;
    // Files are written before their rows: a file without a row is harmless (and content-addressed, so a retry
    // writes the same one), a row without its file is not.
    const images = await storeDesigns(DEMO_PRODUCTS.flatMap(productDesigns));

    const brandIds = new Map<string, number>();
    for (const [position, b] of DEMO_BRANDS.entries()) {
      const logo = await storeImage(await drawBrandMark(b.mark, b.colors), 'brands');
      const input = brandInput.parse({
        nameEn: b.en,
        nameAr: b.ar,
        slugEn: b.slug,
        slugAr: slugify(b.ar, 'ar'),
        image: logo.key,
      });
      const [row] = await tx
        .insert(brands)
        .values({ ...input, position, demo: true })
        .returning({ id: brands.id });
      if (row) brandIds.set(b.slug, row.id);
    }

    // A category's picture is the main photo of its first product.
    const pictureOf = (subSlugs: string[]) => {
      const product = DEMO_PRODUCTS.find((p) => subSlugs.includes(p.sub));
      const design = product && productDesigns(product)[0];
      return (design && images.get(designKey(design))?.key) ?? null;
    };
    const categoryIds = new Map<string, { id: number; parentId: number | null }>();
    for (const [position, c] of DEMO_CATEGORIES.entries()) {
      const input = categoryInput.parse({
        nameEn: c.en,
        nameAr: c.ar,
        slugEn: c.slug,
        slugAr: slugify(c.ar, 'ar'),
        image: pictureOf(c.subs.map((s) => s.slug)),
      });
      const [parent] = await tx
        .insert(categories)
        .values({ ...input, position, demo: true })
        .returning({ id: categories.id });
      if (!parent) throw new Error('category insert returned nothing');
      categoryIds.set(c.slug, { id: parent.id, parentId: null });
      for (const [subPosition, s] of c.subs.entries()) {
        const subInput = categoryInput.parse({
          parentId: parent.id,
          nameEn: s.en,
          nameAr: s.ar,
          slugEn: s.slug,
          slugAr: slugify(s.ar, 'ar'),
          image: pictureOf([s.slug]),
        });
        const [sub] = await tx
          .insert(categories)
          .values({ ...subInput, position: subPosition, demo: true })
          .returning({ id: categories.id });
        if (sub) categoryIds.set(s.slug, { id: sub.id, parentId: parent.id });
      }
    }

    await insertProductSeeds(tx, demoProductSeeds(categoryIds, brandIds, images));

    return true;
  });
}
