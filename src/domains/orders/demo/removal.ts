import 'server-only';
import { count, eq, inArray } from 'drizzle-orm';
import type { Database, Tx } from '@/db/client';
import { orderLines, orders } from '@/db/schema/orders';

// The demo orders' part of Settings → Remove demo data (domains/clean-start), inside its one transaction: the orders
// the demo seed marked go, with their lines, timeline and payments' ledger (their foreign keys cascade); the sales
// report sums their days again (migration 0012's trigger). The owner's orders stay, whatever they contain: an order
// line keeps its own copy of the product's name, options, price and picture.

/** How many demo orders there are. */
export async function countDemoOrders(db: Database | Tx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.demo, true));
  return row?.n ?? 0;
}

/** Deletes the demo orders; answers how many went and whether any order is left (the base currency's lock). */
export async function removeDemoOrders(tx: Tx): Promise<{ orders: number; ordersLeft: boolean }> {
  const removed = await tx.delete(orders).where(eq(orders.demo, true)).returning({ id: orders.id });
  const [left] = await tx.select({ id: orders.id }).from(orders).limit(1);
  return { orders: removed.length, ordersLeft: Boolean(left) };
}

/** Which of these image keys an order line still shows (its picture is its own copy of the product's). */
export async function imagesShownByOrders(db: Database | Tx, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db
    .selectDistinct({ image: orderLines.image })
    .from(orderLines)
    .where(inArray(orderLines.image, keys));
  return new Set(rows.flatMap((r) => (r.image ? [r.image] : [])));
}
