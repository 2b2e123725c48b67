import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { orders, payments, storeSettings } from '@/db/schema';
import { DEFAULT_STORE_SETTINGS } from '@/domains/store-settings/schemas';
import { env } from '@/lib/env';
import { getJobs } from '@/lib/jobs';
import { createSellableVariant } from '../../../tests/factories/catalog';
import { checkoutFor, createDeliveryArea, setTax } from '../../../tests/factories/orders';
import { signUpTestAdmin } from '../../../tests/setup/auth-request';
import { testRequest } from '../../../tests/setup/request';
import { type StripeStandIn, startStripeStandIn } from '../../../tests/setup/stripe-stand-in';

// Partial refunds and the payments ledger (docs/decisions/0019-payments-ledger.md): what the owner gives back, part
// or all, is recorded once with its amount and day, the order shows it, the shopper is told, and the sales report
// takes it back on the day it was made, whatever order Stripe's events come in.

vi.hoisted(() => {
  process.env.STRIPE_SECRET_KEY = 'sk_test_wishah';
  process.env.STRIPE_WEBHOOK_SECRET = 'whsec_wishah_test';
});

const { placeOrder, cancelOrderAsShopper } = await import('./service');
const { refundCardOrder } = await import('./card-payments');
const { orderMailJob } = await import('./mail/queue');
const { renderOrderMail } = await import('./mail/render');
const { readOrder } = await import('./queries');
const { checkoutInput } = await import('./schemas');
const { readSalesTotals } = await import('./reports/sales');
const { refundOrderAction } = await import('./actions');
const { POST: webhook } = await import('@/app/api/webhooks/stripe/route');

let stripe: StripeStandIn;
let areaId: number;
const TZ = 'Asia/Riyadh';
const OWNER = { id: null, name: 'Owner', role: 'admin' } as const;

const orderOf = async (number: number) => {
  const [order] = await getDb().select().from(orders).where(eq(orders.number, number));
  if (!order) throw new Error(`no order ${number}`);
  return order;
};
const ledgerOf = (orderId: number) =>
  getDb().select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);
const post = (event: { payload: string; signature: string }) =>
  webhook(
    new Request('http://localhost/api/webhooks/stripe', {
      method: 'POST',
      headers: { 'stripe-signature': event.signature },
      body: event.payload,
    }),
  );
const refund = (number: number, amount?: string, requestKey: string = randomUUID()) =>
  refundCardOrder(number, { amount, requestKey, actor: OWNER });
const mailsFor = async (number: number, event: string) =>
  (await getJobs().find(orderMailJob, { number })).filter((job) => job.data.event === event).length;
const refundsAtStripe = (paymentIntent: string) =>
  stripe.requests.filter(
    (r) => r.path === '/v1/refunds' && r.body.payment_intent === paymentIntent && r.status === 200,
  );
/** Today in the store's time zone, as the sales report names days. */
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: TZ });

/**
 * A card order of `price` whose card the stand-in charged; its session's `checkout.session.completed` is the
 * caller's to deliver (`complete`), or not yet.
 */
async function chargedOrder(price: number) {
  const { variantId } = await createSellableVariant({ price, stock: 10 });
  const placed = await placeOrder(
    checkoutInput.parse(checkoutFor([{ variantId, quantity: 1 }], areaId, { paymentMethod: 'card' })),
    null,
  );
  const order = await orderOf(placed.number);
  const sessionId = order.stripeSessionId ?? '';
  await stripe.pay(sessionId);
  const session = stripe.sessions.get(sessionId);
  const complete = () => post(stripe.event('checkout.session.completed', session as object));
  return { placed, order, paymentIntent: session?.payment_intent as string, complete };
}

/** A card order of `price`, paid through the stand-in and its webhook. */
async function paidOrder(price = 6400) {
  const { placed, paymentIntent, complete } = await chargedOrder(price);
  await complete();
  return { placed, order: await orderOf(placed.number), paymentIntent };
}

/** Stripe's `charge.refunded` for the payment, with its refunded total so far. */
const chargeRefunded = (paymentIntent: string, amount: number, refunded: number) =>
  stripe.event('charge.refunded', {
    id: `ch_${paymentIntent}`,
    object: 'charge',
    payment_intent: paymentIntent,
    amount,
    amount_refunded: refunded,
  });

