import 'server-only';
import { and, count, desc, eq, gte, like, lt, max, type SQL, sql } from 'drizzle-orm';
import { type Database, getDb } from '@/db/client';
import { auditEntries } from '@/db/schema/audit';
import { AUDIT_PAGE_SIZE, type AuditFilters, auditRangeRefusal } from './schemas';

/** One entry as the log page shows it. */
export type AuditEntry = {
  id: number;
  at: Date;
  actorName: string;
  actorEmail: string;
  action: string;
  entityType: string;
  entityId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string | null;
};

/** A person who has entries, by the e-mail they had (the log's "who" filter); '' is the system. */
export type AuditPerson = { email: string; name: string };

/** The conditions of the page's filters; the dates are whole days of `timeZone`, a backwards range is not applied. */
function conditions(filters: AuditFilters, timeZone: string): SQL[] {
  const where: SQL[] = [];
  if (filters.who !== undefined)
    where.push(eq(auditEntries.actorEmail, filters.who === 'system' ? '' : filters.who));
  if (filters.what)
    where.push(
      filters.what.includes('.')
        ? eq(auditEntries.action, filters.what)
        : like(auditEntries.action, `${filters.what}.%`),
    );
  if (!auditRangeRefusal(filters)) {
    if (filters.from)
      where.push(gte(auditEntries.at, sql`(${filters.from}::date)::timestamp at time zone ${timeZone}`));
    if (filters.to)
      where.push(lt(auditEntries.at, sql`(${filters.to}::date + 1)::timestamp at time zone ${timeZone}`));
  }
  return where;
}

/** A page of the log, newest first, with the number of entries the filters match. */
export async function listAuditEntries(
  filters: AuditFilters,
  timeZone: string,
  db: Database = getDb(),
): Promise<{ rows: AuditEntry[]; total: number; page: number; pageSize: number }> {
  const where = and(...conditions(filters, timeZone));
  const [counted] = await db.select({ n: count() }).from(auditEntries).where(where);
  const total = counted?.n ?? 0;
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const page = Math.min(filters.page ?? 1, pages);
  const rows = await db
    .select({
      id: auditEntries.id,
      at: auditEntries.at,
      actorName: auditEntries.actorName,
      actorEmail: auditEntries.actorEmail,
      action: auditEntries.action,
      entityType: auditEntries.entityType,
      entityId: auditEntries.entityId,
      before: auditEntries.before,
      after: auditEntries.after,
      ip: auditEntries.ip,
    })
    .from(auditEntries)
    .where(where)
    .orderBy(desc(auditEntries.at), desc(auditEntries.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  return { rows, total, page, pageSize: AUDIT_PAGE_SIZE };
}

/** Everyone with entries, with the name of their latest one, by name. */
export async function listAuditPeople(db: Database = getDb()): Promise<AuditPerson[]> {
  const rows = await db
    .select({
      email: auditEntries.actorEmail,
      name: sql<string>`(array_agg(${auditEntries.actorName} order by ${auditEntries.at} desc))[1]`,
      last: max(auditEntries.at),
    })
    .from(auditEntries)
    .groupBy(auditEntries.actorEmail);
  return rows
    .map(({ email, name }) => ({ email, name }))
    .sort((a, b) => (a.name || a.email).localeCompare(b.name || b.email));
}
