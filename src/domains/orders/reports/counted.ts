import 'server-only';
import { and, gte, lt, ne, not, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { orders } from '@/db/schema/orders';
import type { Days } from './range';

// Which orders the dashboard and the sales report count, said once (and on both pages): placed in the range, not
// cancelled, and — a card order — paid (one still on Stripe's page is not a sale yet). Refunds are subtracted on the
// day each was made, whatever order Stripe's events came in. Days are the store's time zone's.

/** The first instant of `day` in `timeZone`. */
export const dayStart = (day: string, timeZone: string) =>
  sql`((${day}::date)::timestamp at time zone ${timeZone})`;

/** The first instant after the range's last day. */
export const dayAfter = (day: string, timeZone: string) =>
  sql`((${day}::date + 1)::timestamp at time zone ${timeZone})`;

/**
 * A timestamp's day in the store's time zone, as `YYYY-MM-DD`. Group by its position (`groupBy(sql\`1\`)`): the time
 * zone is a parameter, so the same expression written twice is two different ones to PostgreSQL.
 */
export const localDay = (column: AnyPgColumn | SQL, timeZone: string) =>
  sql<string>`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD')`;

/** The same day as a `date`, to group many rows by: written as text once per group instead of once per row. */
export const localDate = (column: AnyPgColumn | SQL, timeZone: string) =>
  sql`(${column} at time zone ${timeZone})::date`;

/** `column` falls on one of the range's days. */
export const within = (column: AnyPgColumn, range: Days, timeZone: string) =>
  and(gte(column, dayStart(range.start, timeZone)), lt(column, dayAfter(range.end, timeZone)));

/**
 * Orders that count as sales, placed in the range: not cancelled, and not waiting — for a card payment, or for the
 * shopper's confirmation of cash on delivery (orders/cod-confirmation.ts).
 */
export const countedOrders = (range: Days, timeZone: string) =>
  and(
    within(orders.createdAt, range, timeZone),
    ne(orders.status, 'cancelled'),
    ne(orders.status, 'awaiting'),
    not(and(sql`${orders.paymentMethod} = 'card'`, sql`${orders.paymentStatus} = 'unpaid'`) as SQL),
  );
