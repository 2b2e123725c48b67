import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { brands, productImages, productOptionValues } from '@/db/schema/catalog';
import { createBrand, createCategory, createProduct } from '../../../tests/factories/catalog';
import { signUpTestAdmin } from '../../../tests/setup/auth-request';
import { testRequest } from '../../../tests/setup/request';
import { imagesForColor, initialVariant } from './components/gallery-order';
import type { ProductInput } from './schemas';

// Photos per colour (migration 0023) and brand pages: the admin's save, the database's guard, the product page's
// read and order, and the brand page's reads. unstable_cache needs Next's request context; reads go straight through.

const actions = await import('./actions');
const { getProductBySlug } = await import('./product-queries');
const { getProductForEdit } = await import('./admin-queries');
const { getBrandBySlug, getListing } = await import('./listing-queries');
const { getSitemapData } = await import('./sitemap-queries');

const key = (n: number) => `products/${n.toString(16).padStart(16, '0')}`;
const photo = (n: number, color: number | null = null) => ({ key: key(n), width: 800, height: 800, color });

const colors = [
  { nameEn: 'Navy', nameAr: 'كحلي', swatch: '#242f51' },
  { nameEn: 'Rose', nameAr: 'وردي', swatch: '#d48a9a' },
  { nameEn: 'Gold', nameAr: 'ذهبي', swatch: '#c9a96e' },
];
const variantsOf = (sku: string, stock: number[]): ProductInput['variants'] =>
  stock.map((s, i) => ({ color: i, size: null, sku: `${sku}-${i}`, stock: s }));

/** A fingerprint of the photos and colours, to show a refused save changed nothing. */
const state = async () =>
  (
    await getDb().execute(sql`
      select (select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from product_images x) as images,
             (select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from product_option_values x) as options`)
  ).rows;

let admin = '';
let categoryId = 0;

beforeAll(async () => {
  admin = (await signUpTestAdmin('images-owner@wishah.test')).cookie;
  categoryId = (await createCategory()).id;
});

describe("a photo's colour, saved by the admin", () => {
  it("stores the colour of the product's own list, and the form gets it back by place", async () => {
    testRequest.cookie = admin;
    const base = await createProduct({ categoryId, colors, variants: variantsOf('COL', [3, 3, 3]) });
    const result = await actions.saveProductAction({
      ...base,
      id: base.id,
      images: [photo(1), photo(2, 1), photo(3, 0), photo(4, 2), photo(5, 1)],
    });
    expect(result).toMatchObject({ ok: true });

    const rows = await getDb()
      .select({
        image: productImages.image,
        colorId: productImages.colorId,
        name: productOptionValues.nameEn,
      })
      .from(productImages)
      .leftJoin(productOptionValues, eq(productOptionValues.id, productImages.colorId))
      .where(eq(productImages.productId, base.id))
      .orderBy(asc(productImages.position));
    expect(rows.map((r) => [r.image, r.name])).toEqual([
      [key(1), null],
      [key(2), 'Rose'],
      [key(3), 'Navy'],
      [key(4), 'Gold'],
      [key(5), 'Rose'],
    ]);
    const edit = await getProductForEdit(base.id);
    expect(edit?.images.map((i) => i.color)).toEqual([null, 1, 0, 2, 1]);

    // The colour moves to the first place and Gold goes: its photo stays, shown with every colour.
    const saved = edit ?? base;
    const again = await actions.saveProductAction({
      ...saved,
      colors: [saved.colors[1], saved.colors[0]] as typeof saved.colors,
      variants: variantsOf('COL', [3, 3]),
      images: [photo(1), photo(2, 0), photo(3, 1), photo(4, null), photo(5, 0)],
    });
    expect(again).toMatchObject({ ok: true });
    const after = await getProductForEdit(base.id);
    expect(after?.colors.map((c) => c.nameEn)).toEqual(['Rose', 'Navy']);
    expect(after?.images.map((i) => i.color)).toEqual([null, 0, 1, null, 0]);
  });

  it("refuses a colour the product does not have (another product's, by id or by place) and changes nothing", async () => {
    testRequest.cookie = admin;
    const mine = await createProduct({
      categoryId,
      colors: colors.slice(0, 2),
      variants: variantsOf('MINE', [2, 2]),
      images: [photo(10, 0)],
    });
    const other = await createProduct({ categoryId, colors, variants: variantsOf('OTHER', [1, 1, 1]) });
    const [otherGold] = await getDb()
      .select({ id: productOptionValues.id })
      .from(productOptionValues)
      .where(eq(productOptionValues.productId, other.id))
      .orderBy(asc(productOptionValues.position))
      .offset(2);
    const before = await state();

    // The other product's third colour, by its place: this product has two.
    const byPlace = await actions.saveProductAction({ ...mine, id: mine.id, images: [photo(10, 2)] });
    expect(byPlace).toMatchObject({
      ok: false,
      error: 'validation.fixFields',
      fieldErrors: { 'images.0.color': 'productImages.unknownColor' },
    });
    // The other product's colour row's id, sent where a place belongs.
    const byId = await actions.saveProductAction({
      ...mine,
      id: mine.id,
      images: [photo(10, otherGold?.id ?? 999)],
    });
    expect(byId).toMatchObject({
      ok: false,
      fieldErrors: { 'images.0.color': 'productImages.unknownColor' },
    });
    // Not a place at all.
    const negative = await actions.saveProductAction({ ...mine, id: mine.id, images: [photo(10, -1)] });
    expect(negative).toMatchObject({ ok: false });
    expect(await state()).toEqual(before);
  });

  it("the database refuses a photo with another product's colour, and a deleted colour only clears it", async () => {
    const a = await createProduct({
      categoryId,
      colors: colors.slice(0, 1),
      variants: variantsOf('DBA', [1]),
    });
    const b = await createProduct({
      categoryId,
      colors: colors.slice(0, 2),
      variants: variantsOf('DBB', [1, 1]),
    });
    const bColors = await getDb()
      .select({ id: productOptionValues.id })
      .from(productOptionValues)
      .where(eq(productOptionValues.productId, b.id))
      .orderBy(asc(productOptionValues.position));
    await expect(
      getDb()
        .insert(productImages)
        .values({ productId: a.id, image: key(20), width: 1, height: 1, colorId: bColors[0]?.id }),
    ).rejects.toMatchObject({ cause: { constraint: 'product_images_color_same_product_fk' } });

    await getDb()
      .insert(productImages)
      .values({ productId: b.id, image: key(21), width: 1, height: 1, colorId: bColors[1]?.id });
    await getDb()
      .delete(productOptionValues)
      .where(eq(productOptionValues.id, bColors[1]?.id ?? 0));
    const [kept] = await getDb()
      .select()
      .from(productImages)
      .where(eq(productImages.image, key(21)));
    expect(kept).toMatchObject({ productId: b.id, colorId: null });
  });
});

