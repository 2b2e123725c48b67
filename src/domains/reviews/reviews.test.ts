import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { products, reviews } from '@/db/schema';
import { createSellableVariant } from '../../../tests/factories/catalog';
import { checkoutFor, createDeliveryArea } from '../../../tests/factories/orders';
import { signUpTestAdmin, signUpTestUser } from '../../../tests/setup/auth-request';
import { testRequest } from '../../../tests/setup/request';
import { serverActionsOf } from '../../../tests/setup/server-actions';
import { canReview } from './policies';

const actions = await import('./actions');
const { submitReviewAction, setReviewVisibilityAction, moreReviewsAction } = actions;
const { placeOrderAction, setOrderStatusAction } = await import('@/domains/orders/actions');
const { getRatingDistribution, countRecentReviews, RECENT_REVIEW_DAYS } = await import('./queries');
const { createTranslator } = await import('use-intl/core');
const { messageFormats } = await import('@/i18n/formats');

let admin = '';
let areaId = 0;
let counter = 0;

const review = (fields: Record<string, unknown> = {}) => ({
  rating: 4,
  title: 'Soft and warm',
  comment: 'Exactly as pictured.',
  ...fields,
});
const ratingOf = async (productId: number) =>
  (
    await getDb()
      .select({ average: products.ratingAverage, count: products.ratingCount })
      .from(products)
      .where(eq(products.id, productId))
  )[0];
const reviewsOf = (productId: number) =>
  getDb().select().from(reviews).where(eq(reviews.productId, productId));

/** A shopper's order of one new product, moved along to `delivered` (or left where `until` says). */
async function boughtBy(cookie: string, until: 'pending' | 'delivered' = 'delivered') {
  const { id: productId, variantId } = await createSellableVariant({ sku: `REV-${counter++}-${Date.now()}` });
  testRequest.cookie = cookie;
  const input = checkoutFor([{ variantId, quantity: 1 }], areaId);
  const placed = await placeOrderAction(input);
  if (!placed.ok) throw new Error(placed.error);
  const { number, key } = placed.data;
  if (until === 'delivered') {
    testRequest.cookie = admin;
    for (const status of ['confirmed', 'processing', 'shipped', 'delivered'] as const) {
      const moved = await setOrderStatusAction({ number, status });
      if (!moved.ok) throw new Error(moved.error);
    }
  }
  testRequest.cookie = cookie;
  return { productId, number, key, email: input.shipping.email };
}

beforeAll(async () => {
  admin = (await signUpTestAdmin('reviews-owner@wishah.test')).cookie;
  testRequest.cookie = admin;
  areaId = (await createDeliveryArea()).id;
});

describe('who may review', () => {
  it('is the buyer of a delivered order, for its products, once each', () => {
    const facts = { orderStatus: 'delivered', productInOrder: true, alreadyReviewed: false };
    expect(canReview(facts)).toEqual({ allowed: true });
    expect(canReview({ ...facts, orderStatus: 'shipped' })).toEqual({
      allowed: false,
      reason: 'reviews.notDelivered',
    });
    expect(canReview({ ...facts, productInOrder: false })).toMatchObject({ reason: 'reviews.notInOrder' });
    expect(canReview({ ...facts, alreadyReviewed: true })).toMatchObject({
      reason: 'reviews.alreadyReviewed',
    });
  });
});

