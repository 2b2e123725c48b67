import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import {
  orderEvents,
  orderLines,
  orders,
  productSalesDaily,
  products,
  productVariants,
  storeSettings,
} from '@/db/schema';
import type { SessionUser } from '@/domains/accounts/session';
import { env } from '@/lib/env';
import { getJobs } from '@/lib/jobs';
import { createCategory, createProduct } from '../../../tests/factories/catalog';
import { checkoutFor, createDeliveryArea, setTax } from '../../../tests/factories/orders';
import { signUpTestUser } from '../../../tests/setup/auth-request';

const { placeOrder, cancelOrderAsShopper, setOrderStatus } = await import('./service');
const { checkoutInput } = await import('./schemas');
const { getOrderForViewer, quoteCart } = await import('./queries');

type Product = Awaited<ReturnType<typeof createProduct>>;
let categoryId: number;
let area: Awaited<ReturnType<typeof createDeliveryArea>>;
let counter = 0;

const variantsOf = async (product: Product) =>
  getDb()
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, product.id))
    .orderBy(productVariants.id);
const stockOf = async (variantId: number) =>
  (
    await getDb()
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, variantId))
  )[0]?.stock;
/** The payment options as the admin would save them (written directly: cash off needs a card the tests lack). */
const setPaymentOptions = (values: Partial<typeof storeSettings.$inferInsert>) =>
  getDb()
    .insert(storeSettings)
    .values({ storeId: env.STORE_ID, ...values })
    .onConflictDoUpdate({ target: storeSettings.storeId, set: values });
const place = (input: ReturnType<typeof checkoutFor>, user: SessionUser | null = null) =>
  placeOrder(checkoutInput.parse(input), user);

async function product(stock: number, price = 4900) {
  const created = await createProduct({
    categoryId,
    price,
    variants: [
      { color: null, size: null, sku: `T-${counter++}-${randomUUID().slice(0, 6)}`, stock, price: null },
    ],
  });
  const [variant] = await variantsOf(created);
  if (!variant) throw new Error('no variant');
  return { ...created, variantId: variant.id };
}

async function shopper(): Promise<SessionUser> {
  const { id } = await signUpTestUser(`orders-${counter++}@wishah.test`);
  return { id, name: 'Test Shopper', email: 'x@wishah.test', image: null, staffRole: null };
}

beforeAll(async () => {
  categoryId = (await createCategory()).id;
  area = await createDeliveryArea({ charge: 500, freeFrom: 20_000 });
  await setTax(1500, true);
});

