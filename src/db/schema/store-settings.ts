import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per store (`STORE_ID`): branding and the base currency. More settings arrive with their admin pages. */
export const storeSettings = pgTable('store_settings', {
  storeId: text().primaryKey(),
  primaryColor: text().notNull().default('#242F51'),
  secondaryColor: text().notNull().default('#384878'),
  currency: text().notNull().default('USD'),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
