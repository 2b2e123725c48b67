import 'server-only';
import { eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { cartReminders } from '@/db/schema/cart-reminders';

// The demo reminded carts' part of Settings → Remove demo data (domains/clean-start). The setting stays as it is.

export async function removeDemoCartReminders(tx: Tx): Promise<number> {
  return (
    await tx.delete(cartReminders).where(eq(cartReminders.demo, true)).returning({ id: cartReminders.id })
  ).length;
}
