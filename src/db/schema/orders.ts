import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  json,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products, productVariants } from './catalog';
import { deliveryAreas } from './store-settings';

/** ARCHITECTURE.md's workflow: pending → confirmed → processing → shipped → delivered, or cancelled before shipped. */
export const orderStatus = pgEnum('order_status', [
  /** A cash-on-delivery order waiting for its shopper's confirmation (orders/cod-confirmation.ts): not yet to ship. */
  'awaiting',
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
]);
export const paymentStatus = pgEnum('payment_status', ['unpaid', 'paid', 'refunded', 'failed']);
/** How the order is paid: cash on delivery, or a card through Stripe Checkout. */
export const paymentMethod = pgEnum('payment_method', ['cod', 'card']);

/** Readable order numbers (#1001, #1002…); the number alone opens nothing: see `accessKeyHash`. */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1001 });

/**
 * An order as placed: the shipping information, and every amount as computed on the server at that moment (minor
 * units of `currency`), so later price, tax or delivery changes never rewrite it.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    number: integer().notNull().default(sql`nextval('order_number_seq')`),
    /** The client's key for this submission: a double click or a retried request finds the first order. */
    idempotencyKey: text().notNull(),
    /** Null for a guest, who opens the order through its signed link. */
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the secret in the order's link (shown once on the confirmed page and mailed). */
    accessKeyHash: text().notNull(),
    /** The language the order was placed in: its mail speaks it. */
    locale: text().notNull(),
    status: orderStatus().notNull().default('pending'),
    paymentMethod: paymentMethod().notNull(),
    paymentStatus: paymentStatus().notNull().default('unpaid'),
    currency: text().notNull(),
    // bigint: 50 lines of 99 units at the catalogue's top price pass int4's range.
    subtotal: bigint({ mode: 'number' }).notNull(),
    deliveryCharge: bigint({ mode: 'number' }).notNull(),
    tax: bigint({ mode: 'number' }).notNull(),
    /** The payment method's own charge (the cash-on-delivery fee), included in `total`. */
    paymentFee: bigint({ mode: 'number' }).notNull().default(0),
    total: bigint({ mode: 'number' }).notNull(),
    /**
     * What the discount took off, goods and delivery (docs/decisions/0027-discounts.md), already out of `total` and
     * of the amount taxed; and the code (or the automatic discount's name) that gave it.
     */
    discount: bigint({ mode: 'number' }).notNull().default(0),
    discountCode: text(),
    /** Units in the order (the spec's "total products"). */
    itemCount: integer().notNull(),
    /** Basis points, and whether the prices included it, as when placed (the invoice's tax line). */
    taxRate: integer().notNull(),
    pricesIncludeTax: boolean().notNull(),
    fullName: text().notNull(),
    streetAddress: text().notNull(),
    zipCode: text().notNull(),
    city: text().notNull(),
    email: text().notNull(),
    /** The mailbox the e-mail reaches, for counting orders per address: lower case, without a `+tag`. */
    emailKey: text()
      .notNull()
      .generatedAlwaysAs((): SQL => sql`regexp_replace(lower(${orders.email}), '[+][^@]*@', '@')`),
    phone: text().notNull(),
    whatsapp: text(),
    notes: text(),
    deliveryAreaId: integer().references(() => deliveryAreas.id, { onDelete: 'set null' }),
    deliveryAreaEn: text().notNull(),
    deliveryAreaAr: text().notNull(),
    /** Card orders: the Stripe Checkout Session, and the payment it made (the owner's reference). */
    stripeSessionId: text(),
    stripePaymentIntentId: text(),
    /**
     * When the card order's Checkout Session expires, and its stock stops being held: fixed by the first request to
     * Stripe, at that time, so a retried request sends the same parameters under its idempotency key.
     */
    checkoutExpiresAt: timestamp({ withTimezone: true }),
    /**
     * The parcel's courier (a key of orders/shipping.ts, or the owner's name for another), its tracking number and
     * the page that tracks it, given when the order is marked shipped.
     */
    courier: text(),
    trackingNumber: text(),
    trackingUrl: text(),
    /** When the card payment was confirmed by Stripe's webhook. */
    paidAt: timestamp({ withTimezone: true }),
    /**
     * What has been given back of `total`, in all (the payments ledger's refunds, kept here in the same transaction
     * so the workflow and every page read it from the order). Equal to `total` once refunded in full.
     */
    refundedAmount: bigint({ mode: 'number' }).notNull().default(0),
    /** When the owner asked Stripe for the last of the money back; `paymentStatus` becomes refunded when Stripe confirms it. */
    refundRequestedAt: timestamp({ withTimezone: true }),
    /** The client's address as our server saw it (lib/client-ip), for the checkout's limits; null: placed by code. */
    clientAddress: text(),
    /**
     * The simplified tax invoice's number (docs/decisions/0020-saudi-tax-invoices.md): from the gapless counter
     * (`invoiceCounters`), given when the order becomes a sale — a cash-on-delivery order when placed, a card order
     * when paid — and when it was issued (the QR code's time). Null: not (yet) invoiced.
     */
    invoiceNumber: integer(),
    invoicedAt: timestamp({ withTimezone: true }),
    /**
     * Where the order came from: the storefront's checkout, or the owner taking it over the phone (orders/owner),
     * with the admin who entered it (their name as it was then).
     */
    channel: text({ enum: ['web', 'phone'] })
      .notNull()
      .default('web'),
    enteredById: text().references(() => users.id, { onDelete: 'set null' }),
    enteredByName: text(),
    /**
     * Cash-on-delivery confirmation (orders/cod-confirmation.ts): the channel its link went by and when the order is
     * cancelled unconfirmed (null: the order never waited for one), then when it was confirmed and by whom (an admin
     * on the phone; no admin: the shopper through the link).
     */
    confirmChannel: text({ enum: ['sms', 'whatsapp'] }),
    confirmDueAt: timestamp({ withTimezone: true }),
    confirmedAt: timestamp({ withTimezone: true }),
    confirmedById: text().references(() => users.id, { onDelete: 'set null' }),
    confirmedByName: text(),
    /** Set when a cancellation put the stock back, so it happens once. */
    stockReturnedAt: timestamp({ withTimezone: true }),
    /** Loaded by the demo seed; Settings → Remove demo data deletes these rows (docs/decisions/0021). */
    demo: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.number),
    uniqueIndex('orders_invoice_number_key').on(t.invoiceNumber),
    uniqueIndex('orders_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('orders_stripe_session_key').on(t.stripeSessionId),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('orders_created_idx').on(t.createdAt.desc()),
    index('orders_status_idx').on(t.status, t.createdAt.desc()),
    // The checkout's limits count one phone's, mailbox's or address's recent orders.
    index('orders_phone_idx').on(t.phone, t.createdAt),
    index('orders_email_key_idx').on(t.emailKey, t.createdAt),
    index('orders_client_address_idx').on(t.clientAddress, t.createdAt),
    // The reports (sales, dashboard) scan a range of days and read only these columns: from this index alone
    // (an index-only scan), never the wide order rows. Fast on 100 000 orders (scripts/bench.ts --only reports).
    index('orders_report_idx').on(
      t.createdAt,
      t.status,
      t.paymentMethod,
      t.paymentStatus,
      t.pricesIncludeTax,
      t.itemCount,
      t.subtotal,
      t.deliveryCharge,
      t.paymentFee,
      t.tax,
      t.total,
      t.discount,
      t.deliveryAreaId,
      t.id,
    ),
    check(
      'orders_amounts_check',
      sql`${t.subtotal} >= 0 and ${t.deliveryCharge} >= 0 and ${t.tax} >= 0 and ${t.paymentFee} >= 0 and ${t.discount} >= 0`,
    ),
    check('orders_total_check', sql`${t.total} >= 0 and ${t.itemCount} > 0`),
    check('orders_refunded_check', sql`${t.refundedAmount} between 0 and ${t.total}`),
    check('orders_invoiced_check', sql`(${t.invoiceNumber} is null) = (${t.invoicedAt} is null)`),
  ],
);

