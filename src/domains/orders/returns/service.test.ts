import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import {
  orderLines,
  orderReturns,
  orders,
  payments,
  products,
  productVariants,
  storeSettings,
} from '@/db/schema';
import { env } from '@/lib/env';
import { getJobs } from '@/lib/jobs';
import { createSellableVariant } from '../../../../tests/factories/catalog';
import { checkoutFor, createDeliveryArea, setTax } from '../../../../tests/factories/orders';
import { signUpTestAdmin } from '../../../../tests/setup/auth-request';

// Returns of delivered orders (docs/decisions/0022-returns.md) against real PostgreSQL: the window, the units, who
// may ask, the state machine, the restock (once, however many at once), the cash refund in the payments ledger and
// the sales report, and the mails queued.

const { placeOrder, setOrderStatus } = await import('../service');
const { checkoutInput } = await import('../schemas');
const { readSalesTotals } = await import('../reports/sales');
const { ownerNoticeJob } = await import('../mail/queue');
const service = await import('./service');
const { returnMailJob } = await import('./mail-queue');
const { renderReturnMail } = await import('./mail');
const { readOrderReturns, readReturn, readReturnFacts } = await import('./queries');
const { readOrder } = await import('../queries');

const TZ = 'Asia/Riyadh';
const DAY = 86_400_000;
let areaId: number;
let admin: { id: string; name: string };

const today = () => new Date().toLocaleDateString('en-CA', { timeZone: TZ });
const setWindow = (returnWindowDays: number) =>
  getDb().update(storeSettings).set({ returnWindowDays }).where(eq(storeSettings.storeId, env.STORE_ID));

/** A cash-on-delivery order of `quantity` units at `price`, delivered by the admin; with its link's key and lines. */
async function deliveredOrder(quantity = 3, price = 5000) {
  const product = await createSellableVariant({ price, stock: 20 });
  const placed = await placeOrder(
    checkoutInput.parse(checkoutFor([{ variantId: product.variantId, quantity }], areaId)),
    null,
  );
  for (const to of ['confirmed', 'processing', 'shipped', 'delivered'] as const)
    await setOrderStatus(placed.number, to, admin, { notify: false });
  const [order] = await getDb().select().from(orders).where(eq(orders.number, placed.number));
  const lines = await getDb()
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order?.id ?? 0));
  if (!order || !lines[0]) throw new Error('no order');
  return { number: placed.number, key: placed.accessKey, order, line: lines[0], product };
}

const ask = (
  o: Awaited<ReturnType<typeof deliveredOrder>>,
  quantity: number,
  { key = o.key, now }: { key?: string; now?: Date } = {},
) =>
  service.requestReturn(
    { number: o.number, key, lines: [{ lineId: o.line.id, quantity }], reason: 'damaged', note: 'Torn hem' },
    null,
    now,
  );

const stockOf = async (variantId: number) =>
  (await getDb().select().from(productVariants).where(eq(productVariants.id, variantId)))[0]?.stock;
const soldOf = async (productId: number) =>
  (await getDb().select().from(products).where(eq(products.id, productId)))[0]?.soldCount;
const mails = async (returnId: number) =>
  (await getJobs().find(returnMailJob, { returnId })).map((j) => j.data.event).sort();

beforeAll(async () => {
  areaId = (await createDeliveryArea({ charge: 0 })).id;
  await setTax(0, true);
  await getDb()
    .insert(storeSettings)
    .values({ storeId: env.STORE_ID, timeZone: TZ })
    .onConflictDoUpdate({ target: storeSettings.storeId, set: { timeZone: TZ, returnWindowDays: 14 } });
  const user = await signUpTestAdmin('returns-owner@wishah.test', { name: 'Owner' });
  admin = { id: user.id, name: 'Owner' };
});

