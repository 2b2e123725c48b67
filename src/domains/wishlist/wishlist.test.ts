import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { wishlistItems } from '@/db/schema';
import { createCategory, createProduct } from '../../../tests/factories/catalog';
import { signUpTestUser } from '../../../tests/setup/auth-request';
import { testRequest } from '../../../tests/setup/request';

const { setWishlisted } = await import('./actions');
const { GET } = await import('@/app/api/wishlist/route');
const { getProductCards } = await import('@/domains/catalog/queries');

let counter = 0;
const signUp = () => signUpTestUser(`wishlist-${counter++}@wishah.test`);

const savedBy = (userId: string) =>
  getDb().select().from(wishlistItems).where(eq(wishlistItems.userId, userId));

let published: Awaited<ReturnType<typeof createProduct>>;
let other: Awaited<ReturnType<typeof createProduct>>;
let draft: Awaited<ReturnType<typeof createProduct>>;

beforeAll(async () => {
  const category = await createCategory();
  published = await createProduct({ categoryId: category.id });
  other = await createProduct({ categoryId: category.id });
  draft = await createProduct({ categoryId: category.id, published: false });
});

describe('the wishlist', () => {
  it("refuses guests ('Login First') and saves nothing, yet answers their read without an error", async () => {
    testRequest.cookie = '';
    const result = await setWishlisted({ productId: published.id, saved: true });
    expect(result).toEqual({ ok: false, error: 'errors.loginFirst' });
    expect(await getDb().select().from(wishlistItems)).toEqual([]);
    // A guest's page asks too (it cannot tell a guest from a shopper): an answer, not a failed request.
    const response = await GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ signedIn: false, ids: [] });
  });

  it('saves, lists newest first, ignores a second save, and removes for the signed-in shopper only', async () => {
    const shopper = await signUp();
    const neighbour = await signUp();
    testRequest.cookie = shopper.cookie;
    expect(await setWishlisted({ productId: published.id, saved: true })).toMatchObject({ ok: true });
    expect(await setWishlisted({ productId: other.id, saved: true })).toMatchObject({ ok: true });
    expect(await setWishlisted({ productId: other.id, saved: true })).toMatchObject({ ok: true });
    const response = await GET();
    expect(response.headers.get('cache-control')).toContain('no-store');
    const { ids } = (await response.json()) as { ids: number[] };
    expect(ids).toHaveLength(2);
    expect(new Set(ids)).toEqual(new Set([published.id, other.id]));

    testRequest.cookie = neighbour.cookie;
    expect(await (await GET()).json()).toEqual({ signedIn: true, ids: [] });
    // Removing through someone else's session touches only their own list.
    await setWishlisted({ productId: published.id, saved: false });
    expect(await savedBy(shopper.id)).toHaveLength(2);

    testRequest.cookie = shopper.cookie;
    expect(await setWishlisted({ productId: published.id, saved: false })).toMatchObject({ ok: true });
    expect((await savedBy(shopper.id)).map((r) => r.productId)).toEqual([other.id]);
  });

  it("refuses a draft or unknown product with 'Product Not Found', and bad input with a field error", async () => {
    const shopper = await signUp();
    testRequest.cookie = shopper.cookie;
    expect(await setWishlisted({ productId: draft.id, saved: true })).toMatchObject({
      ok: false,
      error: 'product.notFound',
    });
    expect(await setWishlisted({ productId: 987654, saved: true })).toMatchObject({ ok: false });
    expect(await setWishlisted({ productId: -1, saved: true } as never)).toMatchObject({
      ok: false,
      fieldErrors: { productId: expect.any(String) },
    });
    expect(await savedBy(shopper.id)).toEqual([]);
  });

  it('shows cards in the saved order and drops products unpublished since', async () => {
    const cards = await getProductCards('ar', [other.id, draft.id, published.id]);
    expect(cards.map((c) => c.id)).toEqual([other.id, published.id]);
    expect(cards[0]?.name).toMatch(/^وشاح/);
  });
});
