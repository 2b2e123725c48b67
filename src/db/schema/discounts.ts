import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orders } from './orders';

/**
 * A discount (docs/decisions/0027-discounts.md): a code the shopper types, or an automatic one that applies by
 * itself (its code is then only its name). `value` is basis points for a percentage (1000 = 10 %), minor units of the
 * store's base currency for a fixed amount, 0 for free delivery. Targets: the whole order, or the lines whose product,
 * category (or sub category) or brand is in `targetIds`.
 */
export const discounts = pgTable(
  'discounts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Upper case, as the shopper's entry is compared. */
    code: text().notNull(),
    automatic: boolean().notNull().default(false),
    kind: text({ enum: ['percentage', 'fixed', 'freeDelivery'] }).notNull(),
    value: bigint({ mode: 'number' }).notNull().default(0),
    appliesTo: text({ enum: ['order', 'products', 'categories', 'brands'] })
      .notNull()
      .default('order'),
    targetIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    /** The smallest subtotal of the lines it applies to, minor units; 0: none. */
    minSubtotal: bigint({ mode: 'number' }).notNull().default(0),
    /** Instants; the admin enters them as the store's local time (the service converts in the store's time zone). */
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    /** Orders it may make in all, and per customer (by account, e-mail or phone); null: no limit. */
    usageLimit: integer(),
    perCustomerLimit: integer(),
    /** Orders placed with it so far (counted in the order's transaction, under this row's lock). */
    uses: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    /** Loaded by the demo seed; Settings → Remove demo data deletes these rows (docs/decisions/0021). */
    demo: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discounts_code_key').on(t.code),
    index('discounts_automatic_idx').on(t.automatic, t.active),
    check('discounts_value_check', sql`${t.value} >= 0`),
    check('discounts_uses_check', sql`${t.uses} >= 0`),
    check(
      'discounts_limits_check',
      sql`coalesce(${t.usageLimit}, 1) > 0 and coalesce(${t.perCustomerLimit}, 1) > 0`,
    ),
  ],
);

/** An order placed with a discount: who placed it, so the uses per customer can be counted. */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    discountId: integer()
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    /** The order's mailbox (lower case, without a `+tag`) and national phone digits. */
    emailKey: text(),
    phone: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_redemptions_order_key').on(t.orderId),
    index('discount_redemptions_user_idx').on(t.discountId, t.userId),
    index('discount_redemptions_email_idx').on(t.discountId, t.emailKey),
    index('discount_redemptions_phone_idx').on(t.discountId, t.phone),
  ],
);
