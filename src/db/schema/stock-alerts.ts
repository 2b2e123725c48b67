import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { productVariants } from './catalog';

/**
 * A shopper's "tell me when it is back" on a sold-out variant: one per variant and address (lower-cased). Mailed once,
 * in the language it was asked in, when the variant has stock again (`notifiedAt` then set); the unsubscribe link
 * carries `token`.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    variantId: integer()
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    /** The signed-in shopper who asked; null for a guest. */
    userId: text().references(() => users.id, { onDelete: 'cascade' }),
    locale: text().notNull().default('en'),
    /** A random secret of the unsubscribe link. */
    token: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp({ withTimezone: true }),
    /** Loaded by the demo seed; Settings → Remove demo data deletes these rows (docs/decisions/0021). */
    demo: boolean().notNull().default(false),
  },
  (t) => [
    unique('stock_alerts_variant_email_key').on(t.variantId, t.email),
    uniqueIndex('stock_alerts_token_key').on(t.token),
    index('stock_alerts_waiting_idx').on(t.variantId).where(sql`${t.notifiedAt} is null`),
  ],
);
