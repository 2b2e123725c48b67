import type { CacheChange } from '@/lib/cache';
import { mergeChanges } from './cache';
import 'server-only';
import { parse } from 'csv-parse/sync';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import {
  brands,
  categories,
  productImages,
  productOptionValues,
  products,
  productVariants,
} from '@/db/schema/catalog';
import { issueValues } from '@/lib/action-result';
import { csvFile, unprotectCell } from '@/lib/csv';
import { DomainError } from '@/lib/domain-error';
import { minorToDecimal, toMinor } from '@/lib/money';
import { sanitizeRichText } from '@/lib/rich-text';
import { getProductForEdit } from './admin-queries';
import { type ProductData, productInput } from './schemas';
import { saveProduct } from './service';

/** The CSV file's columns, in order: one row per variant, product fields repeated on each of its rows. */
export const CSV_COLUMNS = [
  'slug_en',
  'slug_ar',
  'name_en',
  'name_ar',
  'description_en',
  'description_ar',
  'category',
  'sub_category',
  'brand',
  'price',
  'compare_at_price',
  'published',
  'sku',
  'color_en',
  'color_ar',
  'swatch',
  'size_en',
  'size_ar',
  'variant_price',
  'stock',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
type CsvRow = Record<CsvColumn, string>;

/** Where an import problem is: the spreadsheet row (header = 1), the column, a translation key and its values. */
export type CsvImportError = {
  row: number;
  column: string;
  message: string;
  values?: Record<string, string | number>;
};
export type CsvImportResult =
  | { status: 'imported'; created: number; updated: number; unchanged: number }
  | { status: 'invalid'; errors: CsvImportError[] };

/** Every product as CSV (one row per variant), prices as exact decimals of `currency`. */
export async function exportProductsCsv(currency: string): Promise<string> {
  const db = getDb();
  const [productRows, categoryRows, brandRows, options, variants] = await Promise.all([
    db.select().from(products).orderBy(asc(products.id)),
    db.select({ id: categories.id, slugEn: categories.slugEn }).from(categories),
    db.select({ id: brands.id, slugEn: brands.slugEn }).from(brands),
    db
      .select()
      .from(productOptionValues)
      .orderBy(asc(productOptionValues.position), asc(productOptionValues.id)),
    db.select().from(productVariants).orderBy(asc(productVariants.id)),
  ]);
  const categorySlug = new Map(categoryRows.map((c) => [c.id, c.slugEn]));
  const brandSlug = new Map(brandRows.map((b) => [b.id, b.slugEn]));
  const optionById = new Map(options.map((o) => [o.id, o]));
  const variantsOf = new Map<number, (typeof variants)[number][]>();
  for (const v of variants) variantsOf.set(v.productId, [...(variantsOf.get(v.productId) ?? []), v]);
  const records: string[][] = [];
  for (const p of productRows) {
    const rows = (variantsOf.get(p.id) ?? []).sort((a, b) => {
      const pos = (id: number | null) => (id === null ? -1 : (optionById.get(id)?.position ?? 0));
      return pos(a.colorId) - pos(b.colorId) || pos(a.sizeId) - pos(b.sizeId);
    });
    for (const v of rows) {
      const color = v.colorId === null ? undefined : optionById.get(v.colorId);
      const size = v.sizeId === null ? undefined : optionById.get(v.sizeId);
      const row: CsvRow = {
        slug_en: p.slugEn,
        slug_ar: p.slugAr,
        name_en: p.nameEn,
        name_ar: p.nameAr,
        description_en: p.descriptionEn,
        description_ar: p.descriptionAr,
        category: categorySlug.get(p.categoryId) ?? '',
        sub_category: p.subCategoryId === null ? '' : (categorySlug.get(p.subCategoryId) ?? ''),
        brand: p.brandId === null ? '' : (brandSlug.get(p.brandId) ?? ''),
        price: minorToDecimal(p.price, currency),
        compare_at_price: p.compareAtPrice === null ? '' : minorToDecimal(p.compareAtPrice, currency),
        published: p.published ? 'true' : 'false',
        sku: v.sku,
        color_en: color?.nameEn ?? '',
        color_ar: color?.nameAr ?? '',
        swatch: color?.swatch ?? '',
        size_en: size?.nameEn ?? '',
        size_ar: size?.nameAr ?? '',
        variant_price: v.price === null ? '' : minorToDecimal(v.price, currency),
        stock: String(v.stock),
      };
      records.push(CSV_COLUMNS.map((c) => row[c]));
    }
  }
  return csvFile(CSV_COLUMNS, records);
}

// Where each product field and option field lives in the file.
const PRODUCT_COLUMNS: Record<string, CsvColumn> = {
  slugEn: 'slug_en',
  slugAr: 'slug_ar',
  nameEn: 'name_en',
  nameAr: 'name_ar',
  descriptionEn: 'description_en',
  descriptionAr: 'description_ar',
  categoryId: 'category',
  subCategoryId: 'sub_category',
  brandId: 'brand',
  price: 'price',
  compareAtPrice: 'compare_at_price',
  published: 'published',
};
const COLOR_COLUMNS: Record<string, CsvColumn> = { nameEn: 'color_en', nameAr: 'color_ar', swatch: 'swatch' };
const SIZE_COLUMNS: Record<string, CsvColumn> = { nameEn: 'size_en', nameAr: 'size_ar' };
const VARIANT_COLUMNS: Record<string, CsvColumn> = {
  sku: 'sku',
  price: 'variant_price',
  stock: 'stock',
  color: 'color_en',
  size: 'size_en',
};

/** The product's own columns, repeated on each of its rows (the file is grouped by `slug_en`). */
const PRODUCT_LEVEL: CsvColumn[] = [
  'slug_ar',
  'name_en',
  'name_ar',
  'description_en',
  'description_ar',
  'category',
  'sub_category',
  'brand',
  'price',
  'compare_at_price',
  'published',
];

const TRUE = new Set(['true', 'yes', '1']);
const FALSE = new Set(['false', 'no', '0', '']);

type Line = { row: number; data: CsvRow };
type Group = {
  lines: Line[];
  colorRows: number[];
  sizeRows: number[];
};

/** Errors keyed by row and column: the first problem found in a cell is the one reported. */
class ErrorList {
  private readonly byCell = new Map<string, CsvImportError>();
  add(row: number, column: string, message: string, values?: Record<string, string | number>) {
    const key = `${row}:${column}`;
    if (!this.byCell.has(key))
      this.byCell.set(key, values ? { row, column, message, values } : { row, column, message });
  }
  get size() {
    return this.byCell.size;
  }
  list(): CsvImportError[] {
    const order = (c: string) => CSV_COLUMNS.indexOf(c as CsvColumn);
    return [...this.byCell.values()].sort((a, b) => a.row - b.row || order(a.column) - order(b.column));
  }
}

/** Reads the file into rows keyed by column; problems with the file itself come back as errors. */
function readRows(text: string, errors: ErrorList): Line[] {
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true, trim: false });
  } catch (error) {
    const records = (error as { records?: number }).records ?? 0;
    errors.add(records + 1, '', 'catalogErrors.csvMalformed');
    return [];
  }
  const [header, ...body] = records;
  if (!header || !body.some((r) => r.some((c) => c.trim()))) {
    errors.add(1, '', 'catalogErrors.csvEmpty');
    return [];
  }
  const names = header.map((h) => h.trim().toLowerCase());
  for (const column of CSV_COLUMNS) {
    if (!names.includes(column)) errors.add(1, column, 'catalogErrors.csvMissingColumn', { column });
  }
  if (errors.size) return [];
  const index = Object.fromEntries(CSV_COLUMNS.map((c) => [c, names.indexOf(c)])) as Record<
    CsvColumn,
    number
  >;
  const lines: Line[] = [];
  body.forEach((record, i) => {
    if (!record.some((c) => c.trim())) return; // a blank spreadsheet row
    const data = Object.fromEntries(
      CSV_COLUMNS.map((c) => [c, unprotectCell(record[index[c]] ?? '')]),
    ) as CsvRow;
    lines.push({ row: i + 2, data });
  });
  return lines;
}

