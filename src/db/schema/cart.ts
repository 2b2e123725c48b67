import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** One line of a kept cart: which variant and how many; names and prices are read fresh when shown. */
export type StoredCartLine = { variantId: number; quantity: number };

/** A signed-in shopper's cart, kept on the server so it follows them to another device. */
export const carts = pgTable('carts', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lines: jsonb().$type<StoredCartLine[]>().notNull().default([]),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
