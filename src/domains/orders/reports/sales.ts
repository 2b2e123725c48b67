import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { cache } from 'react';
import { getDb } from '@/db/client';
import { orders } from '@/db/schema/orders';
import { readRefundsByDay } from '@/domains/payments/queries';
import type { Locale } from '@/i18n/routing';
import type { OrderStatus, PaymentMethod } from '../schemas';
import { dayAfter, dayStart } from './counted';
import { type Days, eachDay } from './range';
import { type Figures, readSold, readSoldTotals, type SoldTotals } from './sold';

// The owner's sales report for a range of days in the store's time zone: the totals, and the same orders broken down
// by day, product, category, delivery area and payment method (summed by ./sold.ts, which keeps finished months),
// less the refunds made in the range (the payments ledger's). Which orders count is ./counted.ts's, shared with the dashboard. Amounts
// are minor units of the store's base currency (it cannot change once an order exists). Discounts are their own
// figure beside the gross sales (docs/decisions/0027-discounts.md). Names come from the catalogue and the latest order, never from the wide rows.

export type { Figures };

export type SalesTotals = SoldTotals & {
  /** What rounding card totals to their currency's chargeable step changed (zero in most currencies). */
  rounding: number;
  /** The refunds made in the range (whole or part), and how many orders they gave money back for. */
  refunds: number;
  refundedOrders: number;
  /** Sales less refunds. */
  net: number;
};

/** A day of the range; `amount` is the order totals, `net` those less the refunds made that day. */
export type DaySales = Figures & {
  day: string;
  gross: number;
  discounts: number;
  refunds: number;
  net: number;
};
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

const pick = (locale: Locale, en: string, ar: string) => (locale === 'ar' ? ar : en);

/** Everything the sales report shows for a range, and the dashboard's figures of it. */
export type SalesReport = {
  totals: SalesTotals;
  days: DaySales[];
  products: ProductSales[];
  categories: CategorySales[];
  areas: AreaSales[];
  payments: PaymentSales[];
  /** Every order placed in the range, counted or not, by the status it stands at now, the most first. */
  statuses: { status: OrderStatus; orders: number }[];
};

type Refunds = { days: { day: string; amount: number }[]; orders: number; amount: number };

/**
 * The refunds made on each day of the range, and in all (with the orders they were for, each counted once), of the
 * orders that count: a cancelled order never counted as a sale, so its refund takes nothing back from the sales.
 */
async function readRefunds(range: Days, timeZone: string): Promise<Refunds> {
  const made = await readRefundsByDay(
    dayStart(range.start, timeZone),
    dayAfter(range.end, timeZone),
    timeZone,
  );
  const ids = [...new Set(made.map((r) => r.orderId))];
  const cancelled = new Set(
    ids.length
      ? (
          await getDb()
            .select({ id: orders.id })
            .from(orders)
            .where(and(inArray(orders.id, ids), eq(orders.status, 'cancelled')))
        ).map((r) => r.id)
      : [],
  );
  const counted = made.filter((r) => !cancelled.has(r.orderId));
  const byDay = new Map<string, number>();
  for (const r of counted) byDay.set(r.day, (byDay.get(r.day) ?? 0) + r.amount);
  return {
    days: [...byDay].map(([day, amount]) => ({ day, amount })),
    orders: new Set(counted.map((r) => r.orderId)).size,
    amount: counted.reduce((sum, r) => sum + r.amount, 0),
  };
}

