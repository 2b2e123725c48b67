import { beforeAll, describe, expect, it } from 'vitest';
import { createBrand, createCategory, createProduct, recordSales } from '../../../tests/factories/catalog';

// unstable_cache needs Next's request context; here every read goes straight to the database.

// The catalogue's storefront reads, from each of their modules.
const q = {
  ...(await import('./queries')),
  ...(await import('./home-queries')),
  ...(await import('./listing-queries')),
  ...(await import('./product-queries')),
  ...(await import('./sitemap-queries')),
};
const { getDb } = await import('@/db/client');
const { products } = await import('@/db/schema');
const { eq } = await import('drizzle-orm');

type Query = Parameters<typeof q.getListing>[1];
const listing = (params: Partial<Query>, locale: 'en' | 'ar' = 'en') =>
  q.getListing(
    locale,
    {
      q: undefined,
      category: undefined,
      sub: undefined,
      brand: undefined,
      min: undefined,
      max: undefined,
      sort: 'newest',
      page: 1,
      ...params,
    } as Query,
    'USD',
  );
const ids = (r: { items: { id: number }[] }) => r.items.map((p) => p.id);

let silk: Awaited<ReturnType<typeof createCategory>>;
let plain: Awaited<ReturnType<typeof createCategory>>;
let wool: Awaited<ReturnType<typeof createCategory>>;
let brand: Awaited<ReturnType<typeof createBrand>>;
const made = {} as Record<'cheap' | 'wishah' | 'isdal' | 'luxury' | 'draft', number>;

beforeAll(async () => {
  silk = await createCategory({ nameEn: 'Silk', nameAr: 'حرير' });
  plain = await createCategory({ nameEn: 'Plain silk', nameAr: 'حرير سادة', parentId: silk.id });
  wool = await createCategory({ nameEn: 'Wool', nameAr: 'صوف' });
  brand = await createBrand({ nameEn: 'Noor', nameAr: 'نور' });
  // Created oldest first, so "newest" is the reverse of this list.
  made.cheap = (
    await createProduct({
      categoryId: wool.id,
      price: 1500,
      nameEn: 'Grey wool shawl',
      nameAr: 'شال صوف رمادي',
    })
  ).id;
  made.wishah = (
    await createProduct({
      categoryId: silk.id,
      subCategoryId: plain.id,
      brandId: brand.id,
      price: 4900,
      nameEn: 'Navy silk scarf',
      nameAr: 'وشاح حرير كحلي',
    })
  ).id;
  made.isdal = (
    await createProduct({
      categoryId: silk.id,
      brandId: brand.id,
      price: 9900,
      nameEn: 'Prayer dress',
      nameAr: 'إسدال صلاة',
    })
  ).id;
  made.luxury = (
    await createProduct({
      categoryId: silk.id,
      price: 1_500_000,
      nameEn: 'Luxury cashmere wrap',
      nameAr: 'لفاع كشمير فاخر',
      colors: [{ nameEn: 'Black', nameAr: 'أسود', swatch: '#000000' }],
      sizes: [
        { nameEn: 'S', nameAr: 'صغير' },
        { nameEn: 'L', nameAr: 'كبير' },
      ],
      variants: [
        { color: 0, size: 0, sku: 'LUX-S', stock: 0 },
        { color: 0, size: 1, sku: 'LUX-L', stock: 2, price: 1_600_000 },
      ],
    })
  ).id;
  made.draft = (
    await createProduct({ categoryId: silk.id, published: false, nameEn: 'Draft silk scarf' })
  ).id;
  await getDb()
    .update(products)
    .set({ soldCount: 30, ratingAverage: 4.5, ratingCount: 2 })
    .where(eq(products.id, made.cheap));
  await getDb()
    .update(products)
    .set({ soldCount: 10, ratingAverage: 5, ratingCount: 1 })
    .where(eq(products.id, made.isdal));
});

