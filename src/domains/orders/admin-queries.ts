import 'server-only';
import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { orders } from '@/db/schema/orders';
import { toAsciiDigits } from '@/lib/money';
import { escapeLike } from '@/lib/text';
import { type OrderDetail, type OrderSummary, orderSummaryColumns, readOrder } from './queries';
import { ADMIN_ORDERS_PAGE_SIZE, type AdminOrderParams } from './schemas';

// The back office's reads of orders: never cached, the admin always sees the truth.

/** An order in the admin's list: its summary, and who placed it. */
export type AdminOrderRow = OrderSummary & {
  id: number;
  userId: string | null;
  fullName: string;
  email: string;
};

export type AdminOrderPage = {
  rows: AdminOrderRow[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
};

/**
 * What a search box query matches: the order number (`1042`, `#1042`, `#١٠٤٢`), or part of the shopper's name,
 * e-mail, mobile or WhatsApp number (digits as typed, spaces and dashes ignored).
 */
function searchWhere(q: string): SQL | undefined {
  const text = toAsciiDigits(q).trim();
  const pattern = `%${escapeLike(text)}%`;
  const digits = text.replace(/[\s\-().+]/g, '');
  const number = /^#?\d{1,9}$/.test(text) ? Number(text.replace('#', '')) : null;
  return or(
    number === null ? undefined : eq(orders.number, number),
    ilike(orders.fullName, pattern),
    ilike(orders.email, pattern),
    /^\d{3,}$/.test(digits) ? ilike(orders.phone, `%${digits}%`) : undefined,
    /^\d{3,}$/.test(digits) ? ilike(orders.whatsapp, `%${digits}%`) : undefined,
  );
}

/** The first moment of a calendar day (`2026-03-14`) on the server's clock, which also writes the table's dates. */
function startOfDay(day: string, plusDays = 0): Date {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(y, m - 1, d + plusDays);
}

function filtersWhere(params: AdminOrderParams): SQL | undefined {
  return and(
    params.q ? searchWhere(params.q) : undefined,
    params.status ? eq(orders.status, params.status) : undefined,
    params.payment ? eq(orders.paymentStatus, params.payment) : undefined,
    params.from ? gte(orders.createdAt, startOfDay(params.from)) : undefined,
    // The "to" day is included: up to the start of the day after it.
    params.to ? lt(orders.createdAt, startOfDay(params.to, 1)) : undefined,
    params.user ? eq(orders.userId, params.user) : undefined,
  );
}

/** One page of the admin's orders, newest first, searched and filtered as the URL asks. */
export async function listAdminOrders(
  params: AdminOrderParams,
  pageSize = ADMIN_ORDERS_PAGE_SIZE,
): Promise<AdminOrderPage> {
  const db = getDb();
  const where = filtersWhere(params);
  const [counted] = await db.select({ n: count() }).from(orders).where(where);
  const total = counted?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(params.page, pageCount);
  const rows = await db
    .select({
      ...orderSummaryColumns,
      id: orders.id,
      userId: orders.userId,
      fullName: orders.fullName,
      email: orders.email,
    })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, total, page, pageCount, pageSize };
}

/** One order with its lines and timeline, for the admin (who may see every order); null when there is none. */
export async function getAdminOrder(number: number): Promise<OrderDetail | null> {
  return (await readOrder(number))?.detail ?? null;
}

/** How many orders wait for the admin to confirm them (the dashboard's to-do). */
export async function countPendingOrders(): Promise<number> {
  const [row] = await getDb().select({ pending: count() }).from(orders).where(eq(orders.status, 'pending'));
  return row?.pending ?? 0;
}
