import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per store (`STORE_ID`): branding, the base currency and tax. More settings arrive with their admin pages. */
export const storeSettings = pgTable(
  'store_settings',
  {
    storeId: text().primaryKey(),
    primaryColor: text().notNull().default('#242F51'),
    secondaryColor: text().notNull().default('#384878'),
    currency: text().notNull().default('USD'),
    /** Tax rate in basis points (1500 = 15 %), applied to the goods and the delivery charge. */
    taxRate: integer().notNull().default(0),
    /** Whether catalogue prices and delivery charges already include the tax (VAT-inclusive shelf prices). */
    pricesIncludeTax: boolean().notNull().default(true),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('store_settings_tax_rate_check', sql`${t.taxRate} between 0 and 10000`)],
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
