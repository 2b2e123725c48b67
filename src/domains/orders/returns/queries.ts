import 'server-only';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Database, getDb, type Tx } from '@/db/client';
import { orderEvents, orderLines, orderReturnLines, orderReturns, orders } from '@/db/schema/orders';
import { readReturnWindow } from '@/domains/store-settings/queries';
import { countsAgainstOrder } from './machine';
import { canRequestReturn, type Decision, returnableUnits, returnDeadline } from './policies';
import type { ReturnReason } from './reasons';
import type { HandRefundMethod, ReturnStatus } from './schemas';

// The returns' reads: an order's returns (its pages), what is left to send back (the shopper's form), and the
// owner's list. Per order or per admin, never cached.

/** One returned line, with the product as bought. */
export type ReturnLineView = {
  id: number;
  orderLineId: number;
  nameEn: string;
  nameAr: string;
  sku: string;
  colorEn: string | null;
  colorAr: string | null;
  sizeEn: string | null;
  sizeAr: string | null;
  unitPrice: number;
  quantity: number;
  /** Units put back on the shelf; null until restocked. */
  restocked: number | null;
};

export type ReturnView = {
  id: number;
  orderId: number;
  status: ReturnStatus;
  reason: ReturnReason;
  note: string | null;
  rejectionReason: string | null;
  refundAmount: number | null;
  refundMethod: 'card' | HandRefundMethod | null;
  restockedAt: Date | null;
  actorName: string | null;
  createdAt: Date;
  updatedAt: Date;
  lines: ReturnLineView[];
  /** What the returned units cost the shopper (unit prices × units), the refund's first amount. */
  value: number;
};

const returnColumns = {
  id: orderReturns.id,
  orderId: orderReturns.orderId,
  status: orderReturns.status,
  reason: orderReturns.reason,
  note: orderReturns.note,
  rejectionReason: orderReturns.rejectionReason,
  refundAmount: orderReturns.refundAmount,
  refundMethod: orderReturns.refundMethod,
  restockedAt: orderReturns.restockedAt,
  actorName: orderReturns.actorName,
  createdAt: orderReturns.createdAt,
  updatedAt: orderReturns.updatedAt,
};

async function withLines(
  db: Database | Tx,
  rows: Omit<ReturnView, 'lines' | 'value'>[],
): Promise<ReturnView[]> {
  if (!rows.length) return [];
  const lines = await db
    .select({
      returnId: orderReturnLines.returnId,
      id: orderReturnLines.id,
      orderLineId: orderReturnLines.orderLineId,
      nameEn: orderLines.nameEn,
      nameAr: orderLines.nameAr,
      sku: orderLines.sku,
      colorEn: orderLines.colorEn,
      colorAr: orderLines.colorAr,
      sizeEn: orderLines.sizeEn,
      sizeAr: orderLines.sizeAr,
      unitPrice: orderLines.unitPrice,
      quantity: orderReturnLines.quantity,
      restocked: orderReturnLines.restocked,
      // The line's share of the order's discount, and the units it was shared over: a return gives back what was paid.
      lineDiscount: orderLines.discount,
      lineQuantity: orderLines.quantity,
    })
    .from(orderReturnLines)
    .innerJoin(orderLines, eq(orderLines.id, orderReturnLines.orderLineId))
    .where(
      inArray(
        orderReturnLines.returnId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderReturnLines.orderLineId));
  return rows.map((r) => {
    const mine = lines.filter((l) => l.returnId === r.id);
    const own = mine.map(({ returnId, lineDiscount, lineQuantity, ...line }) => line);
    // What the returned units cost the shopper: their price less their part of the line's discount.
    const value = mine.reduce(
      (sum, l) => sum + l.unitPrice * l.quantity - Math.round((l.lineDiscount * l.quantity) / l.lineQuantity),
      0,
    );
    return { ...r, lines: own, value };
  });
}

/** The order's returns, newest first. */
export async function readOrderReturns(orderId: number, db: Database | Tx = getDb()): Promise<ReturnView[]> {
  const rows = await db
    .select(returnColumns)
    .from(orderReturns)
    .where(eq(orderReturns.orderId, orderId))
    .orderBy(desc(orderReturns.createdAt), desc(orderReturns.id));
  return withLines(db, rows);
}

