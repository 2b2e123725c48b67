import { beforeAll, describe, expect, it } from 'vitest';
import {
  getCategoryTree,
  getProductForEdit,
  listAdminBrands,
  listAdminProducts,
  parseAdminProductParams,
} from './admin-queries';
import { productInput } from './schemas';
import { saveBrand, saveCategory, saveProduct } from './service';

// Cached reads run uncached here (no Next request around them).

const params = (search: Record<string, string> = {}) => parseAdminProductParams(search);
const names = async (search: Record<string, string>, pageSize?: number, locale: 'en' | 'ar' = 'en') =>
  (await listAdminProducts(params(search), locale, pageSize)).rows.map((r) => r.name);

let isdalId: number;
let scarvesId: number;

beforeAll(async () => {
  const scarves = await saveCategory({
    parentId: null,
    nameEn: 'Scarves',
    nameAr: 'أوشحة',
    slugEn: 'scarves',
    slugAr: 'أوشحة',
    image: null,
    hidden: false,
  });
  scarvesId = scarves.id;
  const prayer = await saveCategory({
    parentId: null,
    nameEn: 'Abayas',
    nameAr: 'عبايات',
    slugEn: 'abayas',
    slugAr: 'عبايات',
    image: null,
    hidden: true,
  });
  await saveCategory({
    parentId: scarves.id,
    nameEn: 'Silk',
    nameAr: 'حرير',
    slugEn: 'silk',
    slugAr: 'حرير',
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
  const make = async (
    nameEn: string,
    nameAr: string,
    slug: string,
    price: number,
    stock: number,
    published: boolean,
    categoryId: number,
  ) =>
    (
      await saveProduct(
        productInput.parse({
          nameEn,
          nameAr,
          slugEn: slug,
          slugAr: `${slug}-ar`,
          categoryId,
          brandId: brand.id,
          price,
          published,
          variants: [{ color: null, size: null, sku: slug.toUpperCase(), stock }],
        }),
      )
    ).id;
  await make('Silk Scarf', 'وشاح حرير', 'silk-scarf', 3000, 4, true, scarves.id);
  await make('Cotton Wrap', 'لفة قطن', 'cotton-wrap', 1000, 10, false, scarves.id);
  isdalId = await make('Prayer Dress', 'إسدال صلاة', 'prayer-dress', 5000, 0, true, prayer.id);
  await make('Bamboo Hijab', 'حجاب بامبو', 'bamboo-hijab', 2000, 7, true, scarves.id);
  await make('Apricot Shawl', 'شال مشمشي', 'apricot-shawl', 1500, 2, false, scarves.id);
});

describe('the admin products table', () => {
  it('reads its parameters from the URL, falling back to defaults', () => {
    expect(params({ q: '  ', sort: 'bogus', dir: 'up', status: 'x', page: '-3' })).toEqual({
      q: undefined,
      sort: undefined,
      dir: undefined,
      status: 'all',
      page: 1,
    });
    expect(params({ q: 'silk', sort: 'price', dir: 'desc', status: 'draft', page: '2' })).toEqual({
      q: 'silk',
      sort: 'price',
      dir: 'desc',
      status: 'draft',
      page: 2,
    });
  });

  it('finds Arabic names with or without hamza, and English ones by prefix', async () => {
    const found = await listAdminProducts(params({ q: 'اسدال' }), 'ar');
    expect(found.rows.map((r) => r.id)).toEqual([isdalId]);
    expect(found.rows[0]?.name).toBe('إسدال صلاة');
    expect(await names({ q: 'إسدال' })).toEqual(['Prayer Dress']);
    expect(await names({ q: 'bamb' })).toEqual(['Bamboo Hijab']);
    expect(await names({ q: 'nothing-like-this' })).toEqual([]);
  });

  it('sorts by each column in both directions', async () => {
    expect(await names({ sort: 'price' })).toEqual([
      'Cotton Wrap',
      'Apricot Shawl',
      'Bamboo Hijab',
      'Silk Scarf',
      'Prayer Dress',
    ]);
    expect(await names({ sort: 'price', dir: 'desc' })).toEqual([
      'Prayer Dress',
      'Silk Scarf',
      'Bamboo Hijab',
      'Apricot Shawl',
      'Cotton Wrap',
    ]);
    expect(await names({ sort: 'name' })).toEqual([
      'Apricot Shawl',
      'Bamboo Hijab',
      'Cotton Wrap',
      'Prayer Dress',
      'Silk Scarf',
    ]);
    expect(await names({ sort: 'stock', dir: 'desc' })).toEqual([
      'Cotton Wrap',
      'Bamboo Hijab',
      'Silk Scarf',
      'Apricot Shawl',
      'Prayer Dress',
    ]);
    expect((await names({ sort: 'category' }))[0]).toBe('Prayer Dress'); // Abayas before Scarves
    expect((await names({ sort: 'status' })).slice(0, 2).sort()).toEqual(['Apricot Shawl', 'Cotton Wrap']);
    // Default: most recently updated first.
    expect((await names({}))[0]).toBe('Apricot Shawl');
  });

  it('filters by status and paginates', async () => {
    expect((await names({ status: 'draft', sort: 'name' })).sort()).toEqual(['Apricot Shawl', 'Cotton Wrap']);
    expect(await names({ status: 'published', sort: 'name' })).toEqual([
      'Bamboo Hijab',
      'Prayer Dress',
      'Silk Scarf',
    ]);
    const page2 = await listAdminProducts(params({ sort: 'name', page: '2' }), 'en', 2);
    expect(page2).toMatchObject({ total: 5, page: 2, pageCount: 3 });
    expect(page2.rows.map((r) => r.name)).toEqual(['Cotton Wrap', 'Prayer Dress']);
    // A page past the end shows the last page.
    const past = await listAdminProducts(params({ sort: 'name', page: '9' }), 'en', 2);
    expect(past.page).toBe(3);
    expect(past.rows.map((r) => r.name)).toEqual(['Silk Scarf']);
  });

  it('shows stock summed over variants and the category in the page language', async () => {
    const [row] = (await listAdminProducts(params({ q: 'bamboo' }), 'ar')).rows;
    expect(row).toMatchObject({
      name: 'حجاب بامبو',
      category: 'أوشحة',
      stock: 7,
      variantCount: 1,
      price: 2000,
    });
  });
});

describe('admin catalogue reads', () => {
  it('maps a product back to the form shape, which the shared schema accepts', async () => {
    const values = await getProductForEdit(isdalId);
    expect(values).toMatchObject({
      nameAr: 'إسدال صلاة',
      price: 5000,
      variants: [{ sku: 'PRAYER-DRESS', stock: 0 }],
    });
    expect(productInput.safeParse(values).success).toBe(true);
    expect(await getProductForEdit(999_999)).toBeNull();
  });

  it('lists categories as a tree with product counts, and brands with counts', async () => {
    const tree = await getCategoryTree();
    const scarves = tree.find((c) => c.id === scarvesId);
    expect(scarves).toMatchObject({ nameEn: 'Scarves', productCount: 4, hidden: false });
    expect(scarves?.children.map((c) => c.nameEn)).toEqual(['Silk']);
    expect(tree.find((c) => c.nameEn === 'Abayas')).toMatchObject({ hidden: true, productCount: 1 });
    expect(await listAdminBrands()).toMatchObject([{ nameEn: 'Nour', productCount: 5 }]);
  });
});