describe("the product page's photos", () => {
  it("are read with their colours in the owner's order, and the chosen colour's come first, shared next", async () => {
    const p = await createProduct({
      categoryId,
      colors,
      // Navy is sold out: the page starts on Rose.
      variants: variantsOf('PAGE', [0, 4, 2]),
      images: [photo(30), photo(31, 0), photo(32, 1), photo(33, 2), photo(34, 1), photo(35)],
    });
    const page = await getProductBySlug('en', p.slugEn);
    if (!page) throw new Error('no page');
    const [navy, rose, gold] = page.colors.map((c) => c.id);
    expect(page.images.map((i) => [i.key, i.colorId])).toEqual([
      [key(30), null],
      [key(31), navy],
      [key(32), rose],
      [key(33), gold],
      [key(34), rose],
      [key(35), null],
    ]);

    const start = initialVariant(page.variants)?.colorId ?? null;
    expect(start).toBe(rose);
    const keys = (colorId: number | null) => imagesForColor(page.images, colorId).map((i) => i.key);
    expect(keys(start)).toEqual([key(32), key(34), key(30), key(35), key(31), key(33)]);
    expect(keys(gold ?? 0)).toEqual([key(33), key(30), key(35), key(31), key(32), key(34)]);
    // No colour chosen (a product without colours): the owner's order.
    expect(keys(null)).toEqual(page.images.map((i) => i.key));
  });
});

describe("a brand's page", () => {
  it('finds a visible brand by either slug, lists its products only, and is in the sitemap', async () => {
    const brand = await createBrand({ nameEn: 'Loom House', nameAr: 'بيت النول' });
    const otherBrand = await createBrand();
    const own = await createProduct({ categoryId, brandId: brand.id });
    await createProduct({ categoryId, brandId: otherBrand.id });
    await createProduct({ categoryId, brandId: brand.id, published: false });

    const en = await getBrandBySlug('en', brand.slugAr);
    expect(en).toMatchObject({ id: brand.id, slug: brand.slugEn, name: 'Loom House' });
    expect(await getBrandBySlug('ar', brand.slugEn)).toMatchObject({ slug: brand.slugAr, name: 'بيت النول' });
    expect(await getBrandBySlug('en', 'no-such-brand')).toBeNull();

    const listed = await getListing(
      'en',
      {
        q: undefined,
        category: undefined,
        sub: undefined,
        brand: brand.slugEn,
        min: undefined,
        max: undefined,
        sort: 'newest',
        page: 1,
      },
      'USD',
    );
    expect(listed.items.map((i) => i.slug)).toEqual([own.slugEn]);

    expect((await getSitemapData()).brands).toContainEqual(
      expect.objectContaining({ slugs: { en: brand.slugEn, ar: brand.slugAr } }),
    );

    await getDb().update(brands).set({ hidden: true }).where(eq(brands.id, brand.id));
    expect(await getBrandBySlug('en', brand.slugEn)).toBeNull();
    expect((await getSitemapData()).brands.map((b) => b.slugs.en)).not.toContain(brand.slugEn);
  });
});
