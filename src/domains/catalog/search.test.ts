import { desc, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { products } from '@/db/schema';
import { createCategory, createProduct } from '../../../tests/factories/catalog';
import { productSearch } from './search';

const names: Record<
  string,
  { nameEn: string; nameAr: string; descriptionEn?: string; descriptionAr?: string }
> = {
  wishah: { nameEn: 'Midnight Silk Scarf', nameAr: 'وشاح حرير منتصف الليل' },
  isdal: { nameEn: 'Isdal Prayer Dress', nameAr: 'إسدال صلاة قطعة واحدة' },
  pashmina: { nameEn: 'Classic Pashmina Shawl', nameAr: 'شال باشمينا كلاسيكي' },
  hijab: {
    nameEn: 'Everyday Chiffon Hijab',
    nameAr: 'حجاب شيفون يومي',
    descriptionEn: '<p>Light <strong>georgette</strong> for every day.</p>',
    descriptionAr: '<p>قماش جورجيت خفيف لكل يوم.</p>',
  },
  bandana: { nameEn: 'Paisley Cotton Bandana', nameAr: 'باندانا قطنية بنقشة البيزلي' },
};
const ids: Record<string, number> = {};

/** The keys of the products a query finds, best match first. */
async function search(query: string, among: 'published' | 'all' = 'published'): Promise<string[]> {
  const s = await productSearch(query, among);
  if (!s) throw new Error(`"${query}" has nothing to search for`);
  const rows = await getDb()
    .select({ id: products.id })
    .from(products)
    .where(s.where)
    .orderBy(desc(s.rank), products.id);
  const keyOf = new Map(Object.entries(ids).map(([k, id]) => [id, k]));
  return rows.map((r) => keyOf.get(r.id) ?? `#${r.id}`);
}

beforeAll(async () => {
  // Named without digits: a product is found by its category's words too, and a random name such as
  // "Category 1f3a…" let the query ⑴ (read as "1") find all five.
  const category = await createCategory({ nameEn: 'Search shelf', nameAr: 'رف البحث' });
  for (const [key, text] of Object.entries(names)) {
    ids[key] = (await createProduct({ categoryId: category.id, ...text })).id;
  }
});

describe('product search', () => {
  it('finds the same product for وشاح, وِشَاح (with diacritics) and وشـــاح (with tatweel)', async () => {
    const plain = await search('وشاح');
    // The one named وشاح first; the shawl and the hijab after it, through the seeded synonyms (migration 0024).
    expect(plain).toEqual(['wishah', 'pashmina', 'hijab']);
    expect(await search('وِشَاح')).toEqual(plain);
    expect(await search('وشـــاح')).toEqual(plain);
  });

  it('finds إسدال from اسدال (hamza forms are one letter), and the other way round', async () => {
    expect(await search('اسدال')).toEqual(['isdal']);
    expect(await search('إسدال')).toEqual(['isdal']);
    expect(await search('أسدال')).toEqual(['isdal']);
  });

  it('matches English words by prefix, for the typeahead', async () => {
    expect(await search('pash')).toEqual(['pashmina']);
    expect(await search('Silk sc')).toEqual(['wishah']);
    expect(await search('CHIFFON')).toEqual(['hijab']);
  });

  it('searches both languages of the descriptions, without their HTML', async () => {
    expect(await search('georgette')).toEqual(['hijab']);
    expect(await search('جورجيت')).toEqual(['hijab']);
    expect(await search('strong')).toEqual([]);
  });

  it('forgives typos through trigram similarity', async () => {
    expect(await search('pashmna')).toContain('pashmina'); // a letter missing
    expect(await search('bandanna')).toContain('bandana'); // a letter doubled
    expect(await search('chifon')).toContain('hijab');
    expect(await search('باشمينه')).toContain('pashmina'); // ه for ا at the end
  });

  it('finds a product by its category’s or sub category’s name, below those its own words name', async () => {
    const scarves = await createCategory({ nameEn: 'Winter scarves', nameAr: 'أوشحة شتوية' });
    const accessories = await createCategory();
    const wraps = await createCategory({ nameEn: 'Wraps', nameAr: 'لفات', parentId: accessories.id });
    const inCategory = await createProduct({
      categoryId: scarves.id,
      nameEn: 'Wool Wrap',
      nameAr: 'لفة صوف',
    });
    const inSub = await createProduct({
      categoryId: accessories.id,
      subCategoryId: wraps.id,
      nameEn: 'Knitted Cowl',
      nameAr: 'طوق محبوك',
    });
    ids.inCategory = inCategory.id;
    ids.inSub = inSub.id;
    // The category's own word first; the seeded synonyms of "scarves" (scarf, شال…) after it.
    expect((await search('scarves'))[0]).toBe('inCategory');
    expect(await search('اوشحة')).toEqual(['inCategory']);
    expect(await search('لفات')).toEqual(['inSub']);
    const wool = await search('wrap');
    expect(wool[0]).toBe('inCategory'); // its own name says "wrap"; the cowl is in "Wraps"
    expect(wool).toContain('inSub');
    await getDb()
      .delete(products)
      .where(inArray(products.id, [inCategory.id, inSub.id]));
    delete ids.inCategory;
    delete ids.inSub;
  });

  it('forgives typos in the back office only when no product, draft or published, has the words', async () => {
    const category = await createCategory();
    const draft = await createProduct({
      categoryId: category.id,
      nameEn: 'Isdal 48fc18',
      nameAr: 'إسدال 48fc18',
      published: false,
    });
    const near = await createProduct({
      categoryId: category.id,
      nameEn: 'Isdal 48daca',
      nameAr: 'إسدال 48daca',
    });
    ids.draft = draft.id;
    ids.near = near.id;
    // The back office lists drafts: the draft the words name, without its near miss.
    expect(await search('اسدال 48fc18', 'all')).toEqual(['draft']);
    // The storefront lists no drafts: nothing published has the words, so similar names are offered.
    expect(await search('اسدال 48fc18')).toContain('near');
    await getDb()
      .delete(products)
      .where(inArray(products.id, [draft.id, near.id]));
    delete ids.draft;
    delete ids.near;
  });

  it('finds nothing for an unrelated word', async () => {
    expect(await search('umbrella')).toEqual([]);
  });

  it('returns null for a query with nothing to search for', async () => {
    expect(await productSearch('')).toBeNull();
    expect(await productSearch('   ')).toBeNull();
    expect(await productSearch('!!! ... ؟؟ -- ***')).toBeNull();
  });

  it('treats tsquery operators in the query as plain text', async () => {
    expect(await search("silk & | ! ( ) : * ' scarf")).toEqual(['wishah']);
  });

  it('finds nothing, without an error, for words that normalise to nothing or to tsquery syntax', async () => {
    // A lone diacritic and a lone tatweel are removed; ⑴, ʼ, ː and ŉ become `(1)`, `'`, `:` and `'n`.
    for (const query of ['ً', 'ـ', 'ًـٌ', '⑴', 'ʼ', 'ː', 'ŉ', '½']) {
      expect(await search(query), query).toEqual([]);
    }
    expect(await search('ً silk')).toEqual(['wishah']);
  });

  it('ranks a name match above a description-only match', async () => {
    const category = await createCategory();
    const named = await createProduct({
      categoryId: category.id,
      nameEn: 'Georgette Wrap',
      nameAr: 'لفة جورجيت',
    });
    ids.named = named.id;
    const found = await search('georgette');
    expect(found[0]).toBe('named');
    expect(found).toContain('hijab');
    await getDb()
      .delete(products)
      .where(inArray(products.id, [named.id]));
    delete ids.named;
  });
});
