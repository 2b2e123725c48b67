import fs from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { categories } from '@/db/schema';
import { getAuth } from '@/domains/accounts/auth/server';
import { TAGS } from '@/lib/cache-tags';
import { createBrand, createCategory, createProduct } from '../../../tests/factories/catalog';
import { signUpTestAdmin, signUpTestUser } from '../../../tests/setup/auth-request';
import { testRequest } from '../../../tests/setup/request';
import { serverActionsOf } from '../../../tests/setup/server-actions';

// Server actions read the caller from the request's cookies: the test decides which session cookie "arrives".

const { updateTag } = await import('next/cache');
const actions = await import('./actions');

/** A fingerprint of every catalogue table and of the uploads folder, to show a refused call changed nothing. */
async function catalogueState() {
  const tables = [
    'categories',
    'brands',
    'products',
    'product_images',
    'product_option_values',
    'product_variants',
  ];
  const rows = await getDb().execute<{ t: string; digest: string | null }>(
    sql.raw(
      tables
        .map(
          (t) => `select '${t}' as t, md5(string_agg(x::text, '|' order by x::text)) as digest from ${t} x`,
        )
        .join(' union all '),
    ),
  );
  const uploads = await fs
    .readdir(`${process.env.DATA_DIR}/uploads`, { recursive: true })
    .then((files) => files.sort())
    .catch(() => []);
  return { tables: rows.rows, uploads };
}

let fixtures: {
  category: Awaited<ReturnType<typeof createCategory>>;
  emptyCategory: Awaited<ReturnType<typeof createCategory>>;
  brand: Awaited<ReturnType<typeof createBrand>>;
  product: Awaited<ReturnType<typeof createProduct>>;
};
let shopper = '';
let admin = '';

beforeAll(async () => {
  const category = await createCategory();
  const emptyCategory = await createCategory();
  const brand = await createBrand();
  const product = await createProduct({ categoryId: category.id, brandId: brand.id });
  fixtures = { category, emptyCategory, brand, product };
  shopper = (await signUpTestUser('shopper@wishah.test')).cookie;
  admin = (await signUpTestAdmin('owner@wishah.test')).cookie;
});

beforeEach(() => {
  vi.mocked(updateTag).mockClear();
});

/** A well-formed input for each action, so a refusal can only come from the caller check. */
async function validInput(name: string): Promise<unknown> {
  const { category, emptyCategory, brand, product } = fixtures;
  const form = (file: File, extra: Record<string, string> = {}) => {
    const data = new FormData();
    data.set('file', file);
    for (const [k, v] of Object.entries(extra)) data.set(k, v);
    return data;
  };
  const inputs: Record<string, unknown> = {
    saveCategoryAction: { nameEn: 'Sneaky', nameAr: 'متسلل', slugEn: 'sneaky', slugAr: 'متسلل' },
    setCategoryHiddenAction: { id: category.id, hidden: true },
    reorderCategoriesAction: { ids: [emptyCategory.id, category.id] },
    deleteCategoryAction: { id: emptyCategory.id },
    saveBrandAction: { nameEn: 'Sneaky', nameAr: 'متسلل', slugEn: 'sneaky', slugAr: 'متسلل' },
    setBrandHiddenAction: { id: brand.id, hidden: true },
    reorderBrandsAction: { ids: [brand.id] },
    deleteBrandAction: { id: brand.id },
    saveProductAction: { ...product, id: product.id, nameEn: 'Renamed by a stranger', price: 1 },
    setProductsPublishedAction: { ids: [product.id], published: false },
    deleteProductAction: { id: product.id },
    deleteProductsAction: { ids: [product.id] },
    importProductsCsvAction: form(
      new File([`slugEn,nameEn\n${product.slugEn},Overwritten\n`], 'products.csv', { type: 'text/csv' }),
    ),
  };
  // An action added later still gets called (with an empty object): the caller check comes before parsing.
  return name in inputs ? inputs[name] : {};
}

// Every export of a 'use server' module is a server action: a public endpoint that must check its caller.
const exported = serverActionsOf(actions);

