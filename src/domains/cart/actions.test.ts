import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { productVariants } from '@/db/schema';
import { createCategory, createProduct } from '../../../tests/factories/catalog';
import { signUpTestUser } from '../../../tests/setup/auth-request';
import { testRequest } from '../../../tests/setup/request';

const { syncCartAction } = await import('./actions');
const { mergeLines } = await import('./service');

let counter = 0;
const variantOf = async (productId: number) =>
  (await getDb().select().from(productVariants).where(eq(productVariants.productId, productId)))[0]?.id ?? 0;

let scarf: number;
let shawl: number;
let draft: number;

beforeAll(async () => {
  const { id: categoryId } = await createCategory();
  scarf = await variantOf(
    (await createProduct({ categoryId, nameEn: 'Silk scarf', nameAr: 'وشاح حرير' })).id,
  );
  shawl = await variantOf((await createProduct({ categoryId })).id);
  draft = await variantOf((await createProduct({ categoryId, published: false })).id);
});

describe('the kept cart of a signed-in shopper', () => {
  it('merges without doubling: the larger quantity of a line held by both wins', () => {
    expect(
      mergeLines(
        [
          { variantId: 1, quantity: 2 },
          { variantId: 2, quantity: 1 },
        ],
        [
          { variantId: 2, quantity: 3 },
          { variantId: 3, quantity: 1 },
        ],
      ),
    ).toEqual([
      { variantId: 1, quantity: 2 },
      { variantId: 2, quantity: 3 },
      { variantId: 3, quantity: 1 },
    ]);
  });

  it("refuses guests ('Login First')", async () => {
    testRequest.cookie = '';
    expect(await syncCartAction({ mode: 'pull', lines: [], locale: 'en' })).toEqual({
      ok: false,
      error: 'errors.loginFirst',
    });
  });

  it('follows the shopper to another device: merged at sign-in, pulled elsewhere, in the page language', async () => {
    testRequest.cookie = (await signUpTestUser(`cart-${counter++}@wishah.test`)).cookie;
    const merged = await syncCartAction({
      mode: 'merge',
      lines: [
        { variantId: scarf, quantity: 2 },
        { variantId: draft, quantity: 1 },
      ],
      locale: 'en',
    });
    // The draft is not for sale: it is not handed back.
    expect(merged).toMatchObject({ ok: true, data: [{ variantId: scarf, quantity: 2, name: 'Silk scarf' }] });
    // Another device, signed in as the same shopper, with an empty browser cart: it receives the kept lines.
    const pulled = await syncCartAction({ mode: 'pull', lines: [], locale: 'ar' });
    expect(pulled).toMatchObject({ ok: true, data: [{ variantId: scarf, quantity: 2, name: 'وشاح حرير' }] });
    // A change there is pushed, and the first device's next page sees it.
    await syncCartAction({ mode: 'push', lines: [{ variantId: shawl, quantity: 1 }], locale: 'ar' });
    const again = await syncCartAction({
      mode: 'pull',
      lines: [{ variantId: scarf, quantity: 2 }],
      locale: 'en',
    });
    expect(again.ok && again.data?.map((l) => [l.variantId, l.quantity])).toEqual([[shawl, 1]]);
  });

  it('refuses malformed lines and changes nothing', async () => {
    testRequest.cookie = (await signUpTestUser(`cart-${counter++}@wishah.test`)).cookie;
    for (const quantity of [0, -1, 1.5, 1e9]) {
      const result = await syncCartAction({
        mode: 'push',
        lines: [{ variantId: scarf, quantity }],
        locale: 'en',
      });
      expect(result).toMatchObject({ ok: false, error: 'validation.fixFields' });
    }
    expect(await syncCartAction({ mode: 'pull', lines: [], locale: 'en' })).toEqual({ ok: true, data: [] });
  });
});
