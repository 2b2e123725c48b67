import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The store's long texts, one row each: about us, privacy policy, terms (sanitised HTML in both languages). */
export const storePages = pgTable(
  'store_pages',
  {
    key: text().primaryKey(),
    bodyEn: text().notNull().default(''),
    bodyAr: text().notNull().default(''),
    /** An image key (about us); null: none. */
    image: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('store_pages_key_check', sql`${t.key} in ('about', 'privacy', 'terms')`)],
);
