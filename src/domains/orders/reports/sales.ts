import 'server-only';
import { count, desc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { getDb } from '@/db/client';
import { orderLines, orders } from '@/db/schema/orders';
import { topCategoriesOf } from '@/domains/catalog/queries';
import type { Locale } from '@/i18n/routing';
import type { PaymentMethod } from '../schemas';
import { countedOrders, localDay, refundedIn } from './counted';
import { type DateRange, eachDay } from './range';

// The owner's sales report for a range of days in the store's time zone: the totals, and the same orders broken down
// by day, product, category, delivery area and payment method, each grouped by PostgreSQL in one statement. Which
// orders count is ./counted.ts's, shared with the dashboard. Amounts are minor units of the store's base currency
// (it cannot change once an order exists). The store has no discounts, so there is no discount figure.

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
/** A product (by its name when sold, the latest); `amount` is its line totals. Null id: since deleted. */
export type ProductSales = Figures & { productId: number | null; name: string };
/** A top-level category as the product stands in it now; `amount` is line totals. Null: products since deleted. */
export type CategorySales = Figures & { categoryId: number | null; name: string | null };
/** A delivery area (its latest name on an order); `amount` is the order totals, `delivery` the charges in them. */
export type AreaSales = Figures & { name: string; delivery: number };
/** A payment method; `amount` is the order totals, `fees` the method's charges in them. */
export type PaymentSales = Figures & { method: PaymentMethod; fees: number };

export const SALES_BREAKDOWNS = ['day', 'product', 'category', 'area', 'payment'] as const;
export type SalesBreakdown = (typeof SALES_BREAKDOWNS)[number];

/** A sum that is 0 over no rows; PostgreSQL's sum of bigint is numeric, read as a number (exact below 2⁵³). */
const sumOf = (expression: AnyPgColumn | SQL) => sql<number>`coalesce(sum(${expression}), 0)`.mapWith(Number);
const n = (value: unknown) => Number(value ?? 0);
const pick = (locale: Locale, en: string, ar: string) => (locale === 'ar' ? ar : en);

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
        taxAdded:
          sql<number>`coalesce(sum(${orders.tax}) filter (where not ${orders.pricesIncludeTax}), 0)`.mapWith(
            Number,
          ),
        taxIncluded:
          sql<number>`coalesce(sum(${orders.tax}) filter (where ${orders.pricesIncludeTax}), 0)`.mapWith(
            Number,
          ),
        sales: sumOf(orders.total),
      })
      .from(orders)
      .where(countedOrders(range, timeZone)),
    db
      .select({ orders: count(), amount: sumOf(orders.total) })
      .from(orders)
      .where(refundedIn(range, timeZone)),
  ]);
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
      select ${localDay(orders.createdAt, timeZone)} as day, count(*) as orders, sum(${orders.itemCount}) as units,
        sum(${orders.subtotal}) as gross, sum(${orders.total}) as amount
      from ${orders} where ${countedOrders(range, timeZone)} group by 1
    ), refunded as (
      select ${localDay(orders.refundRequestedAt, timeZone)} as day, sum(${orders.total}) as refunds
      from ${orders} where ${refundedIn(range, timeZone)} group by 1
    )
    select coalesce(sold.day, refunded.day) as day, sold.orders, sold.units, sold.gross, sold.amount, refunded.refunds
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

/**
 * Units and line totals per product, best sellers first, named as on its latest order line (a product deleted
 * since is listed by that name). `orders` counts the orders that had it.
 */