describe('placing an order', () => {
  it('prices every line, the delivery and the tax from the database, takes the stock and records the timeline', async () => {
    const scarf = await product(5, 4900);
    const placed = await place(checkoutFor([{ variantId: scarf.variantId, quantity: 2 }], area.id));
    expect(placed.created).toBe(true);
    const [order] = await getDb().select().from(orders).where(eq(orders.number, placed.number));
    // 2 × 49.00 + 5.00 delivery = 103.00, of which 15/115 is VAT (13.43), prices including it.
    expect(order).toMatchObject({
      subtotal: 9800,
      deliveryCharge: 500,
      tax: 1343,
      total: 10_300,
      itemCount: 2,
      status: 'pending',
      paymentStatus: 'unpaid',
    });
    expect(await stockOf(scarf.variantId)).toBe(3);
    const [sold] = await getDb()
      .select({ soldCount: products.soldCount })
      .from(products)
      .where(eq(products.id, scarf.id));
    expect(sold?.soldCount).toBe(2);
    const events = await getDb()
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order?.id ?? 0));
    expect(events.map((e) => e.status)).toEqual(['pending']);
    expect(placed.cache.later).toContain(`product:${scarf.slugEn}`);
    // The guest's link opens it; the number alone does not.
    expect(await getOrderForViewer(placed.number, { userId: null, key: placed.accessKey })).toMatchObject({
      number: placed.number,
    });
    expect(await getOrderForViewer(placed.number, { userId: null })).toBeNull();
    expect(await getOrderForViewer(placed.number, { userId: null, key: 'x'.repeat(43) })).toBeNull();
  });

  it('queues the confirmation mail instead of sending it in the request', async () => {
    const scarf = await product(5);
    const placed = await place(checkoutFor([{ variantId: scarf.variantId, quantity: 1 }], area.id));
    const jobs = await getJobs().find('order-mail', { number: placed.number });
    expect(jobs.map((j) => j.data)).toEqual([{ number: placed.number, event: 'placed' }]);
  });

  it('adds exclusive tax on top, and delivers free from the threshold', async () => {
    await setTax(1500, false);
    try {
      const scarf = await product(5, 10_000);
      const placed = await place(checkoutFor([{ variantId: scarf.variantId, quantity: 2 }], area.id));
      const [order] = await getDb().select().from(orders).where(eq(orders.number, placed.number));
      expect(order).toMatchObject({ subtotal: 20_000, deliveryCharge: 0, tax: 3000, total: 23_000 });
    } finally {
      await setTax(1500, true);
    }
  });

  it('adds the cash-on-delivery fee as its own amount, and refuses cash above its limit', async () => {
    await setPaymentOptions({ codFee: 1000, codMaxTotal: 12_000 });
    try {
      const scarf = await product(5, 4900);
      const placed = await place(checkoutFor([{ variantId: scarf.variantId, quantity: 2 }], area.id));
      const [order] = await getDb().select().from(orders).where(eq(orders.number, placed.number));
      // 98.00 + 5.00 delivery + 10.00 fee = 113.00, VAT included.
      expect(order).toMatchObject({ subtotal: 9800, deliveryCharge: 500, paymentFee: 1000, total: 11_300 });
      // 3 × 49.00 + 5.00 = 152.00: over the 120.00 limit (the fee is not counted). Cards are off here (no Stripe
      // keys), so no method takes it: refused saying so, with the limit and the order's total, not "choose another".
      await expect(
        place(checkoutFor([{ variantId: scarf.variantId, quantity: 3 }], area.id)),
      ).rejects.toMatchObject({
        message: 'orders.noMethod',
        field: 'paymentMethod',
        values: { limit: '$120.00', total: '$152.00' },
      });
      expect(await stockOf(scarf.variantId)).toBe(3);
    } finally {
      await setPaymentOptions({ codFee: 0, codMaxTotal: null });
    }
  });

  it('counts no fee for cash on delivery above its maximum, and says no method can take the order', async () => {
    await setPaymentOptions({ codFee: 1000, codMaxTotal: 12_000 });
    try {
      const scarf = await product(5, 4900);
      const lines = [{ variantId: scarf.variantId, quantity: 3 }];
      const over = await quoteCart(lines, area.id, 'en', 'cod');
      expect(over.payment).toMatchObject({ offered: ['cod'], codTakes: false, usable: [] });
      // The greyed-out cash option's fee is not in the total: 147.00 + 5.00.
      expect(over.totals).toMatchObject({ paymentFee: 0, total: 15_200 });
      const within = await quoteCart([{ variantId: scarf.variantId, quantity: 1 }], area.id, 'en', 'cod');
      expect(within.payment).toMatchObject({ codTakes: true, usable: ['cod'] });
      expect(within.totals).toMatchObject({ paymentFee: 1000, total: 4900 + 500 + 1000 });
    } finally {
      await setPaymentOptions({ codFee: 0, codMaxTotal: null });
    }
  });

  it('refuses a payment method the owner turned off, or a card the store cannot take', async () => {
    const scarf = await product(5);
    await expect(
      place(checkoutFor([{ variantId: scarf.variantId, quantity: 1 }], area.id, { paymentMethod: 'card' })),
    ).rejects.toMatchObject({ message: 'orders.paymentUnavailable', field: 'paymentMethod' });
    await setPaymentOptions({ codEnabled: false });
    try {
      await expect(
        place(checkoutFor([{ variantId: scarf.variantId, quantity: 1 }], area.id)),
      ).rejects.toMatchObject({ message: 'orders.paymentUnavailable' });
    } finally {
      await setPaymentOptions({ codEnabled: true });
    }
    expect(await stockOf(scarf.variantId)).toBe(5);
  });

  it('refuses a line out of stock, naming it, and changes nothing', async () => {
    const plenty = await product(5);
    const scarce = await product(1);
    const before = await getDb().select({ n: sql<number>`count(*)::int` }).from(orders);
    await expect(
      place(
        checkoutFor(
          [
            { variantId: plenty.variantId, quantity: 1 },
            { variantId: scarce.variantId, quantity: 2 },
          ],
          area.id,
        ),
      ),
    ).rejects.toMatchObject({
      message: 'orders.notCompletedOutOfStock',
      field: 'lines.1',
      values: { product: scarce.nameEn },
    });
    expect(await stockOf(plenty.variantId)).toBe(5);
    expect(await stockOf(scarce.variantId)).toBe(1);
    expect(await getDb().select({ n: sql<number>`count(*)::int` }).from(orders)).toEqual(before);
  });

  it('refuses an unpublished product and an inactive or missing delivery area', async () => {
    const draft = await createProduct({ categoryId, published: false });
    const [variant] = await variantsOf(draft);
    await expect(
      place(checkoutFor([{ variantId: variant?.id ?? 0, quantity: 1 }], area.id)),
    ).rejects.toMatchObject({
      message: 'orders.notCompletedGone',
    });
    const scarf = await product(5);
    const closed = await createDeliveryArea({ active: false });
    await expect(
      place(checkoutFor([{ variantId: scarf.variantId, quantity: 1 }], closed.id)),
    ).rejects.toMatchObject({
      message: 'orders.deliveryAreaRequired',
    });
    expect(await stockOf(scarf.variantId)).toBe(5);
  });

  it('never sells more than the stock: 200 concurrent buyers of 10 units make exactly 10 orders', async () => {
    const scarf = await product(10);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () =>
        place(checkoutFor([{ variantId: scarf.variantId, quantity: 1 }], area.id)),
      ),
    );
    const placed = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(placed).toHaveLength(10);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toMatchObject({ message: 'orders.notCompletedOutOfStock' });
    expect(await stockOf(scarf.variantId)).toBe(0);
  });

  it('makes one order from 20 parallel submissions with one idempotency key', async () => {
    const scarf = await product(50);
    const input = checkoutFor([{ variantId: scarf.variantId, quantity: 1 }], area.id);
    const results = await Promise.all(Array.from({ length: 20 }, () => place(input)));
    expect(new Set(results.map((r) => r.number)).size).toBe(1);
    expect(new Set(results.map((r) => r.accessKey)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await stockOf(scarf.variantId)).toBe(49);
    const rows = await getDb().select().from(orders).where(eq(orders.idempotencyKey, input.idempotencyKey));
    expect(rows).toHaveLength(1);
  });

  it("does not hand another shopper's order back for a reused idempotency key", async () => {
    const scarf = await product(5);
    const input = checkoutFor([{ variantId: scarf.variantId, quantity: 1 }], area.id);
    await place(input, await shopper());
    await expect(place(input, await shopper())).rejects.toMatchObject({ message: 'orders.notCompleted' });
    await expect(place(input, null)).rejects.toMatchObject({ message: 'orders.notCompleted' });
  });
});

