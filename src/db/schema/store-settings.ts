import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** A settings page's fields as stored; domains/store-settings parses them with its schema and defaults on read. */
type SettingsJson = Record<string, unknown>;

/**
 * One row per store (`STORE_ID`). Each admin settings page owns one part: the selling settings and colours are
 * columns; the branding, homepage and contact pages one JSON document each (parsed with its schema on read, so a
 * field added later needs no migration); the store-wide options are columns (docs/decisions/0010-store-settings.md).
 */
export const storeSettings = pgTable(
  'store_settings',
  {
    storeId: text().primaryKey(),
    primaryColor: text().notNull().default('#242F51'),
    secondaryColor: text().notNull().default('#384878'),
    currency: text().notNull().default('USD'),
    /** Set by the first order (orders/service): from then on every amount is in `currency`, which stays. */
    currencyLocked: boolean().notNull().default(false),
    /** When the owner removed the demo data (Settings): the start script never loads it again. */
    demoRemovedAt: timestamp({ withTimezone: true }),
    /** Tax rate in basis points (1500 = 15 %), applied to the goods and the delivery charge. */
    taxRate: integer().notNull().default(0),
    /** Whether catalogue prices and delivery charges already include the tax (VAT-inclusive shelf prices). */
    pricesIncludeTax: boolean().notNull().default(true),
    /** Store name in both languages, logo and square icon (image keys). */
    branding: jsonb().$type<SettingsJson>().notNull().default({}),
    /** Hero, call to action, announcement bar and the home sections' order. */
    homepage: jsonb().$type<SettingsJson>().notNull().default({}),
    /** Phone, WhatsApp, e-mail, address, map and social links, support hours: footer and contact page. */
    contact: jsonb().$type<SettingsJson>().notNull().default({}),
    /** The seller on the tax invoices: legal names, VAT registration number, Saudi national address. */
    seller: jsonb().$type<SettingsJson>().notNull().default({}),
    /** The store's public host name (no scheme); null: APP_URL. */
    customDomain: text(),
    /** The language `/` opens in. */
    defaultLocale: text().notNull().default('en'),
    /** IANA time zone for dates shown and reports. */
    timeZone: text().notNull().default('UTC'),
    /** Shown before order numbers ("WS-1001"); the number itself stays the key. */
    orderNumberPrefix: text().notNull().default(''),
    /** A variant at or below this stock counts as running low (admin lists, "only n left"). */
    lowStockThreshold: integer().notNull().default(5),
    /** Payment options: cash on delivery with its fee (minor units) and the largest order total it takes (null: any). */
    codEnabled: boolean().notNull().default(true),
    codFee: integer().notNull().default(0),
    codMaxTotal: integer(),
    /** Card payments through Stripe Checkout; usable only while STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set. */
    cardEnabled: boolean().notNull().default(false),
    /**
     * Cash-on-delivery confirmation (orders/cod-confirmation.ts): when on, a cash-on-delivery order waits for its
     * shopper to confirm it through the link sent by SMS or WhatsApp, and is cancelled after `codConfirmHours`.
     */
    codConfirm: boolean().notNull().default(false),
    codConfirmChannel: text({ enum: ['sms', 'whatsapp'] })
      .notNull()
      .default('sms'),
    codConfirmHours: integer().notNull().default(24),
    /** Currencies shoppers may view prices in, each with its rate against `currency`: `[{ code, rate }]`. */
    displayCurrencies: jsonb().$type<SettingsJson[]>().notNull().default([]),
    /**
     * Checkout limits (domains/store-settings/checkout-limits.ts): orders per client address, phone and e-mail in
     * the last hour, cash-on-delivery orders one phone may have waiting, units per line and per order, and order
     * mails one mailbox receives an hour.
     */
    ordersPerAddressHour: integer().notNull().default(10),
    ordersPerPhoneHour: integer().notNull().default(5),
    ordersPerEmailHour: integer().notNull().default(5),
    unpaidCodPerPhone: integer().notNull().default(3),
    lineQuantityMax: integer().notNull().default(10),
    orderUnitsMax: integer().notNull().default(30),
    orderMailsPerEmailHour: integer().notNull().default(3),
    /** Days after delivery a shopper may ask to return an order; 0: returns are not accepted. */
    returnWindowDays: integer().notNull().default(14),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('store_settings_return_window_check', sql`${t.returnWindowDays} between 0 and 365`),
    check('store_settings_tax_rate_check', sql`${t.taxRate} between 0 and 10000`),
    check('store_settings_cod_confirm_hours_check', sql`${t.codConfirmHours} between 1 and 72`),
    check('store_settings_low_stock_check', sql`${t.lowStockThreshold} between 0 and 100000`),
    check(
      'store_settings_cod_check',
      sql`${t.codFee} >= 0 and (${t.codMaxTotal} is null or ${t.codMaxTotal} > 0)`,
    ),
    // 99 units a line and 50 lines an order are what any cart may hold (domains/orders/limits.ts).
    check(
      'store_settings_checkout_limits_check',
      sql`least(${t.ordersPerAddressHour}, ${t.ordersPerPhoneHour}, ${t.ordersPerEmailHour}, ${t.unpaidCodPerPhone}, ${t.lineQuantityMax}, ${t.orderUnitsMax}, ${t.orderMailsPerEmailHour}) >= 1 and ${t.lineQuantityMax} <= 99 and ${t.orderUnitsMax} <= 4950`,
    ),
  ],
);

/** Where the store delivers and what it charges (minor units of the base currency); the cart requires one. */
export const deliveryAreas = pgTable(
  'delivery_areas',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    charge: integer().notNull(),
    /** Orders whose goods reach this subtotal are delivered free; null: never free. */
    freeFrom: integer(),
    /** Estimated delivery time in days, shown to the shopper ("2–4 days"). */
    minDays: smallint().notNull().default(1),
    maxDays: smallint().notNull().default(3),
    active: boolean().notNull().default(true),
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('delivery_areas_charge_check', sql`${t.charge} >= 0`),
    check('delivery_areas_free_from_check', sql`${t.freeFrom} is null or ${t.freeFrom} >= 0`),
    check('delivery_areas_days_check', sql`${t.minDays} >= 0 and ${t.maxDays} >= ${t.minDays}`),
  ],
);
