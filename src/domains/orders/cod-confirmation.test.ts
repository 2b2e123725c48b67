import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { orderEvents, orders, productVariants, storeSettings } from '@/db/schema';
import { env } from '@/lib/env';
import { getJobs } from '@/lib/jobs';
import { outboxDir } from '@/lib/mail';
import { createSellableVariant } from '../../../tests/factories/catalog';
import { checkoutFor, createDeliveryArea } from '../../../tests/factories/orders';
import { signUpTestAdmin, signUpTestUser } from '../../../tests/setup/auth-request';
import { outboxFiles, parseMail } from '../../../tests/setup/eml';
import { testRequest } from '../../../tests/setup/request';

// Cash-on-delivery confirmation against the real database: which orders wait, the signed link (valid, tampered,
// expired, confirmed twice, another order's), the expiry job racing a confirmation, and the owner's "Confirm by
// phone" refused to anyone else.

const { placeOrder, setOrderStatus } = await import('./service');
const { checkoutInput } = await import('./schemas');
const { confirmCodOrderAction, confirmCodByPhoneAction } = await import('./actions');
const { confirmationToken } = await import('./cod-link');
const {
  confirmByToken,
  expireUnconfirmed,
  expireUnconfirmedOrders,
  readConfirmation,
  codConfirmationExpiryJob,
} = await import('./cod-confirmation');
const { smsJob } = await import('@/lib/sms');
const { toE164 } = await import('@/domains/accounts/phone/number');
/** Where the order's text goes: its phone, international. */
const phoneOf = (row: { phone: string }) => toE164(row.phone) ?? row.phone;
const { ownerNoticeJob, orderMailJob } = await import('./mail/queue');

/** The shopper's "order received" mail of `number`, written now, as the outbox holds it (the newest). */
async function placedMail(number: number) {
  const since = Date.now() - 1000;
  await orderMailJob.run({ number, event: 'placed' });
  return outboxFiles(outboxDir(), since)
    .map((file) => parseMail(fs.readFileSync(file, 'utf8')))
    .findLast((m) => m.html.includes(`/orders/${number}?key=`));
}

let variantId = 0;
let areaId = 0;
let shopper = { cookie: '', id: '' };
let admin = { cookie: '', id: '' };

const setConfirmation = (values: Partial<typeof storeSettings.$inferInsert>) =>
  getDb()
    .insert(storeSettings)
    .values({ storeId: env.STORE_ID, ...values })
    .onConflictDoUpdate({ target: storeSettings.storeId, set: values });

const stock = async () =>
  (
    await getDb()
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, variantId))
  )[0]?.stock;

const orderRow = async (number: number) => {
  const [row] = await getDb().select().from(orders).where(eq(orders.number, number));
  if (!row) throw new Error(`no order ${number}`);
  return row;
};

const place = async (overrides: Parameters<typeof checkoutFor>[2] = {}) =>
  (await placeOrder(checkoutInput.parse(checkoutFor([{ variantId, quantity: 2 }], areaId, overrides)), null))
    .number;

/** Moves the order's deadline into the past, as if its hours had gone by. */
const pastDeadline = (number: number) =>
  getDb()
    .update(orders)
    .set({ confirmDueAt: sql`now() - interval '1 minute'` })
    .where(eq(orders.number, number));

const tokenOf = async (number: number) => confirmationToken(await orderRow(number));

beforeAll(async () => {
  variantId = (await createSellableVariant({ stock: 1000 })).variantId;
  areaId = (await createDeliveryArea()).id;
  shopper = await signUpTestUser('cod-shopper@wishah.test');
  admin = await signUpTestAdmin('cod-owner@wishah.test', { name: 'Store Owner' });
});

beforeEach(async () => {
  await setConfirmation({
    codConfirm: true,
    codConfirmChannel: 'sms',
    codConfirmHours: 24,
    cardEnabled: false,
  });
});

