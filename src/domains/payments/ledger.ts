import 'server-only';
import { and, eq } from 'drizzle-orm';
import { type Database, getDb, type Tx } from '@/db/client';
import { payments } from '@/db/schema/payments';
import { stripe } from '@/lib/stripe';

// The payments ledger (docs/decisions/0019-payments-ledger.md): each Checkout Session opened for an order, the
// payment Stripe took and every refund, whole or part, with its amount, Stripe's id and time. Written in the
// transaction that moves the order (orders/transitions.ts holds the order's row lock), which raises the order's
// refunded total by what each refund here returns, so the ledger and the order never disagree. This domain knows
// money, not the orders' workflow: the orders domain asks it.

/** What the ledger reads of an order: its id, currency, total and what was refunded of it so far. */
export type LedgerOrder = { id: number; currency: string; total: number; refundedAmount: number };
/** Who asked for a refund; null: the shopper's cancel, or the store itself (a payment that came too late). */
export type RefundActor = { id: string; name: string | null } | null;

/** A Checkout Session opened for the order: pending until paid or expired. Once per session. */
export async function recordAttempt(order: LedgerOrder, sessionId: string) {
  await getDb()
    .insert(payments)
    .values({
      orderId: order.id,
      kind: 'attempt',
      state: 'pending',
      amount: order.total,
      currency: order.currency,
      providerId: sessionId,
    })
    .onConflictDoNothing();
}

/** The session was paid (succeeded) or ran out (failed). */
export async function settleAttempt(tx: Tx, sessionId: string | null, state: 'succeeded' | 'failed') {
  if (!sessionId) return;
  await tx
    .update(payments)
    .set({ state })
    .where(and(eq(payments.kind, 'attempt'), eq(payments.providerId, sessionId)));
}

/** Stripe took the order's total: one capture per payment, however often Stripe says so. */
export async function recordCapture(tx: Tx, order: LedgerOrder, paymentIntentId: string | null) {
  await tx
    .insert(payments)
    .values({
      orderId: order.id,
      kind: 'capture',
      state: 'succeeded',
      amount: order.total,
      currency: order.currency,
      providerId: paymentIntentId,
    })
    .onConflictDoNothing();
}

type Refund = {
  amount: number;
  state: 'pending' | 'succeeded';
  providerId: string | null;
  requestKey?: string | null;
  actor?: RefundActor;
  at?: Date;
  method?: 'cash' | 'transfer' | null;
};

/** A refund given; returns its amount, by which the caller raises the order's refunded total in `tx`. */
async function recordRefund(tx: Tx, order: LedgerOrder, refund: Refund) {
  await tx.insert(payments).values({
    orderId: order.id,
    kind: 'refund',
    state: refund.state,
    amount: refund.amount,
    currency: order.currency,
    providerId: refund.providerId,
    requestKey: refund.requestKey ?? null,
    actorId: refund.actor?.id ?? null,
    actorName: refund.actor?.name ?? null,
    method: refund.method ?? null,
    createdAt: refund.at ?? new Date(),
  });
  return refund.amount;
}

/** Whether a refund with this request key was made already (the owner's form sent twice). */
export async function refundRequested(tx: Tx, requestKey: string) {
  const [found] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.requestKey, requestKey))
    .limit(1);
  return Boolean(found);
}

/**
 * Money the owner gave back by hand (a cash-on-delivery order's return: cash, or a bank transfer), recorded as a
 * refund made now by `actor`; returns its amount, by which the caller raises the order's refunded total in `tx`.
 */
export async function recordHandRefund(
  tx: Tx,
  order: LedgerOrder,
  refund: { amount: number; method: 'cash' | 'transfer'; requestKey: string; actor: RefundActor; at?: Date },
) {
  return recordRefund(tx, order, { ...refund, state: 'succeeded', providerId: null });
}

type StripeRefund = {
  /** Our minor units, and the same in Stripe's (lib/money's toStripeAmount). */
  amount: number;
  stripeAmount: number;
  /** Derived by the caller from what the refund is (the owner's form's key, or "the rest after M refunded"). */
  idempotencyKey: string;
  requestKey?: string | null;
  actor?: RefundActor;
};

/**
 * Stripe refunds `amount` of the order's payment and the ledger records it; returns the amount recorded. Under its
 * idempotency key, a retry after a lost answer or a crash makes one refund at Stripe.
 */
export async function refundAtStripe(tx: Tx, order: LedgerOrder, paymentIntentId: string, r: StripeRefund) {
  const refund = await stripe().refunds.create(
    { payment_intent: paymentIntentId, amount: r.stripeAmount },
    { idempotencyKey: r.idempotencyKey },
  );
  // docs.stripe.com/api/refunds/object: pending, requires_action, succeeded, failed or canceled; for cards the
  // last two come later, and a refund that fails then is the owner's to see in Stripe.
  return recordRefund(tx, order, {
    amount: r.amount,
    state: refund.status === 'succeeded' ? 'succeeded' : 'pending',
    providerId: refund.id,
    requestKey: r.requestKey,
    actor: r.actor,
  });
}

/**
 * Stripe's total refunded on the order's charge (a `charge.refunded` event's `amount_refunded`, in our units): what
 * the ledger does not have yet — a refund made in Stripe's dashboard, or one whose answer a crash lost — is recorded.
 * Returns what was recorded (0 when nothing was missing).
 */
export async function reconcileRefunds(tx: Tx, order: LedgerOrder, refundedAtStripe: number, at?: Date) {
  const missing = Math.min(refundedAtStripe, order.total) - order.refundedAmount;
  if (missing <= 0) return 0;
  return recordRefund(tx, order, { amount: missing, state: 'succeeded', providerId: null, at });
}

/** Past payments written at once (the benchmark's generated orders): captures and refunds, each on its day. */
export async function recordPastPayments(
  db: Database,
  rows: { orderId: number; kind: 'capture' | 'refund'; amount: number; currency: string; at: Date }[],
) {
  for (let i = 0; i < rows.length; i += 5_000)
    await db
      .insert(payments)
      .values(
        rows
          .slice(i, i + 5_000)
          .map(({ at, ...row }) => ({ ...row, state: 'succeeded' as const, createdAt: at })),
      );
}
