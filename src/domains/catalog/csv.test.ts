import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { products, productVariants } from '@/db/schema';
import { getProductForEdit } from './admin-queries';
import { CSV_COLUMNS, exportProductsCsv, importProductsCsv } from './csv';
import { type ProductInput, productInput } from './schemas';
import { deleteCategory, deleteProduct, saveBrand, saveCategory, saveProduct } from './service';

// Cached reads run uncached here (no Next request around them).

const save = (input: ProductInput) => saveProduct(productInput.parse(input));

let productId: number;

const baseProduct = (
  categoryId: number,
  subCategoryId: number | null,
  brandId: number | null,
): ProductInput => ({
  nameEn: 'Chiffon Scarf, "Rose"',
  nameAr: 'وشاح شيفون وردي',
  slugEn: 'chiffon-scarf-rose',
  slugAr: 'وشاح-شيفون-وردي',
  descriptionEn: '<p>Light, airy\nand soft</p>',
  descriptionAr: '<p>خفيف وناعم</p>',
  categoryId,
  subCategoryId,
  brandId,
  price: 1250,
  compareAtPrice: 1999,
  published: true,
  images: [{ key: 'products/0123456789abcdef', width: 800, height: 1000 }],
  colors: [
    { nameEn: 'Rose', nameAr: 'وردي', swatch: '#e8a0b0' },
    { nameEn: 'Navy', nameAr: 'كحلي', swatch: '#1b2a4a' },
  ],
  sizes: [
    { nameEn: 'Standard', nameAr: 'عادي' },
    { nameEn: 'Large', nameAr: 'كبير' },
  ],
  variants: [
    { color: 0, size: 0, sku: 'CHF-ROSE-STD', price: null, stock: 5 },
    { color: 0, size: 1, sku: 'CHF-ROSE-LRG', price: 1400, stock: 0 },
    { color: 1, size: 0, sku: 'CHF-NAVY-STD', price: null, stock: 3 },
    { color: 1, size: 1, sku: 'CHF-NAVY-LRG', price: null, stock: 7 },
  ],
});

const csvOf = (rows: Partial<Record<(typeof CSV_COLUMNS)[number], string>>[]) =>
  stringify([[...CSV_COLUMNS], ...rows.map((r) => CSV_COLUMNS.map((c) => r[c] ?? ''))]);

const row = (overrides: Partial<Record<(typeof CSV_COLUMNS)[number], string>>) => ({
  slug_en: 'cotton-wrap',
  slug_ar: 'لفة-قطن',
  name_en: 'Cotton Wrap',
  name_ar: 'لفة قطن',
  category: 'scarves',
  price: '9.99',
  published: 'true',
  stock: '4',
  ...overrides,
});

const productCount = async () => (await getDb().select({ n: count() }).from(products))[0]?.n ?? 0;

beforeAll(async () => {
  const category = await saveCategory({
    parentId: null,
    nameEn: 'Scarves',
    nameAr: 'أوشحة',
    slugEn: 'scarves',
    slugAr: 'أوشحة',
    image: null,
    hidden: false,
  });
  const sub = await saveCategory({
    parentId: category.id,
    nameEn: 'Silk',
    nameAr: 'حرير',
    slugEn: 'silk',
    slugAr: 'حرير',
    image: null,
    hidden: false,
  });
  await saveCategory({
    parentId: null,
    nameEn: 'Shawls',
    nameAr: 'شالات',
    slugEn: 'shawls',
    slugAr: 'شالات',
    image: null,
    hidden: false,
  });
  const brand = await saveBrand({
    nameEn: 'Nour',
    nameAr: 'نور',
    slugEn: 'nour',
    slugAr: 'نور',
    image: null,
    hidden: false,
  });
  productId = (await save(baseProduct(category.id, sub.id, brand.id))).id;
});

describe('CSV export', () => {
  it('writes one row per variant with exact decimal prices and both languages', async () => {
    const text = await exportProductsCsv('USD');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parse(text, { bom: true }) as string[][];
    expect(header).toEqual([...CSV_COLUMNS]);
    expect(rows).toHaveLength(4);
    const at = (r: string[], c: (typeof CSV_COLUMNS)[number]) => r[CSV_COLUMNS.indexOf(c)];
    const first = rows[0] ?? [];
    expect(at(first, 'name_en')).toBe('Chiffon Scarf, "Rose"');
    expect(at(first, 'name_ar')).toBe('وشاح شيفون وردي');
    expect(at(first, 'category')).toBe('scarves');
    expect(at(first, 'sub_category')).toBe('silk');
    expect(at(first, 'brand')).toBe('nour');
    expect(at(first, 'price')).toBe('12.50');
    expect(at(first, 'compare_at_price')).toBe('19.99');
    expect(rows.map((r) => at(r, 'sku'))).toEqual([
      'CHF-ROSE-STD',
      'CHF-ROSE-LRG',
      'CHF-NAVY-STD',
      'CHF-NAVY-LRG',
    ]);
    expect(at(rows[1] ?? [], 'variant_price')).toBe('14.00');
    expect(at(rows[1] ?? [], 'stock')).toBe('0');
    expect(at(rows[2] ?? [], 'swatch')).toBe('#1b2a4a');
  });

  it('uses the currency’s own decimals (3 for KWD)', async () => {
    const [, first] = parse(await exportProductsCsv('KWD'), { bom: true }) as string[][];
    expect(first?.[CSV_COLUMNS.indexOf('price')]).toBe('1.250');
  });
});

