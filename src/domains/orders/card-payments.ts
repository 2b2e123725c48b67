import 'server-only';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type Tx } from '@/db/client';
import { orderLines, orders, paymentEvents } from '@/db/schema/orders';
import {
  reconcileRefunds,
  recordAttempt,
  recordCapture,
  refundRequested,
  settleAttempt,
} from '@/domains/payments/ledger';
import { brandOf } from '@/domains/store-settings/brand';
import { originOf, readOrderDisplay, readStoreSettings } from '@/domains/store-settings/queries';
import type { CacheChange } from '@/lib/cache';
import { DomainError } from '@/lib/domain-error';
import { defineJob, enqueue, getJobs } from '@/lib/jobs';
import { logger } from '@/lib/logger';
import { fromStripeAmount, stripeCanMove, toMinor, toStripeAmount } from '@/lib/money';
import { stripe } from '@/lib/stripe';
import { accessKeyFor } from './access';
import { formatOrderNumber } from './format';
import {
  type Actor,
  addRefunded,
  followMove,
  lockOrder,
  type Moved,
  makeMove,
  type OrderRow,
  SYSTEM,
  stripeKey,
} from './transitions';
import { decide, type Refused } from './workflow';

// Card payments through Stripe Checkout (docs/decisions/0011-card-payments.md). The order is made first, pending and
// unpaid with its stock taken; Stripe's hosted page takes the card; only a signed webhook marks it paid. A session
// that expires or fails cancels the order and returns its stock, from the webhook or, as a backstop, a queued job.
// What each of Stripe's reports does to the order is workflow.ts's to decide.

/** How long the shopper has on Stripe's page: Stripe's minimum, 30 minutes after it receives the request. */
const SESSION_SECONDS = 30 * 60;
/** Added for the request's way to Stripe (two tries at most, lib/stripe) and a clock a little behind Stripe's. */
const MARGIN_SECONDS = 60;
/** The backstop looks this long after the session's expiry, in case Stripe's webhook never came. */
const BACKSTOP_SECONDS = 5 * 60;

type PaymentResult = { cache: CacheChange };

/** A move of Stripe's that does not apply (a replay, a late "expired", a payment already settled) changes nothing. */
const applied = (moved: Moved | Refused) => (moved.allowed ? moved : null);

/**
 * Where the shopper pays for a card order: its open Checkout Session's page, made on first use. The request is
 * idempotent (its key and every parameter derive from the order, the expiry once fixed too), so a retried checkout
 * or two tabs find one session. Null when the order no longer waits for a payment (paid, cancelled, or expired).
 */
export async function cardPaymentUrl(orderId: number): Promise<string | null> {
  const [order] = await getDb().select().from(orders).where(eq(orders.id, orderId));
  if (!order || !decide(order, { type: 'pay' }).allowed) return null;
  if (order.stripeSessionId) {
    const session = await stripe().checkout.sessions.retrieve(order.stripeSessionId);
    return session.status === 'open' ? session.url : null;
  }
  const expiresAt = await fixExpiry(order.id);
  // The backstop before the request: an order whose session was never stored is settled all the same.
  await enqueue(
    cardPaymentExpiryJob,
    { orderId: order.id },
    {
      startAfter: new Date(expiresAt.getTime() + BACKSTOP_SECONDS * 1000),
      singletonKey: `order-${order.id}`,
    },
  );
  const session = await createSession(order, expiresAt);
  await recordAttempt(order, session.id);
  await getDb()
    .update(orders)
    .set({ stripeSessionId: session.id })
    .where(and(eq(orders.id, order.id), isNull(orders.stripeSessionId)));
  return session.url;
}

/**
 * When the order's session expires: set by the first request, at that time, inside Stripe's window (30 minutes to
 * 24 hours after it makes the session); a retry finds it set and sends the same parameters under the same key.
 */
