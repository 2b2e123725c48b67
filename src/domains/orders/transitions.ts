import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { orderEvents, orderLines, orders } from '@/db/schema/orders';
import { returnStock, soldProductTags } from '@/domains/catalog/stock';
import type { OrderStatus } from './schemas';

// An order's moves, shared by the shopper's, the admin's and the payment's services: each runs inside the caller's
// transaction on the order row it locked.

export type Actor = { id: string | null; name: string | null; role: 'shopper' | 'admin' | 'system' };
export type OrderRow = typeof orders.$inferSelect;

/** The payment service moves orders on its own (a payment that expired): no person did it. */
export const SYSTEM: Actor = { id: null, name: null, role: 'system' };

export async function recordEvent(tx: Tx, orderId: number, status: OrderStatus, actor: Actor) {
  await tx.insert(orderEvents).values({
    orderId,
    status,
    actorId: actor.id,
    actorName: actor.name,
    actorRole: actor.role,
  });
}

/** Locks the order row for a status change: two changes at once apply one after the other, on fresh facts. */
export async function lockOrder(tx: Tx, number: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.number, number)).for('update');
  return order ?? null;
}

/**
 * Moves a locked order to `to` and records who did it; a cancellation puts the stock back, once. Returns the cache
 * tags of the products whose stock changed.
 */
export async function moveOrder(tx: Tx, order: OrderRow, to: OrderStatus, actor: Actor) {
  const set: Partial<typeof orders.$inferInsert> = { status: to, updatedAt: new Date() };
  // Cash on delivery is paid when the parcel is handed over.
  if (to === 'delivered' && order.paymentMethod === 'cod') set.paymentStatus = 'paid';
  await tx.update(orders).set(set).where(eq(orders.id, order.id));
  await recordEvent(tx, order.id, to, actor);
  if (to !== 'cancelled') return [];
  // The stock goes back once, however many cancellations race: the row lock and this flag see to it.
  const returned = await tx
    .update(orders)
    .set({ stockReturnedAt: sql`now()` })
    .where(and(eq(orders.id, order.id), isNull(orders.stockReturnedAt)))
    .returning({ id: orders.id });
  if (!returned.length) return [];
  const lines = await tx
    .select({
      variantId: orderLines.variantId,
      productId: orderLines.productId,
      quantity: orderLines.quantity,
      slugEn: orderLines.slugEn,
      slugAr: orderLines.slugAr,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));
  const kept = lines.filter((l) => l.variantId !== null && l.productId !== null);
  await returnStock(
    tx,
    kept.map((l) => ({
      variantId: l.variantId as number,
      productId: l.productId as number,
      quantity: l.quantity,
    })),
  );
  return soldProductTags(kept);
}
