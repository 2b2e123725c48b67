import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { orderJournal, orders, productVariants, storeSettings } from '@/db/schema';
import { env } from '@/lib/env';
import { getJobs } from '@/lib/jobs';
import { createSellableVariant } from '../../../../tests/factories/catalog';
import { checkoutFor, createDeliveryArea, setTax } from '../../../../tests/factories/orders';
import { signUpTestAdmin, signUpTestUser } from '../../../../tests/setup/auth-request';
import { testRequest } from '../../../../tests/setup/request';

// The staff's own changes to orders (notes, an order taken by phone, an edit before shipping), through their
// actions as the browser calls them: who may, what is refused on which field, and that a refusal changes nothing.

const { revalidateTag } = await import('next/cache');
const { addNoteAction, placePhoneOrderAction, editOrderAction } = await import('./actions');
const { readOrderActivity } = await import('./queries');
const { placeOrder, setOrderStatus } = await import('../service');
const { checkoutInput } = await import('../schemas');
const { getOrderForViewer, readOrder } = await import('../queries');
const { orderMailJob, ownerNoticeJob } = await import('../mail/queue');
const { renderOrderMail } = await import('../mail/render');
const { readStoreSettings } = await import('@/domains/store-settings/queries');

type Variant = Awaited<ReturnType<typeof createSellableVariant>>;
let admin = { cookie: '', id: '' };
let shopper = { cookie: '', id: '' };
let scarf: Variant;
let shawl: Variant;
let area = 0;
let farArea = 0;
let buyers = 0;

const stockOf = async (variantId: number) =>
  (
    await getDb()
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, variantId))
  )[0]?.stock;

/** Orders, their amounts and lines, the journal and the stock: what a refusal must leave as it was. */
const everything = async () =>
  (
    await getDb().execute(sql`select
      (select json_agg(o order by o.id) from (select id, status, subtotal, delivery_charge, tax, payment_fee, total,
        item_count, street_address, city, delivery_area_id, updated_at from orders) o) as orders,
      (select json_agg(l order by l.id) from order_lines l) as lines,
      (select count(*) from order_journal) as journal,
      (select json_agg(v order by v.id) from (select id, stock from product_variants) v) as stock`)
  ).rows[0];

const setPaymentOptions = (values: Partial<typeof storeSettings.$inferInsert>) =>
  getDb()
    .insert(storeSettings)
    .values({ storeId: env.STORE_ID, ...values })
    .onConflictDoUpdate({ target: storeSettings.storeId, set: values });

/** A phone order's input for these lines, from a customer of its own (the per-phone limits count each). */
function phoneOrder(
  lines: { variantId: number; quantity: number }[],
  overrides: Record<string, unknown> = {},
) {
  const phone = `05${20_000_000 + buyers++}`;
  return {
    idempotencyKey: randomUUID(),
    locale: 'en' as const,
    lines,
    deliveryAreaId: area,
    shipping: {
      fullName: 'Huda Al-Harbi',
      phone,
      email: '',
      streetAddress: '7 Olaya Street',
      city: 'Riyadh',
      zipCode: '',
    },
    ...overrides,
  };
}

/** A shopper's cash-on-delivery order, as the checkout places it. */
const shopperOrder = async (lines: { variantId: number; quantity: number }[], deliveryAreaId = area) =>
  placeOrder(checkoutInput.parse(checkoutFor(lines, deliveryAreaId)), null);

/** The order as its pages read it (the test fails when there is none). */
async function detailOf(number: number) {
  const found = await readOrder(number);
  if (!found) throw new Error(`no order ${number}`);
  return found.detail;
}

const versionOf = async (number: number) => (await readOrderActivity(number))?.version ?? '';

/** An edit of order `number` as its form sends it, from the version read now. */
async function edit(
  number: number,
  lines: { variantId: number; quantity: number }[],
  overrides: Record<string, unknown> = {},
) {
  return {
    number,
    version: await versionOf(number),
    lines,
    deliveryAreaId: area,
    shipping: { streetAddress: '12 King Fahd Road', city: 'Riyadh', zipCode: '12211' },
    ...overrides,
  };
}

