import { randomUUID } from 'node:crypto';
import { MantineProvider } from '@mantine/core';
import { and, eq, sql } from 'drizzle-orm';
import { NextIntlClientProvider } from 'next-intl';
import { type ComponentProps, createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { orderEvents, orders, paymentEvents, productVariants, storeSettings } from '@/db/schema';
import { DEFAULT_STORE_SETTINGS } from '@/domains/store-settings/schemas';
import { messageFormats } from '@/i18n/formats';
import { env } from '@/lib/env';
import { getJobs } from '@/lib/jobs';
import { logger } from '@/lib/logger';
import { mailJob } from '@/lib/mail';
import ar from '../../../messages/ar.json';
import en from '../../../messages/en.json';
import { createSellableVariant } from '../../../tests/factories/catalog';
import { checkoutFor, createDeliveryArea, setTax } from '../../../tests/factories/orders';
import { signUpTestAdmin, signUpTestStaff, signUpTestUser } from '../../../tests/setup/auth-request';
import { testRequest } from '../../../tests/setup/request';
import { type StripeStandIn, startStripeStandIn } from '../../../tests/setup/stripe-stand-in';

// Stripe's keys, before the app loads. Where its API is (the stand-in) is set once the stand-in listens, on a port
// the system chose: a port made from the process id was sometimes taken (EADDRINUSE failed a CI run). The app makes
// its Stripe client on first use, after that.
vi.hoisted(() => {
  process.env.STRIPE_SECRET_KEY = 'sk_test_wishah';
  process.env.STRIPE_WEBHOOK_SECRET = 'whsec_wishah_test';
});
// The shopper's order page is only drawn here: its links and buttons need no router.
vi.mock('@/i18n/navigation', () => ({
  redirect: vi.fn(),
  useRouter: () => ({ refresh: vi.fn() }),
  Link: ({ children }: { children: ReactNode }) => children,
}));

const { placeOrder, cancelOrderAsShopper, payOrderNow, setOrderStatus } = await import('./service');
const {
  cardPaymentExpiryJob,
  cardPaymentUrl,
  refundCardOrder,
  scheduleStrandedCardSweep,
  strandedCardOrdersJob,
} = await import('./card-payments');
const { formatOrderNumber } = await import('./format');
const { orderMailJob, ownerMailJob } = await import('./mail/queue');
const { renderOrderMail, renderOwnerMail } = await import('./mail/render');
const { readOrder } = await import('./queries');
const { checkoutInput } = await import('./schemas');
const { POST: webhook } = await import('@/app/api/webhooks/stripe/route');
const { cancelOrderAction, placeOrderAction, refundOrderAction } = await import('./actions');
const { OrderDetails } = await import('./components/order-details');

let stripe: StripeStandIn;
let areaId: number;

const setSettings = (values: Partial<typeof storeSettings.$inferInsert>) =>
  getDb()
    .insert(storeSettings)
    .values({ storeId: env.STORE_ID, ...values })
    .onConflictDoUpdate({ target: storeSettings.storeId, set: values });

const orderOf = async (number: number) => {
  const [order] = await getDb().select().from(orders).where(eq(orders.number, number));
  if (!order) throw new Error(`no order ${number}`);
  return order;
};
const stockOf = async (variantId: number) =>
  (await getDb().select().from(productVariants).where(eq(productVariants.id, variantId)))[0]?.stock;

/** A card order of `quantity` units at `price`, placed as a guest; its Stripe session as the stand-in holds it. */
async function cardOrder({ price = 4900, quantity = 1, stock = 10, locale = 'en' as 'en' | 'ar' } = {}) {
  const { variantId } = await createSellableVariant({ price, stock });
  const placed = await placeOrder(
    checkoutInput.parse(checkoutFor([{ variantId, quantity }], areaId, { paymentMethod: 'card', locale })),
    null,
  );
  const order = await orderOf(placed.number);
  const session = stripe.sessions.get(order.stripeSessionId ?? '');
  if (!session) throw new Error('no session');
  return { placed, order, session, variantId };
}

/** A body signed with the webhook's secret, whatever its shape. */
const signed = (payload: string) => ({
  payload,
  signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wishah_test' }),
});

/** The Stripe events stored for an order. */
const eventsOf = (orderId: number) =>
  getDb().select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId));

/** Posts a signed event to the webhook route as Stripe would. */
const post = (event: { payload: string; signature: string | null }) =>
  webhook(
    new Request('http://localhost/api/webhooks/stripe', {
      method: 'POST',
      headers: event.signature ? { 'stripe-signature': event.signature } : {},
      body: event.payload,
    }),
  );

/** The owner's refund of `amount` (major units) or of all that is left, as one press of the form. */
const refund = (number: number, amount?: string, requestKey: string = randomUUID()) =>
  refundCardOrder(number, { amount, requestKey, actor: { id: null, name: 'Owner', role: 'admin' } });

const mailsFor = async (number: number, event = 'placed') =>
  (await getJobs().find(orderMailJob, { number })).filter((job) => job.data.event === event).length;

beforeAll(async () => {
  stripe = await startStripeStandIn({ webhookSecret: 'whsec_wishah_test' });
  Object.assign(env, { STRIPE_API_URL: stripe.url });
  areaId = (await createDeliveryArea({ charge: 0 })).id;
  await setTax(0, true);
  await setSettings({ cardEnabled: true, codEnabled: true, currency: 'USD' });
});
afterAll(() => stripe.close());
beforeEach(() => setSettings({ currency: 'USD' }));

