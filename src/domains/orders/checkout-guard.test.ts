import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { orders, productVariants, storeSettings } from '@/db/schema';
import { DEFAULT_CHECKOUT_LIMITS } from '@/domains/store-settings/schemas';
import { saveCheckoutLimits } from '@/domains/store-settings/service';
import { env } from '@/lib/env';
import { getJobs } from '@/lib/jobs';
import { createSellableVariant } from '../../../tests/factories/catalog';
import { checkoutFor, createDeliveryArea } from '../../../tests/factories/orders';
import { testRequest } from '../../../tests/setup/request';

const { placeOrder, setOrderStatus } = await import('./service');
const { placeOrderAction, quoteCartAction } = await import('./actions');
const { checkoutInput } = await import('./schemas');
const { readCheckoutLimits } = await import('@/domains/store-settings/queries');

let variantId: number;
let areaId: number;

const limits = (values: Partial<typeof DEFAULT_CHECKOUT_LIMITS>) =>
  saveCheckoutLimits({ ...DEFAULT_CHECKOUT_LIMITS, ...values });

/** One unit, cash on delivery, with the shipping given over a buyer of its own. */
function order(shipping: { phone?: string; email?: string } = {}, lines = [{ variantId, quantity: 1 }]) {
  const input = checkoutFor(lines, areaId);
  const phone = shipping.phone ?? input.shipping.phone;
  return {
    ...input,
    shipping: { ...input.shipping, ...shipping, phone, confirmPhone: phone },
  };
}
const place = (input: ReturnType<typeof order>) => placeOrder(checkoutInput.parse(input), null);

/** Runs `count` checkouts at once; the placed ones and the refusals. */
async function atOnce(count: number, run: (n: number) => Promise<unknown>) {
  const results = await Promise.allSettled(Array.from({ length: count }, (_, n) => run(n)));
  return {
    placed: results.filter((r) => r.status === 'fulfilled'),
    refused: results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : [])),
  };
}
const ordersOf = async (phone: string) =>
  getDb().select().from(orders).where(eq(orders.phone, phone)).orderBy(orders.id);
const stock = async () =>
  (await getDb().select().from(productVariants).where(eq(productVariants.id, variantId)))[0]?.stock;

beforeAll(async () => {
  variantId = (await createSellableVariant({ stock: 100_000 })).variantId;
  areaId = (await createDeliveryArea()).id;
});
afterEach(async () => {
  await limits({});
  testRequest.ip = '';
});