/** One variant bought: the product's names and options as they were, and the unit price charged. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer().references(() => products.id, { onDelete: 'set null' }),
    variantId: integer().references(() => productVariants.id, { onDelete: 'set null' }),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    slugEn: text().notNull(),
    slugAr: text().notNull(),
    image: text(),
    sku: text().notNull(),
    colorEn: text(),
    colorAr: text(),
    sizeEn: text(),
    sizeAr: text(),
    unitPrice: integer().notNull(),
    quantity: integer().notNull(),
    lineTotal: bigint({ mode: 'number' }).notNull(),
    /** This line's share of the order's discount (in `lineTotal`; the invoice and a refund take it off). */
    discount: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [
    // The order's lines; with what the reports sum, so they read the index alone (index-only scans).
    index('order_lines_order_idx').on(t.orderId, t.productId, t.quantity, t.lineTotal),
    index('order_lines_product_idx').on(t.productId),
    check('order_lines_quantity_check', sql`${t.quantity} > 0`),
    check(
      'order_lines_amounts_check',
      sql`${t.unitPrice} >= 0 and ${t.lineTotal} = ${t.unitPrice}::bigint * ${t.quantity}`,
    ),
  ],
);

/** The order's timeline: each status it reached (placed = pending), who moved it, and when. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: orderStatus().notNull(),
    /** Who: the shopper, an admin (their id), or null for a guest or the system. */
    actorId: text().references(() => users.id, { onDelete: 'set null' }),
    actorRole: text({ enum: ['shopper', 'admin', 'system'] }).notNull(),
    /** The actor's name when it happened (the timeline reads it without another domain's table). */
    actorName: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * Every Stripe webhook event handled, by its id: a replayed or concurrent delivery of the same event finds its row
 * and changes nothing (the insert is the lock).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: text().primaryKey(),
    type: text().notNull(),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    /** The payment the event is about: a refund that arrives before the payment it refunds is found by it later. */
    paymentIntentId: text(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_events_payment_intent_idx').on(t.paymentIntentId)],
);