describe('storefront listing', () => {
  it('lists published products only, newest first, with the main fields in the page language', async () => {
    const all = await listing({});
    expect(ids(all)).toEqual([made.luxury, made.isdal, made.wishah, made.cheap]);
    expect(all.total).toBe(4);
    const [first] = (await listing({}, 'ar')).items;
    expect(first?.name).toBe('لفاع كشمير فاخر');
    expect(first?.slug).toMatch(/^وشاح-/);
    expect(first?.inStock).toBe(true);
  });

  it('filters by category, sub category and brand, by slug in either language', async () => {
    expect(ids(await listing({ category: silk.slugEn }))).toEqual([made.luxury, made.isdal, made.wishah]);
    expect(ids(await listing({ category: silk.slugAr }))).toEqual([made.luxury, made.isdal, made.wishah]);
    expect(ids(await listing({ sub: plain.slugEn }))).toEqual([made.wishah]);
    expect(ids(await listing({ brand: brand.slugAr }))).toEqual([made.isdal, made.wishah]);
    expect(ids(await listing({ category: wool.slugEn, brand: brand.slugEn }))).toEqual([]);
    expect((await listing({ category: 'no-such-category' })).total).toBe(0);
  });

  it('filters by price range in major units; the top of the range means "and above"', async () => {
    expect(ids(await listing({ min: 20, max: 60 }))).toEqual([made.wishah]);
    expect(ids(await listing({ min: 50 }))).toEqual([made.luxury, made.isdal]);
    expect(ids(await listing({ min: 0, max: 10_000 }))).toHaveLength(4);
    expect(ids(await listing({ max: 9_999 }))).not.toContain(made.luxury);
  });

  it('sorts by price, best selling and top rated', async () => {
    expect(ids(await listing({ sort: 'price-asc' }))).toEqual([
      made.cheap,
      made.wishah,
      made.isdal,
      made.luxury,
    ]);
    expect(ids(await listing({ sort: 'price-desc' }))).toEqual([
      made.luxury,
      made.isdal,
      made.wishah,
      made.cheap,
    ]);
    expect(ids(await listing({ sort: 'best-selling' })).slice(0, 2)).toEqual([made.cheap, made.isdal]);
    expect(ids(await listing({ sort: 'top-rated' })).slice(0, 2)).toEqual([made.isdal, made.cheap]);
  });

  it('filters on an amount with decimals, as one typed in a display currency arrives', async () => {
    expect(ids(await listing({ min: 48.99, max: 49 }))).toEqual([made.wishah]);
    expect(ids(await listing({ min: 49.01, max: 60 }))).toEqual([]);
  });

  it('paginates by PAGE_SIZE', async () => {
    const { PAGE_SIZE } = await import('./schemas');
    const page2 = await listing({ page: 2 });
    expect(page2.items).toEqual([]);
    expect(page2.total).toBe(4);
    expect(page2.pageCount).toBe(Math.ceil(4 / PAGE_SIZE));
  });

  it('searches Arabic with diacritics, tatweel and hamza normalised, and ranks by relevance', async () => {
    // The one named وشاح first; the shawl and the wrap after it, through the seeded synonyms (migration 0024).
    for (const text of ['وشاح', 'وِشَاح', 'وشـــاح']) {
      const found = ids(await listing({ q: text, sort: 'relevance' }));
      expect(found[0], text).toBe(made.wishah);
      expect(found.sort(), text).toEqual([made.wishah, made.cheap, made.luxury].sort());
    }
    expect(ids(await listing({ q: 'اسدال', sort: 'relevance' }))).toEqual([made.isdal]);
    expect(ids(await listing({ q: 'silk', category: silk.slugEn }))).toContain(made.wishah);
    expect((await listing({ q: '!!!' })).total).toBe(0);
    const suggestions = await q.getSearchSuggestions('ar', 'وِشَاح');
    expect(suggestions[0]).toEqual(expect.objectContaining({ name: 'وشاح حرير كحلي', price: 4900 }));
  });

  it('counts a search’s matches with its page, in every sort, and on a page past the last', async () => {
    const expected = [made.wishah, made.cheap, made.luxury].sort();
    for (const sort of [
      'relevance',
      'newest',
      'price-asc',
      'price-desc',
      'best-selling',
      'top-rated',
    ] as const) {
      const found = await listing({ q: 'وشاح', sort });
      expect(found.total, sort).toBe(3);
      expect(found.pageCount, sort).toBe(1);
      expect(ids(found).sort(), sort).toEqual(expected);
    }
    const byPrice = await listing({ q: 'وشاح', sort: 'price-asc' });
    const unsorted = byPrice.items.filter((p) => p.inStock).map((p) => p.price);
    expect(unsorted).toEqual([...unsorted].sort((a, b) => a - b));
    const past = await listing({ q: 'وشاح', sort: 'relevance', page: 2 });
    expect(past).toMatchObject({ items: [], total: 3, page: 2, pageCount: 1 });
    // A typo: its near names are listed and counted the same way.
    const typo = await listing({ q: 'cashmerr', sort: 'relevance' });
    expect(typo).toMatchObject({ total: 1, pageCount: 1 });
    expect(ids(typo)).toEqual([made.luxury]);
  });
});