const amounts = (o: {
  subtotal: number;
  deliveryCharge: number;
  tax: number;
  paymentFee: number;
  total: number;
}) => ({
  subtotal: o.subtotal,
  deliveryCharge: o.deliveryCharge,
  tax: o.tax,
  paymentFee: o.paymentFee,
  total: o.total,
});

beforeAll(async () => {
  admin = await signUpTestAdmin('owner@wishah.test', { name: 'Store Owner' });
  shopper = await signUpTestUser('buyer@wishah.test');
  scarf = await createSellableVariant({ price: 4900, stock: 40 });
  shawl = await createSellableVariant({ price: 2000, stock: 40 });
  area = (await createDeliveryArea({ charge: 500, freeFrom: 30_000 })).id;
  farArea = (await createDeliveryArea({ charge: 2500 })).id;
  await setTax(1500, false);
  await setPaymentOptions({ codFee: 1000, codMaxTotal: null });
});

beforeEach(() => {
  testRequest.cookie = admin.cookie;
  vi.mocked(revalidateTag).mockClear();
});

describe('notes on the order', () => {
  it('are the staff only: a guest or a shopper is refused and nothing is written', async () => {
    const { number } = await shopperOrder([{ variantId: scarf.variantId, quantity: 1 }]);
    for (const cookie of ['', shopper.cookie]) {
      testRequest.cookie = cookie;
      expect(await addNoteAction({ number, body: 'Call before delivery' })).toEqual({
        ok: false,
        error: 'errors.forbiddenText',
      });
    }
    expect(await getDb().select().from(orderJournal)).toEqual([]);
  });

  it('refuses an empty note or one over the limit on its field, and writes nothing', async () => {
    const { number } = await shopperOrder([{ variantId: scarf.variantId, quantity: 1 }]);
    expect(await addNoteAction({ number, body: '   ' })).toMatchObject({
      ok: false,
      fieldErrors: { body: 'orderOwner.noteRequired' },
    });
    expect(await addNoteAction({ number, body: 'x'.repeat(1001) })).toMatchObject({
      ok: false,
      fieldErrors: { body: 'orderOwner.noteTooLong' },
    });
    expect(await addNoteAction({ number: 999_999, body: 'Hello' })).toMatchObject({
      ok: false,
      error: 'orders.notFound',
    });
    expect(await getDb().select().from(orderJournal)).toEqual([]);
  });

  it("are on the staff's timeline with their author and time, and never on the shopper's order", async () => {
    const placed = await shopperOrder([{ variantId: scarf.variantId, quantity: 1 }]);
    expect(await addNoteAction({ number: placed.number, body: 'x'.repeat(1000) })).toEqual({
      ok: true,
      data: undefined,
    });
    expect(
      await addNoteAction({ number: placed.number, body: 'Customer asked for gift wrap' }),
    ).toMatchObject({
      ok: true,
    });
    const activity = await readOrderActivity(placed.number);
    expect(activity?.entries.map((e) => e.type)).toEqual(['status', 'note', 'note']);
    expect(activity?.entries.at(-1)).toMatchObject({
      type: 'note',
      body: 'Customer asked for gift wrap',
      who: 'Store Owner',
    });
    const shopperView = await getOrderForViewer(placed.number, { userId: null, key: placed.accessKey });
    expect(JSON.stringify(shopperView)).not.toContain('gift wrap');
    expect(JSON.stringify(shopperView)).not.toContain('Store Owner');
  });
});

