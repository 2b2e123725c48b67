import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import type { StoredCartLine } from './cart';

/** Whether left carts are reminded, and after how long (one row per store; none: off, 24 hours). */
export const cartReminderSettings = pgTable('cart_reminder_settings', {
  storeId: text().primaryKey(),
  enabled: boolean().notNull().default(false),
  delayHours: integer().notNull().default(24),
});

/**
 * A cart that may be reminded, from its opt-in (a guest's address at checkout) or its reminder (a signed-in
 * shopper's kept cart) until it is ordered: one open row per shopper (`key`: `user:<id>` or `guest:<address>`).
 * `lines` is the cart the reminder's link brings back; `token` is that link's secret, and the unsubscribe link's.
 */
export const cartReminders = pgTable(
  'cart_reminders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    key: text().notNull(),
    userId: text().references(() => users.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    locale: text().notNull().default('en'),
    lines: jsonb().$type<StoredCartLine[]>().notNull().default([]),
    /** When the cart was last touched: reminded once it has been left alone for the delay. */
    activeAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    remindedAt: timestamp({ withTimezone: true }),
    /** When the reminder's link was first followed. */
    cameBackAt: timestamp({ withTimezone: true }),
    /** When its shopper ordered: the row is closed, kept for the owner's counts. */
    orderedAt: timestamp({ withTimezone: true }),
    token: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Loaded by the demo seed; Settings → Remove demo data deletes these rows (docs/decisions/0021). */
    demo: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex('cart_reminders_open_key').on(t.key).where(sql`${t.orderedAt} is null`),
    uniqueIndex('cart_reminders_token_key').on(t.token),
  ],
);

/** Addresses that followed a reminder's unsubscribe link: never reminded again. */
export const cartReminderOptOuts = pgTable('cart_reminder_opt_outs', {
  email: text().primaryKey(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