const amount = (text: string, currency: string) => (text.trim() === '' ? null : toMinor(text, currency));

/**
 * Imports products from CSV: rows are grouped into products by `slug_en`, every row is checked with the same
 * `productInput` schema as the admin form, and all products are written in one transaction — or none at all when
 * any row is wrong. Existing products (same `slug_en`) are updated and keep their images and option ids. The
 * `stock` column is the new stock, not a change: a file is a count the owner took (or an export edited), and it
 * replaces what orders left since, unlike the product form, which applies the difference typed.
 */
export async function importProductsCsv(
  text: string,
  currency: string,
): Promise<{ result: CsvImportResult; cache: CacheChange }> {
  const errors = new ErrorList();
  const lines = readRows(text, errors);
  if (errors.size) return { result: { status: 'invalid', errors: errors.list() }, cache: {} };

  const db = getDb();
  const [categoryRows, brandRows, existingProducts] = await Promise.all([
    db
      .select({ id: categories.id, parentId: categories.parentId, slugEn: categories.slugEn })
      .from(categories),
    db.select({ id: brands.id, slugEn: brands.slugEn }).from(brands),
    db.select({ id: products.id, slugEn: products.slugEn }).from(products),
  ]);
  const categoryBySlug = new Map(categoryRows.map((c) => [c.slugEn, c]));
  const brandBySlug = new Map(brandRows.map((b) => [b.slugEn, b.id]));
  const productBySlug = new Map(existingProducts.map((p) => [p.slugEn, p.id]));

  const groups = new Map<string, Group>();
  for (const line of lines) {
    const slug = line.data.slug_en.trim().toLowerCase();
    if (!slug) {
      errors.add(line.row, 'slug_en', 'validation.required');
      continue;
    }
    const group = groups.get(slug) ?? { lines: [], colorRows: [], sizeRows: [] };
    group.lines.push(line);
    groups.set(slug, group);
  }

  /** Whether a later row's product value says the same as the first row's (slugs and references in any case). */
  const same = (column: CsvColumn, a: string, b: string) => {
    if (column === 'price' || column === 'compare_at_price')
      return amount(a, currency) === amount(b, currency);
    if (column === 'published') return TRUE.has(a.trim().toLowerCase()) === TRUE.has(b.trim().toLowerCase());
    if (['category', 'sub_category', 'brand', 'slug_ar'].includes(column))
      return a.trim().toLowerCase() === b.trim().toLowerCase();
    return a.trim() === b.trim();
  };
  /** What is wrong with a product value on its own, wherever it stands (null: nothing, it merely differs). */
  const problemOf = (column: CsvColumn, value: string): string | null => {
    const v = value.trim();
    if ((column === 'name_en' || column === 'name_ar' || column === 'slug_ar') && !v)
      return 'validation.required';
    if (column === 'category' && categoryBySlug.get(v.toLowerCase())?.parentId !== null)
      return 'catalogErrors.unknownCategory';
    if (column === 'sub_category' && v && !categoryBySlug.get(v.toLowerCase())?.parentId)
      return 'catalogErrors.unknownSubCategory';
    if (column === 'brand' && v && !brandBySlug.has(v.toLowerCase())) return 'catalogErrors.unknownBrand';
    if (column === 'price' && amount(v, currency) === null) return 'validation.priceInvalid';
    if (column === 'compare_at_price' && v && amount(v, currency) === null) return 'validation.priceInvalid';
    if (column === 'published' && !TRUE.has(v.toLowerCase()) && !FALSE.has(v.toLowerCase()))
      return 'validation.invalid';
    return null;
  };

  let created = 0;
  let updated = 0;
  let unchanged = 0;
  const changes: CacheChange[] = [];
  class Rollback extends Error {}
  try {
    await db.transaction(async (tx) => {
      for (const [slug, group] of groups) {
        const first = group.lines[0];
        if (!first) continue;
        const f = first.data;
        const row = first.row;
        const existingId = productBySlug.get(slug);

        const category = categoryBySlug.get(f.category.trim().toLowerCase());
        if (!category || category.parentId !== null)
          errors.add(row, 'category', 'catalogErrors.unknownCategory');
        let subCategoryId: number | null = null;
        if (f.sub_category.trim()) {
          const sub = categoryBySlug.get(f.sub_category.trim().toLowerCase());
          if (!sub || sub.parentId === null)
            errors.add(row, 'sub_category', 'catalogErrors.unknownSubCategory');
          else if (category && sub.parentId !== category.id)
            errors.add(row, 'sub_category', 'catalogErrors.subCategoryMismatch');
          else subCategoryId = sub.id;
        }
        let brandId: number | null = null;
        if (f.brand.trim()) {
          brandId = brandBySlug.get(f.brand.trim().toLowerCase()) ?? null;
          if (brandId === null) errors.add(row, 'brand', 'catalogErrors.unknownBrand');
        }
        const price = amount(f.price, currency);
        if (price === null) errors.add(row, 'price', 'validation.priceInvalid');
        const compareAtPrice = amount(f.compare_at_price, currency);
        if (f.compare_at_price.trim() && compareAtPrice === null)
          errors.add(row, 'compare_at_price', 'validation.priceInvalid');
        const published = f.published.trim().toLowerCase();
        if (!TRUE.has(published) && !FALSE.has(published)) errors.add(row, 'published', 'validation.invalid');
        // A later row of the product must say the same: the import read its first row only, so an unknown category
        // or an empty name on row 3 went unreported (issue 38). Reported on that row: its own fault when it has one,
        // else that it contradicts the first.
        for (const { row: lineRow, data: d } of group.lines.slice(1)) {
          for (const column of PRODUCT_LEVEL) {
            if (same(column, d[column], f[column])) continue;
            const problem = problemOf(column, d[column]);
            if (problem) errors.add(lineRow, column, problem);
            else errors.add(lineRow, column, 'catalogErrors.csvProductConflict', { row });
          }
        }

        // Existing option ids, matched by English name, so variants keep their ids across an import.
        const existingOptions = existingId
          ? await tx.select().from(productOptionValues).where(eq(productOptionValues.productId, existingId))
          : [];
        const optionId = (kind: 'color' | 'size', nameEn: string) =>
          existingOptions.find((o) => o.kind === kind && o.nameEn.toLowerCase() === nameEn.toLowerCase())?.id;

        const colors: { id?: number; nameEn: string; nameAr: string; swatch: string }[] = [];
        const sizes: { id?: number; nameEn: string; nameAr: string }[] = [];
        const colorIndex = new Map<string, number>();
        const sizeIndex = new Map<string, number>();
        const variants = group.lines.map(({ row: lineRow, data: d }) => {
          let color: number | null = null;
          if (d.color_en.trim() || d.color_ar.trim()) {
            const key = d.color_en.trim().toLowerCase();
            color = colorIndex.get(key) ?? colors.length;
            if (color === colors.length) {
              colorIndex.set(key, color);
              colors.push({
                id: optionId('color', d.color_en.trim()),
                nameEn: d.color_en,
                nameAr: d.color_ar,
                swatch: d.swatch,
              });
              group.colorRows.push(lineRow);
            }
          }
          let size: number | null = null;
          if (d.size_en.trim() || d.size_ar.trim()) {
            const key = d.size_en.trim().toLowerCase();
            size = sizeIndex.get(key) ?? sizes.length;
            if (size === sizes.length) {
              sizeIndex.set(key, size);
              sizes.push({ id: optionId('size', d.size_en.trim()), nameEn: d.size_en, nameAr: d.size_ar });
              group.sizeRows.push(lineRow);
            }
          }
          const variantPrice = amount(d.variant_price, currency);
          if (d.variant_price.trim() && variantPrice === null)
            errors.add(lineRow, 'variant_price', 'validation.priceInvalid');
          const stock = /^\s*-?\d+\s*$/.test(d.stock) ? Number(d.stock) : Number.NaN;
          return { color, size, sku: d.sku, price: variantPrice, stock };
        });

        const images = existingId
          ? (
              await tx
                .select()
                .from(productImages)
                .where(eq(productImages.productId, existingId))
                .orderBy(asc(productImages.position), asc(productImages.id))
            ).map((i) => {
              // A photo keeps its colour while the file still lists that colour (by English name, as above).
              const color = i.colorId === null ? -1 : colors.findIndex((c) => c.id === i.colorId);
              return { key: i.image, width: i.width, height: i.height, color: color < 0 ? null : color };
            })
          : [];

        const parsed = productInput.safeParse({
          id: existingId,
          slugEn: f.slug_en,
          slugAr: f.slug_ar,
          nameEn: f.name_en,
          nameAr: f.name_ar,
          descriptionEn: f.description_en,
          descriptionAr: f.description_ar,
          categoryId: category?.id ?? 0,
          subCategoryId,
          brandId,
          price: price ?? Number.NaN,
          compareAtPrice: f.compare_at_price.trim() ? (compareAtPrice ?? Number.NaN) : null,
          published: TRUE.has(published),
          images,
          colors,
          sizes,
          variants,
        });

        // A path in the product's shape → the spreadsheet cell it came from.
        const place = (path: PropertyKey[]): [number, string] => {
          const [head, index, field] = path;
          const i = typeof index === 'number' ? index : -1;
          if (head === 'colors' && i >= 0)
            return [group.colorRows[i] ?? row, COLOR_COLUMNS[String(field)] ?? 'color_en'];
          if (head === 'sizes' && i >= 0)
            return [group.sizeRows[i] ?? row, SIZE_COLUMNS[String(field)] ?? 'size_en'];
          if (head === 'variants' && i >= 0)
            return [group.lines[i]?.row ?? row, VARIANT_COLUMNS[String(field)] ?? 'sku'];
          if (head === 'variants') return [row, sizes.length ? 'size_en' : 'color_en'];
          return [row, PRODUCT_COLUMNS[String(head)] ?? ''];
        };

        if (!parsed.success) {
          for (const issue of parsed.error.issues) {
            const values = issueValues(issue);
            errors.add(...place(issue.path), issue.message, Object.keys(values).length ? values : undefined);
          }
          continue;
        }
        // A row the store already holds word for word is left alone: re-importing an unchanged export rewrote every
        // product and its "Updated" time (issue 38).
        if (existingId && (await isUnchanged(parsed.data, existingId))) {
          unchanged++;
          continue;
        }
        // Saved even after an earlier refusal (inside the transaction that will be rolled back), so clashes the
        // database finds — a taken slug or SKU — are reported for the whole file at once.
        try {
          changes.push((await saveProduct(parsed.data, tx)).cache);
          if (existingId) updated++;
          else created++;
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          errors.add(
            ...place(error.field?.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)) ?? []),
            error.message,
            error.values,
          );
        }
      }
      if (errors.size) throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  if (errors.size) return { result: { status: 'invalid', errors: errors.list() }, cache: {} };
  return { result: { status: 'imported', created, updated, unchanged }, cache: mergeChanges(changes) };
}

/** Whether saving `p` would leave product `id` as it is: every value the file carries, compared as stored. */
async function isUnchanged(p: ProductData, id: number): Promise<boolean> {
  const saved = await getProductForEdit(id);
  if (!saved) return false;
  const variants = (list: ProductData['variants']) =>
    list
      .map((v) => ({ color: v.color, size: v.size, sku: v.sku, price: v.price, stock: v.stock }))
      .sort((a, b) => (a.color ?? -1) - (b.color ?? -1) || (a.size ?? -1) - (b.size ?? -1));
  const face = (q: ProductData, descriptions: [string, string]) => ({
    nameEn: q.nameEn,
    nameAr: q.nameAr,
    slugEn: q.slugEn,
    slugAr: q.slugAr,
    descriptions,
    categoryId: q.categoryId,
    subCategoryId: q.subCategoryId,
    brandId: q.brandId,
    price: q.price,
    compareAtPrice: q.compareAtPrice,
    published: q.published,
    images: q.images.map((i) => [i.key, i.color]),
    colors: q.colors.map((c) => [c.id, c.nameEn, c.nameAr, c.swatch]),
    sizes: q.sizes.map((s) => [s.id, s.nameEn, s.nameAr]),
    variants: variants(q.variants),
  });
  return (
    JSON.stringify(face(p, [sanitizeRichText(p.descriptionEn), sanitizeRichText(p.descriptionAr)])) ===
    JSON.stringify(face(saved, [saved.descriptionEn, saved.descriptionAr]))
  );
}