describe('CSV cells a spreadsheet would run', () => {
  it('exports them as text and imports them back unchanged', async () => {
    const category = await saveCategory({
      parentId: null,
      nameEn: 'Formula',
      nameAr: 'صيغة',
      slugEn: 'formula',
      slugAr: 'صيغة',
      image: null,
      hidden: false,
    });
    const formula = await save({
      ...baseProduct(category.id, null, null),
      nameEn: '=HYPERLINK("http://evil.example","x")',
      slugEn: 'formula-scarf',
      slugAr: 'وشاح-صيغة',
      colors: [],
      sizes: [],
      variants: [{ color: null, size: null, sku: '@SKU-1', stock: 1, price: null }],
    });
    const text = await exportProductsCsv('USD');
    const rows = parse(text, { bom: true }) as string[][];
    const row = rows.find((r) => r[CSV_COLUMNS.indexOf('slug_en')] === 'formula-scarf') ?? [];
    expect(row[CSV_COLUMNS.indexOf('name_en')]).toBe('\'=HYPERLINK("http://evil.example","x")');
    expect(row[CSV_COLUMNS.indexOf('sku')]).toBe("'@SKU-1");
    expect((await importProductsCsv(text, 'USD')).result).toMatchObject({ status: 'imported' });
    const after = await getProductForEdit(formula.id);
    expect(after?.nameEn).toBe('=HYPERLINK("http://evil.example","x")');
    expect(after?.variants[0]?.sku).toBe('@SKU-1');
    // Leave the catalogue as the other tests expect it.
    await deleteProduct(formula.id);
    await deleteCategory(category.id);
  });
});

