import 'server-only';
import { count, desc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { getDb, type Tx } from '@/db/client';
import { orderLines, orders } from '@/db/schema/orders';
import { listProductPlacements } from '@/domains/catalog/queries';
import type { Locale } from '@/i18n/routing';
import type { PaymentMethod } from '../schemas';
import { countedOrders, localDate, refundedIn } from './counted';
import { type DateRange, eachDay } from './range';

// The owner's sales report for a range of days in the store's time zone: the totals, and the same orders broken down
// by day, product, category, delivery area and payment method, each grouped by PostgreSQL in one statement. Which
// orders count is ./counted.ts's, shared with the dashboard. Amounts are minor units of the store's base currency
// (it cannot change once an order exists). The store has no discounts, so there is no discount figure. The range
// scans read orders_report_idx and order_lines_order_idx alone (index-only scans: migration 0011); names come
// from the catalogue and the latest order, never from the wide rows.

/** What every breakdown row carries: orders, units and an amount (minor units). */
export type Figures = { orders: number; units: number; amount: number };

export type SalesTotals = {
  orders: number;
  /** Units sold. */
  items: number;
  /** Goods: the orders' subtotals. */
  gross: number;
  delivery: number;
  /** The payment method's charges (the cash-on-delivery fee). */
  fees: number;
  /** Tax added on top of tax-exclusive prices: part of the totals, beside the goods. */
  taxAdded: number;
  /** Tax inside tax-inclusive prices: already part of the goods, delivery and fees. */
  taxIncluded: number;
  /** What rounding card totals to their currency's chargeable step changed (zero in most currencies). */
  rounding: number;
  /** The counted orders' totals: gross + delivery + fees + tax added + rounding. */
  sales: number;
  /** Totals of the orders refunded in the range (asked for on one of its days), and how many. */
  refunds: number;
  refundedOrders: number;
  /** Sales less refunds. */
  net: number;
};

/** A day of the range; `amount` is the order totals, `net` those less the refunds asked for that day. */
export type DaySales = Figures & { day: string; gross: number; refunds: number; net: number };
/** A product, named as the catalogue names it now; `amount` is its line totals. Null: products since deleted. */
export type ProductSales = Figures & { productId: number | null; name: string | null };
/** A top-level category as the product stands in it now; `amount` is line totals. Null: products since deleted. */
export type CategorySales = Figures & { categoryId: number | null; name: string | null };
/**
 * A delivery area, named as on its latest order; `amount` is the order totals, `delivery` the charges in them.
 * Null: areas deleted since.
 */
export type AreaSales = Figures & { areaId: number | null; name: string | null; delivery: number };
/** A payment method; `amount` is the order totals, `fees` the method's charges in them. */
export type PaymentSales = Figures & { method: PaymentMethod; fees: number };

export const SALES_BREAKDOWNS = ['day', 'product', 'category', 'area', 'payment'] as const;
export type SalesBreakdown = (typeof SALES_BREAKDOWNS)[number];

/** A sum that is 0 over no rows; PostgreSQL's sum of bigint is numeric, read as a number (exact below 2⁵³). */
const sumOf = (expression: AnyPgColumn | SQL) => sql<number>`coalesce(sum(${expression}), 0)`.mapWith(Number);
const sumWhere = (column: AnyPgColumn, condition: SQL) =>
  sql<number>`coalesce(sum(${column}) filter (where ${condition}), 0)`.mapWith(Number);
const n = (value: unknown) => Number(value ?? 0);
const pick = (locale: Locale, en: string, ar: string) => (locale === 'ar' ? ar : en);

/**
 * Runs a breakdown over order lines with room to group them in memory: at 100 000 orders PostgreSQL's default
 * 4 MB work_mem would sort them on disk instead. `set local` ends with the transaction.
 */
function withReportMemory<T>(read: (tx: Tx) => Promise<{ rows: T[] }>): Promise<T[]> {
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '32MB'`);
    return (await read(tx)).rows;
  });
}

/** The range's totals: what the counted orders came to, what was refunded in it, and the net. */
export async function readSalesTotals(range: DateRange, timeZone: string): Promise<SalesTotals> {
  const db = getDb();
  const [[sold], [refunded]] = await Promise.all([
    db
      .select({
        orders: count(),
        items: sumOf(orders.itemCount),
        gross: sumOf(orders.subtotal),
        delivery: sumOf(orders.deliveryCharge),
        fees: sumOf(orders.paymentFee),
        taxAdded: sumWhere(orders.tax, sql`not ${orders.pricesIncludeTax}`),
        taxIncluded: sumWhere(orders.tax, sql`${orders.pricesIncludeTax}`),
        sales: sumOf(orders.total),
      })
      .from(orders)
      .where(countedOrders(range, timeZone)),
    db
      .select({ orders: count(), amount: sumOf(orders.total) })
      .from(orders)
      .where(refundedIn(range, timeZone)),
  ]);
  // An aggregate without GROUP BY always answers one row.
  const s = sold ?? {
    orders: 0,
    items: 0,
    gross: 0,
    delivery: 0,
    fees: 0,
    taxAdded: 0,
    taxIncluded: 0,
    sales: 0,
  };
  const refunds = refunded?.amount ?? 0;
  return {
    ...s,
    rounding: s.sales - s.gross - s.delivery - s.fees - s.taxAdded,
    refunds,
    refundedOrders: refunded?.orders ?? 0,
    net: s.sales - refunds,
  };
}

/** Every day of the range, days without orders included: orders, units, goods, totals, refunds and net. */
export async function readSalesByDay(range: DateRange, timeZone: string): Promise<DaySales[]> {
  const { rows } = await getDb().execute<{
    day: string;
    orders: string | null;
    units: string | null;
    gross: string | null;
    amount: string | null;
    refunds: string | null;
  }>(sql`
    with sold as (
      select ${localDate(orders.createdAt, timeZone)} as day, count(*) as orders, sum(${orders.itemCount}) as units,
        sum(${orders.subtotal}) as gross, sum(${orders.total}) as amount
      from ${orders} where ${countedOrders(range, timeZone)} group by 1
    ), refunded as (
      select ${localDate(orders.refundRequestedAt, timeZone)} as day, sum(${orders.total}) as refunds
      from ${orders} where ${refundedIn(range, timeZone)} group by 1
    )
    select to_char(coalesce(sold.day, refunded.day), 'YYYY-MM-DD') as day, sold.orders, sold.units, sold.gross,
      sold.amount, refunded.refunds
    from sold full join refunded on refunded.day = sold.day`);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return eachDay(range).map((day) => {
    const r = byDay.get(day);
    const amount = n(r?.amount);
    const refunds = n(r?.refunds);
    return {
      day,
      orders: n(r?.orders),
      units: n(r?.units),
      gross: n(r?.gross),
      amount,
      refunds,
      net: amount - refunds,
    };
  });
}

/** The goods of the range per product and per top-level category. */
export type GoodsSales = { products: ProductSales[]; categories: CategorySales[] };

/**
 * Units and line totals per product and per top-level category (a sub category counts toward its parent), largest
 * first, from one pass over the range's lines. Products are named as the catalogue names them now and counted in the
 * category they stand in now (lines keep no category); the lines of products deleted since form one row of each
 * (null). `orders` counts the orders that had the product, or a product of the category.
 */
export async function readSalesByProductAndCategory(
  range: DateRange,
  timeZone: string,
  locale: Locale,
): Promise<GoodsSales> {
  const catalogue = await listProductPlacements(locale);
  const names = new Map(catalogue.map((p) => [p.id, p.name]));
  const categoryNames = new Map(catalogue.map((p) => [p.categoryId, p.categoryName]));
  // Lines are summed per order and product first, once: counting each product's orders then needs no sort, and
  // the categories are summed from those sums (their orders counted distinct) instead of from the lines again.
  const rows = await withReportMemory((tx) =>
    tx.execute<{
      kind: 'product' | 'category';
      id: number | null;
      orders: string;
      units: string;
      amount: string;
    }>(
      sql`
      with per_product as materialized (
        select ${orderLines.orderId} as order_id, ${orderLines.productId} as product_id,
          sum(${orderLines.quantity}) as units, sum(${orderLines.lineTotal}) as amount
        from ${orderLines} join ${orders} on ${orders.id} = ${orderLines.orderId}
        where ${countedOrders(range, timeZone)}
        group by 1, 2
      )
      select 'product' as kind, product_id as id, count(*) as orders, sum(units) as units, sum(amount) as amount
      from per_product group by product_id
      union all
      select 'category', placed.category_id, count(distinct per_product.order_id), sum(units), sum(amount)
      from per_product
        left join unnest(${sql.param(catalogue.map((p) => p.id))}::int[],
          ${sql.param(catalogue.map((p) => p.categoryId))}::int[]) as placed(product_id, category_id)
          on placed.product_id = per_product.product_id
      group by placed.category_id
      order by kind, amount desc, units desc, id`,
    ),
  );
  const figures = (r: (typeof rows)[number]) => ({
    orders: n(r.orders),
    units: n(r.units),
    amount: n(r.amount),
  });
  return {
    products: rows
      .filter((r) => r.kind === 'product')
      .map((r) => ({
        productId: r.id,
        name: r.id === null ? null : (names.get(r.id) ?? null),
        ...figures(r),
      })),
    categories: rows
      .filter((r) => r.kind === 'category')
      .map((r) => ({
        categoryId: r.id,
        name: r.id === null ? null : (categoryNames.get(r.id) ?? null),
        ...figures(r),
      })),
  };
}

/**
 * Orders, units, delivery charges and totals per delivery area, largest first, named as on the area's latest order
 * in the range; the orders of areas deleted since form one row (null).
 */
export async function readSalesByArea(
  range: DateRange,
  timeZone: string,
  locale: Locale,
): Promise<AreaSales[]> {
  const { rows } = await getDb().execute<{
    area_id: number | null;
    orders: string;
    units: string;
    delivery: string;
    amount: string;
    name_en: string;
    name_ar: string;
  }>(sql`
    with sold as (
      select ${orders.deliveryAreaId} as area_id, count(*) as orders, sum(${orders.itemCount}) as units,
        sum(${orders.deliveryCharge}) as delivery, sum(${orders.total}) as amount, max(${orders.id}) as last_order
      from ${orders} where ${countedOrders(range, timeZone)}
      group by 1
    )
    select sold.*, ${orders.deliveryAreaEn} as name_en, ${orders.deliveryAreaAr} as name_ar
    from sold join ${orders} on ${orders.id} = sold.last_order
    order by sold.amount desc, sold.area_id`);
  return rows.map((r) => ({
    areaId: r.area_id,
    name: r.area_id === null ? null : pick(locale, r.name_en, r.name_ar),
    orders: n(r.orders),
    units: n(r.units),
    delivery: n(r.delivery),
    amount: n(r.amount),
  }));
}

/** Orders, units, fees and totals per payment method, largest first. */
export async function readSalesByPayment(range: DateRange, timeZone: string): Promise<PaymentSales[]> {
  const rows = await getDb()
    .select({
      method: orders.paymentMethod,
      orders: count(),
      units: sumOf(orders.itemCount),
      fees: sumOf(orders.paymentFee),
      amount: sumOf(orders.total),
    })
    .from(orders)
    .where(countedOrders(range, timeZone))
    .groupBy(orders.paymentMethod)
    .orderBy(desc(sql`sum(${orders.total})`));
  return rows;
}
