import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { dayAfter, dayStart } from './counted';
import type { DateRange } from './range';
import type { SalesReport } from './sales';

// The dashboard's own figures for a range of days in the store's time zone; its sales figures are the sales
// report's (./sales.ts), so the two pages never disagree. Which orders count: ./counted.ts.

export type Kpis = {
  /** The sales report's net: totals of the counted orders, less the refunds asked for in the range. */
  revenue: number;
  orders: number;
  /** Totals per order (before refunds), rounded to the minor unit; 0 without orders. */
  averageOrder: number;
  itemsSold: number;
  /** Orders placed in the range that were cancelled, out of all placed in it (0 to 1). */
  cancellationRate: number;
};

/** The instants the range's first day starts and the day after its last starts, in the store's time zone. */
export async function rangeInstants(range: DateRange, timeZone: string): Promise<{ from: Date; to: Date }> {
  const result = await getDb().execute<{ from: string; to: string }>(
    sql`select ${dayStart(range.start, timeZone)} as "from", ${dayAfter(range.end, timeZone)} as "to"`,
  );
  const row = result.rows[0];
  if (!row) throw new Error('no range');
  return { from: new Date(row.from), to: new Date(row.to) };
}

/** The headline figures of a range's report (or of its totals alone). */
export function kpisOf({ totals, statuses }: Pick<SalesReport, 'totals' | 'statuses'>): Kpis {
  const placed = statuses.reduce((sum, s) => sum + s.orders, 0);
  const cancelled = statuses.find((s) => s.status === 'cancelled')?.orders ?? 0;
  return {
    revenue: totals.net,
    orders: totals.orders,
    averageOrder: totals.orders ? Math.round(totals.sales / totals.orders) : 0,
    itemsSold: totals.items,
    cancellationRate: placed ? cancelled / placed : 0,
  };
}