describe('CSV import', () => {
  it('round-trips: importing the export changes nothing, not even the "Updated" time, and says so', async () => {
    const before = await getProductForEdit(productId);
    const variantIds = await getDb()
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.productId, productId));
    const { result, cache } = await importProductsCsv(await exportProductsCsv('USD'), 'USD');
    expect(result).toEqual({ status: 'imported', created: 0, updated: 0, unchanged: 1 });
    // No write at all: the same updated_at, and no page to expire.
    expect(await getProductForEdit(productId)).toEqual(before);
    expect(cache).toEqual({ now: [], later: [] });
    const after = await getDb()
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.productId, productId));
    expect(after.map((v) => v.id).sort()).toEqual(variantIds.map((v) => v.id).sort());
  });

  it('reports every bad row with its line and column, and writes nothing', async () => {
    const before = await productCount();
    const text = csvOf([
      row({
        sku: 'CW-RED-S',
        color_en: 'Red',
        color_ar: 'أحمر',
        swatch: '#ff0000',
        size_en: 'S',
        size_ar: 'ص',
      }),
      row({
        sku: 'CW-RED-M',
        color_en: 'Red',
        color_ar: 'أحمر',
        swatch: '#ff0000',
        size_en: 'M',
        size_ar: 'م',
      }),
      row({
        sku: 'CW-BLUE-S',
        color_en: 'Blue',
        color_ar: 'أزرق',
        swatch: '#0000ff',
        size_en: 'S',
        size_ar: 'ص',
        stock: '-1',
      }),
      row({
        sku: 'CW-BLUE-M',
        color_en: 'Blue',
        color_ar: 'أزرق',
        swatch: '#0000ff',
        size_en: 'M',
        size_ar: 'م',
      }),
      row({
        slug_en: 'wool-shawl',
        slug_ar: 'شال-صوف',
        name_en: 'Wool Shawl',
        category: 'nope',
        sku: 'WS-1',
      }),
      row({ slug_en: 'linen-hijab', slug_ar: 'حجاب-كتان', name_en: 'Linen Hijab', sku: 'LH-1' }),
    ]);
    const { result } = await importProductsCsv(text, 'USD');
    expect(result).toEqual({
      status: 'invalid',
      errors: [
        { row: 4, column: 'stock', message: 'validation.stockInvalid' },
        { row: 6, column: 'category', message: 'catalogErrors.unknownCategory' },
      ],
    });
    expect(await productCount()).toBe(before);
  });

  it('checks the product’s own values on every row of it, reporting each on its row', async () => {
    const before = await productCount();
    const variant = (size: string, overrides: Parameters<typeof row>[0] = {}) =>
      row({ sku: `CW-${size}`, size_en: size, size_ar: size, ...overrides });
    const { result } = await importProductsCsv(
      csvOf([
        variant('S'),
        // An unknown category, an empty name, a bad price: wrong in themselves, on the product's later rows.
        variant('M', { category: 'nope', name_ar: ' ' }),
        variant('L', { price: 'ten' }),
        // Valid, but not what the first row says: which one is meant cannot be guessed.
        variant('XL', { category: 'shawls', name_en: 'Cotton Wrap II', published: 'false' }),
        // The same values written differently are the same.
        variant('XXL', { category: 'SCARVES', price: ' 9.99 ', published: 'yes' }),
      ]),
      'USD',
    );
    expect(result).toEqual({
      status: 'invalid',
      errors: [
        { row: 3, column: 'name_ar', message: 'validation.required' },
        { row: 3, column: 'category', message: 'catalogErrors.unknownCategory' },
        { row: 4, column: 'price', message: 'validation.priceInvalid' },
        { row: 5, column: 'name_en', message: 'catalogErrors.csvProductConflict', values: { row: 2 } },
        { row: 5, column: 'category', message: 'catalogErrors.csvProductConflict', values: { row: 2 } },
        { row: 5, column: 'published', message: 'catalogErrors.csvProductConflict', values: { row: 2 } },
      ],
    });
    expect(await productCount()).toBe(before);
  });

  it('names the limit of a value that is too long', async () => {
    const { result } = await importProductsCsv(
      csvOf([row({ sku: 'CW-1', name_en: 'x'.repeat(500) })]),
      'USD',
    );
    expect(result).toMatchObject({
      status: 'invalid',
      errors: [
        { row: 2, column: 'name_en', message: 'validation.tooLong', values: { max: expect.any(Number) } },
      ],
    });
  });

  it('reports database clashes (a SKU another product uses) on their row', async () => {
    const before = await productCount();
    const { result } = await importProductsCsv(
      csvOf([
        row({ sku: 'NEW-1' }),
        row({ slug_en: 'silk-square', slug_ar: 'مربع-حرير', name_en: 'Silk Square', sku: 'CHF-NAVY-LRG' }),
      ]),
      'USD',
    );
    expect(result).toEqual({
      status: 'invalid',
      errors: [{ row: 3, column: 'sku', message: 'validation.skuTaken' }],
    });
    expect(await productCount()).toBe(before);
  });

  it('refuses a file without the expected columns', async () => {
    const { result } = await importProductsCsv('slug_en,name_en\nx,y\n', 'USD');
    expect(result.status).toBe('invalid');
    if (result.status !== 'invalid') return;
    expect(result.errors[0]).toEqual({
      row: 1,
      column: 'slug_ar',
      message: 'catalogErrors.csvMissingColumn',
      values: { column: 'slug_ar' },
    });
  });

  it('creates new products and updates existing ones in one go', async () => {
    const before = await productCount();
    const exported = parse(await exportProductsCsv('USD'), { bom: true, columns: true }) as Record<
      (typeof CSV_COLUMNS)[number],
      string
    >[];
    const changed = exported.map((r) => ({
      ...r,
      price: '11.00',
      stock: r.sku === 'CHF-ROSE-STD' ? '9' : r.stock,
    }));
    const { result } = await importProductsCsv(
      csvOf([
        ...changed,
        row({ sku: 'CW-1', size_en: 'One size', size_ar: 'مقاس واحد', sub_category: 'silk', brand: 'nour' }),
        row({
          slug_en: 'wool-shawl',
          slug_ar: 'شال-صوف',
          name_en: 'Wool Shawl',
          category: 'shawls',
          sku: 'WS-1',
        }),
      ]),
      'USD',
    );
    expect(result).toEqual({ status: 'imported', created: 2, updated: 1, unchanged: 0 });
    expect(await productCount()).toBe(before + 2);
    const updated = await getProductForEdit(productId);
    expect(updated?.price).toBe(1100);
    expect(updated?.variants.find((v) => v.sku === 'CHF-ROSE-STD')?.stock).toBe(9);
    expect(updated?.images).toHaveLength(1);
    const [wrap] = await getDb().select().from(products).where(eq(products.slugEn, 'cotton-wrap'));
    expect(wrap?.price).toBe(999);
    expect(wrap?.published).toBe(true);
  });
});