describe('a card order', () => {
  it('is made pending and unpaid with its stock taken, and sends the shopper to a Checkout Session for its total', async () => {
    const { placed, order, session, variantId } = await cardOrder({ price: 4900, quantity: 2, stock: 5 });
    expect(placed.paymentUrl).toBe(session.url);
    expect(order).toMatchObject({
      status: 'pending',
      paymentStatus: 'unpaid',
      paymentMethod: 'card',
      total: 9800,
    });
    expect(await stockOf(variantId)).toBe(3);
    expect(session.line_items).toEqual([
      {
        quantity: '1',
        price_data: expect.objectContaining({ currency: 'usd', unit_amount: '9800' }),
      },
    ]);
    expect(session.metadata).toEqual({ orderId: String(order.id), orderNumber: String(order.number) });
    expect(session.success_url).toMatch(new RegExp(`/en/orders/${order.number}/confirmed\\?key=`));
    const request = stripe.requests.find(
      (r) => r.path === '/v1/checkout/sessions' && r.body.client_reference_id === String(order.number),
    );
    expect(request?.idempotencyKey).toBe(`wishah-checkout-${order.idempotencyKey}`);
    // No mail yet: the confirmation goes out once the payment is.
    expect(await mailsFor(order.number)).toBe(0);
  });

  it('is charged in Stripe units: cents for USD, yen as they are, KWD in thousandths ending in 0', async () => {
    const cases = [
      { currency: 'USD', price: 1999, amount: '1999', total: 1999 },
      { currency: 'JPY', price: 4900, amount: '4900', total: 4900 },
      // 1.234 KWD is rounded to 1.230 before the shopper sees it: what is shown is what is charged.
      { currency: 'KWD', price: 1234, amount: '1230', total: 1230 },
    ];
    for (const { currency, price, amount, total } of cases) {
      await setSettings({ currency });
      const { order, session } = await cardOrder({ price });
      expect(order.total).toBe(total);
      expect(session.line_items[0]?.price_data).toMatchObject({
        currency: currency.toLowerCase(),
        unit_amount: amount,
      });
    }
  });

  it('ignores totals a tampered request sends: the amount comes from the server', async () => {
    const { variantId } = await createSellableVariant({ price: 7500, stock: 3 });
    testRequest.cookie = '';
    const input = {
      ...checkoutFor([{ variantId, quantity: 1 }], areaId, { paymentMethod: 'card' }),
      total: 1,
      subtotal: 1,
    };
    const result = await placeOrderAction(input as never);
    expect(result.ok).toBe(true);
    const order = await orderOf(result.ok ? result.data.number : 0);
    expect(stripe.sessions.get(order.stripeSessionId ?? '')?.amount_total).toBe(7500);
  });

  it('finds its one session again when the checkout is retried', async () => {
    const { variantId } = await createSellableVariant({ stock: 3 });
    const input = checkoutInput.parse(
      checkoutFor([{ variantId, quantity: 1 }], areaId, { paymentMethod: 'card' }),
    );
    const [first, second] = await Promise.all([placeOrder(input, null), placeOrder(input, null)]);
    expect(first.number).toBe(second.number);
    expect(second.paymentUrl).toBe(first.paymentUrl);
    expect(await stockOf(variantId)).toBe(2);
  });

  it("asks for a session that expires inside Stripe's window from the request, and keeps to it when retried", async () => {
    const { order, session } = await cardOrder();
    // The stand-in refused anything under 30 minutes ahead: the store's creation time + 30 min always was.
    expect(session.expires_at - session.created).toBeGreaterThanOrEqual(30 * 60);
    expect(session.expires_at - session.created).toBeLessThanOrEqual(24 * 3600);
    // The store holds the stock as long, and its backstop looks five minutes after.
    const fixed = (await orderOf(order.number)).checkoutExpiresAt;
    expect(fixed?.getTime()).toBe(session.expires_at * 1000);
    const [job] = (
      await getDb().execute<{ start_after: Date }>(
        sql`select start_after from pgboss.job where singleton_key = ${`order-${order.id}`}`,
      )
    ).rows;
    expect(new Date(job?.start_after ?? 0).getTime()).toBe((session.expires_at + 5 * 60) * 1000);
    // Stripe's answer was lost, and the retry comes a minute later: the same request (same expiry) under the same
    // key gets the same session back, where a new expiry would be an idempotency_error.
    await getDb().update(orders).set({ stripeSessionId: null }).where(eq(orders.id, order.id));
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 60_000);
      await expect(cardPaymentUrl(order.id)).resolves.toBe(session.url);
    } finally {
      vi.useRealTimers();
    }
    expect((await orderOf(order.number)).stripeSessionId).toBe(session.id);
  });

  it("names the session's item after the store and the order in the shopper's language", async () => {
    await setSettings({ branding: { storeName: { en: 'Lamsa', ar: 'لمسة' } } });
    try {
      for (const locale of ['en', 'ar'] as const) {
        const { order, session } = await cardOrder({ locale });
        const name = session.line_items[0]?.price_data.product_data.name;
        expect(name).toBe(`${locale === 'ar' ? 'لمسة' : 'Lamsa'} ${formatOrderNumber(order.number, locale)}`);
        expect(name).not.toContain('[object');
      }
    } finally {
      await setSettings({ branding: {} });
    }
  });

  it("keeps its requests apart from another store's on the same Stripe account, whose order ids are the same", async () => {
    const first = await cardOrder({ price: 4900 });
    await stripe.pay(first.session.id);
    await post(stripe.event('checkout.session.completed', stripe.sessions.get(first.session.id) as object));
    await refund(first.placed.number);
    // Another store (or this one reinstalled) numbers its orders from 1 too: its order of the same id is another
    // order, with its own key and total, sent to the same account within Stripe's 24 hours.
    await getDb()
      .update(orders)
      .set({
        idempotencyKey: randomUUID(),
        total: 5100,
        subtotal: 5100,
        paymentStatus: 'unpaid',
        stripeSessionId: null,
        stripePaymentIntentId: null,
        checkoutExpiresAt: null,
        refundRequestedAt: null,
      })
      .where(eq(orders.id, first.order.id));
    const url = await cardPaymentUrl(first.order.id);
    const other = await orderOf(first.placed.number);
    expect(url).not.toBe(first.session.url);
    expect(stripe.sessions.get(other.stripeSessionId ?? '')?.amount_total).toBe(5100);
    await stripe.pay(other.stripeSessionId ?? '');
    await post(
      stripe.event('checkout.session.completed', stripe.sessions.get(other.stripeSessionId ?? '') as object),
    );
    await expect(refund(first.placed.number)).resolves.toBeUndefined();
    const refunds = stripe.requests.filter((r) => r.path === '/v1/refunds' && r.status === 200);
    expect(refunds.map((r) => r.body.payment_intent)).toContain(
      (await orderOf(first.placed.number)).stripePaymentIntentId,
    );
  });

  it('waits a few seconds at most for Stripe, then gives the stock back and says cards cannot be reached', async () => {
    const { variantId } = await createSellableVariant({ stock: 4 });
    const input = checkoutInput.parse(
      checkoutFor([{ variantId, quantity: 2 }], areaId, { paymentMethod: 'card' }),
    );
    stripe.stall(true);
    const started = Date.now();
    try {
      await expect(placeOrder(input, null)).rejects.toMatchObject({ message: 'orders.cardUnavailable' });
    } finally {
      stripe.stall(false);
    }
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(en.orders.cardUnavailable).toMatch(/cannot be reached right now/);
    expect(ar.orders.cardUnavailable).toBeTruthy();
    const [order] = await getDb()
      .select()
      .from(orders)
      .where(eq(orders.idempotencyKey, input.idempotencyKey));
    expect(order).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect(await stockOf(variantId)).toBe(4);
  });

  it('is cancelled with its stock back when Stripe cannot be reached', async () => {
    const { variantId } = await createSellableVariant({ stock: 4 });
    const down = vi.spyOn(await import('@/lib/stripe'), 'stripe').mockImplementation(() => {
      throw new Error('connect ECONNREFUSED');
    });
    try {
      const input = checkoutInput.parse(
        checkoutFor([{ variantId, quantity: 2 }], areaId, { paymentMethod: 'card' }),
      );
      await expect(placeOrder(input, null)).rejects.toMatchObject({ message: 'orders.cardUnavailable' });
      const [order] = await getDb()
        .select()
        .from(orders)
        .where(eq(orders.idempotencyKey, input.idempotencyKey));
      expect(order).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    } finally {
      down.mockRestore();
    }
    expect(await stockOf(variantId)).toBe(4);
  });
});

