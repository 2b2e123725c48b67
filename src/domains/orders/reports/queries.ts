import 'server-only';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { orderLines, orders } from '@/db/schema/orders';
import { topCategoriesOf } from '@/domains/catalog/queries';
import type { Locale } from '@/i18n/routing';
import type { OrderStatus } from '../schemas';
import { countedOrders, dayAfter, dayStart, localDay, refundedIn, within } from './counted';
import { type DateRange, eachDay } from './range';

// The dashboard's figures for a range of days in the store's time zone. Every amount is in minor units of the
// store's base currency (it cannot change once an order exists). Which orders count: see ./counted.ts.

export type Kpis = {
  /** Totals of the counted orders, less the refunds asked for in the range. */
  revenue: number;
  orders: number;
  /** Revenue per order, rounded to the minor unit; 0 without orders. */
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

export async function readKpis(range: DateRange, timeZone: string): Promise<Kpis> {
  const db = getDb();
  const [[sold], [placed], [refunds]] = await Promise.all([
    db
      .select({
        total: sql<number>`coalesce(sum(${orders.total}), 0)`.mapWith(Number),
        orders: count(),
        items: sql<number>`coalesce(sum(${orders.itemCount}), 0)`.mapWith(Number),
      })
      .from(orders)
      .where(countedOrders(range, timeZone)),
    db
      .select({
        all: count(),
        cancelled: sql<number>`count(*) filter (where ${orders.status} = 'cancelled')`.mapWith(Number),
      })
      .from(orders)
      .where(within(orders.createdAt, range, timeZone)),
    db
      .select({ total: sql<number>`coalesce(sum(${orders.total}), 0)`.mapWith(Number) })
      .from(orders)
      .where(refundedIn(range, timeZone)),
  ]);
  const revenue = (sold?.total ?? 0) - (refunds?.total ?? 0);
  const orderCount = sold?.orders ?? 0;
  return {
    revenue,
    orders: orderCount,
    averageOrder: orderCount ? Math.round((sold?.total ?? 0) / orderCount) : 0,
    itemsSold: sold?.items ?? 0,
    cancellationRate: placed?.all ? (placed.cancelled ?? 0) / placed.all : 0,
  };
}

export type DayFigures = { day: string; revenue: number; orders: number };

/** Revenue (before refunds) and orders on each day of the range, days without orders included. */
export async function readDailySales(range: DateRange, timeZone: string): Promise<DayFigures[]> {
  const day = localDay(orders.createdAt, timeZone);
  const rows = await getDb()
    .select({
      day,
      revenue: sql<number>`sum(${orders.total})`.mapWith(Number),
      orders: count(),
    })
    .from(orders)
    .where(countedOrders(range, timeZone))
    // By position: the time zone is a parameter, so the same expression written again is another one to PostgreSQL.
    .groupBy(sql`1`);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return eachDay(range).map((d) => ({
    day: d,
    revenue: byDay.get(d)?.revenue ?? 0,
    orders: byDay.get(d)?.orders ?? 0,
  }));
}

/** How many of the orders placed in the range stand at each status now. */
export async function readOrdersByStatus(
  range: DateRange,
  timeZone: string,
): Promise<{ status: OrderStatus; orders: number }[]> {
  return getDb()
    .select({ status: orders.status, orders: count() })
    .from(orders)
    .where(within(orders.createdAt, range, timeZone))
    .groupBy(orders.status)
    .orderBy(desc(count()));
}

type ProductSales = { productId: number; name: string; units: number; revenue: number };

/** Units and line totals per product of the counted orders, best sellers first. */
async function readProductSales(range: DateRange, timeZone: string, locale: Locale, limit?: number) {
  const query = getDb()
    .select({
      productId: orderLines.productId,
      name: sql<string>`max(${locale === 'ar' ? orderLines.nameAr : orderLines.nameEn})`,
      units: sql<number>`sum(${orderLines.quantity})`.mapWith(Number),
      revenue: sql<number>`sum(${orderLines.lineTotal})`.mapWith(Number),
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(countedOrders(range, timeZone), sql`${orderLines.productId} is not null`))
    .groupBy(orderLines.productId)
    .orderBy(desc(sql`sum(${orderLines.lineTotal})`));
  const rows = await (limit ? query.limit(limit) : query);
  return rows as ProductSales[];
}

export const readTopProducts = (range: DateRange, timeZone: string, locale: Locale) =>
  readProductSales(range, timeZone, locale, 5);

/** Line totals per top-level category (a product moved since counts where it is now), largest first. */
export async function readSalesByCategory(range: DateRange, timeZone: string, locale: Locale) {
  const products = await readProductSales(range, timeZone, locale);
  const categories = await topCategoriesOf(
    products.map((p) => p.productId),
    locale,
  );
  const totals = new Map<number, { name: string; revenue: number }>();
  for (const p of products) {
    const category = categories.get(p.productId);
    if (!category) continue;
    const entry = totals.get(category.id) ?? { name: category.name, revenue: 0 };
    entry.revenue += p.revenue;
    totals.set(category.id, entry);
  }
  return [...totals.values()].sort((a, b) => b.revenue - a.revenue);
}