/**
 * The sales report's figures of a stretch of days that is over in the store's time zone — a whole month, or a
 * single day (reports/sold.ts) — so a long range sums a few kept rows instead of every order line again. Kept only
 * for the time zone the store has now.
 */
export const salesPeriods = pgTable(
  'sales_periods',
  {
    timeZone: text().notNull(),
    start: date().notNull(),
    end: date().notNull(),
    // json, not jsonb: kept and read back whole, never queried inside, so stored as written and sent as stored.
    figures: json().notNull(),
    computedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.timeZone, t.start, t.end] })],
);

/**
 * When an order is placed, changed or deleted, a trigger (migration 0012) writes when it was placed here: the kept
 * periods of that day are summed again on the next report. Inserts only, so checkouts and status changes never wait
 * on each other for it; the report that sums the period again deletes the rows it saw.
 */
export const salesChanges = pgTable(
  'sales_changes',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderPlacedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('sales_changes_placed_idx').on(t.orderPlacedAt)],
);

/**
 * The gapless counters of tax documents, one row per kind: the invoice or credit note's transaction increments its
 * row (which locks it until the commit), so a rolled-back transaction gives its number back, unlike a sequence.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    kind: text({ enum: ['invoice', 'creditNote'] }).primaryKey(),
    last: integer().notNull(),
  },
  (t) => [check('invoice_counters_last_check', sql`${t.last} > 0`)],
);

/**
 * A credit note: what a cancellation or a refund took back of an invoiced order, with its own gapless number, the
 * amount credited (tax included, minor units of the order's currency) and the tax in it.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    number: integer().notNull(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reason: text({ enum: ['cancelled', 'refund'] }).notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    tax: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_notes_number_key').on(t.number),
    index('credit_notes_order_idx').on(t.orderId, t.createdAt),
    check('credit_notes_amounts_check', sql`${t.amount} > 0 and ${t.tax} between 0 and ${t.amount}`),
  ],
);

/**
 * What the store's staff wrote on an order's timeline, never shown to the shopper: a note (`body`), or an edit of
 * the order before it shipped (`changes`: what changed, from what to what), with who and when.
 */
