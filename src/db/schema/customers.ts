import { bigint, integer, pgView, text, timestamp } from 'drizzle-orm/pg-core';

// Views over the accounts' and the orders' tables (written by hand at the end of migration 0020; drizzle-kit leaves
// `.existing()` views alone): everyone who bought or signed up, as one row each, in one grouped query. Which order
// belongs to whom is decided here once (docs/decisions/0021-customers-and-clean-start.md):
// - an order placed signed in belongs to its account;
// - a guest order whose e-mail (lower case, without a `+tag`) is an account's belongs to that account;
// - the other guest orders are grouped by e-mail and by phone: orders that share an e-mail or a phone number are one
//   guest (followed e-mail → phone → e-mail, which joins the chains a shopper makes in practice).

/** One order and the customer it belongs to (`a-<user id>` or `g-<hash of the guest's key>`). */
export const customerOrders = pgView('customer_orders', {
  orderId: integer().notNull(),
  customerId: text().notNull(),
  number: integer().notNull(),
  status: text().notNull(),
  paymentStatus: text().notNull(),
  paymentMethod: text().notNull(),
  currency: text().notNull(),
  total: bigint({ mode: 'number' }).notNull(),
  refundedAmount: bigint({ mode: 'number' }).notNull(),
  /** What the order counts for in "total spent": 0 when cancelled or an unpaid card order, net of refunds. */
  spent: bigint({ mode: 'number' }).notNull(),
  fullName: text().notNull(),
  email: text().notNull(),
  phone: text().notNull(),
  streetAddress: text().notNull(),
  city: text().notNull(),
  zipCode: text().notNull(),
  deliveryAreaEn: text().notNull(),
  deliveryAreaAr: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
}).existing();

/** One customer: an account (even one that never ordered) or a guest, with their orders summed. */
export const customers = pgView('customers', {
  id: text().notNull(),
  userId: text(),
  kind: text({ enum: ['account', 'guest'] }).notNull(),
  name: text().notNull(),
  /** Null for an account opened by phone that has not added an e-mail. */
  email: text(),
  phone: text(),
  orderCount: integer().notNull(),
  spent: bigint({ mode: 'number' }).notNull(),
  lastOrderAt: timestamp({ withTimezone: true }),
  /** When the account was opened, or the guest's first order. */
  since: timestamp({ withTimezone: true }).notNull(),
  /** Lower-case name, e-mail and phone digits, for the search box. */
  searchText: text().notNull(),
}).existing();
