import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { orderEvents, orderLines, orders } from '@/db/schema/orders';
import { recordAudit } from '@/domains/audit/record';
import { returnStock, soldProductTags } from '@/domains/catalog/stock';
import { returnDiscountUse } from '@/domains/discounts/redemption';
import { refundAtStripe } from '@/domains/payments/ledger';
import { DomainError } from '@/lib/domain-error';
import { logger } from '@/lib/logger';
import { toStripeAmount } from '@/lib/money';
import { stripe } from '@/lib/stripe';
import { creditOrder, issueInvoiceIfDue } from './invoices';
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

/**
 * The key of one refund: the owner's form's own key for a part, or — the rest of the payment, whoever asks — the
 * order's refund key and how much was refunded before it, so a cancel and a refund at once, or a retry after a
 * crash, ask Stripe for one refund.
 */
const refundKey = (order: OrderRow, requestKey: string | null) =>
  requestKey
    ? `${stripeKey(order, 'refund')}-${requestKey}`
    : `${stripeKey(order, 'refund')}${order.refundedAmount ? `-after-${order.refundedAmount}` : ''}`;

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

/** Who asks for a move's refund, and the key of the owner's form when it names an amount. */
export type RefundRequest = { requestKey: string | null; actor: Actor };

/**
 * Raises the order's refunded total by what the payments ledger just recorded, in the same transaction, and credits
 * it on a credit note when the order was invoiced (`reason`: the refund of a cancellation, or one of its own).
 */
export async function addRefunded(
  tx: Tx,
  orderId: number,
  amount: number,
  reason: 'cancelled' | 'refund' = 'refund',
) {
  if (amount <= 0) return;
  await tx
    .update(orders)
    .set({ refundedAmount: sql`${orders.refundedAmount} + ${amount}` })
    .where(eq(orders.id, orderId));
  await creditOrder(tx, orderId, amount, reason);
}

/** Stripe refunds the verdict's amount of the order's payment, recorded in the ledger and on the order in `tx`. */
async function refundPayment(
  tx: Tx,
  order: OrderRow,
  amount: number,
  { requestKey, actor }: RefundRequest,
  reason: 'cancelled' | 'refund' = 'refund',
) {
  if (!order.stripePaymentIntentId) throw new Error(`order ${order.number} has no payment to refund`);
  const recorded = await refundAtStripe(tx, order, order.stripePaymentIntentId, {
    amount,
    stripeAmount: toStripeAmount(amount, order.currency),
    idempotencyKey: refundKey(order, requestKey),
    requestKey,
    actor: actor.role === 'admin' && actor.id ? { id: actor.id, name: actor.name } : null,
  });
  await addRefunded(tx, order.id, recorded, reason);
}

/** An allowed move, carried out: the order as it now is, and the tags of the products whose stock came back. */
export type Moved = { allowed: true; order: OrderRow; verdict: Allowed; tags: string[] };

/**
 * Decides `move` for the locked order and, when allowed, carries it out in `tx`: Stripe's refund first when the move
 * needs one (Stripe refusing refuses the move: nothing changes), then the order's status and payment status (with
 * `set`'s other columns), one timeline event when the status changed, and the stock back once when it is cancelled.
 * Money that came for a cancelled order goes back in the same transaction too: a crash before the commit leaves
 * the webhook unanswered, Stripe sends it again, and the refund's key finds the refund already made.
 */
export async function makeMove(
  tx: Tx,
  order: OrderRow,
  move: Move,
  actor: Actor,
  set: Partial<typeof orders.$inferInsert> = {},
  request: RefundRequest = { requestKey: null, actor },
): Promise<Moved | Refused> {
  const verdict = decide(order, move);
  if (!verdict.allowed) return verdict;
  let refunded = false;
  if (verdict.refund === 'first') {
    try {
      await refundPayment(
        tx,
        order,
        verdict.refundAmount,
        request,
        move.type === 'cancel' ? 'cancelled' : 'refund',
      );
      refunded = true;
    } catch (error) {
      logger.error({ err: error, order: order.number }, 'Stripe refused the refund');
      const shopper = move.type === 'cancel' && move.by === 'shopper';
      throw new DomainError(shopper ? 'orders.cancelRefundFailed' : 'orders.refundFailed');
    }
  }
  if (verdict.refund === 'after') {
    logger.warn({ order: order.number }, 'a card payment came for a cancelled order: refunding it');
    // The payment's own columns first: the refund names its PaymentIntent.
    const paid = { ...order, ...set };
    // Stripe refusing leaves the order paid: the owner's mail says to refund it from the order's page.
    refunded = await refundPayment(tx, paid, verdict.refundAmount, request).then(
      () => true,
      (error: unknown) => {
        logger.error(
          { err: error, order: order.number },
          'Stripe refused the refund of a payment for a cancelled order',
        );
        return false;
      },
    );
  }
  // The last of the money asked back: the reports and pages say so from then on.
  const refundAsked =
    verdict.paymentStatus === 'refunded' ||
    (refunded && order.refundedAmount + verdict.refundAmount >= order.total);
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
  // The owner's moves are in the audit log, in the move's own transaction; the shopper's and Stripe's are on the
  // order's timeline.
  if (actor.role === 'admin' && row) {
    const fields = (o: OrderRow) => ({
      status: o.status,
      paymentStatus: o.paymentStatus,
      refundedAmount: o.refundedAmount,
    });
    await recordAudit(tx, {
      action: move.type === 'refund' ? 'order.refund' : 'order.status',
      entityType: 'order',
      entityId: order.number,
      before: fields(order),
      after: fields(row),
    });
  }
  // A card order becomes a sale once paid: its invoice is issued with the move (invoices.ts).
  const invoiced = await issueInvoiceIfDue(tx, row ?? order);
  const moved = { allowed: true as const, order: invoiced, verdict, tags: [] as string[] };
  if (verdict.status === order.status) return moved;
  await recordEvent(tx, order.id, verdict.status, actor);
  if (verdict.status === 'cancelled') {
    moved.tags = await returnStockOnce(tx, order.id, order.createdAt);
    // An invoiced sale called off: whatever of it no refund credited yet is credited now.
    await creditOrder(tx, order.id, null, 'cancelled');
  }
  return moved;
}

/**
 * The cancelled order's stock, and the use it made of a discount, go back once, however many cancellations race:
 * the row lock and this flag see to it.
 */
async function returnStockOnce(tx: Tx, orderId: number, placedAt: Date) {
  const returned = await tx
    .update(orders)
    .set({ stockReturnedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), isNull(orders.stockReturnedAt)))
    .returning({ id: orders.id });
  if (!returned.length) return [];
  await returnDiscountUse(tx, orderId);
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
    placedAt,
  );

  return soldProductTags(kept);
}

/**
 * What follows a committed move: its Checkout Session closed, the owner and the shopper mailed (`notify: false` mails nobody: the demo data's past orders). A mail that cannot be
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
  if (!notify) return;
  const unqueued = (error: unknown) =>
    logger.error({ err: error, order: order.number }, 'could not queue the order mail');
  if (verdict.tellOwner) await queueOwnerMail(order.number, 'latePayment').catch(unqueued);
  if (verdict.mail) await queueOrderMail(order.number, verdict.mail).catch(unqueued);
  // A card order is new to the owner once paid (its shopper's "placed" mail goes now too).
  // A cash-on-delivery order is new to the owner once its shopper confirmed it (cod-confirmation.ts).
  if (verdict.mail === 'placed' || verdict.announce)
    await queueOwnerNotices(order.number, [{ event: 'newOrder' }]).catch(unqueued);
}