export const orderJournal = pgTable(
  'order_journal',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['note', 'edit'] }).notNull(),
    body: text(),
    changes: jsonb(),
    authorId: text().references(() => users.id, { onDelete: 'set null' }),
    /** The author's name when written: the timeline reads it without another domain's table. */
    authorName: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_journal_order_idx').on(t.orderId, t.createdAt),
    check(
      'order_journal_kind_check',
      sql`(${t.kind} = 'note' and ${t.body} is not null) or (${t.kind} = 'edit' and ${t.changes} is not null)`,
    ),
  ],
);

/**
 * Where a return stands (orders/returns/machine.ts): asked for by the shopper, approved or rejected by the owner,
 * the parcel received, then the money given back (refunded) or the return closed without a refund.
 */
export const returnStatus = pgEnum('return_status', [
  'requested',
  'approved',
  'rejected',
  'received',
  'refunded',
  'closed',
]);
/** Why the shopper sends it back (orders/returns/schemas.ts's reasons). */
export const returnReason = pgEnum('return_reason', [
  'damaged',
  'wrongItem',
  'notAsDescribed',
  'changedMind',
  'other',
]);

/**
 * A delivered order's return: the shopper asks within the store's return window, the owner decides, receives the
 * parcel, restocks what can be sold again (once: `restockedAt`), and records the refund. One open return per order
 * at a time (the partial unique index); several over its life, each taking only what earlier ones left.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: returnStatus().notNull().default('requested'),
    reason: returnReason().notNull(),
    /** The shopper's own words, if any. */
    note: text(),
    /** The owner's reason for a rejection, mailed to the shopper. */
    rejectionReason: text(),
    /** The refund recorded for it (minor units of the order's currency), and how it was given. */
    refundAmount: bigint({ mode: 'number' }),
    refundMethod: text({ enum: ['card', 'cash', 'transfer'] }),
    /** Set when the returned units were restocked (or some left out), so it happens once. */
    restockedAt: timestamp({ withTimezone: true }),
    /** Who moved it last: the shopper's name at the request, then the owner's. */
    actorName: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_returns_order_idx').on(t.orderId, t.createdAt),
    index('order_returns_status_idx').on(t.status, t.createdAt.desc()),
    uniqueIndex('order_returns_open_key')
      .on(t.orderId)
      .where(sql`${t.status} in ('requested', 'approved', 'received')`),
    check('order_returns_refund_check', sql`${t.refundAmount} is null or ${t.refundAmount} > 0`),
  ],
);

/** The units of one order line sent back, and how many of them went back on the shelf (null until restocked). */
export const orderReturnLines = pgTable(
  'order_return_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    returnId: integer()
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    orderLineId: integer()
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    restocked: integer(),
  },
  (t) => [
    uniqueIndex('order_return_lines_line_key').on(t.returnId, t.orderLineId),
    index('order_return_lines_order_line_idx').on(t.orderLineId),
    check('order_return_lines_quantity_check', sql`${t.quantity} > 0`),
    check(
      'order_return_lines_restocked_check',
      sql`${t.restocked} is null or ${t.restocked} between 0 and ${t.quantity}`,
    ),
  ],
);