async function fixExpiry(orderId: number): Promise<Date> {
  // Whole seconds, as Stripe keeps it.
  const proposed = new Date((Math.floor(Date.now() / 1000) + SESSION_SECONDS + MARGIN_SECONDS) * 1000);
  const [row] = await getDb()
    .update(orders)
    .set({
      checkoutExpiresAt: sql`coalesce(${orders.checkoutExpiresAt}, ${proposed.toISOString()}::timestamptz)`,
    })
    .where(eq(orders.id, orderId))
    .returning({ checkoutExpiresAt: orders.checkoutExpiresAt });
  return row?.checkoutExpiresAt ?? proposed;
}

/**
 * One line for the whole order, at the order's own total in Stripe's units (already rounded to what the currency
 * can charge when it was priced): Stripe charges exactly what the shopper saw. The products are named under it.
 */
async function createSession(order: OrderRow, expiresAt: Date) {
  const [lines, settings, display] = await Promise.all([
    getDb()
      .select({ nameEn: orderLines.nameEn, nameAr: orderLines.nameAr, quantity: orderLines.quantity })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.id)),
    readStoreSettings(),
    readOrderDisplay(),
  ]);
  const ar = order.locale === 'ar';
  const key = accessKeyFor(order.idempotencyKey);
  const page = (suffix: string) =>
    `${originOf(settings.customDomain)}/${order.locale}/orders/${order.number}${suffix}?key=${key}`;
  // The store's name and the order's number as the shopper reads them, in the order's language.
  const name = `${brandOf(settings, order.locale).name} ${formatOrderNumber(order.number, order.locale, display.prefix)}`;
  const metadata = { orderId: String(order.id), orderNumber: String(order.number) };
  const session = await stripe().checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: order.currency.toLowerCase(),
            unit_amount: toStripeAmount(order.total, order.currency),
            product_data: {
              name,
              description: lines
                .map((l) => `${l.quantity} × ${ar ? l.nameAr : l.nameEn}`)
                .join(', ')
                .slice(0, 500),
            },
          },
        },
      ],
      client_reference_id: String(order.number),
      customer_email: order.email,
      // Stripe's hosted page has no Arabic: it follows the shopper's browser then.
      locale: ar ? 'auto' : 'en',
      metadata,
      payment_intent_data: { metadata },
      expires_at: Math.floor(expiresAt.getTime() / 1000),
      success_url: page('/confirmed'),
      cancel_url: page(''),
    },
    { idempotencyKey: stripeKey(order, 'checkout') },
  );
  if (!session.url) throw new Error(`Stripe made session ${session.id} without a page`);
  return session;
}

/**
 * The card could not be offered after all (Stripe unreachable when the order was placed): the order is cancelled
 * with its payment failed and its stock back, in one transaction.
 */
export async function abandonCardOrder(number: number): Promise<PaymentResult> {
  const moved = await getDb().transaction(async (tx) => {
    const order = await lockOrder(tx, number);
    return order && applied(await makeMove(tx, order, { type: 'lapsed' }, SYSTEM));
  });
  return { cache: { later: moved?.tags ?? [] } };
}

/**
 * The payment was taken: the order is paid (or refunded, when that event came first), and the ledger has the
 * capture (and that refund, on its own day). Null when it already was.
 */
async function markPaid(tx: Tx, order: OrderRow, paymentIntentId: string | null) {
  const refundedFirst = paymentIntentId
    ? await tx
        .select({ id: paymentEvents.id, receivedAt: paymentEvents.receivedAt })
        .from(paymentEvents)
        .where(
          and(eq(paymentEvents.paymentIntentId, paymentIntentId), eq(paymentEvents.type, 'charge.refunded')),
        )
        .limit(1)
    : [];
  // Recorded even for a cancelled order (money is never lost): the workflow refunds it and tells the owner.
  const [refund] = refundedFirst;
  const move = { type: 'paid', refundedFirst: Boolean(refund) } as const;
  const set = { paidAt: new Date(), stripePaymentIntentId: paymentIntentId };
  const moved = applied(await makeMove(tx, order, move, SYSTEM, set));
  if (!moved) return null;
  await recordCapture(tx, order, paymentIntentId);
  await settleAttempt(tx, order.stripeSessionId, 'succeeded');
  if (refund)
    await addRefunded(tx, order.id, await reconcileRefunds(tx, order, order.total, refund.receivedAt));
  return moved;
}

