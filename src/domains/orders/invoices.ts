import 'server-only';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { type Database, getDb, type Tx } from '@/db/client';
import { creditNotes, invoiceCounters, orders } from '@/db/schema/orders';
import { creditedTaxOf } from './tax-invoice';

// Tax documents (docs/decisions/0020-saudi-tax-invoices.md): an order's simplified tax invoice, and the credit notes
// of what a cancellation or a refund took back of it, each numbered from its own gapless counter.

export type DocumentKind = 'invoice' | 'creditNote';

/**
 * The next number of `kind`, in the caller's transaction: the counter's row is incremented, which locks it until
 * the transaction ends, so concurrent issuers take turns and a transaction that rolls back gives its number back —
 * no gap, no duplicate (a sequence would burn it). Call it last in a transaction, so the lock is held briefly.
 */
export async function nextDocumentNumber(tx: Tx, kind: DocumentKind): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ kind, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.kind, set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  if (!row) throw new Error(`no ${kind} number was issued`);
  return row.last;
}

/** What decides whether an order is a sale to invoice. */
type Invoiceable = {
  id: number;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  invoiceNumber: number | null;
};

/**
 * Whether the order is now a sale and has no invoice yet: cash on delivery from when it is placed (the shop has
 * accepted it and ships it with its invoice) — once its shopper confirmed it, when the owner asks them to — a card
 * order once its payment is taken; never a cancelled one.
 */
export const invoiceDue = (order: Invoiceable) =>
  order.invoiceNumber === null &&
  order.status !== 'cancelled' &&
  order.status !== 'awaiting' &&
  (order.paymentMethod === 'cod' || order.paymentStatus === 'paid' || order.paymentStatus === 'refunded');

/** Issues the order's invoice number in `tx` when it is due (once: the row is locked by the caller). */
export async function issueInvoiceIfDue<T extends Invoiceable>(tx: Tx, order: T): Promise<T> {
  if (!invoiceDue(order)) return order;
  const invoiceNumber = await nextDocumentNumber(tx, 'invoice');
  const [row] = await tx
    .update(orders)
    .set({ invoiceNumber, invoicedAt: sql`now()` })
    .where(and(eq(orders.id, order.id), isNull(orders.invoiceNumber)))
    .returning({ invoiceNumber: orders.invoiceNumber, invoicedAt: orders.invoicedAt });
  return row ? { ...order, ...row } : order;
}

/**
 * A credit note for an invoiced order, in `tx` (the caller holds the order's row lock): `amount` (tax included) of
 * what is not credited yet, or all of it (`null`: a cancellation). Nothing for an order never invoiced, or nothing
 * left to credit. Returns the note's number, or null.
 */
export async function creditOrder(
  tx: Tx,
  orderId: number,
  amount: number | null,
  reason: 'cancelled' | 'refund',
): Promise<number | null> {
  const [order] = await tx
    .select({ invoiceNumber: orders.invoiceNumber, total: orders.total, tax: orders.tax })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order?.invoiceNumber) return null;
  const [before = { credited: 0, creditedTax: 0 }] = await tx
    .select({
      credited: sql<number>`coalesce(sum(${creditNotes.amount}), 0)::bigint`.mapWith(Number),
      creditedTax: sql<number>`coalesce(sum(${creditNotes.tax}), 0)::bigint`.mapWith(Number),
    })
    .from(creditNotes)
    .where(eq(creditNotes.orderId, orderId));
  const left = order.total - before.credited;
  const credit = Math.min(amount ?? left, left);
  if (credit <= 0) return null;
  const tax = creditedTaxOf(order, credit, before);
  const number = await nextDocumentNumber(tx, 'creditNote');
  await tx.insert(creditNotes).values({ number, orderId, reason, amount: credit, tax });
  return number;
}

/** A credit note as its page and the order's page show it. */
export type CreditNoteView = {
  number: number;
  reason: 'cancelled' | 'refund';
  amount: number;
  tax: number;
  createdAt: Date;
};

const creditNoteColumns = {
  number: creditNotes.number,
  reason: creditNotes.reason,
  amount: creditNotes.amount,
  tax: creditNotes.tax,
  createdAt: creditNotes.createdAt,
};

/** The order's credit notes, oldest first. */
export async function listCreditNotes(orderId: number, db: Database | Tx = getDb()) {
  return db
    .select(creditNoteColumns)
    .from(creditNotes)
    .where(eq(creditNotes.orderId, orderId))
    .orderBy(asc(creditNotes.number)) as Promise<CreditNoteView[]>;
}
