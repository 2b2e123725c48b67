import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orders } from './orders';

/**
 * What happened to an order's money: a Checkout Session opened for it (an attempt), the payment taken (a capture),
 * or money given back (a refund, whole or part). docs/decisions/0019-payments-ledger.md.
 */
export const paymentKind = pgEnum('payment_kind', ['attempt', 'capture', 'refund']);
/** An attempt is open (pending), paid (succeeded) or expired (failed); a refund as Stripe reports it. */
export const paymentState = pgEnum('payment_state', ['pending', 'succeeded', 'failed']);

/**
 * The order's payments ledger, one row per movement of money, in the order's currency (minor units). The order
 * keeps its state (orders.payment_status) and what was refunded in all (orders.refunded_amount); this is the story
 * behind them, and what the reports read refunds from, on the day each was made.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: paymentKind().notNull(),
    state: paymentState().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    /**
     * Stripe's id: an attempt's Checkout Session, a capture's PaymentIntent, a refund's `re_…`. Null for a refund
     * Stripe reported only in a charge's total (made in its dashboard, or before our answer was stored).
     */
    providerId: text(),
    /** The request's own key: one refund per click of the owner's form, however often it is sent. */
    requestKey: text(),
    /** Who asked for a refund (null: the shopper's cancel, or the store itself). */
    actorId: text().references(() => users.id, { onDelete: 'set null' }),
    actorName: text(),
    /** How a refund recorded by hand was given (a cash-on-delivery order's return: cash or a transfer); null: Stripe. */
    method: text({ enum: ['cash', 'transfer'] }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId, t.createdAt),
    // The sales report's refunds by day.
    index('payments_refunds_idx').on(t.createdAt, t.orderId, t.amount).where(sql`${t.kind} = 'refund'`),
    uniqueIndex('payments_provider_key').on(t.kind, t.providerId),
    uniqueIndex('payments_request_key').on(t.requestKey),
    check('payments_amount_check', sql`${t.amount} > 0`),
  ],
);