describe("Stripe's webhook", () => {
  it('marks the order paid once, whatever the number of deliveries at once, with one mail', async () => {
    const { order, session } = await cardOrder();
    const completed = stripe.event('checkout.session.completed', {
      ...session,
      payment_status: 'paid',
      payment_intent: 'pi_once',
    });
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(completed)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await orderOf(order.number)).toMatchObject({
      paymentStatus: 'paid',
      stripePaymentIntentId: 'pi_once',
    });
    expect(await mailsFor(order.number)).toBe(1);
    const stored = await getDb().select().from(paymentEvents).where(eq(paymentEvents.id, completed.id));
    expect(stored).toEqual([expect.objectContaining({ orderId: order.id, paymentIntentId: 'pi_once' })]);
  });

  it('refuses a missing, bad or stale signature, and a forged "paid", and changes nothing', async () => {
    const { order, session } = await cardOrder();
    const paid = { ...session, payment_status: 'paid', payment_intent: 'pi_forged' };
    const real = stripe.event('checkout.session.completed', paid);
    const stale = Math.floor(Date.now() / 1000) - 301;
    const staleSignature = Stripe.webhooks.generateTestHeaderString({
      payload: real.payload,
      secret: 'whsec_wishah_test',
      timestamp: stale,
    });
    const forgedSignature = Stripe.webhooks.generateTestHeaderString({
      payload: real.payload,
      secret: 'whsec_guess',
    });
    for (const signature of [null, 'nonsense', staleSignature, forgedSignature]) {
      expect((await post({ payload: real.payload, signature })).status).toBe(400);
    }
    // A valid signature over another body: the body was changed on the way.
    const tampered = real.payload.replace('"payment_status":"paid"', '"payment_status":"paid" ');
    expect((await post({ payload: tampered, signature: real.signature })).status).toBe(400);
    expect(await orderOf(order.number)).toMatchObject({ paymentStatus: 'unpaid', status: 'pending' });
    expect(await getDb().select().from(paymentEvents).where(eq(paymentEvents.id, real.id))).toEqual([]);
  });

  it('ends in the right state when events come out of order', async () => {
    // The refund's event arrives before the payment's.
    const first = await cardOrder();
    const charge = {
      object: 'charge',
      payment_intent: 'pi_early',
      amount: 4900,
      amount_refunded: 4900,
      refunded: true,
    };
    expect((await post(stripe.event('charge.refunded', { id: 'ch_early', ...charge }))).status).toBe(200);
    await post(
      stripe.event('checkout.session.completed', {
        ...first.session,
        payment_status: 'paid',
        payment_intent: 'pi_early',
      }),
    );
    expect(await orderOf(first.placed.number)).toMatchObject({ paymentStatus: 'refunded' });

    // A late "expired" never undoes a payment.
    const second = await cardOrder();
    await post(
      stripe.event('checkout.session.completed', {
        ...second.session,
        payment_status: 'paid',
        payment_intent: 'pi_second',
      }),
    );
    await post(stripe.event('checkout.session.expired', { ...second.session, status: 'expired' }));
    expect(await orderOf(second.placed.number)).toMatchObject({ paymentStatus: 'paid', status: 'pending' });
    expect(await stockOf(second.variantId)).toBe(9);
  });

  it('logs and ignores an event for a session that is not ours, and stores nothing', async () => {
    const { session } = await cardOrder();
    const elsewhere = stripe.event('checkout.session.completed', {
      ...session,
      id: 'cs_elsewhere',
      payment_status: 'paid',
      payment_intent: 'pi_elsewhere',
      metadata: {},
    });
    expect((await post(elsewhere)).status).toBe(200);
    expect(await getDb().select().from(paymentEvents).where(eq(paymentEvents.id, elsewhere.id))).toEqual([]);
  });

  it("never lets a session's metadata name the order: only the session recorded for it counts", async () => {
    // One order whose session was never recorded (Stripe's answer was lost), one with its own: a session of
    // someone else's, for the same amount, names each in its metadata.
    const lost = await cardOrder();
    await getDb().update(orders).set({ stripeSessionId: null }).where(eq(orders.id, lost.order.id));
    const recorded = await cardOrder();
    for (const { order, session } of [lost, recorded]) {
      const foreign = stripe.event('checkout.session.completed', {
        ...session,
        id: `cs_foreign_${order.id}`,
        payment_status: 'paid',
        payment_intent: `pi_foreign_${order.id}`,
        metadata: { orderId: String(order.id), orderNumber: String(order.number) },
      });
      expect((await post(foreign)).status).toBe(200);
      expect(await orderOf(order.number)).toMatchObject({
        paymentStatus: 'unpaid',
        stripePaymentIntentId: null,
      });
      expect(await eventsOf(order.id)).toEqual([]);
    }
  });

  it("ignores an event of the order's own session that charges another amount, currency or nothing", async () => {
    const { order, session } = await cardOrder({ price: 4900 });
    const paid = { ...session, status: 'complete', payment_status: 'paid', payment_intent: 'pi_misfit' };
    for (const misfit of [
      { amount_total: 100 },
      { amount_total: 4900 * 2 },
      { currency: 'eur' },
      { payment_status: 'no_payment_required' },
    ]) {
      expect((await post(stripe.event('checkout.session.completed', { ...paid, ...misfit }))).status).toBe(
        200,
      );
    }
    // A failed or expired session that says it was paid is not the order's either.
    await post(stripe.event('checkout.session.async_payment_failed', paid));
    expect(await orderOf(order.number)).toMatchObject({
      status: 'pending',
      paymentStatus: 'unpaid',
      stripePaymentIntentId: null,
    });
    expect(await mailsFor(order.number)).toBe(0);
    // The right one still lands.
    expect((await post(stripe.event('checkout.session.completed', paid))).status).toBe(200);
    expect(await orderOf(order.number)).toMatchObject({
      paymentStatus: 'paid',
      stripePaymentIntentId: 'pi_misfit',
    });
  });

  it('answers 400 to a correctly signed event of a shape Stripe does not send, and changes nothing', async () => {
    const { order, session } = await cardOrder();
    const paid = { ...session, status: 'complete', payment_status: 'paid', payment_intent: 'pi_malformed' };
    const envelope = (fields: object) =>
      JSON.stringify({
        id: `evt_${randomUUID()}`,
        object: 'event',
        type: 'checkout.session.completed',
        ...fields,
      });
    const { id: _id, ...withoutId } = paid;
    const malformed = [
      'null',
      '[]',
      envelope({}), // no data
      envelope({ data: {} }), // no data.object
      envelope({ data: { object: null } }),
      envelope({ data: { object: [paid] } }),
      envelope({ data: { object: withoutId } }),
      envelope({ data: { object: { ...paid, id: 42 } } }),
      envelope({ data: { object: { ...paid, amount_total: '4900' } } }),
      envelope({ data: { object: { ...paid, payment_status: 'maybe' } } }),
      envelope({ data: { object: { ...paid, payment_intent: 7 } } }),
      envelope({ data: { object: { ...paid, object: 'charge' } } }),
      envelope({ id: undefined, data: { object: paid } }),
      envelope({ type: 42, data: { object: paid } }),
      envelope({ type: 'charge.refunded', data: { object: { object: 'charge', id: 'ch_x', amount: 4900 } } }),
    ];
    for (const payload of malformed) {
      const answer = await post(signed(payload));
      expect({ payload, status: answer.status }).toEqual({ payload, status: 400 });
    }
    expect(await orderOf(order.number)).toMatchObject({ paymentStatus: 'unpaid', status: 'pending' });
    expect(await eventsOf(order.id)).toEqual([]);
  });

  it("waits while a complete session's bank payment clears, then lands on paid or failed", async () => {
    for (const outcome of ['succeeded', 'failed'] as const) {
      const { order, session, variantId } = await cardOrder({ quantity: 2, stock: 5 });
      // A bank payment: the session completes, the money has not arrived.
      Object.assign(session, {
        status: 'complete',
        payment_status: 'unpaid',
        payment_intent: `pi_clearing_${outcome}`,
      });
      expect((await post(stripe.event('checkout.session.completed', session))).status).toBe(200);
      // Neither the webhook nor the expiry backstop takes it for a failure.
      await cardPaymentExpiryJob.run({ orderId: order.id });
      expect(await orderOf(order.number)).toMatchObject({ status: 'pending', paymentStatus: 'unpaid' });
      expect(await stockOf(variantId)).toBe(3);
      const settled =
        outcome === 'succeeded'
          ? { ...session, payment_status: 'paid' }
          : { ...session, payment_status: 'unpaid' };
      await post(stripe.event(`checkout.session.async_payment_${outcome}`, settled));
      expect(await orderOf(order.number)).toMatchObject(
        outcome === 'succeeded'
          ? { status: 'pending', paymentStatus: 'paid' }
          : { status: 'cancelled', paymentStatus: 'failed' },
      );
      expect(await stockOf(variantId)).toBe(outcome === 'succeeded' ? 3 : 5);
    }
  });
});

