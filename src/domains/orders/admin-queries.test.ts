import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { orders } from '@/db/schema';
import type { SessionUser } from '@/domains/accounts/session';
import { createSellableVariant } from '../../../tests/factories/catalog';
import { checkoutFor, createDeliveryArea, setTax } from '../../../tests/factories/orders';
import { signUpTestAdmin, signUpTestUser } from '../../../tests/setup/auth-request';

const { placeOrder, setOrderStatus } = await import('./service');
const { checkoutInput, parseAdminOrderParams } = await import('./schemas');
const { listAdminOrders, getAdminOrder, countPendingOrders } = await import('./admin-queries');

let variantId: number;
let areaId: number;
let admin: SessionUser;
let layla: SessionUser;
const placed: Record<string, number> = {};

const params = (search: Record<string, string> = {}) => parseAdminOrderParams(search);
const numbers = async (search: Record<string, string> = {}, pageSize?: number) =>
  (await listAdminOrders(params(search), pageSize)).rows.map((r) => r.number);

/** Places an order for one scarf as the given person, and backdates it when asked. */
async function order(
  key: string,
  shipping: { fullName: string; email: string; phone: string; whatsapp?: string },
  options: { user?: SessionUser; daysAgo?: number; quantity?: number } = {},
) {
  const input = checkoutFor([{ variantId, quantity: options.quantity ?? 1 }], areaId);
  const { number } = await placeOrder(
    checkoutInput.parse({
      ...input,
      shipping: { ...input.shipping, ...shipping, confirmPhone: shipping.phone },
    }),
    options.user ?? null,
  );
  if (options.daysAgo) {
    const at = new Date();
    at.setDate(at.getDate() - options.daysAgo);
    await getDb().update(orders).set({ createdAt: at }).where(eq(orders.number, number));
  }
  placed[key] = number;
  return number;
}

beforeAll(async () => {
  variantId = (await createSellableVariant({ price: 4900, stock: 500 })).variantId;
  areaId = (await createDeliveryArea({ charge: 500 })).id;
  await setTax(1500, true);
  const a = await signUpTestAdmin('owner@wishah.test', { name: 'Owner Admin' });
  admin = { id: a.id, name: 'Owner Admin', email: a.email, image: null, staffRole: 'owner' as const };
  const l = await signUpTestUser('layla.account@wishah.test', { name: 'Layla Account' });
  layla = { id: l.id, name: 'Layla Account', email: l.email, image: null, staffRole: null };

  // Oldest first, so numbers grow with time as they do in a real store.
  await order(
    'old',
    { fullName: 'Omar Old', email: 'omar@wishah.test', phone: '0551111111' },
    { daysAgo: 40 },
  );
  await order(
    'layla1',
    { fullName: 'Layla Hassan', email: 'layla@wishah.test', phone: '0501234567', whatsapp: '966509998877' },
    { user: layla, daysAgo: 10 },
  );
  await order(
    'noura',
    { fullName: 'نورة العتيبي', email: 'noura_100@wishah.test', phone: '0567654321' },
    { daysAgo: 3, quantity: 3 },
  );
  await order(
    'layla2',
    { fullName: 'Layla Hassan', email: 'layla@wishah.test', phone: '0501234567' },
    { user: layla, daysAgo: 1 },
  );
  await order('today', { fullName: 'Sara Today', email: 'sara@wishah.test', phone: '0539876543' });
  await setOrderStatus(placed.noura ?? 0, 'confirmed', admin);
  for (const to of ['confirmed', 'processing', 'shipped', 'delivered'] as const)
    await setOrderStatus(placed.old ?? 0, to, admin);
  await setOrderStatus(placed.layla1 ?? 0, 'cancelled', admin);
});