export async function readSalesByProduct(
  range: DateRange,
  timeZone: string,
  locale: Locale,
): Promise<ProductSales[]> {
  const { rows } = await getDb().execute<{
    product_id: number | null;
    orders: string;
    units: string;
    amount: string;
    name_en: string;
    name_ar: string;
  }>(sql`
    with sold as (
      select ${orderLines.productId} as product_id,
        case when ${orderLines.productId} is null then ${orderLines.nameEn} end as gone,
        count(distinct ${orderLines.orderId}) as orders, sum(${orderLines.quantity}) as units,
        sum(${orderLines.lineTotal}) as amount, max(${orderLines.id}) as last_line
      from ${orderLines} join ${orders} on ${orders.id} = ${orderLines.orderId}
      where ${countedOrders(range, timeZone)}
      group by 1, 2
    )
    select sold.product_id, sold.orders, sold.units, sold.amount, ${orderLines.nameEn} as name_en,
      ${orderLines.nameAr} as name_ar
    from sold join ${orderLines} on ${orderLines.id} = sold.last_line
    order by sold.amount desc, sold.units desc, name_en`);
  return rows.map((r) => ({
    productId: r.product_id,
    name: pick(locale, r.name_en, r.name_ar),
    orders: n(r.orders),
    units: n(r.units),
    amount: n(r.amount),
  }));
}

/**
 * Units and line totals per top-level category (a sub category counts toward its parent), largest first. Order
 * lines keep no category: a product counts where it stands now, and the lines of deleted products form one row
 * (null). `orders` counts the orders with a product of the category.
 */
export async function readSalesByCategory(
  range: DateRange,
  timeZone: string,
  locale: Locale,
): Promise<CategorySales[]> {
  const db = getDb();
  // Every product ever sold (an index-only read), placed in its category by the catalogue.
  const sold = await db
    .selectDistinct({ id: orderLines.productId })
    .from(orderLines)
    .where(sql`${orderLines.productId} is not null`);
  const categories = await topCategoriesOf(
    sold.map((p) => p.id ?? 0),
    locale,
  );
  const placed = [...categories.entries()];
  // Whole numbers only, so the arrays can be written as literals.
  const products = `{${placed.map(([productId]) => Math.trunc(productId)).join(',')}}`;
  const ids = `{${placed.map(([, category]) => Math.trunc(category.id)).join(',')}}`;
  const { rows } = await db.execute<{
    category_id: number | null;
    orders: string;
    units: string;
    amount: string;
  }>(
    sql`
    select placed.category_id, count(distinct ${orderLines.orderId}) as orders, sum(${orderLines.quantity}) as units,
      sum(${orderLines.lineTotal}) as amount
    from ${orderLines} join ${orders} on ${orders.id} = ${orderLines.orderId}
      left join unnest(${products}::int[], ${ids}::int[]) as placed(product_id, category_id)
        on placed.product_id = ${orderLines.productId}
    where ${countedOrders(range, timeZone)}
    group by 1
    order by amount desc`,
  );
  const names = new Map([...categories.values()].map((c) => [c.id, c.name]));
  return rows.map((r) => ({
    categoryId: r.category_id,
    name: r.category_id === null ? null : (names.get(r.category_id) ?? null),
    orders: n(r.orders),
    units: n(r.units),
    amount: n(r.amount),
  }));
}

/** Orders, units, delivery charges and totals per delivery area (named as on its latest order), largest first. */
export async function readSalesByArea(
  range: DateRange,
  timeZone: string,
  locale: Locale,
): Promise<AreaSales[]> {
  const { rows } = await getDb().execute<{
    orders: string;
    units: string;
    delivery: string;
    amount: string;
    name_en: string;
    name_ar: string;
  }>(sql`
    with sold as (
      select ${orders.deliveryAreaId} as area_id,
        case when ${orders.deliveryAreaId} is null then ${orders.deliveryAreaEn} end as gone,
        count(*) as orders, sum(${orders.itemCount}) as units, sum(${orders.deliveryCharge}) as delivery,
        sum(${orders.total}) as amount, max(${orders.id}) as last_order
      from ${orders} where ${countedOrders(range, timeZone)}
      group by 1, 2
    )
    select sold.orders, sold.units, sold.delivery, sold.amount, ${orders.deliveryAreaEn} as name_en,
      ${orders.deliveryAreaAr} as name_ar
    from sold join ${orders} on ${orders.id} = sold.last_order
    order by sold.amount desc, name_en`);
  return rows.map((r) => ({
    name: pick(locale, r.name_en, r.name_ar),
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
