import 'server-only';
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { orderLines, orderReturnLines, orderReturns, orders } from '@/db/schema/orders';
import { minorToDecimal } from '@/lib/money';
import { accessKeyFor } from '../access';
import { readDeliveredAt } from './queries';
import { decideReturn, receiveReturn, refundReturn, requestReturn, restockReturn } from './service';

const DEMO_STAFF = { id: null, name: 'Wishah' } as const;
const DAY = 86_400_000;

/**
 * The demo shop's returns, so a new owner sees the feature: the oldest delivered order had a unit returned, received,
 * restocked and refunded in cash two days after delivery; a recent one has a return waiting for the owner. Through
 * the real services, nobody mailed, dated back to when they happened.
 */
export async function seedDemoReturns(db: Database): Promise<void> {
  const delivered = await db
    .select({
      id: orders.id,
      number: orders.number,
      idempotencyKey: orders.idempotencyKey,
      currency: orders.currency,
    })
    .from(orders)
    .where(eq(orders.status, 'delivered'))
    .orderBy(orders.createdAt);
  const oldest = delivered[0];
  const newest = delivered.at(-1);
  if (!oldest || !newest || oldest.id === newest.id) return;

  const done = await ask(db, oldest, 'damaged', 'The hem arrived torn.');
  if (done) {
    await decideReturn(done.id, true, undefined, DEMO_STAFF, { notify: false });
    await receiveReturn(done.id, DEMO_STAFF);
    const [line] = await db
      .select({ id: orderReturnLines.id })
      .from(orderReturnLines)
      .where(eq(orderReturnLines.returnId, done.id));
    // Torn: it stays off the shelf.
    if (line) await restockReturn(done.id, [{ returnLineId: line.id, restock: 0 }], DEMO_STAFF);
    await refundReturn(
      done.id,
      { amount: done.value, method: 'cash', requestKey: randomUUID() },
      DEMO_STAFF,
      { notify: false, at: new Date(done.at.getTime() + 4 * DAY) },
    );
    await db
      .update(orderReturns)
      .set({ createdAt: done.at, updatedAt: new Date(done.at.getTime() + 4 * DAY) })
      .where(eq(orderReturns.id, done.id));
  }
  await ask(db, newest, 'changedMind', null);
}

/** Asks to return one unit of the order's first line, two days after it was delivered (within the window then). */
async function ask(
  db: Database,
  order: { id: number; number: number; idempotencyKey: string; currency: string },
  reason: 'damaged' | 'changedMind',
  note: string | null,
) {
  const deliveredAt = await readDeliveredAt(order.id, db);
  const [line] = await db
    .select({ id: orderLines.id, unitPrice: orderLines.unitPrice })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(desc(orderLines.unitPrice))
    .limit(1);
  if (!deliveredAt || !line) return null;
  // Not after now: a recent delivery's return was asked a moment ago.
  const at = new Date(Math.min(deliveredAt.getTime() + 2 * DAY, Date.now()));
  const { id } = await requestReturn(
    {
      number: order.number,
      // The demo orders are guests': their shopper opens them with the order's link.
      key: accessKeyFor(order.idempotencyKey),
      lines: [{ lineId: line.id, quantity: 1 }],
      reason,
      note: note ?? undefined,
    },
    null,
    at,
    { notify: false },
  );
  return { id, at, value: minorToDecimal(line.unitPrice, order.currency) };
}