describe('asking for a return', () => {
  it('is taken within the window, acknowledged to the shopper and told to the owner', async () => {
    const o = await deliveredOrder();
    const { id } = await ask(o, 2);
    const ret = await readReturn(id);
    expect(ret).toMatchObject({ status: 'requested', reason: 'damaged', note: 'Torn hem', value: 10000 });
    expect(ret?.lines.map((l) => l.quantity)).toEqual([2]);
    expect(await mails(id)).toEqual(['requested']);
    const notices = await getJobs().find(ownerNoticeJob, { number: o.number });
    expect(notices.map((j) => j.data.notice.event)).toContain('returnRequested');
  });

  it('is refused outside the window, before delivery, and when the store takes no returns', async () => {
    const o = await deliveredOrder();
    await expect(ask(o, 1, { now: new Date(Date.now() + 15 * DAY) })).rejects.toThrow('returns.windowClosed');
    await setWindow(0);
    await expect(ask(o, 1)).rejects.toThrow('returns.notAccepted');
    await setWindow(14);
    const product = await createSellableVariant({ stock: 5 });
    const pending = await placeOrder(
      checkoutInput.parse(checkoutFor([{ variantId: product.variantId, quantity: 1 }], areaId)),
      null,
    );
    const [line] = await getDb()
      .select()
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orders.number, pending.number));
    await expect(
      service.requestReturn(
        {
          number: pending.number,
          key: pending.accessKey,
          lines: [{ lineId: line?.order_lines.id ?? 0, quantity: 1 }],
          reason: 'other',
        },
        null,
      ),
    ).rejects.toThrow('returns.notDelivered');
    expect(await getDb().select().from(orderReturns).where(eq(orderReturns.orderId, o.order.id))).toEqual([]);
  });

  it("is 'Order Not Found' for someone else's order: a wrong key, or another order's", async () => {
    const o = await deliveredOrder();
    const other = await deliveredOrder();
    await expect(ask(o, 1, { key: 'not-the-key' })).rejects.toThrow('orders.notFound');
    await expect(ask(o, 1, { key: other.key })).rejects.toThrow('orders.notFound');
    await expect(
      service.requestReturn(
        { number: o.number, key: o.key, lines: [{ lineId: other.line.id, quantity: 1 }], reason: 'other' },
        null,
      ),
    ).rejects.toThrow('returns.lineUnknown');
  });

  it('takes no more than bought less what earlier returns took, one open return at a time', async () => {
    const o = await deliveredOrder(3);
    await expect(ask(o, 4)).rejects.toMatchObject({ message: 'returns.tooMany', field: 'lines.0.quantity' });
    const first = await ask(o, 2);
    await expect(ask(o, 1)).rejects.toThrow('returns.alreadyOpen');
    // Rejected, its units may be asked for again; a second return then takes what is left.
    await service.decideReturn(first.id, false, 'Worn already', admin);
    expect((await readReturnFacts(o.order)).lines[0]?.left).toBe(3);
    const second = await ask(o, 3);
    await service.decideReturn(second.id, true, undefined, admin);
    await service.receiveReturn(second.id, admin);
    await service.closeReturn(second.id, admin);
    expect(await readReturnFacts(o.order)).toMatchObject({
      decision: { allowed: false, reason: 'returns.nothingLeft' },
    });
    expect(await mails(first.id)).toEqual(['rejected', 'requested']);
    expect(await mails(second.id)).toEqual(['approved', 'requested']);
  });

  it('is one return when two requests race', async () => {
    const o = await deliveredOrder(3);
    const results = await Promise.allSettled([ask(o, 1), ask(o, 1)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await readOrderReturns(o.order.id)).toHaveLength(1);
  });
});

describe("the owner's moves", () => {
  it('follow the state machine and refuse the rest', async () => {
    const o = await deliveredOrder();
    const { id } = await ask(o, 1);
    await expect(service.receiveReturn(id, admin)).rejects.toThrow('returns.moveNotAllowed');
    await expect(
      service.refundReturn(id, { amount: '10', requestKey: crypto.randomUUID() }, admin),
    ).rejects.toThrow('returns.moveNotAllowed');
    await expect(service.restockReturn(id, [], admin)).rejects.toThrow('returns.restockNotAllowed');
    await service.decideReturn(id, true, undefined, admin);
    await expect(service.decideReturn(id, false, 'late', admin)).rejects.toThrow('returns.moveNotAllowed');
    await service.receiveReturn(id, admin);
    expect((await readReturn(id))?.status).toBe('received');
  });
});

