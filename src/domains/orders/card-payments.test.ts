import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { orderEvents, orders, paymentEvents, productVariants, storeSettings } from '@/db/schema';
import { DEFAULT_STORE_SETTINGS } from '@/domains/store-settings/schemas';
import { env } from '@/lib/env';
import { getJobs } from '@/lib/jobs';
import { createSellableVariant } from '../../../tests/factories/catalog';
import { checkoutFor, createDeliveryArea, setTax } from '../../../tests/factories/orders';
import { signUpTestUser } from '../../../tests/setup/auth-request';
import { testRequest } from '../../../tests/setup/request';
import { type StripeStandIn, startStripeStandIn } from '../../../tests/setup/stripe-stand-in';

// Stripe's keys, before the app loads. Where its API is (the stand-in) is set once the stand-in listens, on a port
// the system chose: a port made from the process id was sometimes taken (EADDRINUSE failed a CI run). The app makes
// its Stripe client on first use, after that.
vi.hoisted(() => {
  process.env.STRIPE_SECRET_KEY = 'sk_test_wishah';
  process.env.STRIPE_WEBHOOK_SECRET = 'whsec_wishah_test';
});

const { placeOrder, cancelOrderAsShopper, payOrderNow } = await import('./service');
const { cardPaymentExpiryJob, refundCardOrder } = await import('./card-payments');
const { orderMailJob } = await import('./mail/queue');
const { renderOrderMail } = await import('./mail/render');
const { readOrder } = await import('./queries');
const { checkoutInput } = await import('./schemas');
const { POST: webhook } = await import('@/app/api/webhooks/stripe/route');
const { placeOrderAction, refundOrderAction } = await import('./actions');

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
async function cardOrder({ price = 4900, quantity = 1, stock = 10 } = {}) {
  const { variantId } = await createSellableVariant({ price, stock });
  const placed = await placeOrder(
    checkoutInput.parse(checkoutFor([{ variantId, quantity }], areaId, { paymentMethod: 'card' })),
    null,
  );
  const order = await orderOf(placed.number);
  const session = stripe.sessions.get(order.stripeSessionId ?? '');
  if (!session) throw new Error('no session');
  return { placed, order, session, variantId };
}

/** Posts a signed event to the webhook route as Stripe would. */
const post = (event: { payload: string; signature: string | null }) =>
  webhook(
    new Request('http://localhost/api/webhooks/stripe', {
      method: 'POST',
      headers: event.signature ? { 'stripe-signature': event.signature } : {},
      body: event.payload,
    }),
  );

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
    const request = stripe.requests.find((r) => r.path === '/v1/checkout/sessions');
    expect(request?.idempotencyKey).toBe(`wishah-order-${order.id}-checkout`);
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
    const { default: Stripe } = await import('stripe');
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

  it('logs and ignores an event for a session that is not ours', async () => {
    const answer = await post(
      stripe.event('checkout.session.completed', {
        id: 'cs_elsewhere',
        object: 'checkout.session',
        payment_status: 'paid',
        metadata: {},
      }),
    );
    expect(answer.status).toBe(200);
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
    await Promise.all([refundCardOrder(placed.number), refundCardOrder(placed.number).catch(() => null)]);
    const refunds = stripe.requests.filter((r) => r.path === '/v1/refunds');
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
    await expect(refundCardOrder(placed.number)).rejects.toMatchObject({ message: 'orders.cannotRefund' });
  });

  it('refuses an unpaid order, a guest and a shopper', async () => {
    const { placed } = await cardOrder();
    await expect(refundCardOrder(placed.number)).rejects.toMatchObject({ message: 'orders.cannotRefund' });
    testRequest.cookie = '';
    expect(await refundOrderAction({ number: placed.number })).toMatchObject({ ok: false });
    const { cookie } = await signUpTestUser(`refund-${randomUUID()}@wishah.test`);
    testRequest.cookie = cookie;
    expect(await refundOrderAction({ number: placed.number })).toMatchObject({ ok: false });
  });
});
