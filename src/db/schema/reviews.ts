import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalog';

/**
 * Shoppers' reviews (spec: name, email, rating, title, comment), written from a delivered order by its buyer, one per
 * product of the order; hidden by admins with a reason.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    /**
     * The order it was bought in (the "verified purchase"). No foreign key: the orders' tables reference the
     * catalogue's, and orders are never deleted.
     */
    orderId: integer(),
    name: text().notNull(),
    email: text().notNull(),
    rating: smallint().notNull(),
    title: text().notNull(),
    comment: text().notNull(),
    hidden: boolean().notNull().default(false),
    /** Loaded by the demo seed; Settings → Remove demo data deletes these rows (docs/decisions/0021). */
    demo: boolean().notNull().default(false),
    /** Why the owner hid it, and when (kept when shown again, for the record). */
    hiddenReason: text(),
    hiddenAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.hidden, t.createdAt.desc()),
    index('reviews_created_idx').on(t.createdAt.desc()),
    uniqueIndex('reviews_order_product_key').on(t.orderId, t.productId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);