beforeAll(async () => {
  stripe = await startStripeStandIn({ webhookSecret: 'whsec_wishah_test' });
  Object.assign(env, { STRIPE_API_URL: stripe.url });
  areaId = (await createDeliveryArea({ charge: 0 })).id;
  await setTax(0, true);
  await getDb()
    .insert(storeSettings)
    .values({ storeId: env.STORE_ID, cardEnabled: true, currency: 'USD', timeZone: TZ })
    .onConflictDoUpdate({
      target: storeSettings.storeId,
      set: { cardEnabled: true, currency: 'USD', timeZone: TZ },
    });
});
afterAll(() => stripe.close());

describe('a partial refund', () => {
  it('gives back part of the payment once, records it, tells the shopper, and leaves the rest refundable', async () => {
    const { placed, order, paymentIntent } = await paidOrder(6400);
    const before = await readSalesTotals(today(), today(), TZ);
    await refund(placed.number, '10.00');
    expect(refundsAtStripe(paymentIntent).map((r) => r.body.amount)).toEqual(['1000']);
    expect(await orderOf(placed.number)).toMatchObject({
      paymentStatus: 'paid',
      refundedAmount: 1000,
      refundRequestedAt: null,
    });
    const ledger = await ledgerOf(order.id);
    expect(ledger.map((p) => [p.kind, p.state, p.amount])).toEqual([
      ['attempt', 'succeeded', 6400],
      ['capture', 'succeeded', 6400],
      ['refund', 'succeeded', 1000],
    ]);
    expect(ledger[2]?.providerId).toMatch(/^re_/);
    expect(ledger[2]?.actorName).toBeNull(); // an owner without an account row: no name kept for nobody
    expect(await mailsFor(placed.number, 'partRefunded')).toBe(1);
    // Stripe's event for that refund adds nothing: the ledger has it.
    await post(chargeRefunded(paymentIntent, 6400, 1000));
    expect(await ledgerOf(order.id)).toHaveLength(3);
    // The sales report takes it back today.
    const after = await readSalesTotals(today(), today(), TZ);
    expect(after.totals.refunds - before.totals.refunds).toBe(1000);
    expect(after.totals.refundedOrders - before.totals.refundedOrders).toBe(1);

    // The shopper's mail names the amount, in the order's language.
    const found = await readOrder(placed.number);
    if (!found) throw new Error('the order is gone');
    const en = await renderOrderMail(found.detail, 'partRefunded', 'http://x', DEFAULT_STORE_SETTINGS);
    expect(en.subject).toMatch(/^Part of your payment for order .+ was refunded$/);
    expect(en.text).toContain('We refunded $10.00 of your payment');
    expect(en.text).toMatch(/Refunded\s+−\$10\.00/);
    const ar = await renderOrderMail(
      { ...found.detail, locale: 'ar' },
      'partRefunded',
      'http://x',
      DEFAULT_STORE_SETTINGS,
    );
    expect(ar.html).toContain('dir="rtl"');
    expect(ar.text).toContain('أعدنا');

    // Then the rest: all that is left, and the order shows refunded once Stripe confirms it.
    await refund(placed.number);
    expect(refundsAtStripe(paymentIntent).map((r) => r.body.amount)).toEqual(['1000', '5400']);
    expect((await orderOf(placed.number)).refundRequestedAt).not.toBeNull();
    await post(chargeRefunded(paymentIntent, 6400, 6400));
    expect(await orderOf(placed.number)).toMatchObject({ paymentStatus: 'refunded', refundedAmount: 6400 });
    expect(await mailsFor(placed.number, 'refunded')).toBe(1);
    await expect(refund(placed.number, '1.00')).rejects.toMatchObject({ message: 'orders.cannotRefund' });
    const end = await readSalesTotals(today(), today(), TZ);
    expect(end.totals.refunds - before.totals.refunds).toBe(6400);
    expect(end.totals.refundedOrders - before.totals.refundedOrders).toBe(1);
  });

  it('refuses more than is left, nothing, or a fraction the currency has not, on the amount field', async () => {
    const { placed, paymentIntent } = await paidOrder(3000);
    await refund(placed.number, '20.00');
    for (const [amount, message] of [
      ['10.01', 'orders.refundTooLarge'],
      ['0', 'orders.refundAmountInvalid'],
      ['0.001', 'orders.refundAmountInvalid'],
    ] as const)
      await expect(refund(placed.number, amount)).rejects.toMatchObject({ message, field: 'amount' });
    expect(refundsAtStripe(paymentIntent)).toHaveLength(1);
    expect((await orderOf(placed.number)).refundedAmount).toBe(2000);
    // Through the admin's action: a field error, translated where it is shown, and nothing changes.
    const admin = await signUpTestAdmin(`refund-admin-${randomUUID()}@wishah.test`);
    testRequest.cookie = admin.cookie;
    const result = await refundOrderAction({ number: placed.number, amount: '50', requestKey: randomUUID() });
    expect(result).toMatchObject({ ok: false, fieldErrors: { amount: 'orders.refundTooLarge' } });
    expect(
      await refundOrderAction({ number: placed.number, amount: '-5', requestKey: randomUUID() }),
    ).toMatchObject({ ok: false });
    expect((await orderOf(placed.number)).refundedAmount).toBe(2000);
    // Signed in as the owner, a part goes through and names who made it.
    expect(
      await refundOrderAction({ number: placed.number, amount: '4', requestKey: randomUUID() }),
    ).toMatchObject({ ok: true });
    const ledger = await ledgerOf((await orderOf(placed.number)).id);
    expect(ledger.at(-1)).toMatchObject({ kind: 'refund', amount: 400, actorName: expect.any(String) });
    testRequest.cookie = '';
  });

  it('sent twice at once by one form refunds once; two forms at once never refund more than was paid', async () => {
    const { placed, order, paymentIntent } = await paidOrder(5000);
    const key = randomUUID();
    await Promise.all([refund(placed.number, '15.00', key), refund(placed.number, '15.00', key)]);
    expect(refundsAtStripe(paymentIntent)).toHaveLength(1);
    expect((await orderOf(placed.number)).refundedAmount).toBe(1500);
    // Two admins, 30 each of the 35 left: one goes through, the other is told what is left.
    const results = await Promise.allSettled([
      refund(placed.number, '30.00'),
      refund(placed.number, '30.00'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({
      reason: { message: 'orders.refundTooLarge', field: 'amount' },
    });
    expect((await orderOf(placed.number)).refundedAmount).toBe(4500);
    expect((await ledgerOf(order.id)).filter((p) => p.kind === 'refund')).toHaveLength(2);
  });

  it("is the rest that a paid order's cancel gives back, under its own key", async () => {
    const { placed, paymentIntent } = await paidOrder(4000);
    await refund(placed.number, '15.00');
    await cancelOrderAsShopper({ number: placed.number, key: placed.accessKey }, null);
    const asked = refundsAtStripe(paymentIntent);
    expect(asked.map((r) => r.body.amount)).toEqual(['1500', '2500']);
    expect(new Set(asked.map((r) => r.idempotencyKey)).size).toBe(2);
    expect(await orderOf(placed.number)).toMatchObject({ status: 'cancelled', refundedAmount: 4000 });
  });
});

describe('refunds made at Stripe', () => {
  it("are recorded from Stripe's total when made in its dashboard, on the day Stripe reports them", async () => {
    const { placed, order, paymentIntent } = await paidOrder(7000);
    await post(chargeRefunded(paymentIntent, 7000, 2500));
    expect(await orderOf(placed.number)).toMatchObject({ paymentStatus: 'paid', refundedAmount: 2500 });
    const refunds = (await ledgerOf(order.id)).filter((p) => p.kind === 'refund');
    expect(refunds.map((p) => [p.amount, p.providerId])).toEqual([[2500, null]]);
    // The owner's refund afterwards starts from what is left.
    await expect(refund(placed.number, '46.00')).rejects.toMatchObject({ message: 'orders.refundTooLarge' });
    await refund(placed.number);
    expect(refundsAtStripe(paymentIntent).map((r) => r.body.amount)).toEqual(['4500']);
  });

  it('reach the ledger and the report when the refund event comes before the payment event', async () => {
    const { placed, order, paymentIntent, complete } = await chargedOrder(3300);
    const before = await readSalesTotals(today(), today(), TZ);
    await post(chargeRefunded(paymentIntent, 3300, 3300));
    await complete();
    expect(await orderOf(placed.number)).toMatchObject({ paymentStatus: 'refunded', refundedAmount: 3300 });
    expect((await ledgerOf(order.id)).map((p) => p.kind)).toEqual(['attempt', 'capture', 'refund']);
    const after = await readSalesTotals(today(), today(), TZ);
    expect(after.totals.refunds - before.totals.refunds).toBe(3300);
  });
});