describe('an order taken by phone', () => {
  it('is the staff only: a guest or a shopper is refused and nothing changes', async () => {
    const before = await everything();
    for (const cookie of ['', shopper.cookie]) {
      testRequest.cookie = cookie;
      expect(await placePhoneOrderAction(phoneOrder([{ variantId: scarf.variantId, quantity: 1 }]))).toEqual({
        ok: false,
        error: 'errors.forbiddenText',
      });
    }
    expect(await everything()).toEqual(before);
  });

  it("takes the stock and charges what the shop's checkout charges for the same cart, and says who entered it", async () => {
    const cart = [
      { variantId: scarf.variantId, quantity: 2 },
      { variantId: shawl.variantId, quantity: 1 },
    ];
    const shop = await detailOf((await shopperOrder(cart)).number);
    const scarfStock = await stockOf(scarf.variantId);
    const result = await placePhoneOrderAction(
      phoneOrder(cart, {
        shipping: {
          fullName: 'Huda Al-Harbi',
          // As a phone gives it: with the country code, read into the national digits like the checkout's.
          phone: '+966 55 123 4567',
          email: 'huda@wishah.test',
          streetAddress: '7 Olaya Street',
          city: 'Riyadh',
          zipCode: '',
        },
      }),
    );
    if (!result.ok) throw new Error(JSON.stringify(result));
    const phone = await detailOf(result.data.number);
    expect(amounts(phone)).toEqual(amounts(shop));
    expect(phone.paymentFee).toBe(1000);
    expect(phone).toMatchObject({
      paymentMethod: 'cod',
      userId: null,
      phone: '0551234567',
      status: 'pending',
    });
    expect(await stockOf(scarf.variantId)).toBe((scarfStock ?? 0) - 2);
    const [row] = await getDb().select().from(orders).where(eq(orders.number, result.data.number));
    expect(row).toMatchObject({ channel: 'phone', enteredById: admin.id, enteredByName: 'Store Owner' });
    const activity = await readOrderActivity(result.data.number);
    expect(activity).toMatchObject({ channel: 'phone', enteredBy: 'Store Owner' });
    expect(activity?.entries[0]).toMatchObject({
      type: 'status',
      status: 'pending',
      who: 'Store Owner',
      role: 'admin',
    });
    // Only the sold products' pages are expired.
    const tags = vi.mocked(revalidateTag).mock.calls.map(([tag]) => tag);
    expect(tags).toContain(`product:${scarf.slugEn}`);
    expect(tags).toContain(`product:${shawl.slugEn}`);
  });

  it('refuses a shortfall, an unknown product or a bad phone on its field, and changes nothing', async () => {
    const few = await createSellableVariant({ stock: 2 });
    const before = await everything();
    expect(
      await placePhoneOrderAction(phoneOrder([{ variantId: few.variantId, quantity: 3 }])),
    ).toMatchObject({
      ok: false,
      fieldErrors: { 'lines.0': 'orders.notCompletedOutOfStock' },
    });
    expect(
      await placePhoneOrderAction(
        phoneOrder([
          { variantId: scarf.variantId, quantity: 1 },
          { variantId: 999_999, quantity: 1 },
        ]),
      ),
    ).toMatchObject({ ok: false, fieldErrors: { 'lines.1': 'orders.notCompletedGone' } });
    const bad = phoneOrder([{ variantId: scarf.variantId, quantity: 1 }]);
    for (const phone of ['12345', '+1 212 555 0100']) {
      expect(await placePhoneOrderAction({ ...bad, shipping: { ...bad.shipping, phone } })).toMatchObject({
        ok: false,
        fieldErrors: { 'shipping.phone': expect.stringMatching(/^validation\.phone/) },
      });
    }
    expect(await placePhoneOrderAction(phoneOrder([]))).toMatchObject({
      ok: false,
      fieldErrors: { lines: 'orders.cartEmpty' },
    });
    expect(
      await placePhoneOrderAction({ ...bad, shipping: { ...bad.shipping, email: 'not-an-address' } }),
    ).toMatchObject({ ok: false, fieldErrors: { 'shipping.email': 'validation.emailInvalid' } });
    expect(await everything()).toEqual(before);
  });

  it('keeps to the cash-on-delivery maximum, as the checkout does', async () => {
    await setPaymentOptions({ codMaxTotal: 10_000 });
    try {
      const before = await everything();
      expect(
        await placePhoneOrderAction(phoneOrder([{ variantId: scarf.variantId, quantity: 3 }])),
      ).toMatchObject({
        ok: false,
        // Cards are off here: no method takes it, and the owner is told what can be done.
        fieldErrors: { paymentMethod: 'orders.noMethodOwner' },
      });
      expect(await everything()).toEqual(before);
    } finally {
      await setPaymentOptions({ codMaxTotal: null });
    }
  });
});