describe('which orders wait for a confirmation', () => {
  it('a cash-on-delivery order waits while the setting is on, with its link sent and its expiry queued', async () => {
    const before = Date.now();
    const number = await place({ locale: 'ar' });
    const row = await orderRow(number);
    expect(row.status).toBe('awaiting');
    expect(row.confirmChannel).toBe('sms');
    const due = row.confirmDueAt?.getTime() ?? 0;
    expect(due).toBeGreaterThanOrEqual(before + 24 * 3600_000 - 1000);
    expect(due).toBeLessThanOrEqual(Date.now() + 24 * 3600_000 + 1000);
    // Not a sale yet: no invoice, and the owner is not told of a new order.
    expect(row.invoiceNumber).toBeNull();
    const notices = await getJobs().find(ownerNoticeJob, { number });
    expect(notices.map((j) => j.data.notice.event)).not.toContain('newOrder');
    // The link, in the order's language, to the phone given.
    const [sms] = await getJobs().find(smsJob, { to: phoneOf(row) });
    expect(sms?.data.channel).toBe('sms');
    expect(sms?.data.text).toContain(`/ar/orders/confirm/${confirmationToken(row)}`);
    expect(sms?.data.text).toMatch(/يرجى تأكيد طلبك/);
    expect(await getJobs().find(codConfirmationExpiryJob, { orderId: row.id })).toHaveLength(1);
  });

  it("asks for the confirmation in the order's first mail too, with the text's link, in the order's language", async () => {
    const number = await place({ locale: 'ar' });
    const row = await orderRow(number);
    const mail = await placedMail(number);
    expect(mail?.headers.subject).toMatch(/يُرجى تأكيد طلبك/);
    expect(mail?.html).toContain(`/ar/orders/confirm/${confirmationToken(row)}`);
    expect(mail?.text).toMatch(/تأكيد طلبي/);
    expect(mail?.text).toMatch(/في رسالة نصية/);
    // Confirmed before its mail went out: the mail thanks, and asks for nothing.
    await confirmByToken(confirmationToken(row));
    const later = await placedMail(number);
    expect(later?.headers.subject).not.toMatch(/تأكيد/);
    expect(later?.html).not.toContain('/orders/confirm/');
  });

  it('sends the link on WhatsApp when the owner chose it', async () => {
    await setConfirmation({ codConfirmChannel: 'whatsapp', codConfirmHours: 2 });
    const number = await place();
    const row = await orderRow(number);
    expect(row.confirmChannel).toBe('whatsapp');
    expect((row.confirmDueAt?.getTime() ?? 0) - row.createdAt.getTime()).toBeLessThan(2 * 3600_000 + 5000);
    const [sms] = await getJobs().find(smsJob, { to: phoneOf(row) });
    expect(sms?.data).toMatchObject({ channel: 'whatsapp' });
    expect(sms?.data.text).toMatch(/within 2 hours/);
  });

  it('does not wait with the setting off, nor for an order the owner entered over the phone', async () => {
    await setConfirmation({ codConfirm: false });
    const off = await orderRow(await place());
    expect(off).toMatchObject({ status: 'pending', confirmDueAt: null });
    expect(off.invoiceNumber).not.toBeNull();
    await setConfirmation({ codConfirm: true });
    const input = checkoutInput.parse(checkoutFor([{ variantId, quantity: 1 }], areaId));
    const entered = await placeOrder(input, null, { enteredBy: { id: admin.id, name: 'Store Owner' } });
    expect((await orderRow(entered.number)).status).toBe('pending');
  });
});

describe('the confirmation link', () => {
  it('confirms the order once: a second press finds it confirmed; the owner hears of it once', async () => {
    const number = await place();
    const token = await tokenOf(number);
    expect((await readConfirmation(token))?.state).toBe('open');
    expect(await confirmByToken(token)).toMatchObject({ state: 'confirmed' });
    const row = await orderRow(number);
    expect(row.status).toBe('pending');
    expect(row.confirmedAt).not.toBeNull();
    expect(row.confirmedByName).toBeNull();
    expect(row.invoiceNumber).not.toBeNull();
    // A second press, from the action as the browser calls it (a guest: the link is the proof).
    testRequest.cookie = '';
    expect(await confirmCodOrderAction({ token })).toEqual({ ok: true, data: { state: 'confirmed' } });
    expect((await orderRow(number)).confirmedAt).toEqual(row.confirmedAt);
    const events = await getDb().select().from(orderEvents).where(eq(orderEvents.orderId, row.id));
    expect(events.map((e) => e.status)).toEqual(['awaiting', 'pending']);
    const notices = await getJobs().find(ownerNoticeJob, { number });
    expect(notices.map((j) => j.data.notice.event).filter((e) => e === 'newOrder')).toHaveLength(1);
    expect((await readConfirmation(token))?.state).toBe('confirmed');
  });

  it('refuses a tampered token, another order’s signature, and garbage, changing nothing', async () => {
    const first = await place();
    const second = await place();
    const token = await tokenOf(first);
    const [, signature = ''] = token.split('.');
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    for (const bad of [
      `${first}.${flipped}`,
      // The first order's signature on the second's number.
      `${second}.${signature}`,
      `${first}`,
      'not-a-token',
      `${first}.${signature}x`,
    ]) {
      expect(await readConfirmation(bad)).toBeNull();
      expect(await confirmCodOrderAction({ token: bad })).toMatchObject({
        ok: false,
        error: 'codConfirmation.invalid',
      });
    }
    expect((await orderRow(first)).status).toBe('awaiting');
    expect((await orderRow(second)).status).toBe('awaiting');
    // The right one opens it; an order that never waited has no link at all.
    expect((await readConfirmation(token))?.order.number).toBe(first);
    await setConfirmation({ codConfirm: false });
    const never = await orderRow(await place());
    expect(await readConfirmation(confirmationToken(never))).toBeNull();
  });

  it('an expired link says so and confirms nothing; a cancelled order says so', async () => {
    const number = await place();
    await pastDeadline(number);
    const token = await tokenOf(number);
    expect((await readConfirmation(token))?.state).toBe('expired');
    expect(await confirmByToken(token)).toMatchObject({ state: 'expired' });
    expect((await orderRow(number)).status).toBe('awaiting');
    await expireUnconfirmed((await orderRow(number)).id);
    expect((await readConfirmation(token))?.state).toBe('cancelled');
    expect(await confirmByToken(token)).toMatchObject({ state: 'cancelled' });

    const other = await place();
    await setOrderStatus(other, 'cancelled', { id: admin.id, name: 'Store Owner' }, { notify: false });
    expect(await confirmByToken(await tokenOf(other))).toMatchObject({ state: 'cancelled' });
  });
});

