import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per store (`STORE_ID`): branding and the base currency. More settings arrive with their admin pages. */
export const storeSettings = pgTable('store_settings', {
  storeId: text().primaryKey(),
  primaryColor: text().notNull().default('#242F51'),
  secondaryColor: text().notNull().default('#384878'),
  currency: text().notNull().default('USD'),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const categories = pgTable('categories', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  slug: text().notNull().unique(),
  nameEn: text().notNull(),
  nameAr: text().notNull(),
  position: integer().notNull().default(0),
  hidden: boolean().notNull().default(false),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const products = pgTable('products', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  slug: text().notNull().unique(),
  nameEn: text().notNull(),
  nameAr: text().notNull(),
  descriptionEn: text().notNull().default(''),
  descriptionAr: text().notNull().default(''),
  categoryId: integer()
    .notNull()
    .references(() => categories.id, { onDelete: 'restrict' }),
  /** Minor units of the store currency. */
  price: integer().notNull(),
  /** Storage key of the main image (see lib/storage). */
  image: text(),
  published: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
