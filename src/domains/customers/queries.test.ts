import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { orders } from '@/db/schema/orders';
import { createSellableVariant } from '../../../tests/factories/catalog';
import { checkoutFor, createDeliveryArea, setTax } from '../../../tests/factories/orders';
import { signUpTestAdmin, signUpTestUser } from '../../../tests/setup/auth-request';
import { testRequest } from '../../../tests/setup/request';

const { placeOrder, setOrderStatus } = await import('@/domains/orders/service');
const { checkoutInput } = await import('@/domains/orders/schemas');
const { listCustomers, getCustomer } = await import('./queries');
const { parseCustomerParams } = await import('./schemas');
const { GET } = await import('@/app/api/admin/customers/export/route');

let variantId: number;
let areaId: number;
let admin: { cookie: string };
let shopper: { cookie: string };
let layla: { id: string; cookie: string };
const STAFF = { id: null, name: 'Owner' } as const;

/** Places a one-scarf order of 49.00 + 5.00 delivery (54.00) and dates it `daysAgo` days back. */
async function order(
  shipping: { fullName: string; email: string; phone: string },
  options: { user?: { id: string; name: string }; daysAgo?: number } = {},
) {
  const input = checkoutFor([{ variantId, quantity: 1 }], areaId);
  const user = options.user
    ? { id: options.user.id, name: options.user.name, email: shipping.email, image: null, staffRole: null }
    : null;
  const { number } = await placeOrder(
    checkoutInput.parse({
      ...input,
      shipping: { ...input.shipping, ...shipping, confirmPhone: shipping.phone },
    }),
    user,
    { notify: false },
  );
  const at = new Date(Date.now() - (options.daysAgo ?? 0) * 86_400_000 - 60_000);
  await getDb().update(orders).set({ createdAt: at }).where(eq(orders.number, number));
  return number;
}

const list = async (search: Record<string, string> = {}) =>
  (await listCustomers(parseCustomerParams(search), 'USD')).rows;
const byName = async (name: string) => (await list({ q: name })).filter((row) => row.name === name);

const placed: Record<string, number> = {};

beforeAll(async () => {
  variantId = (await createSellableVariant({ price: 4900, stock: 500 })).variantId;
  areaId = (await createDeliveryArea({ charge: 500 })).id;
  await setTax(0, true);
  admin = await signUpTestAdmin('owner@wishah.test', { name: 'Owner Admin' });
  shopper = await signUpTestUser('shopper@wishah.test', { name: 'Sam Shopper' });
  layla = await signUpTestUser('layla@wishah.test', { name: 'Layla Account' });
  await signUpTestUser('never@wishah.test', { name: 'Nadia Never' });

  // One guest, three orders under one mailbox (case and a +tag don't make another person), two phones.
  placed.huda1 = await order(
    { fullName: 'Huda Guest', email: 'huda@wishah.test', phone: '0551000001' },
    { daysAgo: 9 },
  );
  placed.huda2 = await order(
    { fullName: 'Huda Guest', email: 'HUDA+gift@wishah.test', phone: '0551000002' },
    { daysAgo: 5 },
  );
  placed.huda3 = await order(
    { fullName: 'Huda Guest', email: 'huda@wishah.test', phone: '0551000001' },
    { daysAgo: 2 },
  );
  // One guest by phone: two e-mails, one number.
  placed.faris1 = await order(
    { fullName: 'Faris Phone', email: 'faris.work@wishah.test', phone: '0562000002' },
    { daysAgo: 8 },
  );
  placed.faris2 = await order(
    { fullName: 'Faris Phone', email: 'faris.home@wishah.test', phone: '0562000002' },
    { daysAgo: 4 },
  );
  // An account's orders: one signed in, one as a guest under the account's e-mail.
  placed.layla1 = await order(
    { fullName: 'Layla Hassan', email: 'layla@wishah.test', phone: '0503000003' },
    { user: { id: layla.id, name: 'Layla Account' }, daysAgo: 7 },
  );
  placed.layla2 = await order(
    { fullName: 'Layla Hassan', email: 'Layla@wishah.test', phone: '0503000009' },
    { daysAgo: 1 },
  );
  // A cancelled order is an order, but nothing spent.
  placed.cancel = await order(
    { fullName: 'Camil Cancelled', email: 'camil@wishah.test', phone: '0574000004' },
    { daysAgo: 3 },
  );
  await setOrderStatus(placed.cancel, 'cancelled', STAFF, { notify: false });
  // A refund (the ledger keeps the order's refunded amount): 20.00 of Huda's first order came back.
  await getDb().update(orders).set({ refundedAmount: 2000 }).where(eq(orders.number, placed.huda1));
  // A guest whose name a spreadsheet would run as a formula.
  placed.formula = await order(
    { fullName: 'Zed Formula', email: 'zed@wishah.test', phone: '0585000005' },
    { daysAgo: 6 },
  );
  await getDb()
    .update(orders)
    .set({ fullName: '=HYPERLINK("http://evil.test")' })
    .where(eq(orders.number, placed.formula));
});

