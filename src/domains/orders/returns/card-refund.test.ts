import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { orderLines, orders, payments, storeSettings } from '@/db/schema';
import { env } from '@/lib/env';
import { createSellableVariant } from '../../../../tests/factories/catalog';
import { checkoutFor, createDeliveryArea, setTax } from '../../../../tests/factories/orders';
import { type StripeStandIn, startStripeStandIn } from '../../../../tests/setup/stripe-stand-in';

// A card order's return is refunded through Stripe by the order's workflow: the amount asked once at Stripe, the
// ledger's refund row and the order's refunded total, and more than is left refused on the amount.

vi.hoisted(() => {
  process.env.STRIPE_SECRET_KEY = 'sk_test_wishah';
  process.env.STRIPE_WEBHOOK_SECRET = 'whsec_wishah_test';
});

const { placeOrder, setOrderStatus } = await import('../service');
const { checkoutInput } = await import('../schemas');
const { requestReturn, decideReturn, receiveReturn, refundReturn } = await import('./service');
const { readReturn } = await import('./queries');
const { POST: webhook } = await import('@/app/api/webhooks/stripe/route');

let stripe: StripeStandIn;
let areaId: number;
const OWNER = { id: null, name: 'Owner' };

beforeAll(async () => {
  stripe = await startStripeStandIn({ webhookSecret: 'whsec_wishah_test' });
  Object.assign(env, { STRIPE_API_URL: stripe.url });
  areaId = (await createDeliveryArea({ charge: 0 })).id;
  await setTax(0, true);
  await getDb()
    .insert(storeSettings)
    .values({ storeId: env.STORE_ID, cardEnabled: true, currency: 'USD' })
    .onConflictDoUpdate({ target: storeSettings.storeId, set: { cardEnabled: true, currency: 'USD' } });
});
afterAll(() => stripe.close());

describe("a card order's return", () => {
  it('is refunded at Stripe once, in the ledger and on the order', async () => {
    const { variantId } = await createSellableVariant({ price: 6400, stock: 10 });
    const placed = await placeOrder(
      checkoutInput.parse(checkoutFor([{ variantId, quantity: 2 }], areaId, { paymentMethod: 'card' })),
      null,
    );
    const [order] = await getDb().select().from(orders).where(eq(orders.number, placed.number));
    const sessionId = order?.stripeSessionId ?? '';
    await stripe.pay(sessionId);
    const session = stripe.sessions.get(sessionId);
    const event = stripe.event('checkout.session.completed', session as object);
    await webhook(
      new Request('http://localhost/api/webhooks/stripe', {
        method: 'POST',
        headers: { 'stripe-signature': event.signature },
        body: event.payload,
      }),
    );
    for (const to of ['confirmed', 'processing', 'shipped', 'delivered'] as const)
      await setOrderStatus(placed.number, to, OWNER, { notify: false });
    const [line] = await getDb()
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order?.id ?? 0));
    const { id } = await requestReturn(
      {
        number: placed.number,
        key: placed.accessKey,
        lines: [{ lineId: line?.id ?? 0, quantity: 1 }],
        reason: 'wrongItem',
      },
      null,
    );
    await decideReturn(id, true, undefined, OWNER);
    await receiveReturn(id, OWNER);
    await expect(
      refundReturn(id, { amount: '200', requestKey: crypto.randomUUID() }, OWNER),
    ).rejects.toMatchObject({ message: 'orders.refundTooLarge', field: 'amount' });
    const requestKey = crypto.randomUUID();
    await refundReturn(id, { amount: '64.00', requestKey }, OWNER);
    await refundReturn(id, { amount: '64.00', requestKey }, OWNER);
    const paymentIntent = session?.payment_intent as string;
    const asked = stripe.requests.filter(
      (r) => r.path === '/v1/refunds' && r.body.payment_intent === paymentIntent && r.status === 200,
    );
    expect(asked.map((r) => r.body.amount)).toEqual(['6400']);
    const refunds = await getDb()
      .select()
      .from(payments)
      .where(eq(payments.orderId, order?.id ?? 0));
    expect(refunds.filter((p) => p.kind === 'refund').map((p) => [p.amount, p.method])).toEqual([
      [6400, null],
    ]);
    const [after] = await getDb().select().from(orders).where(eq(orders.number, placed.number));
    expect(after).toMatchObject({ refundedAmount: 6400, paymentStatus: 'paid', status: 'delivered' });
    expect(await readReturn(id)).toMatchObject({
      status: 'refunded',
      refundAmount: 6400,
      refundMethod: 'card',
    });
  });
});
