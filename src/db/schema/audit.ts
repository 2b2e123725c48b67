import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who changed what in the back office, written in the change's own transaction (domains/audit/record.ts), so a
 * change rolled back leaves no entry. The person is copied as they were (name and e-mail at the time) and not a
 * foreign key: an entry outlives its author's account. Kept: nothing in the app deletes entries.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The staff member's user id, name and e-mail at the time; null id: the system (a job, the start script). */
    actorId: text(),
    actorName: text().notNull().default(''),
    actorEmail: text().notNull().default(''),
    /** `area.verb`, e.g. `product.update`, `order.status`, `settings.payment`, `user.role`. */
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: text(),
    /** The changed fields only: their values before and after (null before: created; null after: deleted). */
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    /** The client's address, when the change came with a request. */
    ip: text(),
    /** Loaded by the demo seed; Settings → Remove demo data deletes these rows. */
    demo: boolean().notNull().default(false),
  },
  (t) => [
    check('audit_entries_action_check', sql`${t.action} ~ '^[a-z]+(\\.[a-zA-Z]+)+$'`),
    index('audit_entries_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_entries_actor_idx').on(t.actorId, t.at.desc()),
    index('audit_entries_action_idx').on(t.action, t.at.desc()),
  ],
);