describe('an expired session', () => {
  it('cancels the order and returns its stock exactly once, whether the webhook or the job comes first', async () => {
    for (const jobFirst of [true, false]) {
      const { order, session, variantId } = await cardOrder({ quantity: 3, stock: 5 });
      expect(await stockOf(variantId)).toBe(2);
      const expired = stripe.event('checkout.session.expired', { ...session, status: 'expired' });
      const job = () => cardPaymentExpiryJob.run({ orderId: order.id });
      const hook = () => post(expired);
      await Promise.all(jobFirst ? [job(), hook()] : [hook(), job()]);
      expect(await stockOf(variantId)).toBe(5);
      expect(await orderOf(order.number)).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
      const cancelled = await getDb()
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.status, 'cancelled')));
      expect(cancelled).toHaveLength(1);
    }
  });

  it('is settled as paid by the job when the payment went through but its webhook was lost', async () => {
    const { order, session } = await cardOrder();
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_lost',
    });
    await cardPaymentExpiryJob.run({ orderId: order.id });
    expect(await orderOf(order.number)).toMatchObject({
      paymentStatus: 'paid',
      status: 'pending',
      stripePaymentIntentId: 'pi_lost',
    });
  });
});

describe('a card order stranded by a crash', () => {
  it('gives its stock back from the sweep, whether the server died before or after it asked Stripe', async () => {
    // Crashed between the order's commit and its request to Stripe: no expiry, no session, no backstop queued.
    const before = await cardOrder({ quantity: 2, stock: 6 });
    // Crashed after Stripe made the session, its backstop lost: the session is still open at Stripe.
    const after = await cardOrder({ quantity: 1, stock: 6 });
    // Still within its time: left alone.
    const waiting = await cardOrder({ quantity: 1, stock: 6 });
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await getDb()
      .update(orders)
      .set({ stripeSessionId: null, checkoutExpiresAt: null, createdAt: minutesAgo(11) })
      .where(eq(orders.id, before.order.id));
    await getDb()
      .update(orders)
      .set({ checkoutExpiresAt: minutesAgo(6) })
      .where(eq(orders.id, after.order.id));
    expect(await stockOf(before.variantId)).toBe(4);
    await strandedCardOrdersJob.run({});
    expect(await stockOf(before.variantId)).toBe(6);
    expect(await orderOf(before.placed.number)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'failed',
    });
    expect(await stockOf(after.variantId)).toBe(6);
    expect(stripe.sessions.get(after.session.id)?.status).toBe('expired');
    expect(await orderOf(after.placed.number)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'failed',
    });
    expect(await stockOf(waiting.variantId)).toBe(5);
    expect(await orderOf(waiting.placed.number)).toMatchObject({
      status: 'pending',
      paymentStatus: 'unpaid',
    });
    // Run again (another instance, the next tick): nothing twice.
    await strandedCardOrdersJob.run({});
    expect(await stockOf(before.variantId)).toBe(6);
  });

  it('is swept every five minutes once the queue works', async () => {
    await scheduleStrandedCardSweep();
    expect(await getJobs().scheduleOf(strandedCardOrdersJob)).toEqual({
      cron: '*/5 * * * *',
      timeZone: 'UTC',
    });
  });
});

