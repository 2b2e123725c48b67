import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { cartReminders, carts } from '@/db/schema';
import { writeServerCart } from '@/domains/cart/service';
import { getJobs } from '@/lib/jobs';
import { type MailMessage, mailJob } from '@/lib/mail';
import { createSellableVariant } from '../../../tests/factories/catalog';
import { signUpTestAdmin, signUpTestUser } from '../../../tests/setup/auth-request';
import { testRequest } from '../../../tests/setup/request';
import { serverActionsOf } from '../../../tests/setup/server-actions';

// Cart reminders: the owner turns them on and sets the wait; a guest's cart (with their consent) or a signed-in
// shopper's kept cart, left that long, gets one mail whose link brings it back; none once they order or unsubscribe.

const actions = await import('./actions');
const { sendDueReminders } = await import('./service');
const { closeCartReminders } = await import('./closing');
const { readReminderSettings, readReminderStats } = await import('./queries');

let ipCounter = 0;
let admin = '';
let variant = { variantId: 0, nameEn: '', nameAr: '' };
const HOUR = 60 * 60 * 1000;

const rowOf = async (key: string) =>
  (await getDb().select().from(cartReminders).where(eq(cartReminders.key, key)))[0];
const leave = (key: string, hours: number) =>
  getDb()
    .update(cartReminders)
    .set({ activeAt: new Date(Date.now() - hours * HOUR) })
    .where(eq(cartReminders.key, key));
const mailsTo = async (to: string) =>
  (await getJobs().find<MailMessage>(mailJob)).filter((job) => job.data.to === to).map((job) => job.data);
const remember = (email: string, locale: 'en' | 'ar' = 'en') =>
  actions.rememberCartAction({ email, locale, lines: [{ variantId: variant.variantId, quantity: 2 }] });
async function turnOn(delayHours = 2) {
  testRequest.cookie = admin;
  expect(await actions.saveCartReminderSettingsAction({ enabled: true, delayHours })).toEqual({
    ok: true,
    data: undefined,
  });
  testRequest.cookie = '';
}

beforeAll(async () => {
  admin = (await signUpTestAdmin('reminders-owner@wishah.test')).cookie;
  variant = await createSellableVariant({ stock: 10 });
});

beforeEach(() => {
  testRequest.cookie = '';
  testRequest.ip = `10.99.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`;
});

describe('cart reminder actions', () => {
  it('are all covered here', () => {
    expect(
      serverActionsOf(actions)
        .map(([name]) => name)
        .sort(),
    ).toEqual([
      'forgetCartAction',
      'rememberCartAction',
      'restoreCartAction',
      'saveCartReminderSettingsAction',
      'unsubscribeCartRemindersAction',
    ]);
  });

  it('are off in a fresh store; only an admin changes them, and a bad wait is refused on its field', async () => {
    expect(await readReminderSettings()).toEqual({ enabled: false, delayHours: 24 });
    const shopper = await signUpTestUser('reminders-not-owner@wishah.test');
    for (const cookie of ['', shopper.cookie]) {
      testRequest.cookie = cookie;
      expect(await actions.saveCartReminderSettingsAction({ enabled: true, delayHours: 1 })).toMatchObject({
        ok: false,
        error: 'errors.forbiddenText',
      });
    }
    testRequest.cookie = admin;
    for (const delayHours of [0, 1.5, 721])
      expect(await actions.saveCartReminderSettingsAction({ enabled: true, delayHours })).toMatchObject({
        ok: false,
        fieldErrors: { delayHours: 'cartReminders.errors.delay' },
      });
    expect(await readReminderSettings()).toEqual({ enabled: false, delayHours: 24 });
  });

  it("keep a guest's cart only with a good address and a cart; unticking forgets it", async () => {
    expect(await remember('not-an-address')).toMatchObject({
      fieldErrors: { email: 'validation.emailInvalid' },
    });
    expect(
      await actions.rememberCartAction({ email: 'empty@wishah.test', locale: 'en', lines: [] }),
    ).toMatchObject({ ok: false });
    expect(await remember('Forget.Me@wishah.test')).toEqual({ ok: true, data: undefined });
    expect(await rowOf('guest:forget.me@wishah.test')).toMatchObject({ email: 'forget.me@wishah.test' });
    expect(await actions.forgetCartAction({ email: 'forget.me@wishah.test' })).toMatchObject({ ok: true });
    expect(await rowOf('guest:forget.me@wishah.test')).toBeUndefined();
  });
});

