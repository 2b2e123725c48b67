import 'server-only';
import { and, count, eq, gte, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { getDb, type Tx } from '@/db/client';
import { lostRace } from '@/db/errors';
import { orderLines, orders, salesChanges, salesPeriods } from '@/db/schema/orders';
import { listProductPlacements } from '@/domains/catalog/queries';
import type { Locale } from '@/i18n/routing';
import type { OrderStatus, PaymentMethod } from '../schemas';
import { countedOrders, dayAfter, dayStart, localDate, within } from './counted';
import { type Days, splitForKeeping, todayIn } from './range';

// Everything the sales report and the dashboard say about a range's counted orders (./counted.ts), in one shape that
// adds up. The days of a range that are over — whole months, and single days outside them — are summed once and
// kept in sales_periods; only today is read afresh. A year is then ten months, a few weeks of days and today's orders,
// not every order line again. A kept period is summed again when an order placed in it changes (the trigger of
// migration 0012 notes it in sales_changes), when a product sold in it now stands in another category, or when the
// store's time zone changes.
// Refunds are not here: they fall on the day they were asked for, and ./sales.ts reads them from a small index.

/** What every breakdown row carries: orders, units and an amount (minor units of the store's currency). */
export type Figures = { orders: number; units: number; amount: number };

export type SoldTotals = {
  orders: number;
  /** Units sold. */
  items: number;
  /** Goods: the orders' subtotals. */
  gross: number;
  /** What discounts took off (goods and delivery), out of the sales. Absent from periods kept before there were any. */
  discounts: number;
  delivery: number;
  /** The payment method's charges (the cash-on-delivery fee). */
  fees: number;
  /** Tax added on top of tax-exclusive prices: part of the totals, beside the goods. */
  taxAdded: number;
  /** Tax inside tax-inclusive prices: already part of the goods, delivery and fees. */
  taxIncluded: number;
  /** The counted orders' totals: gross + delivery + fees + tax added + card rounding. */
  sales: number;
};

export type Sold = {
  totals: SoldTotals;
  /**
   * The days with counted orders; `amount` is their totals, `gross` their goods, `discounts` what discounts took off
   * (absent from periods kept before there were any).
   */
  days: (Figures & { day: string; gross: number; discounts?: number })[];
  /** Every order placed in the range, counted or not, by the status it has now. */
  statuses: { status: OrderStatus; orders: number }[];
  /**
   * Per product (null: the lines of products deleted since): orders, units, line totals, and the top-level category
   * it was counted in — a kept period is summed again when the product stands elsewhere now. Tuples, not objects:
   * a month of a large catalogue keeps thousands, and the names alone would double what is read back.
   */
  products: ProductSold[];
  /** Top-level categories as the products stand in them now; `orders` had a product of the category. */
  categories: (Figures & { id: number | null })[];
  /** `amount` is order totals, `delivery` the charges in them; `lastOrder` names the area as it was last ordered. */
  areas: (Figures & { id: number | null; delivery: number; lastOrder: number })[];
  payments: (Figures & { method: PaymentMethod; fees: number })[];
};

export type ProductSold = [
  id: number | null,
  orders: number,
  units: number,
  amount: number,
  category: number | null,
];

/** Products' top-level categories now, by product id. */
type Placements = ReadonlyMap<number, number>;

const NOTHING_SOLD: Sold = {
  totals: {
    orders: 0,
    items: 0,
    gross: 0,
    discounts: 0,
    delivery: 0,
    fees: 0,
    taxAdded: 0,
    taxIncluded: 0,
    sales: 0,
  },
  days: [],
  statuses: [],
  products: [],
  categories: [],
  areas: [],
  payments: [],
};

const sumOf = (expression: AnyPgColumn | SQL) => sql<number>`coalesce(sum(${expression}), 0)`.mapWith(Number);
const sumWhere = (column: AnyPgColumn, condition: SQL) =>
  sql<number>`coalesce(sum(${column}) filter (where ${condition}), 0)`.mapWith(Number);
const n = (value: unknown) => Number(value ?? 0);

/** Adds figures to the row of `rows` under `key` (a new row from zero). */
const tally = <K>(rows: Map<K, Figures>, key: K, orders: number, units: number, amount: number) => {
  const row = rows.get(key) ?? { orders: 0, units: 0, amount: 0 };
  rows.set(key, { orders: row.orders + orders, units: row.units + units, amount: row.amount + amount });
};

/**
 * The goods of the range's counted orders by product and by top-level category. Lines are summed per order and
 * product by PostgreSQL, then counted here: a product's orders are its rows, a category's the distinct orders among
 * its products' rows. Products are placed in categories by the catalogue (its own reads) as they stand now.
 */
async function sumGoods(tx: Tx, counted: SQL | undefined) {
  const { rows } = await tx.execute<{
    order: number;
    product: number | null;
    units: string;
    amount: string;
  }>(sql`
    select ${orderLines.orderId} as order, ${orderLines.productId} as product, sum(${orderLines.quantity}) as units,
      sum(${orderLines.lineTotal}) as amount
    from ${orderLines} join ${orders} on ${orders.id} = ${orderLines.orderId}
    where ${counted}
    group by 1, 2`);
  const products = new Map<number | null, Figures>();
  for (const r of rows) tally(products, r.product, 1, n(r.units), n(r.amount));
  const ids = [...products.keys()].filter((id) => id !== null);
  const categoryOf = new Map((await listProductPlacements('en', ids)).map((p) => [p.id, p.categoryId]));
  const categories = new Map<number | null, Figures>();
  const seen = new Set<string>();
  for (const r of rows) {
    const category = r.product === null ? null : (categoryOf.get(r.product) ?? null);
    const firstOfOrder = !seen.has(`${category}:${r.order}`);
    seen.add(`${category}:${r.order}`);
    tally(categories, category, firstOfOrder ? 1 : 0, n(r.units), n(r.amount));
  }
  return {
    products: [...products].map(
      ([id, f]): ProductSold => [
        id,
        f.orders,
        f.units,
        f.amount,
        id === null ? null : (categoryOf.get(id) ?? null),
      ],
    ),
    categories: [...categories].map(([id, figures]) => ({ id, ...figures })),
  };
}

/**
 * Sums the range's orders inside `tx` (one snapshot, so the breakdowns agree), grouped by PostgreSQL; the range
 * scans read orders_report_idx and order_lines_order_idx alone (index-only scans: migration 0011). `totals` alone
 * sums the totals and statuses (what the dashboard compares with), leaving the breakdowns empty.
 */
async function sumOrders(tx: Tx, range: Days, timeZone: string, parts: 'all' | 'totals'): Promise<Sold> {
  const counted = countedOrders(range, timeZone);
  const byPayment = await tx
    .select({
      method: orders.paymentMethod,
      orders: count(),
      units: sumOf(orders.itemCount),
      gross: sumOf(orders.subtotal),
      discounts: sumOf(orders.discount),
      delivery: sumOf(orders.deliveryCharge),
      fees: sumOf(orders.paymentFee),
      taxAdded: sumWhere(orders.tax, sql`not ${orders.pricesIncludeTax}`),
      taxIncluded: sumWhere(orders.tax, sql`${orders.pricesIncludeTax}`),
      amount: sumOf(orders.total),
    })
    .from(orders)
    .where(counted)
    .groupBy(orders.paymentMethod);
  const statuses = await tx
    .select({ status: orders.status, orders: count() })
    .from(orders)
    .where(within(orders.createdAt, range, timeZone))
    .groupBy(orders.status);
  const totals = byPayment.reduce(
    (t, p) => ({
      orders: t.orders + p.orders,
      items: t.items + p.units,
      gross: t.gross + p.gross,
      discounts: t.discounts + p.discounts,
      delivery: t.delivery + p.delivery,
      fees: t.fees + p.fees,
      taxAdded: t.taxAdded + p.taxAdded,
      taxIncluded: t.taxIncluded + p.taxIncluded,
      sales: t.sales + p.amount,
    }),
    NOTHING_SOLD.totals,
  );
  if (parts === 'totals') return { ...NOTHING_SOLD, totals, statuses };

  const days = await tx.execute<{
    day: string;
    orders: string;
    units: string;
    gross: string;
    discounts: string;
    amount: string;
  }>(
    sql`select to_char(day, 'YYYY-MM-DD') as day, orders, units, gross, discounts, amount from (
      select ${localDate(orders.createdAt, timeZone)} as day, count(*) as orders, sum(${orders.itemCount}) as units,
        sum(${orders.subtotal}) as gross, sum(${orders.discount}) as discounts, sum(${orders.total}) as amount
      from ${orders} where ${counted} group by 1) as sold`,
  );
  const areas = await tx
    .select({
      id: orders.deliveryAreaId,
      orders: count(),
      units: sumOf(orders.itemCount),
      delivery: sumOf(orders.deliveryCharge),
      amount: sumOf(orders.total),
      lastOrder: sql<number>`max(${orders.id})`.mapWith(Number),
    })
    .from(orders)
    .where(counted)
    .groupBy(orders.deliveryAreaId);
  return {
    totals,
    days: days.rows.map((r) => ({
      day: r.day,
      orders: n(r.orders),
      units: n(r.units),
      gross: n(r.gross),
      discounts: n(r.discounts),
      amount: n(r.amount),
    })),
    statuses,
    ...(await sumGoods(tx, counted)),
    areas,
    payments: byPayment.map(({ method, orders, units, fees, amount }) => ({
      method,
      orders,
      units,
      fees,
      amount,
    })),
  };
}

/** Rows of two sums, added up by their `key` field (`lastOrder`, the latest order, is the larger of the two). */
function addRows<R extends object, K extends keyof R>(a: R[], b: R[], key: K): R[] {
  const byKey = new Map(a.map((row) => [row[key], { ...row }]));
  for (const row of b) {
    const kept = byKey.get(row[key]);
    if (!kept) {
      byKey.set(row[key], { ...row });
      continue;
    }
    const sums = kept as Record<string, unknown>;
    for (const [field, value] of Object.entries(row)) {
      if (field === key || typeof value !== 'number') continue;
      sums[field] =
        field === 'lastOrder' ? Math.max(Number(sums[field]), value) : Number(sums[field]) + value;
    }
  }
  return [...byKey.values()];
}

/** Products of two sums, added up by id (counted in the later part's category). */
function addProducts(a: ProductSold[], b: ProductSold[]): ProductSold[] {
  const byId = new Map(a.map((p) => [p[0], p]));
  for (const p of b) {
    const kept = byId.get(p[0]);
    byId.set(p[0], kept ? [p[0], kept[1] + p[1], kept[2] + p[2], kept[3] + p[3], p[4]] : p);
  }
  return [...byId.values()];
}

/** Two disjoint ranges' figures as one. */
function addSold(a: Sold, b: Sold): Sold {
  // From zero, field by field: a period kept before a figure existed (discounts) reads it as none.
  const totals = { ...NOTHING_SOLD.totals };
  for (const field of Object.keys(totals) as (keyof SoldTotals)[])
    totals[field] = (a.totals[field] ?? 0) + (b.totals[field] ?? 0);
  return {
    totals,
    days: [...a.days, ...b.days],
    statuses: addRows(a.statuses, b.statuses, 'status'),
    products: addProducts(a.products, b.products),
    categories: addRows(a.categories, b.categories, 'id'),
    areas: addRows(a.areas, b.areas, 'id'),
    payments: addRows(a.payments, b.payments, 'method'),
  };
}

/** Runs `read` in one snapshot with room to group order lines in memory (4 MB would sort 100 000 on disk). */
function inSnapshot<T>(read: (tx: Tx) => Promise<T>): Promise<T> {
  return getDb().transaction(
    async (tx) => {
      await tx.execute(sql`set local work_mem = '32MB'`);
      return read(tx);
    },
    { isolationLevel: 'repeatable read' },
  );
}

/** Whether a kept period counted every product it sold in the category the product stands in now. */
const placedAsNow = (sold: Sold, placements: Placements) =>
  sold.products.every(([id, , , , category]) => id === null || (placements.get(id) ?? null) === category);

const key = (period: Days) => `${period.start}/${period.end}`;

/**
 * The figures of periods that are over: kept ones as they are, the others (never summed, changed since, or in
 * `resum`) summed now and kept. It all happens in one repeatable-read snapshot, so a period is kept with exactly the
 * changes it saw: a change committed meanwhile leaves its note in sales_changes (this transaction cannot see it to
 * delete it), and the period is summed again next time. A period that uses up notes deletes the kept periods that
 * overlap it (a month and its days): the notes were theirs too. Two reports summing the same period at once both
 * answer; the one that loses the race to keep it keeps nothing.
 */
async function keptPeriods(
  periods: Days[],
  timeZone: string,
  resum: ReadonlySet<string> = new Set(),
): Promise<{ period: Days; sold: Sold; kept: boolean }[]> {
  if (!periods.length) return [];
  const starts = sql.param(periods.map((p) => p.start));
  const ends = sql.param(periods.map((p) => p.end));
  return inSnapshot(async (tx) => {
    const rows = await tx.execute<{ start: string; end: string; figures: Sold }>(sql`
      select to_char(${salesPeriods.start}, 'YYYY-MM-DD') as start, to_char(${salesPeriods.end}, 'YYYY-MM-DD') as end,
        ${salesPeriods.figures} as figures
      from ${salesPeriods}
      where ${salesPeriods.timeZone} = ${timeZone}
        and (${salesPeriods.start}, ${salesPeriods.end}) in (select * from unnest(${starts}::date[], ${ends}::date[]))`);
    const kept = new Map(rows.rows.map((row) => [key(row), row.figures]));
    const changed = await tx.execute<{ start: string; end: string }>(sql`
      select to_char(p.start, 'YYYY-MM-DD') as start, to_char(p.stop, 'YYYY-MM-DD') as end
      from unnest(${starts}::date[], ${ends}::date[]) as p(start, stop)
      where exists (
        select from ${salesChanges}
        where ${salesChanges.orderPlacedAt} >= (p.start::timestamp at time zone ${timeZone})
          and ${salesChanges.orderPlacedAt} < ((p.stop + 1)::timestamp at time zone ${timeZone}))`);
    for (const period of changed.rows) kept.delete(key(period));
    for (const period of resum) kept.delete(period);

    const figures: { period: Days; sold: Sold; kept: boolean }[] = [];
    for (const period of periods) {
      const keptSold = kept.get(key(period));
      if (keptSold) {
        figures.push({ period, sold: keptSold, kept: true });
        continue;
      }
      const sold = await sumOrders(tx, period, timeZone, 'all');
      figures.push({ period, sold, kept: false });
      await tx
        .transaction(async (savepoint) => {
          const usedUp = await savepoint
            .delete(salesChanges)
            .where(
              and(
                gte(salesChanges.orderPlacedAt, dayStart(period.start, timeZone)),
                lt(salesChanges.orderPlacedAt, dayAfter(period.end, timeZone)),
              ),
            )
            .returning({ id: salesChanges.id });
          const overlapping = and(lte(salesPeriods.start, period.end), gte(salesPeriods.end, period.start));
          const same = and(eq(salesPeriods.start, period.start), eq(salesPeriods.end, period.end));
          await savepoint
            .delete(salesPeriods)
            .where(or(ne(salesPeriods.timeZone, timeZone), usedUp.length ? overlapping : same));
          await savepoint.insert(salesPeriods).values({ timeZone, ...period, figures: sold });
        })
        .catch((error: unknown) => {
          if (!lostRace(error)) throw error;
        });
    }
    return figures;
  });
}

/** The disjoint parts of a range as one, its days in order. */
const addParts = (parts: Sold[]) => {
  const sold = parts.reduce(addSold, NOTHING_SOLD);
  return { ...sold, days: sold.days.toSorted((a, b) => a.day.localeCompare(b.day)) };
};

/** The range's days that are still selling (today), summed afresh. */
const freshDays = (days: Days[], timeZone: string, parts: 'all' | 'totals') =>
  Promise.all(days.map((part) => inSnapshot((tx) => sumOrders(tx, part, timeZone, parts))));

/**
 * The counted orders of the range (whole days of the store's time zone) — kept periods that are over, and today
 * afresh — with the catalogue's names and categories of the products sold, in `locale`.
 */
export async function readSold(range: Days, timeZone: string, locale: Locale) {
  const { over, fresh: today } = splitForKeeping(range, todayIn(timeZone));
  const [kept, fresh] = await Promise.all([keptPeriods(over, timeZone), freshDays(today, timeZone, 'all')]);
  let sold = addParts([...kept.map((k) => k.sold), ...fresh]);
  const ids = () => sold.products.flatMap(([id]) => (id === null ? [] : [id]));
  let catalogue = await listProductPlacements(locale, ids());
  // A product moved to another category (or deleted) since a period was kept: that period is summed again.
  const placements = new Map(catalogue.map((p) => [p.id, p.categoryId]));
  const moved = new Set(
    kept.filter((k) => k.kept && !placedAsNow(k.sold, placements)).map((k) => key(k.period)),
  );
  if (moved.size) {
    const again = await keptPeriods(over, timeZone, moved);
    sold = addParts([...again.map((k) => k.sold), ...fresh]);
    catalogue = await listProductPlacements(locale, ids());
  }
  return { sold, catalogue };
}

/** The range's totals and orders by status alone (what the dashboard compares with): no breakdown read afresh. */
export async function readSoldTotals(
  range: Days,
  timeZone: string,
): Promise<Pick<Sold, 'totals' | 'statuses'>> {
  const { over, fresh: today } = splitForKeeping(range, todayIn(timeZone));
  const [kept, fresh] = await Promise.all([
    keptPeriods(over, timeZone),
    freshDays(today, timeZone, 'totals'),
  ]);
  const { totals, statuses } = [...kept.map((k) => k.sold), ...fresh].reduce(addSold, NOTHING_SOLD);
  return { totals, statuses };
}