describe('restocking a return', () => {
  it('puts back the chosen units once, however many press at once, and uncounts every returned unit', async () => {
    const o = await deliveredOrder(3);
    const variantId = o.product.variantId;
    const stock = await stockOf(variantId);
    const sold = await soldOf(o.product.id);
    const { id } = await ask(o, 3);
    await service.decideReturn(id, true, undefined, admin);
    await service.receiveReturn(id, admin);
    const ret = await readReturn(id);
    const lines = [{ returnLineId: ret?.lines[0]?.id ?? 0, restock: 2 }];
    await expect(
      service.restockReturn(id, [{ returnLineId: lines[0]?.returnLineId ?? 0, restock: 4 }], admin),
    ).rejects.toMatchObject({ message: 'returns.restockTooMany', field: 'lines.0.restock' });
    const results = await Promise.allSettled([
      service.restockReturn(id, lines, admin),
      service.restockReturn(id, lines, admin),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const done = results.find((r) => r.status === 'fulfilled');
    expect(done?.status === 'fulfilled' && done.value.cache.later).toEqual([
      `product:${o.product.slugEn}`,
      `product:${o.product.slugAr}`,
    ]);
    expect(await stockOf(variantId)).toBe((stock ?? 0) + 2);
    expect(await soldOf(o.product.id)).toBe((sold ?? 0) - 3);
    expect((await readReturn(id))?.lines[0]?.restocked).toBe(2);
  });
});

describe('refunding a cash-on-delivery return', () => {
  it('records a cash refund in the ledger, raises the refunded total, and comes off today’s sales', async () => {
    const o = await deliveredOrder(2, 5000);
    const { id } = await ask(o, 1);
    await service.decideReturn(id, true, undefined, admin);
    await service.receiveReturn(id, admin);
    const before = await readSalesTotals(today(), today(), TZ);
    await expect(
      service.refundReturn(id, { amount: '200', requestKey: crypto.randomUUID() }, admin),
    ).rejects.toMatchObject({ message: 'orders.refundTooLarge', field: 'amount' });
    await expect(
      service.refundReturn(id, { amount: '0', requestKey: crypto.randomUUID() }, admin),
    ).rejects.toMatchObject({ message: 'orders.refundAmountInvalid' });
    const requestKey = crypto.randomUUID();
    await service.refundReturn(id, { amount: '50.00', method: 'cash', requestKey }, admin);
    // The form sent twice: one refund.
    await service.refundReturn(id, { amount: '50.00', method: 'cash', requestKey }, admin);
    const ledger = await getDb().select().from(payments).where(eq(payments.orderId, o.order.id));
    expect(ledger.map((p) => [p.kind, p.state, p.amount, p.method, p.actorName])).toEqual([
      ['refund', 'succeeded', 5000, 'cash', 'Owner'],
    ]);
    const [order] = await getDb().select().from(orders).where(eq(orders.id, o.order.id));
    expect(order).toMatchObject({ refundedAmount: 5000, paymentStatus: 'paid' });
    expect(await readReturn(id)).toMatchObject({
      status: 'refunded',
      refundAmount: 5000,
      refundMethod: 'cash',
    });
    const after = await readSalesTotals(today(), today(), TZ);
    expect(after.totals.refunds - before.totals.refunds).toBe(5000);
    expect(after.totals.net - before.totals.net).toBe(-5000);
    expect(await mails(id)).toEqual(['approved', 'refunded', 'requested']);
    // The shopper's mail, in Arabic when the order was placed in it, names the amount.
    const found = await readOrder(o.number);
    const ret = await readReturn(id);
    if (!found || !ret) throw new Error('gone');
    const mail = await renderReturnMail(
      { ...found.detail, locale: 'ar' },
      ret,
      'refunded',
      'http://localhost/ar/orders/1',
      { storeName: { en: 'Wishah', ar: 'وشاح' }, logo: null, icon: null, primaryColor: '#242F51' },
    );
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.subject).toContain('٥٠');
  });

  it('marks the order refunded once all of it is given back', async () => {
    const o = await deliveredOrder(1, 5000);
    const { id } = await ask(o, 1);
    await service.decideReturn(id, true, undefined, admin);
    await service.receiveReturn(id, admin);
    await service.refundReturn(
      id,
      { amount: '50', method: 'transfer', requestKey: crypto.randomUUID() },
      admin,
    );
    const [order] = await getDb().select().from(orders).where(eq(orders.id, o.order.id));
    expect(order).toMatchObject({ refundedAmount: 5000, paymentStatus: 'refunded' });
  });
});
