import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A shopper's message from the contact page; the owner marks it handled once answered. */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    email: text().notNull(),
    comments: text().notNull(),
    /** The page's language, so the owner's reply can be in it. */
    locale: text().notNull().default('en'),
    status: text({ enum: ['new', 'handled'] })
      .notNull()
      .default('new'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp({ withTimezone: true }),
    /** Loaded by the demo seed; Settings → Remove demo data deletes these rows (docs/decisions/0021). */
    demo: boolean().notNull().default(false),
  },
  (t) => [
    check('contact_requests_status_check', sql`${t.status} in ('new', 'handled')`),
    index('contact_requests_status_idx').on(t.status, t.createdAt.desc()),
  ],
);
