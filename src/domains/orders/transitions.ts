import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb, type Tx } from '@/db/client';
import { orderEvents, orderLines, orders } from '@/db/schema/orders';
import { returnStock, soldProductTags } from '@/domains/catalog/stock';
import { DomainError } from '@/lib/domain-error';
import { logger } from '@/lib/logger';
import { stripe } from '@/lib/stripe';
import { queueOrderMail, queueOwnerMail, queueOwnerNotices } from './mail/queue';
import type { OrderStatus } from './schemas';
import { type Allowed, decide, type Move, type Refused } from './workflow';

// An order's moves as workflow.ts decides them, carried out for the shopper's, the admin's and the payment's
// services: inside the caller's transaction on the order row it locked (Stripe's refund first when the move needs
// one), then, once committed, what follows (the session closed, money that came late refunded, the mails).

export type Actor = { id: string | null; name: string | null; role: 'shopper' | 'admin' | 'system' };
export type OrderRow = typeof orders.$inferSelect;

/** The payment service moves orders on its own (a payment that expired): no person did it. */
export const SYSTEM: Actor = { id: null, name: null, role: 'system' };

/**
 * The key of one request to Stripe about an order. Stripe keeps keys for 24 hours per account, and two stores (or a
 * reinstalled one) on one account number their orders from 1 alike: the checkout's own random key (a UUID, unique in
 * the store and the same on every retry of the order) keeps their requests apart, with no id of the store to keep.
 */
export const stripeKey = (order: Pick<OrderRow, 'idempotencyKey'>, request: 'checkout' | 'refund') =>
  `wishah-${request}-${order.idempotencyKey}`;

export async function recordEvent(tx: Tx, orderId: number, status: OrderStatus, actor: Actor) {
  await tx.insert(orderEvents).values({
    orderId,
    status,
    actorId: actor.id,
    actorName: actor.name,
    actorRole: actor.role,
  });
}

/** Locks the order row for a status change: two changes at once apply one after the other, on fresh facts. */
export async function lockOrder(tx: Tx, number: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.number, number)).for('update');
  return order ?? null;
}

/**
 * Stripe's full refund of the order's payment. Asked once whoever asks and however often: the key derives from the
 * order and the parameters are always these, so a retry, a double click, or a cancel and a refund at once make one.
 */
async function refundPayment(order: OrderRow) {
  if (!order.stripePaymentIntentId) throw new Error(`order ${order.number} has no payment to refund`);
  await stripe().refunds.create(
    { payment_intent: order.stripePaymentIntentId },
    { idempotencyKey: stripeKey(order, 'refund') },
  );
}

/** An allowed move, carried out: the order as it now is, and the tags of the products whose stock came back. */
export type Moved = { allowed: true; order: OrderRow; verdict: Allowed; tags: string[] };

/**
 * Decides `move` for the locked order and, when allowed, carries it out in `tx`: Stripe's refund first when the move
 * needs one (Stripe refusing refuses the move: nothing changes), then the order's status and payment status (with
 * `set`'s other columns), one timeline event when the status changed, and the stock back once when it is cancelled.
 */
export async function makeMove(
  tx: Tx,
  order: OrderRow,
  move: Move,
  actor: Actor,
  set: Partial<typeof orders.$inferInsert> = {},
): Promise<Moved | Refused> {
  const verdict = decide(order, move);
  if (!verdict.allowed) return verdict;
  if (verdict.refund === 'first') {
    try {
      await refundPayment(order);
    } catch (error) {
      logger.error({ err: error, order: order.number }, 'Stripe refused the refund');
      const shopper = move.type === 'cancel' && move.by === 'shopper';
      throw new DomainError(shopper ? 'orders.cancelRefundFailed' : 'orders.refundFailed');
    }
  }
  const refundAsked = verdict.refund === 'first' || verdict.paymentStatus === 'refunded';
  const [row] = await tx
    .update(orders)
    .set({
      ...set,
      status: verdict.status,
      paymentStatus: verdict.paymentStatus,
      // The day the refund was asked for: the reports take it back on that day.
      refundRequestedAt: refundAsked ? (order.refundRequestedAt ?? new Date()) : order.refundRequestedAt,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, order.id))
    .returning();
  const moved = { allowed: true as const, order: row ?? order, verdict, tags: [] as string[] };
  if (verdict.status === order.status) return moved;
  await recordEvent(tx, order.id, verdict.status, actor);
  if (verdict.status === 'cancelled') moved.tags = await returnStockOnce(tx, order.id);
  return moved;
}

/** The cancelled order's stock goes back once, however many cancellations race: the row lock and this flag see to it. */
async function returnStockOnce(tx: Tx, orderId: number) {
  const returned = await tx
    .update(orders)
    .set({ stockReturnedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), isNull(orders.stockReturnedAt)))
    .returning({ id: orders.id });
  if (!returned.length) return [];
  const lines = await tx
    .select({
      variantId: orderLines.variantId,
      productId: orderLines.productId,
      quantity: orderLines.quantity,
      slugEn: orderLines.slugEn,
      slugAr: orderLines.slugAr,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  const kept = lines.filter((l) => l.variantId !== null && l.productId !== null);
  await returnStock(
    tx,
    kept.map((l) => ({
      variantId: l.variantId as number,
      productId: l.productId as number,
      quantity: l.quantity,
    })),
  );
  return soldProductTags(kept);
}

/**
 * What follows a committed move: its Checkout Session closed, money that came for a cancelled order refunded, the
 * owner and the shopper mailed (`notify: false` mails nobody: the demo data's past orders). A mail that cannot be
 * queued is logged; the move stands.
 */
export async function followMove({ order, verdict }: Moved, { notify = true } = {}) {
  if (verdict.closeSession && order.stripeSessionId)
    await stripe()
      .checkout.sessions.expire(order.stripeSessionId)
      .catch((error: unknown) =>
        // Already complete or expired: the webhook tells what happened.
        logger.warn({ err: error, session: order.stripeSessionId }, 'could not close the checkout session'),
      );
  if (verdict.refund === 'after') await refundLatePayment(order);
  if (!notify) return;
  const unqueued = (error: unknown) =>
    logger.error({ err: error, order: order.number }, 'could not queue the order mail');
  if (verdict.tellOwner) await queueOwnerMail(order.number, 'latePayment').catch(unqueued);
  if (verdict.mail) await queueOrderMail(order.number, verdict.mail).catch(unqueued);
  // A card order is new to the owner once paid (its shopper's "placed" mail goes now too).
  if (verdict.mail === 'placed') await queueOwnerNotices(order.number, [{ event: 'newOrder' }]);
}

/**
 * A payment that came for an order already cancelled goes back at once. When Stripe refuses, the order stays paid
 * and the owner's mail says to refund it from the order's page, where the refund button is.
 */
async function refundLatePayment(order: OrderRow) {
  logger.warn({ order: order.number }, 'a card payment came for a cancelled order: refunding it');
  try {
    await refundPayment(order);
  } catch (error) {
    logger.error(
      { err: error, order: order.number },
      'Stripe refused the refund of a payment for a cancelled order',
    );
    return;
  }
  await getDb()
    .update(orders)
    .set({ refundRequestedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), isNull(orders.refundRequestedAt)));
}