describe('an edit before the order ships', () => {
  it('is the staff only', async () => {
    const { number } = await shopperOrder([{ variantId: scarf.variantId, quantity: 1 }]);
    const input = await edit(number, [{ variantId: scarf.variantId, quantity: 2 }]);
    const before = await everything();
    for (const cookie of ['', shopper.cookie]) {
      testRequest.cookie = cookie;
      expect(await editOrderAction(input)).toEqual({ ok: false, error: 'errors.forbiddenText' });
    }
    expect(await everything()).toEqual(before);
  });

  it('moves the stock by the difference and prices the order as the checkout would price its new cart', async () => {
    const { number } = await shopperOrder([
      { variantId: scarf.variantId, quantity: 1 },
      { variantId: shawl.variantId, quantity: 3 },
    ]);
    const [scarfBefore, shawlBefore] = [await stockOf(scarf.variantId), await stockOf(shawl.variantId)];
    const result = await editOrderAction(
      await edit(
        number,
        [
          { variantId: scarf.variantId, quantity: 3 },
          { variantId: shawl.variantId, quantity: 0 },
        ],
        {
          deliveryAreaId: farArea,
          shipping: { streetAddress: '3 Tahlia Street', city: 'Jeddah', zipCode: '' },
        },
      ),
    );
    expect(result).toEqual({ ok: true, data: undefined });
    expect(await stockOf(scarf.variantId)).toBe((scarfBefore ?? 0) - 2);
    expect(await stockOf(shawl.variantId)).toBe((shawlBefore ?? 0) + 3);

    const edited = await detailOf(number);
    const same = await detailOf(
      (await shopperOrder([{ variantId: scarf.variantId, quantity: 3 }], farArea)).number,
    );
    expect(amounts(edited)).toEqual(amounts(same));
    expect(edited.deliveryCharge).toBe(2500);
    expect(edited?.lines.map((l) => [l.sku, l.quantity])).toEqual([[scarf.variants[0]?.sku, 3]]);
    expect(edited).toMatchObject({ streetAddress: '3 Tahlia Street', city: 'Jeddah', itemCount: 3 });

    const entry = (await readOrderActivity(number))?.entries.at(-1);
    expect(entry).toMatchObject({ type: 'edit', who: 'Store Owner' });
    if (entry?.type !== 'edit') throw new Error('no edit on the timeline');
    expect(entry.changes.lines.map((l) => [l.from, l.to])).toEqual([
      [1, 3],
      [3, 0],
    ]);
    expect(entry.changes.area).toMatchObject({ toEn: 'Riyadh' });
    expect(entry.changes.address?.to).toBe('3 Tahlia Street, Jeddah');
    expect(entry.changes.total).toMatchObject({ to: edited?.total });
    const tags = vi.mocked(revalidateTag).mock.calls.map(([tag]) => tag);
    expect(new Set(tags)).toEqual(
      new Set([scarf.slugEn, scarf.slugAr, shawl.slugEn, shawl.slugAr].map((s) => `product:${s}`)),
    );
  });

  it('adds a product at its price now, and expires only the pages whose stock moved', async () => {
    const { number } = await shopperOrder([{ variantId: scarf.variantId, quantity: 1 }]);
    const shawlBefore = await stockOf(shawl.variantId);
    expect(
      await editOrderAction(
        await edit(number, [
          { variantId: scarf.variantId, quantity: 1 },
          { variantId: shawl.variantId, quantity: 2 },
        ]),
      ),
    ).toEqual({ ok: true, data: undefined });
    expect(await stockOf(shawl.variantId)).toBe((shawlBefore ?? 0) - 2);
    expect((await readOrder(number))?.detail.lines.map((l) => [l.unitPrice, l.quantity])).toEqual([
      [4900, 1],
      [2000, 2],
    ]);
    const tags = vi.mocked(revalidateTag).mock.calls.map(([tag]) => tag);
    expect(tags).toContain(`product:${shawl.slugEn}`);
    expect(tags).not.toContain(`product:${scarf.slugEn}`);
  });

  it('refuses more than the stock, a stale form, a shipped order and an empty order, changing nothing', async () => {
    const few = await createSellableVariant({ stock: 3 });
    const { number } = await shopperOrder([{ variantId: few.variantId, quantity: 2 }]);
    const stale = await edit(number, [{ variantId: few.variantId, quantity: 1 }]);
    await getDb().execute(sql`select pg_sleep(0.002)`);
    expect(await addNoteAction({ number, body: 'Moved along' })).toMatchObject({ ok: true });
    await setOrderStatus(number, 'confirmed', { id: admin.id, name: 'Another admin' }, { notify: false });
    const before = await everything();

    expect(
      await editOrderAction(await edit(number, [{ variantId: few.variantId, quantity: 4 }])),
    ).toMatchObject({
      ok: false,
      fieldErrors: { 'lines.0': 'orderOwner.notEnoughStock' },
    });
    expect(await editOrderAction(stale)).toMatchObject({ ok: false, error: 'orderOwner.stale' });
    expect(
      await editOrderAction(await edit(number, [{ variantId: few.variantId, quantity: 0 }])),
    ).toMatchObject({
      ok: false,
      fieldErrors: { lines: 'orderOwner.noLinesLeft' },
    });
    expect(
      await editOrderAction(
        await edit(number, [{ variantId: few.variantId, quantity: 1 }], { deliveryAreaId: 999_999 }),
      ),
    ).toMatchObject({ ok: false, fieldErrors: { deliveryAreaId: 'orders.deliveryAreaRequired' } });
    expect(await everything()).toEqual(before);
    expect(await stockOf(few.variantId)).toBe(1);

    await setOrderStatus(number, 'processing', { id: admin.id, name: 'Store Owner' }, { notify: false });
    await setOrderStatus(number, 'shipped', { id: admin.id, name: 'Store Owner' }, { notify: false });
    const shipped = await everything();
    expect(
      await editOrderAction(await edit(number, [{ variantId: few.variantId, quantity: 1 }])),
    ).toMatchObject({
      ok: false,
      error: 'orderOwner.notEditable',
    });
    expect(await everything()).toEqual(shipped);
  });

  it("changes only a card order's address: its payment is for its total", async () => {
    const { number } = await shopperOrder([{ variantId: scarf.variantId, quantity: 1 }]);
    await getDb().update(orders).set({ paymentMethod: 'card' }).where(eq(orders.number, number));
    const placedTotal = (await readOrder(number))?.detail.total;
    const before = await everything();
    expect(
      await editOrderAction(await edit(number, [{ variantId: scarf.variantId, quantity: 2 }])),
    ).toMatchObject({
      ok: false,
      fieldErrors: { lines: 'orderOwner.cardAddressOnly' },
    });
    expect(
      await editOrderAction(
        await edit(number, [{ variantId: scarf.variantId, quantity: 1 }], { deliveryAreaId: farArea }),
      ),
    ).toMatchObject({ ok: false, fieldErrors: { deliveryAreaId: 'orderOwner.cardAddressOnly' } });
    expect(await everything()).toEqual(before);
    const address = { streetAddress: '9 Prince Sultan Road', city: 'Riyadh', zipCode: '12211' };
    expect(
      await editOrderAction(
        await edit(number, [{ variantId: scarf.variantId, quantity: 1 }], { shipping: address }),
      ),
    ).toEqual({ ok: true, data: undefined });
    expect((await readOrder(number))?.detail).toMatchObject({ ...address, total: placedTotal });
  });

  it('applies one of two admins editing the same order at once; the other is told it went stale', async () => {
    const { number } = await shopperOrder([{ variantId: scarf.variantId, quantity: 1 }]);
    const stock = await stockOf(scarf.variantId);
    const first = await edit(number, [{ variantId: scarf.variantId, quantity: 2 }]);
    const second = await edit(number, [{ variantId: scarf.variantId, quantity: 3 }]);
    const results = await Promise.all([editOrderAction(first), editOrderAction(second)]);
    const ok = results.filter((r) => r.ok);
    expect(ok).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ error: 'orderOwner.stale' });
    const quantity = (await readOrder(number))?.detail.lines[0]?.quantity ?? 0;
    expect([2, 3]).toContain(quantity);
    expect(await stockOf(scarf.variantId)).toBe((stock ?? 0) - (quantity - 1));
    expect((await readOrderActivity(number))?.entries.filter((e) => e.type === 'edit')).toHaveLength(1);
  });

  it('never sells the last units twice when two orders are raised at once', async () => {
    const few = await createSellableVariant({ stock: 5 });
    const a = await shopperOrder([{ variantId: few.variantId, quantity: 1 }]);
    const b = await shopperOrder([{ variantId: few.variantId, quantity: 1 }]);
    // 3 left: each edit asks 2 more.
    const results = await Promise.all([
      editOrderAction(await edit(a.number, [{ variantId: few.variantId, quantity: 3 }])),
      editOrderAction(await edit(b.number, [{ variantId: few.variantId, quantity: 3 }])),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({
      fieldErrors: { 'lines.0': 'orderOwner.notEnoughStock' },
    });
    expect(await stockOf(few.variantId)).toBe(1);
  });
});

