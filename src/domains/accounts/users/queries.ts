import 'server-only';
import { and, count, desc, eq, gte, ilike, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { accounts, sessions, users } from '@/db/schema/accounts';
import { escapeLike, optionalQueryText } from '@/lib/text';
import { isPhoneAccountEmail } from '../phone/auth';
import { toE164 } from '../phone/number';
import { SHOPPER_ROLE, type StaffRole, staffRoleOf } from '../staff/roles';

// Admin reads of the user base: never cached, the admin always sees the truth.

export const ADMIN_USERS_PAGE_SIZE = 20;

/** The users table's query parameters; anything malformed falls back to the default. */
export const adminUserParams = z.object({
  q: optionalQueryText(),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type AdminUserParams = z.output<typeof adminUserParams>;

/** Reads a Next `searchParams` object into the table's parameters. */
export function parseAdminUserParams(search: Record<string, string | string[] | undefined>): AdminUserParams {
  const first = Object.fromEntries(Object.entries(search).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  return adminUserParams.parse(first);
}

export type AdminUserRow = {
  id: string;
  name: string;
  /** Null for an account opened by phone that has not added an e-mail. */
  email: string | null;
  /** E.164, once verified by SMS. */
  phone: string | null;
  /**
   * How the user signs in: better-auth provider ids of their linked accounts ('credential' is e-mail and password),
   * with 'phone' for a password account opened by phone.
   */
  methods: string[];
  /** The staff role, null for a shopper. */
  staffRole: StaffRole | null;
  banned: boolean;
  createdAt: Date;
};

export type AdminUserDetail = AdminUserRow & {
  banReason: string | null;
  sessionCount: number;
  lastSignInAt: Date | null;
  /** Owners other than this user who are not blocked, for the policies (accounts/policies.ts). */
  otherActiveOwners: number;
};

export type AdminUserPage = {
  rows: AdminUserRow[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
};

const rowColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phoneNumber,
  role: users.role,
  banned: users.banned,
  createdAt: users.createdAt,
};

async function methodsOf(ids: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (ids.length === 0) return out;
  const rows = await getDb()
    .select({ userId: accounts.userId, providerId: accounts.providerId })
    .from(accounts)
    .where(inArray(accounts.userId, ids))
    .orderBy(accounts.createdAt);
  for (const { userId, providerId } of rows) {
    const list = out.get(userId) ?? [];
    if (!list.includes(providerId)) list.push(providerId);
    out.set(userId, list);
  }
  return out;
}

type BaseRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: string;
  banned: boolean;
  createdAt: Date;
};
const toRow = (row: BaseRow, methods: Map<string, string[]>): AdminUserRow => {
  const byPhone = isPhoneAccountEmail(row.email);
  return {
    id: row.id,
    name: row.name,
    email: byPhone ? null : row.email,
    phone: row.phone,
    methods: (methods.get(row.id) ?? []).map((m) => (m === 'credential' && byPhone ? 'phone' : m)),
    staffRole: staffRoleOf(row.role),
    banned: row.banned,
    createdAt: row.createdAt,
  };
};

/**
 * One page of users, newest first, optionally filtered by a case-insensitive match on name, e-mail or phone (a
 * number typed the local way, `050…`, finds its E.164 form).
 */
export async function listAdminUsers(
  params: AdminUserParams,
  pageSize = ADMIN_USERS_PAGE_SIZE,
): Promise<AdminUserPage> {
  const db = getDb();
  const pattern = params.q ? `%${escapeLike(params.q)}%` : undefined;
  const phone = params.q ? toE164(params.q) : null;
  const where = pattern
    ? or(
        ilike(users.name, pattern),
        ilike(users.email, pattern),
        ilike(users.phoneNumber, pattern),
        phone ? eq(users.phoneNumber, phone) : undefined,
      )
    : undefined;

  const [totalRow] = await db.select({ n: count() }).from(users).where(where);
  const total = totalRow?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(params.page, pageCount);

  const rows = await db
    .select(rowColumns)
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const methods = await methodsOf(rows.map((r) => r.id));
  return { rows: rows.map((r) => toRow(r, methods)), total, page, pageCount, pageSize };
}

/** One user with their session activity, or null when there is no such user. */
export async function getAdminUser(id: string): Promise<AdminUserDetail | null> {
  const db = getDb();
  const [row] = await db
    .select({ ...rowColumns, banReason: users.banReason, lastSignInAt: users.lastSignInAt })
    .from(users)
    .where(eq(users.id, id));
  if (!row) return null;
  const [activity] = await db
    .select({ n: sql<number>`count(*) filter (where ${sessions.expiresAt} > now())`.mapWith(Number) })
    .from(sessions)
    .where(eq(sessions.userId, id));
  const [owners] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'owner'), eq(users.banned, false), ne(users.id, id)));
  const methods = await methodsOf([id]);
  return {
    ...toRow(row, methods),
    banReason: row.banReason,
    sessionCount: activity?.n ?? 0,
    lastSignInAt: row.lastSignInAt,
    otherActiveOwners: owners?.n ?? 0,
  };
}

/** How many customers (shoppers) and staff members the store has. */
export async function getUserCounts(): Promise<{ customers: number; admins: number }> {
  const [row] = await getDb()
    .select({
      customers: sql<number>`count(*) filter (where ${users.role} = ${SHOPPER_ROLE})`.mapWith(Number),
      admins: sql<number>`count(*) filter (where ${users.role} <> ${SHOPPER_ROLE})`.mapWith(Number),
    })
    .from(users);
  return { customers: row?.customers ?? 0, admins: row?.admins ?? 0 };
}

/** Shoppers who signed up between two instants (the dashboard's "new customers"). */
export async function countNewCustomers(from: Date, to: Date): Promise<number> {
  const [row] = await getDb()
    .select({ count: count() })
    .from(users)
    .where(and(eq(users.role, SHOPPER_ROLE), gte(users.createdAt, from), lt(users.createdAt, to)));
  return row?.count ?? 0;
}

/**
 * The e-mail addresses of the staff in `roles` who can be written to (not blocked, not a phone account's stand-in):
 * by default the owners; a mail about an area goes to the roles that may open it (domains/admin/permissions.ts).
 */
export async function listAdminEmails(roles: readonly StaffRole[] = ['owner']): Promise<string[]> {
  const rows = await getDb()
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(users.role, [...roles]), eq(users.banned, false)))
    .orderBy(users.createdAt);
  return rows.map((row) => row.email).filter((email) => email && !isPhoneAccountEmail(email));
}

/** The real e-mail addresses of these users (cart reminders): accounts opened by phone and blocked ones are left out. */
export async function readUserEmails(ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await getDb()
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.banned, false)));
  return new Map(rows.filter((r) => !isPhoneAccountEmail(r.email)).map((r) => [r.id, r.email]));
}