describe('reviewing a delivered order', () => {
  it("publishes the buyer's review under the order's name, verified, and updates the product's rating", async () => {
    const shopper = (await signUpTestUser(`reviewer-${counter++}@wishah.test`)).cookie;
    const { productId, number, email } = await boughtBy(shopper);
    expect(await submitReviewAction({ ...review({ rating: 5 }), orderNumber: number, productId })).toEqual({
      ok: true,
      data: undefined,
    });
    const [saved] = await reviewsOf(productId);
    expect(saved).toMatchObject({
      name: 'Layla Hassan',
      email,
      rating: 5,
      hidden: false,
    });
    expect(saved?.orderId).not.toBeNull();
    expect(await ratingOf(productId)).toEqual({ average: 5, count: 1 });
    const distribution = await getRatingDistribution(productId);
    expect(distribution[0]).toEqual({ stars: 5, count: 1 });
    // Anyone may read the next page of reviews (the product page's "more reviews").
    testRequest.cookie = '';
    expect(await moreReviewsAction({ productId, page: 1 })).toMatchObject({
      ok: true,
      data: { reviews: [{ title: 'Soft and warm', verified: true }], hasMore: false },
    });
  });

  it('takes one review per product of an order, even from five submissions at once', async () => {
    const shopper = (await signUpTestUser(`racer-${counter++}@wishah.test`)).cookie;
    const { productId, number } = await boughtBy(shopper);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => submitReviewAction({ ...review(), orderNumber: number, productId })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.error)).toEqual(
      Array(4).fill('reviews.alreadyReviewed'),
    );
    expect(await reviewsOf(productId)).toHaveLength(1);
    expect(await ratingOf(productId)).toEqual({ average: 4, count: 1 });
  });

  it("refuses an order that is not delivered, a product not in it, and somebody else's order", async () => {
    const shopper = (await signUpTestUser(`early-${counter++}@wishah.test`)).cookie;
    const pending = await boughtBy(shopper, 'pending');
    expect(
      await submitReviewAction({ ...review(), orderNumber: pending.number, productId: pending.productId }),
    ).toMatchObject({ ok: false, error: 'reviews.notDelivered' });
    const delivered = await boughtBy(shopper);
    expect(
      await submitReviewAction({ ...review(), orderNumber: delivered.number, productId: pending.productId }),
    ).toMatchObject({ ok: false, error: 'reviews.notInOrder' });
    // Another shopper, and a guest without the link, find no such order.
    testRequest.cookie = (await signUpTestUser(`other-${counter++}@wishah.test`)).cookie;
    const forged = { ...review(), orderNumber: delivered.number, productId: delivered.productId };
    expect(await submitReviewAction(forged)).toMatchObject({ ok: false, error: 'orders.notFound' });
    testRequest.cookie = '';
    expect(await submitReviewAction(forged)).toMatchObject({ ok: false, error: 'orders.notFound' });
    expect(await submitReviewAction({ ...forged, key: 'not-the-key' })).toMatchObject({
      ok: false,
      error: 'orders.notFound',
    });
    expect(await reviewsOf(pending.productId)).toHaveLength(0);
    expect(await reviewsOf(delivered.productId)).toHaveLength(0);
  });

  it("lets a guest review through the order's link", async () => {
    const { productId, number, key } = await boughtBy('');
    expect(await submitReviewAction({ ...review(), orderNumber: number, productId, key })).toEqual({
      ok: true,
      data: undefined,
    });
    expect(await reviewsOf(productId)).toHaveLength(1);
  });

  it('answers field errors for a missing rating, title or comment, and saves nothing', async () => {
    const shopper = (await signUpTestUser(`fields-${counter++}@wishah.test`)).cookie;
    const { productId, number } = await boughtBy(shopper);
    expect(
      await submitReviewAction({ rating: 0, title: '  ', comment: '', orderNumber: number, productId }),
    ).toMatchObject({
      ok: false,
      fieldErrors: {
        rating: 'reviews.ratingRequired',
        title: 'validation.required',
        comment: 'validation.required',
      },
    });
    expect(
      await submitReviewAction({ ...review({ comment: 'x'.repeat(2001) }), orderNumber: number, productId }),
    ).toMatchObject({ ok: false, fieldErrors: { comment: 'validation.tooLong?max=2000' } });
    expect(await reviewsOf(productId)).toHaveLength(0);
  });
});

