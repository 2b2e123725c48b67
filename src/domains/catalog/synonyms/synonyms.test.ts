import { desc, eq, inArray } from 'drizzle-orm';
import { updateTag } from 'next/cache';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { products, searchLog } from '@/db/schema';
import { TAGS } from '@/lib/cache-tags';
import { createCategory, createProduct } from '../../../../tests/factories/catalog';
import { signUpTestAdmin, signUpTestUser } from '../../../../tests/setup/auth-request';
import { testRequest } from '../../../../tests/setup/request';
import { serverActionsOf } from '../../../../tests/setup/server-actions';
import { productSearch, searchCorrection } from '../search';
import { arabiziReadings, MAX_READINGS } from './arabizi';
import { listSynonymGroups, searchSummary } from './queries';
import { recordSearch } from './service';

const actions = await import('./actions');
const { saveSynonymGroupAction, deleteSynonymGroupAction, addSynonymWordAction } = actions;

// A small shelf named like the demo scarves, and two products no scarf word may find.
const names = {
  wishah: { nameEn: 'Midnight Silk Scarf', nameAr: 'وشاح حرير منتصف الليل' },
  shawl: { nameEn: 'Classic Pashmina Shawl', nameAr: 'شال باشمينا كلاسيكي' },
  hijab: { nameEn: 'Everyday Chiffon Hijab', nameAr: 'حجاب شيفون يومي' },
  isdal: { nameEn: 'Isdal Prayer Dress', nameAr: 'إسدال صلاة قطعة واحدة' },
  bandana: { nameEn: 'Paisley Cotton Bandana', nameAr: 'باندانا قطنية بنقشة البيزلي' },
  // An English name that is also a plausible Arabizi reading of the other's Arabic name.
  salamEn: { nameEn: 'Salam Embroidered Tote', nameAr: 'حقيبة مطرزة' },
  salamAr: { nameEn: 'Peace Pouch', nameAr: 'محفظة سلام' },
} as const;
type Key = keyof typeof names;
const ids = {} as Record<Key, number>;
const scarves: Key[] = ['wishah', 'shawl', 'hijab'];

/** The keys of this file's products a storefront search finds, best match first. */
async function search(query: string): Promise<string[]> {
  const s = await productSearch(query);
  if (!s) throw new Error(`"${query}" has nothing to search for`);
  const rows = await getDb()
    .select({ id: products.id })
    .from(products)
    .where(s.where)
    .orderBy(desc(s.rank), products.id);
  const keyOf = new Map(Object.entries(ids).map(([k, id]) => [id, k]));
  return rows.flatMap((r) => keyOf.get(r.id) ?? []);
}

let admin = '';
let shopper = '';

beforeAll(async () => {
  const category = await createCategory({ nameEn: 'Shelf', nameAr: 'رف' });
  for (const [key, text] of Object.entries(names)) {
    ids[key as Key] = (await createProduct({ categoryId: category.id, ...text })).id;
  }
  admin = (await signUpTestAdmin('synonyms-owner@wishah.test')).cookie;
  shopper = (await signUpTestUser('synonyms-shopper@wishah.test')).cookie;
});

describe('the issue’s searches, with the seeded synonyms', () => {
  // typed → the products it must find; the first named must rank first (an exact match).
  const table: [string, Key[]][] = [
    ['وشاح', ['wishah', 'shawl', 'hijab']],
    ['شال', ['shawl', 'wishah', 'hijab']],
    ['حجاب', ['hijab', 'wishah', 'shawl']],
    ['شيلة', scarves],
    ['شيله', scarves],
    ['طرحة', scarves],
    ['إيشارب', scarves],
    ['ايشارب', scarves],
    ['سكارف', scarves],
    ['sheila', scarves],
    ['shayla', scarves],
    ['wshah', scarves],
    ['7arir', ['wishah']],
    ['harir', ['wishah']],
    ['scarf', ['wishah', 'shawl', 'hijab']],
    ['silk', ['wishah']],
  ];
  for (const [typed, expected] of table) {
    it(`"${typed}" finds ${expected.join(', ')}`, async () => {
      const found = await search(typed);
      expect(new Set(found)).toEqual(new Set(expected));
    });
  }

  it('ranks what the words name as typed above what only their synonyms find', async () => {
    expect((await search('شال'))[0]).toBe('shawl');
    expect((await search('حجاب'))[0]).toBe('hijab');
    expect((await search('scarf'))[0]).toBe('wishah');
    expect((await search('shawl'))[0]).toBe('shawl');
    expect((await search('hijab'))[0]).toBe('hijab');
  });

  it('finds nothing of the scarves for unrelated words', async () => {
    expect(await search('umbrella')).toEqual([]);
    expect(await search('اسدال')).toEqual(['isdal']);
    expect(await search('bandana')).toEqual(['bandana']);
  });
});