/** One return, with its lines, or null. */
export async function readReturn(id: number, db: Database | Tx = getDb()): Promise<ReturnView | null> {
  const rows = await db.select(returnColumns).from(orderReturns).where(eq(orderReturns.id, id));
  return (await withLines(db, rows))[0] ?? null;
}

/** When the order was last marked delivered (its timeline's event), or null. */
export async function readDeliveredAt(orderId: number, db: Database | Tx = getDb()): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | null>`max(${orderEvents.createdAt})`.mapWith((v) => (v ? new Date(v) : null)) })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.status, 'delivered')));
  return row?.at ?? null;
}

/** A line the shopper may still send back, as the form lists it. */
export type ReturnableLine = {
  lineId: number;
  nameEn: string;
  nameAr: string;
  colorEn: string | null;
  colorAr: string | null;
  sizeEn: string | null;
  sizeAr: string | null;
  unitPrice: number;
  /** Units bought, less what earlier returns (not rejected) took. */
  left: number;
};

/** What the shopper may ask now: whether a return is open to them (and why not), until when, and each line's units. */
export type ReturnOffer = { decision: Decision; deadline: Date | null; lines: ReturnableLine[] };

/** The facts of a return's request, read in the caller's transaction (the service's, on the locked order). */
export async function readReturnFacts(
  order: { id: number; status: string },
  db: Database | Tx = getDb(),
  now = new Date(),
): Promise<ReturnOffer> {
  const [windowDays, deliveredAt, lines, taken] = await Promise.all([
    readReturnWindow(db),
    readDeliveredAt(order.id, db),
    db
      .select({
        lineId: orderLines.id,
        nameEn: orderLines.nameEn,
        nameAr: orderLines.nameAr,
        colorEn: orderLines.colorEn,
        colorAr: orderLines.colorAr,
        sizeEn: orderLines.sizeEn,
        sizeAr: orderLines.sizeAr,
        unitPrice: orderLines.unitPrice,
        quantity: orderLines.quantity,
      })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.id)),
    db
      .select({
        orderLineId: orderReturnLines.orderLineId,
        quantity: orderReturnLines.quantity,
        status: orderReturns.status,
      })
      .from(orderReturnLines)
      .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
      .where(eq(orderReturns.orderId, order.id)),
  ]);
  const counted = taken.filter((t) => countsAgainstOrder(t.status));
  const left = returnableUnits(
    lines.map((l) => ({ id: l.lineId, quantity: l.quantity })),
    counted,
  );
  const openReturn = taken.some(
    (t) => t.status === 'requested' || t.status === 'approved' || t.status === 'received',
  );
  const withLeft = lines.map(({ quantity, ...l }) => ({ ...l, left: Math.max(left.get(l.lineId) ?? 0, 0) }));
  const decision = canRequestReturn({
    status: order.status,
    deliveredAt,
    windowDays,
    now,
    openReturn,
    unitsLeft: withLeft.reduce((sum, l) => sum + l.left, 0),
  });
  return { decision, deadline: returnDeadline(deliveredAt, windowDays), lines: withLeft };
}

/** A return in the owner's list: the order it is for and its shopper. */
export type ReturnListItem = Omit<ReturnView, 'lines'> & {
  orderNumber: number;
  fullName: string;
  currency: string;
  paymentMethod: 'cod' | 'card';
  units: number;
};

/** The owner's returns, newest first: those under way, or all of them. */
export async function listReturns({ open }: { open: boolean }, limit = 200): Promise<ReturnListItem[]> {
  const db = getDb();
  const rows = await db
    .select({
      ...returnColumns,
      orderNumber: orders.number,
      fullName: orders.fullName,
      currency: orders.currency,
      paymentMethod: orders.paymentMethod,
    })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .where(open ? inArray(orderReturns.status, ['requested', 'approved', 'received']) : undefined)
    .orderBy(desc(orderReturns.createdAt), desc(orderReturns.id))
    .limit(limit);
  const full = await withLines(db, rows);
  return full.map(({ lines, ...r }, i) => ({
    ...(rows[i] as (typeof rows)[number]),
    ...r,
    units: lines.reduce((sum, l) => sum + l.quantity, 0),
  }));
}