describe('home sections', () => {
  it('trending falls back to the newest products, then puts recent best sellers first', async () => {
    const newest = ids({ items: await q.getNewArrivals('en', 3) });
    expect(newest).toEqual([made.luxury, made.isdal, made.wishah]);
    expect(ids({ items: await q.getTrending('en', 3) })).toEqual(newest);
    await recordSales(made.cheap, 4, 2);
    await recordSales(made.wishah, 9, 1);
    await recordSales(made.isdal, 50, 40); // older than 30 days: not trending
    expect(ids({ items: await q.getTrending('en', 3) })).toEqual([made.wishah, made.cheap, made.luxury]);
  });

  it('lists visible categories with their sub categories, and brands with published products', async () => {
    const hidden = await createCategory({ hidden: true });
    const cats = await q.getCategories('ar');
    expect(cats.map((c) => c.id)).not.toContain(hidden.id);
    const silkCard = cats.find((c) => c.id === silk.id);
    expect(silkCard).toMatchObject({
      name: 'حرير',
      productCount: 3,
      subCategories: [{ id: plain.id, name: 'حرير سادة' }],
    });
    expect(await q.getTopBrands('en', 5)).toEqual([
      expect.objectContaining({ id: brand.id, productCount: 2 }),
    ]);
  });
});