describe('cancelling and the workflow', () => {
  it('returns the stock once, however many cancellations race', async () => {
    const scarf = await product(5);
    const buyer = await shopper();
    const placed = await place(checkoutFor([{ variantId: scarf.variantId, quantity: 3 }], area.id), buyer);
    expect(await stockOf(scarf.variantId)).toBe(2);
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => cancelOrderAsShopper({ number: placed.number }, buyer)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await stockOf(scarf.variantId)).toBe(5);
    const [order] = await getDb().select().from(orders).where(eq(orders.number, placed.number));
    expect(order?.status).toBe('cancelled');
  });

  it("counts trending sales on the store's day and takes a cancelled order's units off the day it was placed", async () => {
    // Ten hours ahead of UTC all year: late evening in UTC is already tomorrow there.
    await setPaymentOptions({ timeZone: 'Pacific/Port_Moresby' });
    try {
      const scarf = await product(9);
      const soldOn = async () =>
        getDb()
          .select({ day: productSalesDaily.day, quantity: productSalesDaily.quantity })
          .from(productSalesDaily)
          .where(eq(productSalesDaily.productId, scarf.id));
      const storeToday = new Date().toLocaleDateString('en-CA', { timeZone: 'Pacific/Port_Moresby' });
      const placed = await place(checkoutFor([{ variantId: scarf.variantId, quantity: 3 }], area.id));
      await place(checkoutFor([{ variantId: scarf.variantId, quantity: 2 }], area.id));
      expect(await soldOn()).toEqual([{ day: storeToday, quantity: 5 }]);
      // The order was placed two days ago (in the store's calendar): its units come off that day, not today.
      const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
      const thatDay = twoDaysAgo.toLocaleDateString('en-CA', { timeZone: 'Pacific/Port_Moresby' });
      await getDb().insert(productSalesDaily).values({ productId: scarf.id, day: thatDay, quantity: 3 });
      await getDb().update(orders).set({ createdAt: twoDaysAgo }).where(eq(orders.number, placed.number));
      await cancelOrderAsShopper({ number: placed.number, key: placed.accessKey }, null);
      expect((await soldOn()).sort((a, b) => a.day.localeCompare(b.day))).toEqual([
        { day: thatDay, quantity: 0 },
        { day: storeToday, quantity: 5 },
      ]);
      const [row] = await getDb()
        .select({ sold: products.soldCount })
        .from(products)
        .where(eq(products.id, scarf.id));
      expect(row?.sold).toBe(2);
    } finally {
      await setPaymentOptions({ timeZone: 'UTC' });
    }
  });

  it("answers 'Order Not Found' to anyone but the owner or the link's holder", async () => {
    const scarf = await product(5);
    const owner = await shopper();
    const placed = await place(checkoutFor([{ variantId: scarf.variantId, quantity: 1 }], area.id), owner);
    const stranger = await shopper();
    await expect(cancelOrderAsShopper({ number: placed.number }, stranger)).rejects.toMatchObject({
      message: 'orders.notFound',
    });
    await expect(cancelOrderAsShopper({ number: placed.number }, null)).rejects.toMatchObject({
      message: 'orders.notFound',
    });
    expect(await getOrderForViewer(placed.number, { userId: stranger.id })).toBeNull();
    expect(await getOrderForViewer(placed.number, { userId: owner.id })).toMatchObject({
      number: placed.number,
    });
    // A guest's link opens its own order and no other.
    const guest = await place(checkoutFor([{ variantId: scarf.variantId, quantity: 1 }], area.id));
    expect(await getOrderForViewer(placed.number, { userId: null, key: guest.accessKey })).toBeNull();
    await cancelOrderAsShopper({ number: guest.number, key: guest.accessKey }, null);
  });

  it('moves along the workflow only, cancels before shipping only, and marks cash paid on delivery', async () => {
    const scarf = await product(5);
    const admin = { ...(await shopper()), staffRole: 'owner' as const };
    const placed = await place(checkoutFor([{ variantId: scarf.variantId, quantity: 1 }], area.id));
    await expect(setOrderStatus(placed.number, 'shipped', admin)).rejects.toMatchObject({
      message: 'orders.statusNotAllowed',
    });
    for (const status of ['confirmed', 'processing', 'shipped'] as const)
      await setOrderStatus(placed.number, status, admin);
    await expect(setOrderStatus(placed.number, 'cancelled', admin)).rejects.toMatchObject({
      message: 'orders.cannotCancel',
    });
    await setOrderStatus(placed.number, 'delivered', admin);
    const [order] = await getDb().select().from(orders).where(eq(orders.number, placed.number));
    expect(order).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    const events = await getDb()
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order?.id ?? 0))
      .orderBy(orderEvents.id);
    expect(events.map((e) => [e.status, e.actorRole])).toEqual([
      ['pending', 'shopper'],
      ['confirmed', 'admin'],
      ['processing', 'admin'],
      ['shipped', 'admin'],
      ['delivered', 'admin'],
    ]);
    const lines = await getDb()
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order?.id ?? 0));
    expect(lines).toHaveLength(1);
  });
});