describe('who is one customer', () => {
  it('groups a guest by e-mail: three orders, two phones, one customer, net of refunds', async () => {
    const [huda, ...others] = await byName('Huda Guest');
    expect(others).toHaveLength(0);
    expect(huda).toMatchObject({ kind: 'guest', userId: null, orderCount: 3, spent: 3 * 5400 - 2000 });
    expect(huda?.id).toMatch(/^g-[0-9a-f]{24}$/);
    // The last order's details name the customer.
    expect(huda?.email).toBe('huda@wishah.test');
    expect(huda?.lastOrderAt?.getTime()).toBeGreaterThan(Date.now() - 3 * 86_400_000);
  });

  it('groups a guest by phone: two e-mails, one number', async () => {
    const rows = await byName('Faris Phone');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'guest', orderCount: 2, spent: 2 * 5400 });
  });

  it('gives an account its own orders and the guest orders placed under its e-mail', async () => {
    const rows = await list({ q: 'layla' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: `a-${layla.id}`,
      kind: 'account',
      name: 'Layla Account',
      email: 'layla@wishah.test',
      orderCount: 2,
      spent: 2 * 5400,
    });
  });

  it('counts a cancelled order but not as spent', async () => {
    expect((await byName('Camil Cancelled'))[0]).toMatchObject({ orderCount: 1, spent: 0 });
  });

  it('lists accounts that never ordered, and not the admin who never bought', async () => {
    expect((await byName('Nadia Never'))[0]).toMatchObject({
      kind: 'account',
      orderCount: 0,
      lastOrderAt: null,
    });
    expect(await list({ q: 'owner@wishah.test' })).toEqual([]);
  });
});