describe('pages by slug', () => {
  it('finds a product by either slug with its variants, and null for unknown or unpublished slugs', async () => {
    const luxury = await listing({ sort: 'price-desc' });
    const slug = luxury.items[0]?.slug ?? '';
    const detail = await q.getProductBySlug('ar', slug);
    expect(detail).toMatchObject({ id: made.luxury, name: 'لفاع كشمير فاخر', category: { id: silk.id } });
    expect(detail?.colors.map((c) => c.name)).toEqual(['أسود']);
    expect(detail?.sizes.map((s) => s.name)).toEqual(['صغير', 'كبير']);
    expect(detail?.variants.map((v) => [v.stock, v.price])).toEqual([
      [0, 1_500_000],
      [2, 1_600_000],
    ]);
    const en = await q.getProductBySlug('en', detail?.slugs.ar ?? '');
    expect(en?.slug).toBe(detail?.slugs.en);
    expect(await q.getProductBySlug('en', 'no-such-product')).toBeNull();
    const [draft] = await getDb().select().from(products).where(eq(products.id, made.draft));
    expect(await q.getProductBySlug('en', draft?.slugEn ?? '')).toBeNull();
  });

  it('finds categories and sub categories by slug, and null for unknown ones', async () => {
    expect(await q.getCategoryBySlug('en', silk.slugAr)).toMatchObject({ id: silk.id, slug: silk.slugEn });
    expect(await q.getCategoryBySlug('en', 'nope')).toBeNull();
    expect(await q.getCategoryBySlug('en', plain.slugEn)).toBeNull(); // a sub category is not a category page
    expect(await q.getSubCategoryBySlug('en', silk.slugEn, plain.slugEn)).toMatchObject({ id: plain.id });
    expect(await q.getSubCategoryBySlug('en', wool.slugEn, plain.slugEn)).toBeNull();
  });

  it('offers related products from the same sub category first', async () => {
    const related = await q.getRelatedProducts(
      'en',
      { id: made.isdal, categoryId: silk.id, subCategoryId: plain.id, brandId: null },
      4,
    );
    expect(ids({ items: related })[0]).toBe(made.wishah);
    expect(ids({ items: related })).not.toContain(made.isdal);
  });

  it('offers related products for a product with no sub category, best sellers first', async () => {
    const related = await q.getRelatedProducts(
      'en',
      { id: made.luxury, categoryId: silk.id, subCategoryId: null, brandId: null },
      4,
    );
    expect(ids({ items: related })).toEqual([made.isdal, made.wishah]);
  });

  it('lists every published product and visible category for the sitemap', async () => {
    const data = await q.getSitemapData();
    expect(data.products).toHaveLength(4);
    expect(data.categories.find((c) => c.slugs.en === plain.slugEn)?.parent?.en).toBe(silk.slugEn);
  });
});

describe('product cards', () => {
  it('carry their own main image and stock state (correlated to the product, not to the image row)', async () => {
    const category = await createCategory();
    const image = (hex: string) => ({ key: `products/${hex.repeat(16)}`, width: 640, height: 640 });
    const first = await createProduct({ categoryId: category.id, images: [image('a'), image('b')] });
    const second = await createProduct({
      categoryId: category.id,
      images: [image('c')],
      variants: [{ color: null, size: null, sku: `SOLD-${first.id}`, stock: 0 }],
    });
    const cards = (await listing({ category: category.slugEn })).items;
    const byId = new Map(cards.map((c) => [c.id, c]));
    expect(byId.get(first.id)).toMatchObject({ image: image('a').key, inStock: true });
    expect(byId.get(second.id)).toMatchObject({ image: image('c').key, inStock: false });
  });
});

describe('sold-out products', () => {
  it('lists sold-out products after the ones in stock, in every sort', async () => {
    const category = await createCategory();
    const soldOut = await createProduct({
      categoryId: category.id,
      price: 90_000,
      variants: [{ color: null, size: null, sku: `GONE-${category.id}`, stock: 0 }],
    });
    const cheaper = await createProduct({ categoryId: category.id, price: 1_000 });
    const dearer = await createProduct({ categoryId: category.id, price: 5_000 });
    await getDb()
      .update(products)
      .set({ soldCount: 99, ratingAverage: 5, ratingCount: 9 })
      .where(eq(products.id, soldOut.id));
    const inOrder = async (sort: Query['sort']) => ids(await listing({ category: category.slugEn, sort }));
    expect(await inOrder('price-desc')).toEqual([dearer.id, cheaper.id, soldOut.id]);
    expect(await inOrder('price-asc')).toEqual([cheaper.id, dearer.id, soldOut.id]);
    for (const sort of ['newest', 'best-selling', 'top-rated'] as const)
      expect((await inOrder(sort)).at(-1), sort).toBe(soldOut.id);
  });
});

describe('for other domains', () => {
  it('tells whether shoppers can see a product: published yes, draft or unknown no', async () => {
    expect(await q.isProductPublished(made.wishah)).toBe(true);
    expect(await q.isProductPublished(made.draft)).toBe(false);
    expect(await q.isProductPublished(2_000_000_000)).toBe(false);
  });
});