describe('the checkout limits', () => {
  it('start at the same defaults before the first save (the code’s) and after it (the columns’)', async () => {
    await getDb().delete(storeSettings).where(eq(storeSettings.storeId, env.STORE_ID));
    expect(await readCheckoutLimits()).toEqual(DEFAULT_CHECKOUT_LIMITS);
    await getDb().insert(storeSettings).values({ storeId: env.STORE_ID });
    expect(await readCheckoutLimits()).toEqual(DEFAULT_CHECKOUT_LIMITS);
  });

  it('let exactly 3 of 20 concurrent cash orders from one phone through, then one more once one is delivered', async () => {
    const phone = '0551000001';
    const { placed, refused } = await atOnce(20, () => place(order({ phone })));
    expect(placed).toHaveLength(3);
    for (const reason of refused)
      expect(reason).toMatchObject({
        message: 'orders.unpaidCodForPhone',
        field: 'shipping.phone',
        values: { max: 3 },
      });
    expect(await ordersOf(phone)).toHaveLength(3);
    const [first] = await ordersOf(phone);
    const staff = { id: null, name: 'Test Staff' };
    for (const status of ['confirmed', 'processing', 'shipped', 'delivered'] as const)
      await setOrderStatus(first?.number ?? 0, status, staff, { notify: false });
    await place(order({ phone }));
    await expect(place(order({ phone }))).rejects.toMatchObject({ message: 'orders.unpaidCodForPhone' });
  });

  it('let exactly the hour’s allowance of 20 concurrent orders from one phone through, counting only this hour', async () => {
    await limits({ unpaidCodPerPhone: 100 });
    const phone = '0551000002';
    const before = await stock();
    const { placed, refused } = await atOnce(20, () => place(order({ phone })));
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const reason of refused) {
      expect(reason).toMatchObject({ message: 'orders.tooManyForPhone', field: 'shipping.phone' });
      expect(reason.values.minutes).toBeGreaterThanOrEqual(59);
      expect(reason.values.minutes).toBeLessThanOrEqual(60);
    }
    // Refused orders took nothing.
    expect(await stock()).toBe((before ?? 0) - 5);
    // The owner allows one more: one more passes.
    await limits({ unpaidCodPerPhone: 100, ordersPerPhoneHour: 6 });
    await place(order({ phone }));
    await expect(place(order({ phone }))).rejects.toMatchObject({ message: 'orders.tooManyForPhone' });
    // An hour later the first orders no longer count.
    await getDb()
      .update(orders)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(orders.phone, phone));
    await place(order({ phone }));
  });

  it('count one mailbox however its address is written, on the e-mail field', async () => {
    const spellings = [
      'noura@wishah.test',
      'Noura@Wishah.test',
      'noura+scarves@wishah.test',
      'NOURA+x@wishah.test',
    ];
    const { placed, refused } = await atOnce(20, (n) =>
      place(order({ email: spellings[n % spellings.length] })),
    );
    expect(placed).toHaveLength(5);
    for (const reason of refused)
      expect(reason).toMatchObject({ message: 'orders.tooManyForEmail', field: 'shipping.email' });
    // Another mailbox is not affected.
    await place(order({ email: 'noura.other@wishah.test' }));
  });

  it('let exactly 10 of 20 concurrent checkouts from one client address through, whoever they name', async () => {
    testRequest.ip = '203.0.113.50';
    const { placed, refused } = await atOnce(20, () => placeOrderAction(order()));
    const answers = [...placed.map((p) => (p as PromiseFulfilledResult<{ ok: boolean }>).value)];
    expect(refused).toEqual([]);
    expect(answers.filter((a) => a.ok)).toHaveLength(10);
    for (const answer of answers.filter((a) => !a.ok))
      expect(answer).toMatchObject({
        ok: false,
        error: 'orders.tooManyFromAddress',
        values: { minutes: 60 },
      });
    const [row] = await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.clientAddress, '203.0.113.50'));
    expect(row?.n).toBe(10);
    // Another address is not affected.
    testRequest.ip = '203.0.113.51';
    expect(await placeOrderAction(order())).toMatchObject({ ok: true });
  });

  it('refuse more of one item, or more items, than an order may hold, on the line, and change nothing', async () => {
    const other = await createSellableVariant({ stock: 100 });
    const before = await stock();
    const tooMany = await placeOrderAction(order({}, [{ variantId, quantity: 11 }]));
    expect(tooMany).toMatchObject({
      ok: false,
      error: 'orders.lineOverLimit',
      fieldErrors: { 'lines.0.quantity': 'orders.lineOverLimit' },
      values: { max: 10, product: expect.any(String) },
    });
    const heavy = await placeOrderAction(
      order({}, [
        { variantId, quantity: 10 },
        { variantId: other.variantId, quantity: 10 },
        { variantId: (await createSellableVariant()).variantId, quantity: 10 },
        { variantId: (await createSellableVariant()).variantId, quantity: 1 },
      ]),
    );
    expect(heavy).toMatchObject({ ok: false, error: 'orders.unitsOverLimit', values: { max: 30 } });
    expect(await stock()).toBe(before);
    // The cart's quote caps the line at what an order takes (the cart lowers it) and names both limits.
    const quote = await quoteCartAction({
      lines: [{ variantId, quantity: 15 }],
      deliveryAreaId: areaId,
      locale: 'en',
    });
    expect(quote).toMatchObject({
      ok: true,
      data: {
        lines: [{ quantity: 10, problem: null }],
        totals: { itemCount: 10 },
        limits: { lineQuantity: 10, orderUnits: 30 },
      },
    });
    // The owner's setting decides.
    await limits({ lineQuantityMax: 12, orderUnitsMax: 40 });
    expect(await placeOrderAction(order({}, [{ variantId, quantity: 11 }]))).toMatchObject({ ok: true });
  });

  it('mail one mailbox at most three order confirmations an hour; the orders past it still go through', async () => {
    await limits({ ordersPerEmailHour: 10 });
    const numbers: number[] = [];
    for (let n = 0; n < 5; n++) numbers.push((await place(order({ email: `hana+${n}@wishah.test` }))).number);
    const mailed = await Promise.all(
      numbers.map(async (number) => (await getJobs().find('order-mail', { number })).length),
    );
    expect(mailed).toEqual([1, 1, 1, 0, 0]);
  });
});