describe('Arabizi', () => {
  it('reads digits and letter pairs as Arabic letters, a bounded handful of readings per word', () => {
    expect(arabiziReadings('wshah')).toContain('وشاح');
    expect(arabiziReadings('7arir')).toContain('حرير');
    expect(arabiziReadings('harir')).toContain('حرير');
    expect(arabiziReadings('shayla')).toContain('شيله');
    expect(arabiziReadings('3abaya')).toContain('عبايه');
    expect(arabiziReadings('Sheila')).toContain('شيله');
    for (const word of ['mashallahhabibti', 'tarhatarhatarha', 'aeiouaeiouaeiou'])
      expect(arabiziReadings(word).length).toBeLessThanOrEqual(MAX_READINGS);
  });

  it('leaves words that are not Arabizi alone', () => {
    for (const word of ['48fc18', '2024', 'وشاح', 'a', 'x1', 'élan'])
      expect(arabiziReadings(word), word).toEqual([]);
  });

  it('keeps an English word’s own results first when it also reads as Arabic', async () => {
    expect(await search('salam')).toEqual(['salamEn', 'salamAr']);
  });
});

describe('typos', () => {
  it('finds a product with one or two wrong letters', async () => {
    expect(await search('pashmna')).toContain('shawl');
    expect(await search('chifon')).toContain('hijab');
    expect(await search('midnigt')).toContain('wishah');
    expect(await search('باشمينه')).toContain('shawl');
  });

  it('offers "Did you mean" when the words as typed find nothing but a close query does', async () => {
    expect((await searchCorrection('pashmna'))?.toLowerCase()).toBe('pashmina');
    expect(await searchCorrection('chiffom hijab')).toMatch(/^chiffon hijab$/i);
    expect(await searchCorrection('silk')).toBeNull();
    expect(await searchCorrection('شيلة')).toBeNull(); // found through its synonyms
    expect(await searchCorrection('qqqqzzzz')).toBeNull();
  });
});