/** How each area was named on its latest order of the range, by that order's id. */
async function readAreaNames(orderIds: number[]) {
  if (!orderIds.length) return new Map<number, { en: string; ar: string }>();
  const rows = await getDb()
    .select({ id: orders.id, en: orders.deliveryAreaEn, ar: orders.deliveryAreaAr })
    .from(orders)
    .where(inArray(orders.id, orderIds));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The totals of the counted orders, less the refunds made in the range. */
function lessRefunds(t: SoldTotals, refunds: Refunds): SalesTotals {
  return {
    ...t,
    rounding: t.sales - t.gross + t.discounts - t.delivery - t.fees - t.taxAdded,
    refunds: refunds.amount,
    refundedOrders: refunds.orders,
    net: t.sales - refunds.amount,
  };
}

/** The range's totals and orders by status alone (the dashboard's comparison), read once per request. */
export const readSalesTotals = cache(
  async (start: string, end: string, timeZone: string): Promise<Pick<SalesReport, 'totals' | 'statuses'>> => {
    const range = { start, end };
    const [{ totals, statuses }, refunds] = await Promise.all([
      readSoldTotals(range, timeZone),
      readRefunds(range, timeZone),
    ]);
    return {
      totals: lessRefunds(totals, refunds),
      statuses: statuses.toSorted((a, b) => b.orders - a.orders),
    };
  },
);

const byAmount = <T extends Figures>(a: T, b: T) => b.amount - a.amount || b.units - a.units;

/**
 * The range's report (whole days of the store's time zone): the totals, and the same orders by day, product,
 * category, delivery area and payment method, with names in `locale`, largest first. Read once per request, however
 * many parts of the page ask for it.
 */
export const readSalesReport = cache(
  async (start: string, end: string, timeZone: string, locale: Locale): Promise<SalesReport> => {
    const range = { start, end };
    const [{ sold, catalogue }, refunds] = await Promise.all([
      readSold(range, timeZone, locale),
      readRefunds(range, timeZone),
    ]);
    const areaNames = await readAreaNames(sold.areas.map((a) => a.lastOrder));
    const soldOn = new Map(sold.days.map((d) => [d.day, d]));
    const refundedOn = new Map(refunds.days.map((r) => [r.day, r.amount]));
    const products = new Map(catalogue.map((p) => [p.id, p]));
    const categoryNames = new Map(catalogue.map((p) => [p.categoryId, p.categoryName]));
    const figures = ({ orders, units, amount }: Figures) => ({ orders, units, amount });
    return {
      totals: lessRefunds(sold.totals, refunds),
      days: eachDay(range).map((day) => {
        const d = soldOn.get(day);
        const amount = d?.amount ?? 0;
        const refundsThatDay = refundedOn.get(day) ?? 0;
        return {
          day,
          orders: d?.orders ?? 0,
          units: d?.units ?? 0,
          gross: d?.gross ?? 0,
          discounts: d?.discounts ?? 0,
          amount,
          refunds: refundsThatDay,
          net: amount - refundsThatDay,
        };
      }),
      // Lines of products deleted since (and of ids the catalogue no longer has) form one row.
      products: addUp(
        sold.products.map(([id, orders, units, amount]) => ({
          productId: id !== null && products.has(id) ? id : null,
          orders,
          units,
          amount,
        })),
        (p) => p.productId,
      )
        .map((p) => ({ ...p, name: p.productId === null ? null : (products.get(p.productId)?.name ?? null) }))
        .sort((a, b) => byAmount(a, b) || (a.productId ?? 0) - (b.productId ?? 0)),
      categories: sold.categories
        .map((c) => ({
          categoryId: c.id,
          name: c.id === null ? null : (categoryNames.get(c.id) ?? null),
          ...figures(c),
        }))
        .sort((a, b) => byAmount(a, b) || (a.categoryId ?? 0) - (b.categoryId ?? 0)),
      areas: sold.areas
        .map((a) => {
          const named = areaNames.get(a.lastOrder);
          return {
            areaId: a.id,
            name: a.id === null || !named ? null : pick(locale, named.en, named.ar),
            delivery: a.delivery,
            ...figures(a),
          };
        })
        .sort((a, b) => b.amount - a.amount || (a.areaId ?? 0) - (b.areaId ?? 0)),
      payments: sold.payments
        .map(({ method, fees, ...rest }) => ({ method, fees, ...figures(rest) }))
        .sort((a, b) => b.amount - a.amount),
      statuses: sold.statuses.toSorted((a, b) => b.orders - a.orders),
    };
  },
);

/** The days of a range added up by month (`day` is the month's first day), for pages of long ranges. */
export function salesByMonth(days: DaySales[]): DaySales[] {
  const months = new Map<string, DaySales>();
  for (const d of days) {
    const month = `${d.day.slice(0, 7)}-01`;
    const m = months.get(month);
    months.set(
      month,
      m
        ? {
            day: month,
            orders: m.orders + d.orders,
            units: m.units + d.units,
            gross: m.gross + d.gross,
            discounts: m.discounts + d.discounts,
            amount: m.amount + d.amount,
            refunds: m.refunds + d.refunds,
            net: m.net + d.net,
          }
        : { ...d, day: month },
    );
  }
  return [...months.values()];
}

/** Rows with the same key as one (their figures added up). */
function addUp<R extends Figures>(rows: R[], key: (row: R) => unknown): R[] {
  const byKey = new Map<unknown, R>();
  for (const row of rows) {
    const kept = byKey.get(key(row));
    byKey.set(
      key(row),
      kept
        ? {
            ...kept,
            orders: kept.orders + row.orders,
            units: kept.units + row.units,
            amount: kept.amount + row.amount,
          }
        : row,
    );
  }
  return [...byKey.values()];
}