describe('the expiry', () => {
  it('cancels an unconfirmed order past its deadline, returns its stock once and tells the shopper', async () => {
    const start = await stock();
    const number = await place();
    expect(await stock()).toBe((start ?? 0) - 2);
    const row = await orderRow(number);
    // Before the deadline, the job leaves it.
    expect(await expireUnconfirmed(row.id)).toBe(false);
    await pastDeadline(number);
    // Two runs at once (the job and the sweep) with the shopper's late press: one cancellation, the stock back once.
    const token = confirmationToken(await orderRow(number));
    const [a, b, pressed] = await Promise.all([
      expireUnconfirmed(row.id),
      expireUnconfirmed(row.id),
      confirmByToken(token),
    ]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect(pressed.state).not.toBe('confirmed');
    expect(await stock()).toBe(start);
    // Run again later (a retried job): nothing more.
    expect(await expireUnconfirmed(row.id)).toBe(false);
    expect(await stock()).toBe(start);
    const after = await orderRow(number);
    expect(after.status).toBe('cancelled');
    expect(after.stockReturnedAt).not.toBeNull();
    const texts = (await getJobs().find(smsJob, { to: phoneOf(row) })).map((j) => j.data.text);
    expect(texts.some((text) => /was cancelled because it was not confirmed in time/.test(text))).toBe(true);
    expect((await getJobs().find('order-mail', { number })).map((j) => j.data)).toContainEqual({
      number,
      event: 'cancelled',
    });
  });

  it('a confirmation in time wins over the expiry raced against it', async () => {
    const start = await stock();
    const number = await place();
    const row = await orderRow(number);
    const [confirmed, expired] = await Promise.all([
      confirmByToken(confirmationToken(row)),
      expireUnconfirmed(row.id),
      expireUnconfirmed(row.id),
    ]);
    expect(confirmed.state).toBe('confirmed');
    expect(expired).toBe(false);
    expect((await orderRow(number)).status).toBe('pending');
    expect(await stock()).toBe((start ?? 0) - 2);
  });

  it('the sweep cancels every waiting order past its deadline', async () => {
    const late = await place();
    const early = await place();
    await pastDeadline(late);
    expect(await expireUnconfirmedOrders()).toBeGreaterThanOrEqual(1);
    expect((await orderRow(late)).status).toBe('cancelled');
    expect((await orderRow(early)).status).toBe('awaiting');
  });
});

describe('confirm by phone', () => {
  it.each([
    ['a guest', () => ''],
    ['a signed-in shopper', () => shopper.cookie],
  ])('is refused to %s and changes nothing', async (_who, cookie) => {
    const number = await place();
    testRequest.cookie = cookie();
    expect(await confirmCodByPhoneAction({ number })).toEqual({ ok: false, error: 'errors.forbiddenText' });
    expect((await orderRow(number)).status).toBe('awaiting');
  });

  it('the owner confirms a waiting order, recorded with who and when; not one that does not wait', async () => {
    const number = await place();
    testRequest.cookie = admin.cookie;
    expect(await confirmCodByPhoneAction({ number })).toEqual({ ok: true, data: undefined });
    const row = await orderRow(number);
    expect(row).toMatchObject({ status: 'pending', confirmedById: admin.id, confirmedByName: 'Store Owner' });
    expect(row.confirmedAt).not.toBeNull();
    const [event] = await getDb()
      .select()
      .from(orderEvents)
      .where(sql`${orderEvents.orderId} = ${row.id} and ${orderEvents.status} = 'pending'`);
    expect(event).toMatchObject({ actorRole: 'admin', actorId: admin.id, actorName: 'Store Owner' });
    expect(await confirmCodByPhoneAction({ number })).toMatchObject({
      ok: false,
      error: 'codConfirmation.notAwaiting',
    });
  });
});