// What the store reads of a Stripe event, checked before anything is applied: a correctly signed event of another
// shape is refused (400) and changes nothing, never half-applied or a 500. Stripe's own shapes pass (docs.stripe.com
// /api/events/object, /api/checkout/sessions/object, /api/charges/object); the fields not read are let through.
const stripeId = z.string().min(1).max(255);
const paymentIntentRef = z.union([stripeId, z.looseObject({ id: stripeId })]).nullable();
const sessionObject = z.looseObject({
  object: z.literal('checkout.session'),
  id: stripeId,
  amount_total: z.number().int().nonnegative().nullable(),
  currency: z.string().nullable(),
  payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
  payment_intent: paymentIntentRef,
});
const chargeObject = z.looseObject({
  object: z.literal('charge'),
  id: stripeId,
  amount: z.number().int().nonnegative(),
  amount_refunded: z.number().int().nonnegative(),
  payment_intent: paymentIntentRef,
});
const SESSION_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.expired',
  'checkout.session.async_payment_failed',
] as const;
const anyEvent = z.object({
  id: stripeId,
  type: z.string().min(1),
  data: z.object({ object: z.looseObject({}) }),
});
const sessionEvent = anyEvent.extend({
  type: z.enum(SESSION_EVENTS),
  data: z.object({ object: sessionObject }),
});
const refundEvent = anyEvent.extend({
  type: z.literal('charge.refunded'),
  data: z.object({ object: chargeObject }),
});

type SessionEvent = z.infer<typeof sessionEvent>;
type Session = SessionEvent['data']['object'];
/** A verified Stripe event as the store applies it; any type it does not handle is `other`. */
export type PaymentEvent = SessionEvent | z.infer<typeof refundEvent> | { id: string; type: 'other' };

/** A verified event's body as the store reads it, or null when it is not a shape Stripe sends. */
export function readPaymentEvent(body: unknown): PaymentEvent | null {
  const event = anyEvent.safeParse(body);
  if (!event.success) return null;
  const { type } = event.data;
  const shape =
    type === 'charge.refunded'
      ? refundEvent
      : (SESSION_EVENTS as readonly string[]).includes(type)
        ? sessionEvent
        : null;
  if (!shape) return { id: event.data.id, type: 'other' };
  const known = shape.safeParse(body);
  return known.success ? known.data : null;
}

/** The card order whose recorded session this is, locked; the session's metadata is never trusted to name it. */
async function lockSessionOrder(tx: Tx, sessionId: string): Promise<OrderRow | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.stripeSessionId, sessionId)).for('update');
  return order?.paymentMethod === 'card' ? order : null;
}