describe('paying later and cancelling', () => {
  it('lets the guest with the link go back to the open session, and nobody else', async () => {
    const { placed, session } = await cardOrder();
    await expect(payOrderNow({ number: placed.number, key: placed.accessKey }, null)).resolves.toBe(
      session.url,
    );
    await expect(payOrderNow({ number: placed.number, key: 'wrong' }, null)).rejects.toMatchObject({
      message: 'orders.notFound',
    });
    await expect(payOrderNow({ number: placed.number }, null)).rejects.toMatchObject({
      message: 'orders.notFound',
    });
  });

  it('closes the session at Stripe when the shopper cancels, so it cannot be paid afterwards', async () => {
    const { placed, session, variantId } = await cardOrder({ stock: 4 });
    await cancelOrderAsShopper({ number: placed.number, key: placed.accessKey }, null);
    expect(stripe.sessions.get(session.id)?.status).toBe('expired');
    expect(await stockOf(variantId)).toBe(4);
    await expect(payOrderNow({ number: placed.number, key: placed.accessKey }, null)).rejects.toMatchObject({
      message: 'orders.paymentClosed',
    });
  });
});

describe('refunds', () => {
  it('asks Stripe once for the full amount, and the order becomes refunded when the webhook confirms', async () => {
    const { placed, session } = await cardOrder({ price: 6400 });
    await stripe.pay(session.id);
    const paymentIntent = stripe.sessions.get(session.id)?.payment_intent as string;
    await post(stripe.event('checkout.session.completed', stripe.sessions.get(session.id) as object));
    // Two clicks of one form at once (its key once): one refund, whichever comes second finds it made.
    const key = randomUUID();
    const clicks = await Promise.allSettled([
      refund(placed.number, undefined, key),
      refund(placed.number, undefined, key),
    ]);
    expect(clicks.some((click) => click.status === 'fulfilled')).toBe(true);
    const refunds = stripe.requests.filter(
      (r) => r.path === '/v1/refunds' && r.body.payment_intent === paymentIntent,
    );
    expect(new Set(refunds.map((r) => r.idempotencyKey)).size).toBe(1);
    expect(refunds[0]?.body).toMatchObject({ payment_intent: paymentIntent });
    const requested = await orderOf(placed.number);
    expect(requested.paymentStatus).toBe('paid');
    expect(requested.refundRequestedAt).not.toBeNull();
    const charge = {
      id: 'ch_refund',
      object: 'charge',
      payment_intent: paymentIntent,
      amount: 6400,
      amount_refunded: 6400,
    };
    expect(await mailsFor(placed.number, 'refunded')).toBe(0);
    await post(stripe.event('charge.refunded', charge));
    expect(await orderOf(placed.number)).toMatchObject({ paymentStatus: 'refunded' });
    // The shopper is told once, though Stripe may send another event for the same refund.
    await post(stripe.event('charge.refunded', charge));
    expect(await mailsFor(placed.number, 'refunded')).toBe(1);
    // What it says, in the order's language: the amount, on its way back to the card.
    const found = await readOrder(placed.number);
    if (!found) throw new Error('the order is gone');
    const en = await renderOrderMail(
      found.detail,
      'refunded',
      'http://localhost/en/orders/1',
      DEFAULT_STORE_SETTINGS,
    );
    expect(en.subject).toMatch(/^Your payment for order .+ was refunded$/);
    expect(en.text).toContain('We refunded $64.00 to the card you paid with.');
    const ar = await renderOrderMail(
      { ...found.detail, locale: 'ar' },
      'refunded',
      'http://localhost/ar',
      DEFAULT_STORE_SETTINGS,
    );
    expect(ar.html).toContain('dir="rtl"');
    expect(ar.text).toContain('أعدنا');
    // The first mail of a card order comes once it is paid: it thanks for the payment, never asks for cash.
    const placedMail = await renderOrderMail(
      found.detail,
      'placed',
      'http://localhost/en/orders/1',
      DEFAULT_STORE_SETTINGS,
    );
    expect(placedMail.text).toContain('We have received your order and your card payment');
    expect(placedMail.text).not.toContain('cash');
    await expect(refund(placed.number)).rejects.toMatchObject({ message: 'orders.cannotRefund' });
  });

  it('refuses an unpaid order, a guest and a shopper', async () => {
    const { placed } = await cardOrder();
    await expect(refund(placed.number)).rejects.toMatchObject({ message: 'orders.cannotRefund' });
    testRequest.cookie = '';
    expect(await refundOrderAction({ number: placed.number, requestKey: randomUUID() })).toMatchObject({
      ok: false,
    });
    const { cookie } = await signUpTestUser(`refund-${randomUUID()}@wishah.test`);
    testRequest.cookie = cookie;
    expect(await refundOrderAction({ number: placed.number, requestKey: randomUUID() })).toMatchObject({
      ok: false,
    });
  });
});