describe('sending reminders', () => {
  it('mails a consenting guest once after the wait, in their language; the link brings the cart back', async () => {
    await remember('early@wishah.test');
    await leave('guest:early@wishah.test', 3);
    // Off: nothing is sent, whatever waits.
    expect(await sendDueReminders()).toBe(0);
    await turnOn(2);

    await remember('guest-ar@wishah.test', 'ar');
    await remember('too-soon@wishah.test');
    await leave('guest:guest-ar@wishah.test', 3);
    await leave('guest:too-soon@wishah.test', 1);
    const [a, b] = await Promise.all([sendDueReminders(), sendDueReminders()]);
    expect((a ?? 0) + (b ?? 0)).toBe(2); // early and guest-ar: each once, though two runs went side by side
    expect(await mailsTo('too-soon@wishah.test')).toEqual([]);
    const mails = await mailsTo('guest-ar@wishah.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.html).toContain('dir="rtl"');
    expect(mails[0]?.html).toContain(variant.nameAr);
    const row = await rowOf('guest:guest-ar@wishah.test');
    expect(mails[0]?.html).toContain(`/ar/cart-reminders/restore?token=${row?.token}`);
    expect(mails[0]?.html).toContain(`/ar/cart-reminders/unsubscribe?token=${row?.token}`);
    expect(await sendDueReminders()).toBe(0);

    // Followed: the cart, as the browser keeps it, in the page's language; counted as came back.
    const restored = await actions.restoreCartAction({ token: row?.token ?? '', locale: 'ar' });
    expect(restored).toMatchObject({
      ok: true,
      data: [expect.objectContaining({ variantId: variant.variantId, quantity: 2, name: variant.nameAr })],
    });
    expect((await rowOf('guest:guest-ar@wishah.test'))?.cameBackAt).toBeInstanceOf(Date);
    expect(await actions.restoreCartAction({ token: 'x'.repeat(43), locale: 'en' })).toEqual({
      ok: true,
      data: null,
    });
    expect(await actions.restoreCartAction({ token: 'short', locale: 'en' })).toMatchObject({
      ok: false,
      fieldErrors: { token: 'cartReminders.errors.link' },
    });

    // Ordered after it: counted so.
    await getDb().transaction((tx) =>
      closeCartReminders(tx, { userId: null, email: 'Guest-AR@wishah.test' }),
    );
    const stats = await readReminderStats();
    expect(stats.sent).toBeGreaterThanOrEqual(2);
    expect(stats.cameBack).toBeGreaterThanOrEqual(1);
    expect(stats.ordered).toBeGreaterThanOrEqual(1);
  });

  it('sends nothing to a guest who ordered since, or who unsubscribed', async () => {
    await turnOn(2);
    await remember('ordered@wishah.test');
    await getDb().transaction((tx) => closeCartReminders(tx, { userId: null, email: 'ordered@wishah.test' }));
    await getDb()
      .update(cartReminders)
      .set({ activeAt: new Date(Date.now() - 5 * HOUR) })
      .where(eq(cartReminders.email, 'ordered@wishah.test'));

    // Unsubscribed through an earlier reminder's link: the next cart of that address is not reminded.
    await remember('leaving@wishah.test');
    await leave('guest:leaving@wishah.test', 3);
    await sendDueReminders();
    const first = await rowOf('guest:leaving@wishah.test');
    expect(await actions.unsubscribeCartRemindersAction({ token: first?.token ?? '' })).toEqual({
      ok: true,
      data: { found: true },
    });
    await getDb().transaction((tx) => closeCartReminders(tx, { userId: null, email: 'leaving@wishah.test' }));
    await getDb()
      .insert(cartReminders)
      .values({ key: 'guest:leaving@wishah.test', email: 'leaving@wishah.test', token: 'y'.repeat(43) });
    await leave('guest:leaving@wishah.test', 3);
    await sendDueReminders();
    expect(await mailsTo('ordered@wishah.test')).toEqual([]);
    expect(await mailsTo('leaving@wishah.test')).toHaveLength(1);
  });

  it("reminds a signed-in shopper's kept cart once after the wait, and not once they order", async () => {
    await turnOn(2);
    const member = await signUpTestUser('member-cart@wishah.test');
    await writeServerCart(member.id, [{ variantId: variant.variantId, quantity: 1 }]);
    await sendDueReminders();
    expect(await mailsTo(member.email)).toEqual([]); // not left long enough
    const old = new Date(Date.now() - 3 * HOUR);
    await getDb().update(carts).set({ updatedAt: old }).where(eq(carts.userId, member.id));
    await Promise.all([sendDueReminders(), sendDueReminders()]);
    expect(await mailsTo(member.email)).toHaveLength(1);
    await sendDueReminders();
    expect(await mailsTo(member.email)).toHaveLength(1);

    const other = await signUpTestUser('member-ordered@wishah.test');
    await writeServerCart(other.id, [{ variantId: variant.variantId, quantity: 1 }]);
    await getDb().update(carts).set({ updatedAt: old }).where(eq(carts.userId, other.id));
    await getDb().transaction((tx) => closeCartReminders(tx, { userId: other.id, email: other.email }));
    // Its cart emptied by the order (the browser's sync): nothing to remind.
    await writeServerCart(other.id, []);
    await getDb().update(carts).set({ updatedAt: old }).where(eq(carts.userId, other.id));
    await sendDueReminders();
    expect(await mailsTo(other.email)).toEqual([]);
  });
});

afterAll(async () => {
  await getJobs().stop();
});