describe('catalogue server actions', () => {
  it('are all covered here', () => {
    expect(exported.length).toBe(Object.keys(actions).length);
    expect(exported.map(([name]) => name)).toEqual(
      expect.arrayContaining(['saveCategoryAction', 'saveProductAction', 'importProductsCsvAction']),
    );
  });

  describe.each([
    ['a guest', () => ''],
    ['a signed-in shopper', () => shopper],
  ])('called by %s', (_who, cookie) => {
    it.each(exported.map(([name]) => name))('%s is refused and changes nothing', async (name) => {
      testRequest.cookie = cookie();
      const action = exported.find(([n]) => n === name)?.[1];
      if (!action) throw new Error(`no action ${name}`);
      const before = await catalogueState();
      const result = await action(await validInput(name));
      expect(result).toEqual({ ok: false, error: 'errors.forbiddenText' });
      expect(await catalogueState()).toEqual(before);
      expect(updateTag).not.toHaveBeenCalled();
    });
  });

  it("the shopper's cookie is a real session (so the refusals above are about the role)", async () => {
    const session = await getAuth().api.getSession({ headers: new Headers({ cookie: shopper }) });
    expect(session?.user.email).toBe('shopper@wishah.test');
    expect(session?.user.role).toBe('user');
  });

  it('an admin can save a category, and the navigation and its pages expire at once', async () => {
    testRequest.cookie = admin;
    const result = await actions.saveCategoryAction({
      nameEn: 'Admin made',
      nameAr: 'من المشرف',
      slugEn: 'admin-made',
      slugAr: 'من-المشرف',
    });
    expect(result).toMatchObject({ ok: true, data: { id: expect.any(Number) } });
    const [row] = await getDb().select().from(categories).where(eq(categories.slugEn, 'admin-made'));
    expect(row?.nameAr).toBe('من المشرف');
    expect(updateTag).toHaveBeenCalledWith(TAGS.catalogStructure);
    vi.mocked(updateTag).mockClear();
    await actions.saveCategoryAction({
      ...(result.ok ? { id: result.data.id } : {}),
      nameEn: 'Renamed',
      nameAr: 'من المشرف',
      slugEn: 'admin-made',
      slugAr: 'من-المشرف',
    });
    expect(vi.mocked(updateTag).mock.calls.flat()).toEqual([
      TAGS.catalogStructure,
      TAGS.category(row?.id ?? 0),
    ]);
  });

  it('an admin gets field errors, not a 500, for bad input', async () => {
    testRequest.cookie = admin;
    const result = await actions.saveCategoryAction({
      nameEn: '',
      nameAr: 'اسم',
      slugEn: 'Bad Slug!',
      slugAr: 'x',
    });
    expect(result).toMatchObject({
      ok: false,
      error: 'validation.fixFields',
      fieldErrors: { nameEn: 'validation.required', slugEn: 'validation.slugEn' },
    });
    expect(updateTag).not.toHaveBeenCalled();
  });
});

describe('catalogue server actions given what PostgreSQL cannot take', () => {
  it('refuse a NUL in a name, an SKU or a description with a field error, and change nothing', async () => {
    testRequest.cookie = admin;
    const before = await catalogueState();
    const name = { nameEn: 'Nul\u0000name', nameAr: 'اسم', slugEn: 'nul-name', slugAr: 'nul-name' };
    expect(await actions.saveCategoryAction(name)).toMatchObject({
      ok: false,
      fieldErrors: { nameEn: 'validation.invalid' },
    });
    expect(await actions.saveBrandAction(name)).toMatchObject({
      fieldErrors: { nameEn: 'validation.invalid' },
    });
    const { product } = fixtures;
    const result = await actions.saveProductAction({
      ...product,
      id: product.id,
      descriptionAr: '<p>\u0000</p>',
      variants: [{ color: null, size: null, sku: 'SKU\u0000', stock: 1 }],
    });
    expect(result).toMatchObject({
      fieldErrors: { descriptionAr: 'validation.invalid', 'variants.0.sku': 'validation.invalid' },
    });
    expect(await catalogueState()).toEqual(before);
  });

  it('refuse ids beyond PostgreSQL integer as invalid input, not as a failed query', async () => {
    testRequest.cookie = admin;
    const beyond = 2 ** 31;
    for (const result of [
      await actions.deleteCategoryAction({ id: beyond }),
      await actions.setBrandHiddenAction({ id: beyond, hidden: true }),
      await actions.setProductsPublishedAction({ ids: [beyond], published: true }),
      await actions.saveProductAction({ ...fixtures.product, categoryId: beyond }),
    ]) {
      expect(result).toMatchObject({ ok: false, error: 'validation.fixFields' });
    }
  });
});