describe("the stand-in refuses what Stripe refuses (docs/decisions/0011-card-payments.md, Stripe's rules)", () => {
  const api = () => {
    const { hostname, port } = new URL(stripe.url);
    return new Stripe('sk_test_rules', {
      host: hostname,
      port: Number(port),
      protocol: 'http',
      maxNetworkRetries: 0,
    });
  };
  const now = () => Math.floor(Date.now() / 1000);
  const sessionParams = (
    overrides: { amount?: number; currency?: string; name?: unknown; expiresAt?: number } = {},
  ) => ({
    mode: 'payment' as const,
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: overrides.currency ?? 'usd',
          unit_amount: overrides.amount ?? 4900,
          product_data: { name: (overrides.name ?? 'Wishah #1') as string },
        },
      },
    ],
    expires_at: overrides.expiresAt ?? now() + 31 * 60,
    success_url: 'http://localhost/ok',
  });
  const refusedFor = (params: object, options?: Stripe.RequestOptions) =>
    api()
      .checkout.sessions.create(params as Stripe.Checkout.SessionCreateParams, options)
      .then(
        () => null,
        (error: Stripe.errors.StripeError) => ({ type: error.type, code: error.code, param: error.param }),
      );

  it('an expiry less than 30 minutes or more than 24 hours ahead', async () => {
    expect(await refusedFor(sessionParams({ expiresAt: now() + 29 * 60 }))).toMatchObject({
      param: 'expires_at',
    });
    expect(await refusedFor(sessionParams({ expiresAt: now() + 24 * 3600 + 60 }))).toMatchObject({
      param: 'expires_at',
    });
    expect(await refusedFor(sessionParams({ expiresAt: now() + 30 * 60 + 5 }))).toBeNull();
  });

  it('a key used again with other parameters; the same request again gets the first answer', async () => {
    const key = `rules-${randomUUID()}`;
    const params = sessionParams();
    const first = await api().checkout.sessions.create(params, { idempotencyKey: key });
    const again = await api().checkout.sessions.create(params, { idempotencyKey: key });
    expect(again.id).toBe(first.id);
    expect(await refusedFor(sessionParams({ amount: 5000 }), { idempotencyKey: key })).toMatchObject({
      type: 'StripeIdempotencyError',
    });
  });

  it("a total under the currency's minimum charge", async () => {
    for (const [currency, minimum] of [
      ['usd', 50],
      ['sar', 200],
      ['aed', 200],
    ] as const) {
      expect(await refusedFor(sessionParams({ currency, amount: minimum - 1 }))).toMatchObject({
        code: 'amount_too_small',
      });
      expect(await refusedFor(sessionParams({ currency, amount: minimum }))).toBeNull();
    }
  });

  it('metadata past 50 keys, 40-character names or 500-character values, and a name that is not a string', async () => {
    const keys = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v']));
    for (const metadata of [keys, { ['k'.repeat(41)]: 'v' }, { note: 'v'.repeat(501) }]) {
      expect(await refusedFor({ ...sessionParams(), metadata })).toMatchObject({
        type: 'StripeInvalidRequestError',
      });
    }
    expect(
      await refusedFor({ ...sessionParams(), metadata: { ['k'.repeat(40)]: 'v'.repeat(500) } }),
    ).toBeNull();
    expect(await refusedFor(sessionParams({ name: { en: 'Wishah', ar: 'وشاح' } }))).toMatchObject({
      param: 'line_items[0][price_data][product_data][name]',
    });
  });

  it('a refund of more than is left of the payment', async () => {
    const session = await api().checkout.sessions.create(sessionParams({ amount: 4900 }));
    await stripe.pay(session.id);
    const paymentIntent = stripe.sessions.get(session.id)?.payment_intent as string;
    const refund = (amount?: number) =>
      api()
        .refunds.create({ payment_intent: paymentIntent, ...(amount && { amount }) })
        .then(
          (done) => done.amount,
          (error: Stripe.errors.StripeError) => error.code ?? error.param,
        );
    expect(await refund(4901)).toBe('amount');
    expect(await refund(1000)).toBe(1000);
    expect(await refund(3901)).toBe('amount');
    expect(await refund()).toBe(3900);
    expect(await refund()).toBe('charge_already_refunded');
  });
});