describe('synonym actions', () => {
  it('refuse guests and shoppers, for every action', async () => {
    for (const cookie of ['', shopper]) {
      testRequest.cookie = cookie;
      for (const [name, action] of serverActionsOf(actions)) {
        const result = (await action({ words: 'a b', id: 1, groupId: 1, word: 'x' })) as {
          ok: boolean;
          error: string;
        };
        expect(result, name).toEqual({ ok: false, error: 'errors.forbiddenText' });
      }
    }
  });

  it('refuse bad input with a field error and change nothing', async () => {
    testRequest.cookie = admin;
    const before = await listSynonymGroups();
    const cases: [unknown, string][] = [
      [{ words: '' }, 'searchWords.errors.required'],
      [{ words: ' ،, ' }, 'searchWords.errors.required'],
      [{ words: 'zorbelia' }, 'searchWords.errors.tooFew'],
      [{ words: 'zorbelia ZORBELIA' }, 'searchWords.errors.tooFew'],
      [{ words: `zorbelia ${'q'.repeat(41)}` }, 'searchWords.errors.wordTooLong'],
      [
        { words: Array.from({ length: 31 }, (_, i) => `w${'x'.repeat(i + 1)}`).join(' ') },
        'searchWords.errors.tooMany',
      ],
      [{ words: 'x'.repeat(1201) }, 'searchWords.errors.tooLong'],
      [{ words: 'zorbelia $$$' }, 'searchWords.errors.notAWord'],
      [{ words: 42 }, 'searchWords.errors.required'],
    ];
    for (const [input, key] of cases) {
      const result = await saveSynonymGroupAction(input as never);
      expect(result, JSON.stringify(input)).toMatchObject({ ok: false, fieldErrors: { words: key } });
    }
    // Spellings that normalise alike are one word: a group of شيلة and شيله has one word.
    expect(await saveSynonymGroupAction({ words: 'شيلة شيله' })).toMatchObject({
      ok: false,
      fieldErrors: { words: 'searchWords.errors.tooFew' },
    });
    expect(await saveSynonymGroupAction({ id: 999_999, words: 'zorbelia qintaru' })).toMatchObject({
      ok: false,
      error: 'searchWords.errors.notFound',
    });
    expect(await addSynonymWordAction({ groupId: 999_999, word: 'zorbelia' })).toMatchObject({
      ok: false,
      fieldErrors: { groupId: 'searchWords.errors.chooseGroup' },
    });
    expect(await addSynonymWordAction({ groupId: '', word: 'zorbelia' } as never)).toMatchObject({
      ok: false,
      fieldErrors: { groupId: 'searchWords.errors.chooseGroup' },
    });
    expect(await listSynonymGroups()).toEqual(before);
  });

  it('take effect at once: a new group, a word added to it, and its deletion', async () => {
    testRequest.cookie = admin;
    const category = await createCategory({ nameEn: 'Made up', nameAr: 'مختلق' });
    const made = await createProduct({
      categoryId: category.id,
      nameEn: 'Qintaru Wrap',
      nameAr: 'لفة قنطارو',
    });
    const keyed = ids as Record<string, number>;
    keyed.qintaru = made.id;
    expect(await search('zorbelia')).toEqual([]);
    vi.mocked(updateTag).mockClear();
    const saved = await saveSynonymGroupAction({ words: 'zorbelia, qintaru' });
    expect(saved.ok).toBe(true);
    expect(vi.mocked(updateTag)).toHaveBeenCalledWith(TAGS.search);
    expect(await search('zorbelia')).toEqual(['qintaru']);
    const id = saved.ok ? saved.data.id : 0;
    expect(await addSynonymWordAction({ groupId: id, word: 'vellumar' })).toEqual({
      ok: true,
      data: undefined,
    });
    expect(await search('vellumar')).toEqual(['qintaru']);
    expect((await listSynonymGroups()).find((g) => g.id === id)?.words).toEqual([
      'zorbelia',
      'qintaru',
      'vellumar',
    ]);
    expect(await saveSynonymGroupAction({ id, words: 'zorbelia qintaru' })).toMatchObject({ ok: true });
    expect(await search('vellumar')).toEqual([]);
    expect(await deleteSynonymGroupAction({ id })).toEqual({ ok: true, data: undefined });
    expect(await search('zorbelia')).toEqual([]);
    expect(await deleteSynonymGroupAction({ id })).toMatchObject({
      ok: false,
      error: 'searchWords.errors.notFound',
    });
    await getDb()
      .delete(products)
      .where(inArray(products.id, [made.id]));
    delete keyed.qintaru;
  });
});

describe('the search log', () => {
  it('aggregates searches per normalised query and day, without who searched, for 30 days', async () => {
    const day = new Date('2026-03-10T10:00:00Z');
    await recordSearch('Sheila', true, day);
    await recordSearch('  sheila!! ', true, day);
    await recordSearch('شَيلة', false, day);
    await recordSearch('شيله', false, day);
    await recordSearch('شيله', false, new Date('2026-03-11T10:00:00Z'));
    const rows = await getDb().select().from(searchLog).where(eq(searchLog.day, '2026-03-10'));
    expect(
      rows
        .map(({ query, searches, zeroResults }) => ({ query, searches, zeroResults }))
        .sort((a, b) => a.query.localeCompare(b.query)),
    ).toEqual([
      { query: 'sheila', searches: 2, zeroResults: 0 },
      { query: 'شيله', searches: 2, zeroResults: 2 },
    ]);
    const summary = await searchSummary({}, new Date('2026-03-11T12:00:00Z'));
    expect(summary[0]).toEqual({ query: 'شيله', searches: 3, zeroResults: 3, lastDay: '2026-03-11' });
    expect(summary[1]).toMatchObject({ query: 'sheila', searches: 2, zeroResults: 0 });
    expect(await searchSummary({ onlyZero: true }, new Date('2026-03-11T12:00:00Z'))).toHaveLength(1);
    // A month later the old days are gone from the view, and the next search deletes them.
    expect(await searchSummary({}, new Date('2026-04-20T12:00:00Z'))).toEqual([]);
    await recordSearch('silk', true, new Date('2026-04-20T12:00:00Z'));
    const left = await getDb().select({ day: searchLog.day }).from(searchLog);
    expect(left.map((r) => r.day)).toEqual(['2026-04-20']);
  });

  it('keeps nothing for a query with no words', async () => {
    await recordSearch('!!! ...', false);
    expect(await getDb().select().from(searchLog).where(eq(searchLog.query, ''))).toEqual([]);
  });
});