describe('the admin orders list', () => {
  it('lists every order, newest first, with what the table shows', async () => {
    expect(await numbers()).toEqual([placed.today, placed.layla2, placed.noura, placed.layla1, placed.old]);
    const page = await listAdminOrders(params());
    expect(page).toMatchObject({ total: 5, page: 1, pageCount: 1 });
    expect(page.rows.find((r) => r.number === placed.noura)).toMatchObject({
      fullName: 'نورة العتيبي',
      email: 'noura_100@wishah.test',
      status: 'confirmed',
      paymentStatus: 'unpaid',
      currency: 'USD',
      itemCount: 3,
      total: 3 * 4900 + 500,
    });
  });

  it('finds an order by its number, typed bare, with # or in Arabic-Indic digits', async () => {
    const n = placed.noura ?? 0;
    const arabic = String(n).replace(/\d/g, (d) => String.fromCharCode(0x660 + Number(d)));
    expect(await numbers({ q: String(n) })).toEqual([n]);
    expect(await numbers({ q: `#${n}` })).toEqual([n]);
    expect(await numbers({ q: `#${arabic}` })).toEqual([n]);
  });

  it('finds orders by part of the name, e-mail, mobile or WhatsApp number, case-insensitively', async () => {
    expect(await numbers({ q: 'layla' })).toEqual([placed.layla2, placed.layla1]);
    expect(await numbers({ q: 'نورة' })).toEqual([placed.noura]);
    expect(await numbers({ q: 'SARA@WISHAH' })).toEqual([placed.today]);
    expect(await numbers({ q: '765 4321' })).toEqual([placed.noura]);
    expect(await numbers({ q: '٠٥٣٩٨٧' })).toEqual([placed.today]);
    expect(await numbers({ q: '9998877' })).toEqual([placed.layla1]);
  });

  it('matches LIKE wildcards typed in the search literally', async () => {
    expect(await numbers({ q: 'a_1' })).toEqual([placed.noura]);
    expect(await numbers({ q: '_' })).toEqual([placed.noura]);
    expect(await numbers({ q: '%' })).toEqual([]);
    expect(await numbers({ q: 'o%a' })).toEqual([]);
  });

  it('filters by status and by payment status', async () => {
    expect(await numbers({ status: 'pending' })).toEqual([placed.today, placed.layla2]);
    expect(await numbers({ status: 'cancelled' })).toEqual([placed.layla1]);
    expect(await numbers({ payment: 'paid' })).toEqual([placed.old]);
    expect(await numbers({ status: 'delivered', payment: 'unpaid' })).toEqual([]);
    expect(await numbers({ q: 'layla', status: 'pending' })).toEqual([placed.layla2]);
  });

  it('filters by a date range, both days included', async () => {
    const day = (daysAgo: number) => {
      const d = new Date();
      d.setDate(d.getDate() - daysAgo);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    };
    expect(await numbers({ from: day(3), to: day(1) })).toEqual([placed.layla2, placed.noura]);
    expect(await numbers({ from: day(0) })).toEqual([placed.today]);
    expect(await numbers({ to: day(10) })).toEqual([placed.layla1, placed.old]);
    expect(await numbers({ from: day(1), to: day(3) })).toEqual([]);
  });

  it("lists one customer's orders (the users list links there)", async () => {
    expect(await numbers({ user: layla.id })).toEqual([placed.layla2, placed.layla1]);
  });

  it('pages through the orders and clamps a page past the end to the last one', async () => {
    expect(await numbers({}, 2)).toEqual([placed.today, placed.layla2]);
    expect(await numbers({ page: '2' }, 2)).toEqual([placed.noura, placed.layla1]);
    const last = await listAdminOrders(params({ page: '99' }), 2);
    expect(last).toMatchObject({ page: 3, pageCount: 3, total: 5 });
    expect(last.rows.map((r) => r.number)).toEqual([placed.old]);
    const none = await listAdminOrders(params({ q: 'nobody at all' }));
    expect(none).toMatchObject({ rows: [], total: 0, page: 1, pageCount: 1 });
  });

  it('reads malformed parameters as their defaults instead of failing', async () => {
    const bad = params({
      q: 'x'.repeat(500),
      status: 'lost',
      payment: 'maybe',
      from: '2026-13-45',
      to: 'yesterday',
      user: "' or 1=1 --",
      page: '-3',
    });
    expect(bad).toEqual({
      q: 'x'.repeat(100), // a search too long for the box searches its start
      status: undefined,
      payment: undefined,
      from: undefined,
      to: undefined,
      user: undefined,
      page: 1,
    });
    expect(await numbers({ page: 'abc', status: 'PENDING' })).toHaveLength(5);
    expect(params({ q: 'a\u0000b' }).q).toBeUndefined();
  });
});

describe('one order for the admin', () => {
  it('has its lines, amounts, shipping information and timeline', async () => {
    const order = await getAdminOrder(placed.old ?? 0);
    expect(order).toMatchObject({
      fullName: 'Omar Old',
      status: 'delivered',
      paymentStatus: 'paid',
      deliveryAreaEn: 'Riyadh',
      taxRate: 1500,
      pricesIncludeTax: true,
      lines: [{ quantity: 1, unitPrice: 4900, lineTotal: 4900 }],
    });
    expect(order?.events.map((e) => [e.status, e.actorRole])).toEqual([
      ['pending', 'shopper'],
      ['confirmed', 'admin'],
      ['processing', 'admin'],
      ['shipped', 'admin'],
      ['delivered', 'admin'],
    ]);
    expect(order?.events[1]?.actorName).toBe('Owner Admin');
  });

  it('is null for a number no order has', async () => {
    expect(await getAdminOrder(999_999)).toBeNull();
  });
});

describe("the dashboard's order figures", () => {
  it('count the orders waiting to be confirmed', async () => {
    expect(await countPendingOrders()).toBe(2);
  });
});
