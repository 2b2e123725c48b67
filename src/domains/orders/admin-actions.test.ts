import { MantineProvider } from '@mantine/core';
import { eq, sql } from 'drizzle-orm';
import { NextIntlClientProvider } from 'next-intl';
import { type ComponentProps, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { orders, productVariants } from '@/db/schema';
import { messageFormats } from '@/i18n/formats';
import ar from '../../../messages/ar.json';
import en from '../../../messages/en.json';
import { createSellableVariant } from '../../../tests/factories/catalog';
import { checkoutFor, createDeliveryArea } from '../../../tests/factories/orders';
import { signUpTestAdmin, signUpTestUser } from '../../../tests/setup/auth-request';

import { testRequest } from '../../../tests/setup/request';

// The admin's order action is a public endpoint: called directly, without the admin's session, it must refuse and
// change nothing. The test decides which session cookie "arrives" with the request (testRequest).

// The status buttons refresh the page through the router; here they are only drawn.
vi.mock('@/i18n/navigation', () => ({ redirect: vi.fn(), useRouter: () => ({ refresh: vi.fn() }) }));

const { revalidateTag, updateTag } = await import('next/cache');
const { setOrderStatusAction } = await import('./actions');
const { placeOrder } = await import('./service');
const { checkoutInput } = await import('./schemas');
const { getAdminOrder } = await import('./admin-queries');
const { adminMoves } = await import('./workflow');
const { OrderActions } = await import('./components/admin/order-actions');

let shopper = { cookie: '', id: '' };
let admin = { cookie: '', id: '' };
let variantId = 0;
let areaId = 0;

/** Every order with its status, payment status and timeline, to show a refused call changed nothing. */
const ordersState = async () =>
  (
    await getDb().execute(
      sql`select o.number, o.status, o.payment_status, o.stock_returned_at,
            (select count(*) from order_events e where e.order_id = o.id) as events
          from orders o order by o.number`,
    )
  ).rows;

async function pendingOrder(userId: string | null = null) {
  const input = checkoutInput.parse(checkoutFor([{ variantId, quantity: 1 }], areaId));
  const user = userId
    ? { id: userId, name: 'Shopper', email: 'x@wishah.test', image: null, staffRole: null }
    : null;
  return (await placeOrder(input, user)).number;
}

beforeAll(async () => {
  variantId = (await createSellableVariant()).variantId;
  areaId = (await createDeliveryArea()).id;
  shopper = await signUpTestUser('buyer@wishah.test');
  admin = await signUpTestAdmin('owner@wishah.test', { name: 'Store Owner' });
});

beforeEach(() => {
  vi.mocked(updateTag).mockClear();
  vi.mocked(revalidateTag).mockClear();
});

describe('the admin order status action', () => {
  describe.each([
    ['a guest', () => ''],
    ['a signed-in shopper', () => shopper.cookie],
  ])('called by %s', (_who, cookie) => {
    it.each(['confirmed', 'cancelled'] as const)('refuses to set %s and changes nothing', async (status) => {
      // Even the shopper's own order: moving it along is the admin's.
      const number = await pendingOrder(shopper.id);
      testRequest.cookie = cookie();
      const before = await ordersState();
      expect(await setOrderStatusAction({ number, status })).toEqual({
        ok: false,
        error: 'errors.forbiddenText',
      });
      expect(await ordersState()).toEqual(before);
      expect(updateTag).not.toHaveBeenCalled();
      expect(revalidateTag).not.toHaveBeenCalled();
    });
  });

  it('moves an order along for the admin, recording who did it', async () => {
    const number = await pendingOrder();
    testRequest.cookie = admin.cookie;
    expect(await setOrderStatusAction({ number, status: 'confirmed' })).toEqual({
      ok: true,
      data: undefined,
    });
    const order = await getAdminOrder(number);
    expect(order?.status).toBe('confirmed');
    expect(order?.events.at(-1)).toMatchObject({
      status: 'confirmed',
      actorRole: 'admin',
      actorName: 'Store Owner',
    });
  });

  it('refuses a step the workflow does not allow, with its reason, and leaves the order as it was', async () => {
    const number = await pendingOrder();
    testRequest.cookie = admin.cookie;
    const before = await ordersState();
    expect(await setOrderStatusAction({ number, status: 'delivered' })).toMatchObject({
      ok: false,
      error: 'orders.statusNotAllowed',
    });
    expect(await setOrderStatusAction({ number, status: 'pending' })).toMatchObject({
      ok: false,
      error: 'orders.statusNotAllowed',
    });
    expect(await ordersState()).toEqual(before);
  });

  it("answers 'Order Not Found' for a number no order has, and field errors for malformed input", async () => {
    testRequest.cookie = admin.cookie;
    expect(await setOrderStatusAction({ number: 999_999, status: 'confirmed' })).toMatchObject({
      ok: false,
      error: 'orders.notFound',
    });
    const bad = await setOrderStatusAction({ number: -1, status: 'lost' as never });
    expect(bad).toMatchObject({ ok: false, error: 'validation.fixFields' });
    expect(Object.keys((bad.ok ? {} : bad.fieldErrors) ?? {}).sort()).toEqual(['number', 'status']);
  });

  it('cancels an order for the admin and returns its stock once', async () => {
    const number = await pendingOrder();
    const stock = async () =>
      (await getDb().select().from(productVariants).where(eq(productVariants.id, variantId)))[0]?.stock;
    const taken = await stock();
    testRequest.cookie = admin.cookie;
    expect(await setOrderStatusAction({ number, status: 'cancelled' })).toMatchObject({ ok: true });
    expect(await stock()).toBe((taken ?? 0) + 1);
    expect(await setOrderStatusAction({ number, status: 'cancelled' })).toMatchObject({
      ok: false,
      error: 'orders.cannotCancel',
    });
    expect(await stock()).toBe((taken ?? 0) + 1);
    const [row] = await getDb().select().from(orders).where(eq(orders.number, number));
    expect(row?.status).toBe('cancelled');
  });

  it('refuses to move an unpaid card order on, and its page shows the step disabled with why, in both languages', async () => {
    const number = await pendingOrder();
    // A card order still waiting for its payment (made directly: this file has no Stripe).
    await getDb().update(orders).set({ paymentMethod: 'card' }).where(eq(orders.number, number));
    testRequest.cookie = admin.cookie;
    const before = await ordersState();
    expect(await setOrderStatusAction({ number, status: 'confirmed' })).toMatchObject({
      ok: false,
      error: 'orders.cardNotPaid',
    });
    expect(await ordersState()).toEqual(before);
    const order = await getAdminOrder(number);
    if (!order) throw new Error(`no order ${number}`);
    const draw = (locale: 'en' | 'ar') => {
      const intl = {
        locale,
        messages: locale === 'ar' ? ar : en,
        formats: messageFormats(locale),
        timeZone: 'UTC',
      } as ComponentProps<typeof NextIntlClientProvider>;
      const actions = createElement(OrderActions, {
        ...order,
        numberLabel: `#${number}`,
        moves: adminMoves(order),
      });
      return renderToStaticMarkup(
        createElement(NextIntlClientProvider, intl, createElement(MantineProvider, null, actions)),
      );
    };
    const html = draw('en');
    expect(html).toMatch(/<button[^>]*disabled[^>]*aria-describedby="refusal-confirmed"/);
    expect(html).toContain('id="refusal-confirmed"');
    expect(html).toContain('This card order is not paid yet: it moves on once Stripe confirms the payment.');
    expect(html).toContain('Cancel order');
    expect(draw('ar')).toContain(ar.orders.cardNotPaid);
  });
});

describe('shipping with a tracking number', () => {
  const moveTo = async (number: number, ...statuses: ('confirmed' | 'processing')[]) => {
    for (const status of statuses)
      expect(await setOrderStatusAction({ number, status })).toMatchObject({ ok: true });
  };

  it("stores the courier, the number and the courier's tracking page, and the shipped mail names them", async () => {
    testRequest.cookie = admin.cookie;
    const number = await pendingOrder();
    await moveTo(number, 'confirmed', 'processing');
    const shipment = { courier: 'aramex', trackingNumber: ' 4812-55012 ' } as const;
    // Given with another status, it is refused: a shipment belongs to the move that ships.
    expect(await setOrderStatusAction({ number, status: 'delivered', shipment })).toMatchObject({
      ok: false,
    });
    expect(await setOrderStatusAction({ number, status: 'shipped', shipment })).toMatchObject({ ok: true });
    const [row] = await getDb().select().from(orders).where(eq(orders.number, number));
    expect(row).toMatchObject({
      status: 'shipped',
      courier: 'aramex',
      trackingNumber: '4812-55012',
      trackingUrl: 'https://www.aramex.com/track/results?ShipmentNumber=4812-55012',
    });
    const { readOrder } = await import('./queries');
    const { renderOrderMail } = await import('./mail/render');
    const { DEFAULT_STORE_SETTINGS } = await import('@/domains/store-settings/schemas');
    const found = await readOrder(number);
    if (!found) throw new Error('no order');
    const mail = await renderOrderMail(found.detail, 'shipped', 'http://x', DEFAULT_STORE_SETTINGS);
    expect(mail.text).toMatch(/Your parcel is with \W?Aramex\W?, tracking number \W?4812-55012\W?\./);
    expect(mail.html).toContain('href="https://www.aramex.com/track/results?ShipmentNumber=4812-55012"');
    const arMail = await renderOrderMail(
      { ...found.detail, locale: 'ar' },
      'shipped',
      'http://x',
      DEFAULT_STORE_SETTINGS,
    );
    expect(arMail.text).toContain('طردكِ لدى');
  });

  it("refuses a tracking number that is none, another courier without its name, and a page that isn't https", async () => {
    testRequest.cookie = admin.cookie;
    const number = await pendingOrder();
    await moveTo(number, 'confirmed', 'processing');
    const before = await ordersState();
    for (const [shipment, field, key] of [
      [
        { courier: 'smsa', trackingNumber: 'x' },
        'shipment.trackingNumber',
        'validation.trackingNumberInvalid',
      ],
      [
        { courier: 'other', trackingNumber: 'ABC12345' },
        'shipment.courierName',
        'validation.courierNameRequired',
      ],
      [
        {
          courier: 'other',
          courierName: 'Zajil',
          trackingNumber: 'ABC12345',
          trackingUrl: 'javascript:alert(1)',
        },
        'shipment.trackingUrl',
        'validation.trackingUrlInvalid',
      ],
    ] as const)
      expect(await setOrderStatusAction({ number, status: 'shipped', shipment })).toMatchObject({
        ok: false,
        fieldErrors: { [field]: key },
      });
    expect(await ordersState()).toEqual(before);
    // Another courier, named, with its own page; and no tracking at all still ships.
    const shipment = {
      courier: 'other',
      courierName: 'Zajil',
      trackingNumber: 'ZJ-99120',
      trackingUrl: 'https://zajil-express.com/track?awb=ZJ-99120',
    } as const;
    expect(await setOrderStatusAction({ number, status: 'shipped', shipment })).toMatchObject({ ok: true });
    const [row] = await getDb().select().from(orders).where(eq(orders.number, number));
    expect(row).toMatchObject({ courier: 'Zajil', trackingUrl: shipment.trackingUrl });
    const untracked = await pendingOrder();
    await moveTo(untracked, 'confirmed', 'processing');
    expect(await setOrderStatusAction({ number: untracked, status: 'shipped' })).toMatchObject({ ok: true });
  });
});