describe("the support staff's dashboard", () => {
  it('counts the reviews of the last days, and those of one or two stars, in both languages', async () => {
    const before = await countRecentReviews();
    const shopper = (await signUpTestUser(`recent-${counter++}@wishah.test`)).cookie;
    for (const rating of [1, 5]) {
      const { productId, number } = await boughtBy(shopper);
      expect(
        await submitReviewAction({ ...review({ rating }), orderNumber: number, productId }),
      ).toMatchObject({
        ok: true,
      });
    }
    const now = await countRecentReviews();
    expect(now).toEqual({ all: before.all + 2, low: before.low + 1 });
    // Beyond the window, nothing is counted.
    const later = new Date(Date.now() + (RECENT_REVIEW_DAYS + 1) * 86_400_000);
    expect(await countRecentReviews(later)).toEqual({ all: 0, low: 0 });
    for (const [locale, words] of [
      ['en', '2 new reviews in the last 7 days, 1 of one or two stars'],
      ['ar', 'تقييمان جديدان في آخر ٧ أيام، منها ١ بنجمة أو نجمتين'],
    ] as const) {
      const messages = (await import(`../../../messages/${locale}.json`)).default;
      const t = createTranslator({
        locale,
        messages,
        formats: messageFormats(locale),
        namespace: 'adminReviews',
      });
      const digits = (n: number) => new Intl.NumberFormat(locale === 'ar' ? 'ar-u-nu-arab' : 'en').format(n);
      expect(t('dashboard', { count: 2, n: digits(2), days: digits(7), low: 1, lowN: digits(1) })).toBe(
        words,
      );
    }
    expect(
      createTranslator({
        locale: 'en',
        messages: (await import('../../../messages/en.json')).default,
        namespace: 'adminReviews',
      })('dashboard', { count: 0, n: '0', days: '7', low: 0, lowN: '0' }),
    ).toBe('No new reviews in the last 7 days');
  });
});

describe('moderation', () => {
  it('hides a review with a reason: it leaves the average at once; shown again, it counts again', async () => {
    const shopper = (await signUpTestUser(`moderated-${counter++}@wishah.test`)).cookie;
    const { productId, number } = await boughtBy(shopper);
    await submitReviewAction({ ...review({ rating: 1 }), orderNumber: number, productId });
    const [saved] = await reviewsOf(productId);
    const id = saved?.id ?? 0;
    testRequest.cookie = admin;
    expect(await setReviewVisibilityAction({ id, hidden: true, reason: '' })).toMatchObject({
      ok: false,
      fieldErrors: { reason: 'validation.required' },
    });
    expect(await setReviewVisibilityAction({ id, hidden: true, reason: 'Shares a phone number' })).toEqual({
      ok: true,
      data: undefined,
    });
    expect(await ratingOf(productId)).toEqual({ average: 0, count: 0 });
    expect((await reviewsOf(productId))[0]).toMatchObject({
      hidden: true,
      hiddenReason: 'Shares a phone number',
    });
    expect(await setReviewVisibilityAction({ id, hidden: false })).toMatchObject({ ok: true });
    expect(await ratingOf(productId)).toEqual({ average: 1, count: 1 });
    expect(await setReviewVisibilityAction({ id: 987_654, hidden: false })).toMatchObject({
      ok: false,
      error: 'reviews.notFound',
    });
  });

  it.each([
    ['a guest', () => ''],
    ['a shopper', async () => (await signUpTestUser(`nosy-${counter++}@wishah.test`)).cookie],
  ])('is refused to %s, changing nothing', async (_who, cookie) => {
    const buyer = (await signUpTestUser(`buyer-${counter++}@wishah.test`)).cookie;
    const { productId, number } = await boughtBy(buyer);
    await submitReviewAction({ ...review(), orderNumber: number, productId });
    const [saved] = await reviewsOf(productId);
    testRequest.cookie = await cookie();
    expect(await setReviewVisibilityAction({ id: saved?.id ?? 0, hidden: true, reason: 'spam' })).toEqual({
      ok: false,
      error: 'errors.forbiddenText',
    });
    expect((await reviewsOf(productId))[0]?.hidden).toBe(false);
  });

  it('lists every action of the module here', () => {
    expect(
      serverActionsOf(actions)
        .map(([name]) => name)
        .sort(),
    ).toEqual(['moreReviewsAction', 'setReviewVisibilityAction', 'submitReviewAction']);
  });
});