describe("the customer's and the owner's mail", () => {
  it('mails a phone customer who gave an e-mail, nobody otherwise, and never tells the owner of the order they entered', async () => {
    const withMail = await placePhoneOrderAction({
      ...phoneOrder([{ variantId: scarf.variantId, quantity: 1 }]),
      shipping: { ...phoneOrder([]).shipping, email: 'customer@wishah.test' },
    });
    const without = await placePhoneOrderAction(phoneOrder([{ variantId: scarf.variantId, quantity: 1 }]));
    if (!withMail.ok || !without.ok) throw new Error('the phone orders were refused');
    const mails = async (number: number) =>
      (await getJobs().find(orderMailJob, { number })).map((job) => job.data.event);
    expect(await mails(withMail.data.number)).toEqual(['placed']);
    expect(await mails(without.data.number)).toEqual([]);
    for (const number of [withMail.data.number, without.data.number])
      expect(
        (await getJobs().find(ownerNoticeJob, { number })).map((j) => j.data.notice.event),
      ).not.toContain('newOrder');
    // A shopper's own order still tells the owner.
    const shop = await shopperOrder([{ variantId: scarf.variantId, quantity: 1 }]);
    expect(
      (await getJobs().find(ownerNoticeJob, { number: shop.number })).map((j) => j.data.notice.event),
    ).toContain('newOrder');

    // The edit mails the order as it now is.
    expect(
      await editOrderAction(await edit(withMail.data.number, [{ variantId: scarf.variantId, quantity: 2 }])),
    ).toEqual({ ok: true, data: undefined });
    expect(await mails(withMail.data.number)).toContain('updated');
    const detail = await detailOf(withMail.data.number);
    const mail = await renderOrderMail(detail, 'updated', 'https://wishah.test/o', await readStoreSettings());
    expect(mail.subject).toContain('was updated');
    expect(mail.text).toContain('new total');
  });
});