describe('search, filters and sort', () => {
  it('finds a customer by e-mail, by phone as typed (Arabic-Indic digits too) and by part of the name', async () => {
    expect((await list({ q: 'FARIS.HOME' })).map((r) => r.name)).toEqual(['Faris Phone']);
    expect((await list({ q: '056 200 0002' })).map((r) => r.name)).toEqual(['Faris Phone']);
    expect((await list({ q: '٠٥٦٢٠٠٠٠٠٢' })).map((r) => r.name)).toEqual(['Faris Phone']);
    expect((await list({ q: 'camil' })).map((r) => r.name)).toEqual(['Camil Cancelled']);
    expect(await list({ q: '%' })).toEqual([]);
  });

  it('filters accounts or guests, ordered or never, and by what they spent', async () => {
    const names = async (search: Record<string, string>) => (await list(search)).map((r) => r.name).sort();
    expect(await names({ kind: 'account' })).toEqual(['Layla Account', 'Nadia Never', 'Sam Shopper']);
    expect(await names({ kind: 'guest', ordered: 'yes' })).toEqual(
      ['Camil Cancelled', 'Faris Phone', 'Huda Guest', '=HYPERLINK("http://evil.test")'].sort(),
    );
    expect(await names({ ordered: 'no' })).toEqual(['Nadia Never', 'Sam Shopper']);
    expect(await names({ min: '100' })).toEqual(['Faris Phone', 'Huda Guest', 'Layla Account']);
    expect(await names({ min: '100', max: '120' })).toEqual(['Faris Phone', 'Layla Account']);
  });

  it('sorts by spent, biggest first, and by last order by default', async () => {
    expect((await list({ sort: 'spent', kind: 'guest' })).map((r) => r.name)[0]).toBe('Huda Guest');
    expect((await list({ sort: 'spent', dir: 'asc', ordered: 'yes' })).map((r) => r.name)[0]).toBe(
      'Camil Cancelled',
    );
    const latest = await list();
    expect(latest[0]?.name).toBe('Layla Account');
    // Never-ordered customers come last.
    expect(latest.slice(-2).every((r) => r.orderCount === 0)).toBe(true);
  });

  it('pages', async () => {
    const page = await listCustomers(parseCustomerParams({ page: '2' }), 'USD', 3);
    expect(page).toMatchObject({ page: 2, pageSize: 3, total: 7, pageCount: 3 });
    expect(page.rows).toHaveLength(3);
  });
});

describe("a customer's page", () => {
  it("lists a guest's orders, newest first, with where they went", async () => {
    const id = (await byName('Huda Guest'))[0]?.id ?? '';
    const customer = await getCustomer(id);
    expect(customer?.orders.map((o) => o.number)).toEqual([placed.huda3, placed.huda2, placed.huda1]);
    expect(customer?.orders[0]).toMatchObject({ streetAddress: '12 King Fahd Road', city: 'Riyadh' });
  });

  it("lists an account's orders, signed in or not", async () => {
    const customer = await getCustomer(`a-${layla.id}`);
    expect(customer?.orders.map((o) => o.number)).toEqual([placed.layla2, placed.layla1]);
  });

  it('is null for an unknown or malformed id', async () => {
    expect(await getCustomer('g-000000000000000000000000')).toBeNull();
    expect(await getCustomer("g-'; drop table orders")).toBeNull();
    expect(await getCustomer('a-nobody')).toBeNull();
  });
});

describe('the CSV export', () => {
  const url = (query: string) => new Request(`http://localhost/api/admin/customers/export?${query}`);

  it('refuses a guest (401) and a shopper (403)', async () => {
    testRequest.cookie = '';
    expect((await GET(url(''))).status).toBe(401);
    testRequest.cookie = shopper.cookie;
    expect((await GET(url(''))).status).toBe(403);
  });

  it('downloads the filtered list, amounts exact, formulas defused, in the asked language', async () => {
    testRequest.cookie = admin.cookie;
    const response = await GET(url('kind=guest&ordered=yes&sort=spent&locale=en'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="wishah-customers-/);
    const rows: string[][] = parse((await response.text()).replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual([
      'Name',
      'E-mail',
      'Phone',
      'Type',
      'Orders',
      'Total spent (USD)',
      'Last order',
      'Customer since',
    ]);
    expect(rows.slice(1).map((r) => r[0])).toEqual([
      'Huda Guest',
      'Faris Phone',
      `'=HYPERLINK("http://evil.test")`,
      'Camil Cancelled',
    ]);
    expect(rows[1]?.slice(1, 6)).toEqual(['huda@wishah.test', '0551000001', 'Guest', '3', '142.00']);

    const arabic: string[][] = parse(
      (await (await GET(url('q=faris&locale=ar'))).text()).replace(/^\uFEFF/, ''),
    );
    expect(arabic[0]?.[0]).toBe('الاسم');
    expect(arabic[1]?.[3]).toBe('زائر');
    testRequest.cookie = '';
  });
});
