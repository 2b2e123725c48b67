import 'server-only';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { cartReminders } from '@/db/schema/cart-reminders';

/**
 * An order was placed (orders, in the order's own transaction): the shopper's open cart, signed in or by address, is
 * closed: never reminded after, and counted as ordered after its reminder when it had one.
 */
export async function closeCartReminders(tx: Tx, who: { userId: string | null; email: string | null }) {
  const keys = [
    ...(who.userId ? [`user:${who.userId}`] : []),
    ...(who.email ? [`guest:${who.email.toLowerCase()}`] : []),
  ];
  if (!keys.length) return;
  await tx
    .update(cartReminders)
    .set({ orderedAt: sql`now()` })
    .where(and(or(...keys.map((key) => eq(cartReminders.key, key))), isNull(cartReminders.orderedAt)));
}
