import 'server-only';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { type Database, getDb } from '@/db/client';
import { contactRequests } from '@/db/schema/contact';
import type { Locale } from '@/i18n/routing';
import { escapeLike } from '@/lib/text';
import { ADMIN_CONTACT_PAGE_SIZE, type AdminContactParams, type ContactStatus } from './schemas';

// The back office's reads of contact requests: never cached, the admin always sees the truth.

/** A shopper's message as the admin sees it. */
export type ContactRequest = {
  id: number;
  name: string;
  email: string;
  comments: string;
  locale: Locale;
  status: ContactStatus;
  createdAt: Date;
  handledAt: Date | null;
};

export type ContactRequestPage = {
  rows: ContactRequest[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
};

const columns = {
  id: contactRequests.id,
  name: contactRequests.name,
  email: contactRequests.email,
  comments: contactRequests.comments,
  locale: contactRequests.locale,
  status: contactRequests.status,
  createdAt: contactRequests.createdAt,
  handledAt: contactRequests.handledAt,
};

const toRequest = (row: { locale: string } & Omit<ContactRequest, 'locale'>): ContactRequest => ({
  ...row,
  locale: row.locale === 'ar' ? 'ar' : 'en',
});

function filtersWhere(params: AdminContactParams): SQL | undefined {
  const pattern = params.q ? `%${escapeLike(params.q)}%` : undefined;
  return and(
    pattern
      ? or(
          ilike(contactRequests.name, pattern),
          ilike(contactRequests.email, pattern),
          ilike(contactRequests.comments, pattern),
        )
      : undefined,
    params.status ? eq(contactRequests.status, params.status) : undefined,
  );
}

/** One page of the contact requests, newest first, searched (name, e-mail, message) and filtered by status. */
export async function listContactRequests(
  params: AdminContactParams,
  pageSize = ADMIN_CONTACT_PAGE_SIZE,
): Promise<ContactRequestPage> {
  const db = getDb();
  const where = filtersWhere(params);
  const [counted] = await db.select({ n: count() }).from(contactRequests).where(where);
  const total = counted?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(params.page, pageCount);
  const rows = await db
    .select(columns)
    .from(contactRequests)
    .where(where)
    .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows: rows.map(toRequest), total, page, pageCount, pageSize };
}

/** One request, or null when there is none (deleted since). */
export async function readContactRequest(id: number): Promise<ContactRequest | null> {
  const [row] = await getDb().select(columns).from(contactRequests).where(eq(contactRequests.id, id));
  return row ? toRequest(row) : null;
}

/** How many requests wait for the admin (the dashboard's figure). */
export async function countNewContactRequests(): Promise<number> {
  const [row] = await getDb()
    .select({ n: count() })
    .from(contactRequests)
    .where(eq(contactRequests.status, 'new'));
  return row?.n ?? 0;
}

/** Whether the store has any contact request yet (demo data goes only into an empty table). */
export async function hasContactRequests(db: Database = getDb()): Promise<boolean> {
  const [row] = await db.select({ id: contactRequests.id }).from(contactRequests).limit(1);
  return Boolean(row);
}
