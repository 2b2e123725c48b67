import 'server-only';
import { and, count, eq, gt, isNotNull } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { cartReminderSettings, cartReminders } from '@/db/schema/cart-reminders';
import { env } from '@/lib/env';
import type { CartReminderSettings } from './schemas';

/** A fresh store sends no reminders until the owner turns them on; a day is the wait it starts from. */
export const DEFAULT_REMINDER_SETTINGS: CartReminderSettings = { enabled: false, delayHours: 24 };

/** The owner's cart reminder settings (fresh: the admin and the job read the truth). */
export async function readReminderSettings(): Promise<CartReminderSettings> {
  const [row] = await getDb()
    .select({ enabled: cartReminderSettings.enabled, delayHours: cartReminderSettings.delayHours })
    .from(cartReminderSettings)
    .where(eq(cartReminderSettings.storeId, env.STORE_ID));
  return row ?? DEFAULT_REMINDER_SETTINGS;
}

/** What the reminders did, for the owner: sent, followed back to the cart, and ordered after the reminder. */
export async function readReminderStats(): Promise<{ sent: number; cameBack: number; ordered: number }> {
  const [row] = await getDb()
    .select({
      sent: count(cartReminders.remindedAt),
      cameBack: count(cartReminders.cameBackAt),
    })
    .from(cartReminders)
    .where(isNotNull(cartReminders.remindedAt));
  const [ordered] = await getDb()
    .select({ n: count() })
    .from(cartReminders)
    .where(and(isNotNull(cartReminders.remindedAt), gt(cartReminders.orderedAt, cartReminders.remindedAt)));
  return { sent: row?.sent ?? 0, cameBack: row?.cameBack ?? 0, ordered: ordered?.n ?? 0 };
}
