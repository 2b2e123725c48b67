import 'server-only';
import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { cartReminderSettings, cartReminders } from '@/db/schema/cart-reminders';
import { listSellableVariantIds } from '@/domains/catalog/stock';
import { env } from '@/lib/env';

const HOUR = 60 * 60 * 1000;

/**
 * Cart reminders on (after a day), and a few guests' carts already reminded: one came back and ordered, one came
 * back, one did not, so the owner's counts show what they measure. Only into an empty table.
 */
export async function seedDemoCartReminders(db: Database): Promise<boolean> {
  await db
    .insert(cartReminderSettings)
    .values({ storeId: env.STORE_ID, enabled: true, delayHours: 24 })
    .onConflictDoNothing();
  const [existing] = await db.select({ n: count() }).from(cartReminders);
  if (existing?.n) return false;
  const variants = await listSellableVariantIds(db, 3);
  if (!variants.length) return false;
  const now = Date.now();
  const at = (hours: number) => new Date(now - hours * HOUR);
  const carts = [
    { email: 'maha.r@example.com', locale: 'ar', left: 80, cameBack: 54, ordered: 53 },
    { email: 'james.w@example.com', locale: 'en', left: 60, cameBack: 33, ordered: null },
    { email: 'salma.k@example.com', locale: 'ar', left: 40, cameBack: null, ordered: null },
  ];
  await db.insert(cartReminders).values(
    carts.map((cart, i) => ({
      key: `guest:${cart.email}`,
      email: cart.email,
      locale: cart.locale,
      lines: [{ variantId: variants[i % variants.length] as number, quantity: 1 }],
      activeAt: at(cart.left),
      remindedAt: at(cart.left - 24),
      cameBackAt: cart.cameBack === null ? null : at(cart.cameBack),
      orderedAt: cart.ordered === null ? null : at(cart.ordered),
      token: randomBytes(32).toString('base64url'),
      createdAt: at(cart.left),
      demo: true,
    })),
  );
  return true;
}
