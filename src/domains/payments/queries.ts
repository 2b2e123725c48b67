import 'server-only';
import { and, asc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { payments } from '@/db/schema/payments';

// What the payments ledger (ledger.ts) holds, for the order's pages and the sales report.

export type Payment = Pick<
  typeof payments.$inferSelect,
  'id' | 'kind' | 'state' | 'amount' | 'currency' | 'providerId' | 'actorName' | 'method' | 'createdAt'
>;

/** The order's ledger, oldest first, for its pages. */
export function readPayments(orderId: number): Promise<Payment[]> {
  return getDb()
    .select({
      id: payments.id,
      kind: payments.kind,
      state: payments.state,
      amount: payments.amount,
      currency: payments.currency,
      providerId: payments.providerId,
      actorName: payments.actorName,
      method: payments.method,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

/**
 * The refunds made from `from` until before `to` (whole or part, not failed), summed by the day each was made in
 * `timeZone` (`YYYY-MM-DD`) and the order it was for: the sales report keeps those of the orders it counts.
 */
export async function readRefundsByDay(from: SQL, to: SQL, timeZone: string) {
  const rows = await getDb()
    .select({
      day: sql<string>`to_char(${payments.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`,
      orderId: payments.orderId,
      amount: sql<string>`sum(${payments.amount})`,
    })
    .from(payments)
    .where(
      and(
        eq(payments.kind, 'refund'),
        sql`${payments.state} <> 'failed'`,
        gte(payments.createdAt, from),
        lt(payments.createdAt, to),
      ),
    )
    .groupBy(sql`1`, payments.orderId);
  return rows.map((r) => ({ day: r.day, orderId: r.orderId, amount: Number(r.amount) }));
}