/** The session events that bring a payment; the others (expired, async_payment_failed) end the wait for one. */
const PAYING = new Set<string>(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/**
 * Why an event of the order's own session does not fit the order, or null: the session charges the order's total in
 * its currency (what the store asked for), a card order always has something to pay, and a failed or expired
 * session was never paid. Only a leaked signing secret or a bug gets here.
 */
function misfit(order: OrderRow, session: Session, type: SessionEvent['type']): string | null {
  if (session.currency !== order.currency.toLowerCase()) return 'currency';
  if (session.amount_total !== toStripeAmount(order.total, order.currency)) return 'amount';
  if (session.payment_status === 'no_payment_required') return 'payment_status';
  if (!PAYING.has(type) && session.payment_status === 'paid') return 'payment_status';
  return null;
}

const paymentIntentOf = (value: string | { id: string } | null) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Applies one verified Stripe event, once: the order is locked, then the event's id stored in the same transaction
 * (a concurrent or replayed delivery waits, then finds it and changes nothing). An event of a session the store
 * did not record for an order is logged and changes nothing. Each order moves only forward — unpaid → paid →
 * refunded, or unpaid → failed — so events in any order end in the right state.
 */
export async function handleStripeEvent(event: PaymentEvent): Promise<PaymentResult> {
  if (event.type === 'other') return { cache: {} };
  const moved = await getDb().transaction(async (tx): Promise<Moved | null> => {
    const fresh = async (order: OrderRow | null, paymentIntentId: string | null) =>
      (
        await tx
          .insert(paymentEvents)
          .values({ id: event.id, type: event.type, orderId: order?.id ?? null, paymentIntentId })
          .onConflictDoNothing()
          .returning({ id: paymentEvents.id })
      ).length > 0;
    if (event.type === 'charge.refunded') {
      const charge = event.data.object;
      const paymentIntentId = paymentIntentOf(charge.payment_intent);
      const [order] = paymentIntentId
        ? await tx
            .select()
            .from(orders)
            .where(eq(orders.stripePaymentIntentId, paymentIntentId))
            .for('update')
        : [];
      // Stored even with no order: the payment's own event has not come yet, and finds this refund by the payment.
      if (!(await fresh(order ?? null, paymentIntentId))) return null;
      if (!order) return null;
      // What the ledger lacks (a refund made in Stripe's dashboard) is recorded, on the day Stripe reports it.
      const refunded = fromStripeAmount(charge.amount_refunded, order.currency);
      await addRefunded(tx, order.id, await reconcileRefunds(tx, order, refunded));
      // A partial refund leaves the order paid.
      if (charge.amount_refunded < charge.amount) return null;
      // The shopper hears that the money is on its way back (once: a refunded order never passes here again).
      return applied(await makeMove(tx, order, { type: 'refunded' }, SYSTEM));
    }
    const session = event.data.object;
    const order = await lockSessionOrder(tx, session.id);
    if (!order) {
      logger.warn(
        { event: event.id, session: session.id },
        'a Stripe event for a session of no order of ours',
      );
      return null;
    }
    const paymentIntentId = paymentIntentOf(session.payment_intent);
    if (!(await fresh(order, paymentIntentId))) return null;
    const wrong = misfit(order, session, event.type);
    if (wrong) {
      logger.error(
        { event: event.id, order: order.number, wrong },
        "a Stripe event that does not fit its order's session",
      );
      return null;
    }
    if (!PAYING.has(event.type)) {
      await settleAttempt(tx, session.id, 'failed');
      return applied(await makeMove(tx, order, { type: 'lapsed' }, SYSTEM));
    }
    // A complete session may still wait for a bank payment to clear ('unpaid'): its own event follows.
    if (session.payment_status !== 'paid') return null;
    return markPaid(tx, order, paymentIntentId);
  });
  if (moved) await followMove(moved);
  return { cache: { later: moved?.tags ?? [] } };
}

/**
 * The backstop for a lost webhook: after the session's expiry, an order still unpaid is settled from Stripe's own
 * record of the session (paid after all, or expired). A Stripe error throws, and the queue tries again later.
 */
export const cardPaymentExpiryJob = defineJob<{ orderId: number }>('card-payment-expiry', ({ orderId }) =>
  settleCardOrder(orderId),
);

/** How long after it was placed an order with no expiry fixed is taken as stranded: placing takes seconds. */
const STRANDED_SECONDS = 10 * 60;

/**
 * The sweep behind the backstop, every few minutes (`scheduleStrandedCardSweep`): card orders still pending and
 * unpaid whose session's expiry and the backstop's margin are past, or that never got an expiry (the server died
 * between the order's commit and its request to Stripe, before any job was queued), are settled like the backstop
 * does. So a crash at any point frees the stock a card order holds within minutes of its time.
 */
export const strandedCardOrdersJob = defineJob<Record<string, never>>('stranded-card-orders', async () => {
  const stranded = await getDb()
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        eq(orders.paymentMethod, 'card'),
        eq(orders.paymentStatus, 'unpaid'),
        or(
          lt(orders.checkoutExpiresAt, sql`now() - make_interval(secs => ${BACKSTOP_SECONDS})`),
          and(
            isNull(orders.checkoutExpiresAt),
            lt(orders.createdAt, sql`now() - make_interval(secs => ${STRANDED_SECONDS})`),
          ),
        ),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(200);
  for (const { id } of stranded) {
    logger.warn({ orderId: id }, 'settling a card order its backstop did not');
    await settleCardOrder(id);
  }
});

/** Every five minutes, once whichever instances are up (set at each server start). */
export const scheduleStrandedCardSweep = () =>
  getJobs().schedule(strandedCardOrdersJob, '*/5 * * * *', 'UTC', {});

/** Settles an unpaid card order from Stripe's record of its session: paid after all, still clearing, or lapsed. */
async function settleCardOrder(orderId: number) {
  const [order] = await getDb().select().from(orders).where(eq(orders.id, orderId));
  if (order?.paymentMethod !== 'card' || order.paymentStatus !== 'unpaid') return;
  let session = order.stripeSessionId
    ? await stripe().checkout.sessions.retrieve(order.stripeSessionId)
    : null;
  if (session?.status === 'open') session = await stripe().checkout.sessions.expire(session.id);
  // Complete but unpaid: a bank payment still clearing, which its own events settle. It has not failed.
  if (session?.status === 'complete' && session.payment_status === 'unpaid') {
    logger.info({ order: order.number }, 'a card payment is still clearing at its session expiry');
    return;
  }
  const paid = session?.status === 'complete' && session.payment_status === 'paid';
  const moved = await getDb().transaction(async (tx) => {
    const locked = await lockOrder(tx, order.number);
    if (!locked) return null;
    if (paid) return markPaid(tx, locked, paymentIntentOf(session?.payment_intent ?? null));
    // Pages showing these products' stock catch up at their next revalidation: a job has no request to expire them.
    const lapsed = await makeMove(tx, locked, { type: 'lapsed' }, SYSTEM);
    if (lapsed.allowed) await settleAttempt(tx, locked.stripeSessionId, 'failed');
    if (!lapsed.allowed && locked.status !== 'cancelled')
      logger.warn(
        { order: order.number, reason: lapsed.reason },
        'the expiry job leaves an unpaid card order',
      );
    return applied(lapsed);
  });
  if (moved) await followMove(moved);
}

/**
 * The owner refunds `amount` (as typed, in the order's currency) of a paid card order, or what is left of it. One refund per request key
 * (the form's own, made when it opens): a double click or a retried request makes one, and two admins at once
 * queue on the order's row, the second refused when nothing is left. A part is recorded at once and the shopper
 * mailed; the rest shows requested, and refunded when Stripe's webhook confirms it.
 */
export async function refundCardOrder(
  number: number,
  { amount, requestKey, actor }: { amount?: string; requestKey: string; actor: Actor },
): Promise<void> {
  const moved = await getDb().transaction(async (tx) => {
    const order = await lockOrder(tx, number);
    if (!order) throw new DomainError('orders.notFound');
    if (await refundRequested(tx, requestKey)) return null;
    // Typed in the order's currency; more decimals than it has, or a step Stripe cannot move (KWD's last digit), is
    // the field's error.
    const minor = amount === undefined ? undefined : toMinor(amount, order.currency);
    if (minor === null) throw new DomainError('orders.refundAmountInvalid', 'amount');
    if (minor !== undefined && !stripeCanMove(minor, order.currency))
      throw new DomainError('orders.refundAmountStep', 'amount');
    const move = { type: 'refund', amount: minor } as const;
    const result = await makeMove(tx, order, move, actor, {}, { requestKey, actor });
    // The form names what is left (as its page read it) in the refusal.
    if (!result.allowed)
      throw new DomainError(
        result.reason,
        result.reason === 'orders.refundTooLarge' || result.reason === 'orders.refundAmountInvalid'
          ? 'amount'
          : undefined,
      );
    return result;
  });
  if (moved) await followMove(moved);
}