describe('one workflow over the order and its payment (docs/decisions/0011-card-payments.md)', () => {
  const admin = { id: null, name: 'Store Owner' };

  /** A card order whose payment Stripe took (the stand-in holds the charge) and whose webhook landed. */
  async function paidOrder(options: Parameters<typeof cardOrder>[0] = {}) {
    const placed = await cardOrder(options);
    await stripe.pay(placed.session.id);
    await post(stripe.event('checkout.session.completed', stripe.sessions.get(placed.session.id) as object));
    return { ...placed, paymentIntent: (await orderOf(placed.placed.number)).stripePaymentIntentId ?? '' };
  }
  /** The shopper's order page as drawn in English. */
  const orderPage = async (number: number) => {
    const found = await readOrder(number);
    if (!found) throw new Error(`no order ${number}`);
    const intl = {
      locale: 'en',
      messages: en,
      formats: messageFormats('en'),
      timeZone: 'UTC',
    } as ComponentProps<typeof NextIntlClientProvider>;
    const page = createElement(OrderDetails, { order: found.detail });
    return renderToStaticMarkup(
      createElement(NextIntlClientProvider, intl, createElement(MantineProvider, null, page)),
    );
  };
  /** The refunds the store asked Stripe for, for this payment. */
  const refundsOf = (paymentIntent: string) =>
    stripe.requests.filter((r) => r.path === '/v1/refunds' && r.body.payment_intent === paymentIntent);
  /** The order's mail as the shopper reads it now, in the order's language or another. */
  const mailOf = async (number: number, event: 'cancelled' | 'paymentReturned', locale?: 'en' | 'ar') => {
    const found = await readOrder(number);
    if (!found) throw new Error(`no order ${number}`);
    const detail = { ...found.detail, locale: locale ?? found.detail.locale };
    return renderOrderMail(detail, event, 'http://localhost/en/orders/1', DEFAULT_STORE_SETTINGS);
  };

  it('refuses to confirm or ship an unpaid card order, and its expiry then cancels it with its stock back', async () => {
    const { order, variantId } = await cardOrder({ quantity: 2, stock: 5 });
    await expect(setOrderStatus(order.number, 'confirmed', admin)).rejects.toMatchObject({
      message: 'orders.cardNotPaid',
    });
    await expect(setOrderStatus(order.number, 'shipped', admin)).rejects.toMatchObject({
      message: 'orders.statusNotAllowed',
    });
    expect(await orderOf(order.number)).toMatchObject({ status: 'pending', paymentStatus: 'unpaid' });
    expect(en.orders.cardNotPaid).toBe(
      'This card order is not paid yet: it moves on once Stripe confirms the payment.',
    );
    expect(ar.orders.cardNotPaid).toContain('لم يُدفع');
    await cardPaymentExpiryJob.run({ orderId: order.id });
    expect(await orderOf(order.number)).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect(await stockOf(variantId)).toBe(5);
  });

  it('lets neither the expiry job nor a late "expired" cancel an order the admin moved on', async () => {
    // Unpaid and confirmed, as the admin could make it before this rule: its expiry leaves it and its stock alone.
    const unpaid = await cardOrder({ quantity: 2, stock: 5 });
    await getDb().update(orders).set({ status: 'confirmed' }).where(eq(orders.id, unpaid.order.id));
    await cardPaymentExpiryJob.run({ orderId: unpaid.order.id });
    await post(stripe.event('checkout.session.expired', { ...unpaid.session, status: 'expired' }));
    expect(await orderOf(unpaid.order.number)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'unpaid',
    });
    expect(await stockOf(unpaid.variantId)).toBe(3);
    // Paid, then confirmed and shipped by the admin: the job finds nothing to do either.
    const paid = await paidOrder({ quantity: 2, stock: 5 });
    for (const to of ['confirmed', 'processing', 'shipped'] as const)
      await setOrderStatus(paid.order.number, to, admin, { notify: false });
    await cardPaymentExpiryJob.run({ orderId: paid.order.id });
    expect(await orderOf(paid.order.number)).toMatchObject({ status: 'shipped', paymentStatus: 'paid' });
    expect(await stockOf(paid.variantId)).toBe(3);
    const cancelled = await getDb()
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, unpaid.order.id), eq(orderEvents.status, 'cancelled')));
    expect(cancelled).toEqual([]);
  });

  it("refunds a paid order in full when its shopper cancels it, and says so in the shopper's mail", async () => {
    const { placed, order, paymentIntent, variantId } = await paidOrder({ price: 4900, stock: 4 });
    await cancelOrderAsShopper({ number: placed.number, key: placed.accessKey }, null);
    const cancelled = await orderOf(placed.number);
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });
    expect(cancelled.refundRequestedAt).not.toBeNull();
    expect(await stockOf(variantId)).toBe(4);
    const refunds = refundsOf(paymentIntent);
    expect(refunds.map((r) => [r.idempotencyKey, r.status])).toEqual([
      [`wishah-refund-${order.idempotencyKey}`, 200],
    ]);
    expect(await mailsFor(placed.number, 'cancelled')).toBe(1);
    const mail = await mailOf(placed.number, 'cancelled');
    expect(mail.text).toContain('We are refunding $49.00 to the card you paid with');
    expect(mail.text).not.toContain('Nothing is due');
    expect(mail.text).toContain('Payment: paid by card.');
    const arabic = await mailOf(placed.number, 'cancelled', 'ar');
    expect(arabic.text).toContain('نعيد');
    expect(arabic.text).not.toContain('لا يستحق');
    // The order's page says the money is on its way back until Stripe confirms it.
    expect(await orderPage(placed.number)).toContain(en.myOrders.details.refundPending);
    // Stripe confirms: refunded, and the shopper hears it once more.
    await post(
      stripe.event('charge.refunded', {
        id: `ch_${order.id}`,
        object: 'charge',
        payment_intent: paymentIntent,
        amount: 4900,
        amount_refunded: 4900,
      }),
    );
    expect(await orderOf(placed.number)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(await mailsFor(placed.number, 'refunded')).toBe(1);
    expect(await orderPage(placed.number)).not.toContain(en.myOrders.details.refundPending);
    // An order nobody paid for says nothing is due, and that the card was not charged.
    const unpaid = await cardOrder();
    await cancelOrderAsShopper({ number: unpaid.placed.number, key: unpaid.placed.accessKey }, null);
    const nothing = await mailOf(unpaid.placed.number, 'cancelled');
    expect(nothing.text).toContain('Your order was cancelled. Nothing is due.');
    expect(nothing.text).toContain('Payment: by card; nothing was charged.');
  });

  it('refunds a paid order when the admin cancels it; when Stripe refuses the refund, the order stays as it was', async () => {
    const paid = await paidOrder();
    await setOrderStatus(paid.placed.number, 'cancelled', admin);
    expect(await orderOf(paid.placed.number)).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });
    expect(refundsOf(paid.paymentIntent).map((r) => r.status)).toEqual([200]);
    // A payment Stripe has no charge for: its refund is refused, and so is the cancel, by the shopper or the admin.
    const { placed, session, variantId } = await cardOrder({ stock: 4 });
    const lost = {
      ...session,
      status: 'complete',
      payment_status: 'paid',
      payment_intent: `pi_lost_${placed.number}`,
    };
    await post(stripe.event('checkout.session.completed', lost));
    await expect(
      cancelOrderAsShopper({ number: placed.number, key: placed.accessKey }, null),
    ).rejects.toMatchObject({ message: 'orders.cancelRefundFailed' });
    await expect(setOrderStatus(placed.number, 'cancelled', admin)).rejects.toMatchObject({
      message: 'orders.refundFailed',
    });
    const kept = await orderOf(placed.number);
    expect(kept).toMatchObject({
      status: 'pending',
      paymentStatus: 'paid',
      refundRequestedAt: null,
      stockReturnedAt: null,
    });
    expect(await stockOf(variantId)).toBe(3);
    expect(await mailsFor(placed.number, 'cancelled')).toBe(0);
    expect(en.orders.cancelRefundFailed).toMatch(/^Your order is not cancelled/);
    expect(ar.orders.cancelRefundFailed).toContain('حاولي');
  });

  it("ends one way when a shopper's cancel races the payment's webhook: cancelled, its refund asked once", async () => {
    testRequest.cookie = '';
    const won = new Set<string>();
    for (const race of ['at once', 'at once', 'at once', 'cancel first', 'payment first'] as const) {
      const { placed, session, order, variantId } = await cardOrder({ quantity: 2, stock: 5 });
      // The shopper paid on Stripe's page in one tab and cancels in another as the payment's event comes in.
      await stripe.pay(session.id);
      const completed = stripe.event('checkout.session.completed', stripe.sessions.get(session.id) as object);
      const cancel = () => cancelOrderAction({ number: placed.number, key: placed.accessKey });
      const hook = () => post(completed);
      const [cancelled, hooked] =
        race === 'at once'
          ? await Promise.all([cancel(), hook()])
          : race === 'cancel first'
            ? ([await cancel(), await hook()] as const)
            : await hook().then(async (answer) => [await cancel(), answer] as const);
      expect(cancelled).toEqual({ ok: true, data: undefined });
      expect(hooked.status).toBe(200);
      const settled = await orderOf(placed.number);
      expect(settled).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });
      expect(settled.refundRequestedAt).not.toBeNull();
      const refunds = refundsOf(settled.stripePaymentIntentId ?? '');
      expect(new Set(refunds.map((r) => r.idempotencyKey))).toEqual(
        new Set([`wishah-refund-${order.idempotencyKey}`]),
      );
      expect(refunds.some((r) => r.status === 200)).toBe(true);
      expect(await stockOf(variantId)).toBe(5);
      expect(await mailsFor(placed.number, 'cancelled')).toBe(1);
      // Paid first: thanked, then cancelled and refunded. Cancelled first: the late payment goes back, unthanked.
      const thanked = await mailsFor(placed.number, 'placed');
      const returned = await mailsFor(placed.number, 'paymentReturned');
      expect(thanked + returned).toBe(1);
      const winner = thanked ? 'payment first' : 'cancel first';
      if (race !== 'at once') expect(winner).toBe(race);
      won.add(winner);
    }
    expect(won).toEqual(new Set(['cancel first', 'payment first']));
  });

  it('refunds a payment that comes after its order expired, tells the owner, and tells the shopper it goes back', async () => {
    const owner = `owner-${randomUUID()}@wishah.test`;
    await signUpTestAdmin(owner);
    const ordersStaff = `orders-${randomUUID()}@wishah.test`;
    await signUpTestStaff(ordersStaff, 'orders');
    const supportStaff = `support-${randomUUID()}@wishah.test`;
    await signUpTestStaff(supportStaff, 'support');
    const warn = vi.spyOn(logger, 'warn');
    const { placed, session, variantId } = await cardOrder({ price: 5500, quantity: 2, stock: 5 });
    // Stripe expires the session as the shopper pays: "expired" comes first, then the payment.
    await stripe.pay(session.id);
    const paid = stripe.sessions.get(session.id) as object;
    await post(
      stripe.event('checkout.session.expired', {
        ...paid,
        status: 'expired',
        payment_status: 'unpaid',
        payment_intent: null,
      }),
    );
    expect(await orderOf(placed.number)).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect(await stockOf(variantId)).toBe(5);
    await post(stripe.event('checkout.session.completed', paid));
    const late = await orderOf(placed.number);
    expect(late).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });
    expect(late.refundRequestedAt).not.toBeNull();
    expect(refundsOf(late.stripePaymentIntentId ?? '').map((r) => r.status)).toEqual([200]);
    expect(await stockOf(variantId)).toBe(5);
    expect(warn).toHaveBeenCalledWith(
      { order: placed.number },
      'a card payment came for a cancelled order: refunding it',
    );
    warn.mockRestore();
    // The shopper: no thanks for an order that is gone, a mail that the payment goes back.
    expect(await mailsFor(placed.number, 'placed')).toBe(0);
    expect(await mailsFor(placed.number, 'paymentReturned')).toBe(1);
    const mail = await mailOf(placed.number, 'paymentReturned');
    expect(mail.subject).toBe(
      `Your payment for order ${formatOrderNumber(placed.number, 'en')} is being returned`,
    );
    expect(mail.text).toContain('we are returning it in full to the card you paid with');
    expect(mail.text).not.toContain('We have received your order');
    expect((await mailOf(placed.number, 'paymentReturned', 'ar')).text).toContain('نعيدها كاملةً');
    // The staff who handle orders (the owners, the managers and the orders staff), in the store's language, with
    // the order's page; not the support staff, who may not open orders.
    const [job] = await getJobs().find(ownerMailJob, { number: placed.number });
    expect(job?.data).toEqual({ number: placed.number, event: 'latePayment' });
    await ownerMailJob.run({ number: placed.number, event: 'latePayment' });
    const [sent] = await getJobs().find(mailJob, { to: owner });
    expect(sent?.data.subject).toBe(
      `Order ${formatOrderNumber(placed.number, 'en')} was paid after it was cancelled · Wishah`,
    );
    expect(sent?.data.text).toContain('The payment was refunded in full automatically');
    expect(sent?.data.html).toContain(`/en/admin/orders/${placed.number}`);
    expect(await getJobs().find(mailJob, { to: ordersStaff })).toHaveLength(1);
    expect(await getJobs().find(mailJob, { to: supportStaff })).toHaveLength(0);
  });

  it("tells the owner to refund by hand when Stripe refuses a late payment's refund", async () => {
    const { placed, session } = await cardOrder();
    await cancelOrderAsShopper({ number: placed.number, key: placed.accessKey }, null);
    // A payment whose charge Stripe does not know: its refund is refused.
    const lost = {
      ...session,
      status: 'complete',
      payment_status: 'paid',
      payment_intent: `pi_gone_${placed.number}`,
    };
    expect((await post(stripe.event('checkout.session.completed', lost))).status).toBe(200);
    const late = await orderOf(placed.number);
    expect(late).toMatchObject({ status: 'cancelled', paymentStatus: 'paid', refundRequestedAt: null });
    const found = await readOrder(placed.number);
    if (!found) throw new Error('the order is gone');
    for (const [locale, words] of [
      ['en', "Stripe did not accept the automatic refund: refund it from the order's page."],
      ['ar', 'يلزم استرداد المبلغ من صفحة الطلب'],
    ] as const) {
      const mail = await renderOwnerMail(
        found.detail,
        'latePayment',
        locale,
        'http://localhost',
        DEFAULT_STORE_SETTINGS,
      );
      expect(mail.text).toContain(words);
    }
    // Its page keeps the refund button, which asks Stripe again.
    await expect(refund(placed.number)).rejects.toMatchObject({ message: 'orders.refundFailed' });
  });
});
