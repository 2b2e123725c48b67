import 'server-only';
import { and, asc, count, desc, eq, gt, gte, like, lte, or, type SQL, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { customerOrders, customers } from '@/db/schema/customers';
import { toAsciiDigits, toMinor } from '@/lib/money';
import { escapeLike } from '@/lib/text';
import {
  CUSTOMERS_PAGE_SIZE,
  type CustomerKind,
  type CustomerParams,
  type CustomerSort,
  customerId,
  firstDirection,
} from './schemas';

// The back office's reads of its customers (the views of migration 0020, src/db/schema/customers.ts): never cached,
// the admin always sees the truth.

export type CustomerRow = {
  id: string;
  userId: string | null;
  kind: CustomerKind;
  name: string;
  email: string | null;
  phone: string | null;
  orderCount: number;
  /** Minor units of the base currency: what the counted orders came to, less their refunds. */
  spent: number;
  lastOrderAt: Date | null;
  since: Date;
};

export type CustomerPage = {
  rows: CustomerRow[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
};

const columns = {
  id: customers.id,
  userId: customers.userId,
  kind: customers.kind,
  name: customers.name,
  email: customers.email,
  phone: customers.phone,
  orderCount: customers.orderCount,
  spent: customers.spent,
  lastOrderAt: customers.lastOrderAt,
  since: customers.since,
};

/**
 * What the search box matches: part of the name or e-mail (any case), or of the phone's digits as typed (Arabic-Indic
 * digits, spaces, dashes; a leading 0 is dropped, so `0501…` finds the account's `+966501…` too).
 */
function searchWhere(q: string): SQL | undefined {
  const text = toAsciiDigits(q).trim().toLowerCase();
  const digits = text.replace(/[\s\-().+]/g, '');
  return or(
    like(customers.searchText, `%${escapeLike(text)}%`),
    /^\d{3,}$/.test(digits)
      ? like(
          sql`regexp_replace(coalesce(${customers.phone}, ''), '[^0-9]', '', 'g')`,
          `%${escapeLike(digits.replace(/^0+/, ''))}%`,
        )
      : undefined,
  );
}

function filtersWhere(params: CustomerParams, currency: string): SQL | undefined {
  const minor = (value: number | undefined) => (value === undefined ? null : toMinor(value, currency));
  const min = minor(params.min);
  const max = minor(params.max);
  return and(
    params.q ? searchWhere(params.q) : undefined,
    params.kind ? eq(customers.kind, params.kind) : undefined,
    params.ordered === 'yes' ? gt(customers.orderCount, 0) : undefined,
    params.ordered === 'no' ? eq(customers.orderCount, 0) : undefined,
    min === null ? undefined : gte(customers.spent, min),
    max === null ? undefined : lte(customers.spent, max),
  );
}

const SORT_COLUMNS: Record<CustomerSort, SQL | typeof customers.name> = {
  name: sql`lower(${customers.name})`,
  orders: sql`${customers.orderCount}`,
  spent: sql`${customers.spent}`,
  last: sql`${customers.lastOrderAt}`,
  since: sql`${customers.since}`,
};

function orderBy(params: CustomerParams): SQL[] {
  const sort = params.sort ?? 'last';
  const dir = params.dir ?? firstDirection(sort);
  const column = SORT_COLUMNS[sort];
  // Never-ordered customers come last whichever way the last order sorts; the id keeps pages stable.
  const main = dir === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  return [main, sql`${customers.since} desc`, asc(customers.id)];
}

/** One page of customers, searched, filtered and sorted as the URL asks (most recent buyers first by default). */
export async function listCustomers(
  params: CustomerParams,
  currency: string,
  pageSize = CUSTOMERS_PAGE_SIZE,
): Promise<CustomerPage> {
  const db = getDb();
  const where = filtersWhere(params, currency);
  const [counted] = await db.select({ n: count() }).from(customers).where(where);
  const total = counted?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(params.page, pageCount);
  const rows = await db
    .select(columns)
    .from(customers)
    .where(where)
    .orderBy(...orderBy(params))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows: rows.map(toRow), total, page, pageCount, pageSize };
}

/** The most rows one CSV file holds. */
export const CUSTOMERS_CSV_LIMIT = 100_000;

/** Every customer the filters match, in the list's order (the CSV export), up to CUSTOMERS_CSV_LIMIT. */
export async function listAllCustomers(params: CustomerParams, currency: string): Promise<CustomerRow[]> {
  const rows = await getDb()
    .select(columns)
    .from(customers)
    .where(filtersWhere(params, currency))
    .orderBy(...orderBy(params))
    .limit(CUSTOMERS_CSV_LIMIT);
  return rows.map(toRow);
}

const toRow = (row: {
  id: string;
  userId: string | null;
  kind: string;
  name: string;
  email: string | null;
  phone: string | null;
  orderCount: number;
  spent: number;
  lastOrderAt: Date | null;
  since: Date;
}): CustomerRow => ({
  ...row,
  kind: row.kind === 'account' ? 'account' : 'guest',
  orderCount: Number(row.orderCount),
  spent: Number(row.spent),
  lastOrderAt: row.lastOrderAt ? new Date(row.lastOrderAt) : null,
  since: new Date(row.since),
});

/** One of a customer's orders, as the customer's page lists it, with the address it went to. */
export type CustomerOrder = {
  number: number;
  status: string;
  paymentStatus: string;
  total: number;
  currency: string;
  fullName: string;
  email: string;
  phone: string;
  streetAddress: string;
  city: string;
  zipCode: string;
  deliveryAreaEn: string;
  deliveryAreaAr: string;
  createdAt: Date;
};

export type CustomerDetail = CustomerRow & { orders: CustomerOrder[] };

/** A customer and all their orders, newest first; null for an id that is malformed or matches no one. */
export async function getCustomer(id: string): Promise<CustomerDetail | null> {
  if (!customerId.safeParse(id).success) return null;
  const db = getDb();
  const [row] = await db.select(columns).from(customers).where(eq(customers.id, id));
  if (!row) return null;
  const orders = await db
    .select({
      number: customerOrders.number,
      status: customerOrders.status,
      paymentStatus: customerOrders.paymentStatus,
      total: customerOrders.total,
      currency: customerOrders.currency,
      fullName: customerOrders.fullName,
      email: customerOrders.email,
      phone: customerOrders.phone,
      streetAddress: customerOrders.streetAddress,
      city: customerOrders.city,
      zipCode: customerOrders.zipCode,
      deliveryAreaEn: customerOrders.deliveryAreaEn,
      deliveryAreaAr: customerOrders.deliveryAreaAr,
      createdAt: customerOrders.createdAt,
    })
    .from(customerOrders)
    .where(eq(customerOrders.customerId, id))
    .orderBy(desc(customerOrders.createdAt), desc(customerOrders.number));
  return {
    ...toRow(row),
    orders: orders.map((o) => ({ ...o, total: Number(o.total), createdAt: new Date(o.createdAt) })),
  };
}
