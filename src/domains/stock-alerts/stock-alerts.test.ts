import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { productVariants, stockAlerts } from '@/db/schema';
import { getJobs } from '@/lib/jobs';
import { type MailMessage, mailJob } from '@/lib/mail';
import { createRealtime, type RealtimeEvent } from '@/lib/realtime';
import { createSellableVariant } from '../../../tests/factories/catalog';
import { signUpTestUser } from '../../../tests/setup/auth-request';
import { pollFor } from '../../../tests/setup/poll';
import { testRequest } from '../../../tests/setup/request';
import { serverActionsOf } from '../../../tests/setup/server-actions';

// "Tell me when it is back": asked on a sold-out variant by a guest or a signed-in shopper, mailed once when it has
// stock again, in the language it was asked in; the mail's unsubscribe link drops what still waits.

const actions = await import('./actions');
const { requestStockAlertAction, unsubscribeStockAlertsAction } = actions;
const { mailRestockedAlerts } = await import('./service');
const { countWaitingByVariant, isUnsubscribeTokenKnown } = await import('./queries');
const { RESTOCK_TOPIC } = await import('./jobs');

let ipCounter = 0;
let shopper = { cookie: '', id: '', email: '' };

const alertsOf = (variantId: number) =>
  getDb().select().from(stockAlerts).where(eq(stockAlerts.variantId, variantId)).orderBy(asc(stockAlerts.id));
const setStock = (variantId: number, stock: number) =>
  getDb().update(productVariants).set({ stock }).where(eq(productVariants.id, variantId));
/** The mails queued to `to`, newest last. */
const mailsTo = async (to: string) =>
  (await getJobs().find<MailMessage>(mailJob)).filter((job) => job.data.to === to).map((job) => job.data);

beforeAll(async () => {
  shopper = await signUpTestUser('alerts-shopper@wishah.test');
});

beforeEach(() => {
  testRequest.cookie = '';
  testRequest.ip = `10.88.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`;
});

describe('stock alert actions', () => {
  it('are all covered here', () => {
    expect(
      serverActionsOf(actions)
        .map(([name]) => name)
        .sort(),
    ).toEqual(['requestStockAlertAction', 'unsubscribeStockAlertsAction']);
  });

  it('a guest asks with an address, once however often, in the page language', async () => {
    const { variantId } = await createSellableVariant({ stock: 0 });
    const ask = { variantId, email: ' Guest.One@Wishah.test ', locale: 'ar' as const };
    expect(await requestStockAlertAction(ask)).toEqual({
      ok: true,
      data: { email: 'guest.one@wishah.test' },
    });
    expect(await requestStockAlertAction({ ...ask, locale: 'en' })).toMatchObject({ ok: true });
    const rows = await alertsOf(variantId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: 'guest.one@wishah.test',
      locale: 'ar',
      userId: null,
      notifiedAt: null,
    });
    expect(rows[0]?.token).toMatch(/^[\w-]{43}$/);
    expect((await countWaitingByVariant([variantId])).get(variantId)).toBe(1);
  });

  it('a signed-in shopper asks in one click, with their account address', async () => {
    const { variantId } = await createSellableVariant({ stock: 0 });
    testRequest.cookie = shopper.cookie;
    expect(await requestStockAlertAction({ variantId, locale: 'en' })).toEqual({
      ok: true,
      data: { email: shopper.email },
    });
    expect(await alertsOf(variantId)).toEqual([
      expect.objectContaining({ email: shopper.email, userId: shopper.id, locale: 'en' }),
    ]);
  });

  it('refuses a missing or bad address, a variant in stock or unknown, each on its field, storing nothing', async () => {
    const { variantId } = await createSellableVariant({ stock: 0 });
    const inStock = await createSellableVariant({ stock: 3 });
    expect(await requestStockAlertAction({ variantId, locale: 'en' })).toMatchObject({
      ok: false,
      fieldErrors: { email: 'validation.emailRequired' },
    });
    expect(await requestStockAlertAction({ variantId, email: 'not-an-address', locale: 'en' })).toMatchObject(
      {
        ok: false,
        fieldErrors: { email: 'validation.emailInvalid' },
      },
    );
    expect(
      await requestStockAlertAction({ variantId: inStock.variantId, email: 'a@wishah.test', locale: 'en' }),
    ).toMatchObject({ ok: false, fieldErrors: { variantId: 'stockAlerts.errors.inStock' } });
    expect(
      await requestStockAlertAction({ variantId: 2_000_000_000, email: 'a@wishah.test', locale: 'en' }),
    ).toMatchObject({ ok: false, fieldErrors: { variantId: 'stockAlerts.errors.notFound' } });
    for (const bad of [{ variantId: -1 }, { variantId: 'x' }, { locale: 'fr' }, { variantId: 3_000_000_000 }])
      expect(
        await requestStockAlertAction({ variantId, email: 'a@wishah.test', locale: 'en', ...bad } as never),
      ).toMatchObject({ ok: false, error: 'validation.fixFields' });
    expect(await alertsOf(variantId)).toEqual([]);
    expect(await alertsOf(inStock.variantId)).toEqual([]);
  });

  it('limits how often one address asks', async () => {
    const { variantId } = await createSellableVariant({ stock: 0 });
    for (let i = 0; i < 20; i++)
      expect(
        await requestStockAlertAction({ variantId, email: `many-${i}@wishah.test`, locale: 'en' }),
      ).toMatchObject({ ok: true });
    expect(
      await requestStockAlertAction({ variantId, email: 'one-more@wishah.test', locale: 'en' }),
    ).toMatchObject({ ok: false, fieldErrors: { email: 'stockAlerts.errors.tooMany' } });
    expect(await alertsOf(variantId)).toHaveLength(20);
  });
});

describe('restock', () => {
  it('mails each asker once, in their language, with the product and unsubscribe links, under concurrent runs', async () => {
    const product = await createSellableVariant({ stock: 0 });
    const { variantId } = product;
    await requestStockAlertAction({ variantId, email: 'restock-ar@wishah.test', locale: 'ar' });
    await requestStockAlertAction({ variantId, email: 'restock-en@wishah.test', locale: 'en' });
    // Still sold out: nothing goes.
    await mailRestockedAlerts();
    expect(await mailsTo('restock-ar@wishah.test')).toEqual([]);

    await setStock(variantId, 4);
    const runs = await Promise.all([mailRestockedAlerts(), mailRestockedAlerts(), mailRestockedAlerts()]);
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(2);
    const [ar] = await mailsTo('restock-ar@wishah.test');
    const [en] = await mailsTo('restock-en@wishah.test');
    expect(await mailsTo('restock-ar@wishah.test')).toHaveLength(1);
    expect(await mailsTo('restock-en@wishah.test')).toHaveLength(1);
    expect(ar?.subject).toContain(product.nameAr);
    expect(ar?.html).toContain('dir="rtl"');
    expect(ar?.html).toContain(`/ar/products/${encodeURIComponent(product.slugAr)}`);
    expect(en?.subject).toContain(product.nameEn);
    expect(en?.html).toContain(`/en/products/${product.slugEn}`);
    const [enRow] = (await alertsOf(variantId)).filter((r) => r.email === 'restock-en@wishah.test');
    expect(en?.html).toContain(`/en/stock-alerts/unsubscribe?token=${enRow?.token}`);
    expect(enRow?.notifiedAt).toBeInstanceOf(Date);
    expect((await countWaitingByVariant([variantId])).get(variantId)).toBeUndefined();

    // Later runs, and later restocks, mail nobody again.
    expect(await mailRestockedAlerts()).toBe(0);
    await setStock(variantId, 0);
    await setStock(variantId, 2);
    expect(await mailRestockedAlerts()).toBe(0);
    expect(await mailsTo('restock-en@wishah.test')).toHaveLength(1);
  });

  it('a shopper mailed before who asks again waits again', async () => {
    const { variantId } = await createSellableVariant({ stock: 0 });
    await requestStockAlertAction({ variantId, email: 'again@wishah.test', locale: 'en' });
    await setStock(variantId, 1);
    expect(await mailRestockedAlerts()).toBeGreaterThanOrEqual(1);
    await setStock(variantId, 0);
    await requestStockAlertAction({ variantId, email: 'again@wishah.test', locale: 'ar' });
    expect(await alertsOf(variantId)).toEqual([expect.objectContaining({ notifiedAt: null, locale: 'ar' })]);
  });

  it('is announced to every instance when a waited-for variant comes back, and only then', async () => {
    const realtime = createRealtime(process.env.DATABASE_URL as string);
    try {
      const heard: RealtimeEvent[] = [];
      realtime.subscribe(RESTOCK_TOPIC, (event) => heard.push(event));
      await realtime.listening();
      const nobodyWaits = await createSellableVariant({ stock: 0 });
      await setStock(nobodyWaits.variantId, 5);
      const { variantId } = await createSellableVariant({ stock: 0 });
      await requestStockAlertAction({ variantId, email: 'heard@wishah.test', locale: 'en' });
      await setStock(variantId, 3);
      await pollFor('the restock notice', () => (heard.length ? heard : undefined));
      expect(heard).toEqual([{ type: 'restock', id: 'any' }]);
    } finally {
      await realtime.close();
    }
  });
});

describe('the workers', () => {
  it('queue the mail as soon as the database announces the restock', async () => {
    const { watchRestocks, stockAlertsJob } = await import('./jobs');
    const { getRealtime } = await import('@/lib/realtime');
    await getJobs().work([stockAlertsJob]);
    await watchRestocks();
    await getRealtime().listening();
    try {
      const { variantId } = await createSellableVariant({ stock: 0 });
      await requestStockAlertAction({ variantId, email: 'watched@wishah.test', locale: 'en' });
      await setStock(variantId, 6);
      await pollFor(
        'the back-in-stock mail queued by the workers',
        async () => ((await mailsTo('watched@wishah.test')).length ? true : undefined),
        25_000,
      );
      expect(await mailsTo('watched@wishah.test')).toHaveLength(1);
    } finally {
      await getRealtime().close();
    }
  });
});

describe('unsubscribe', () => {
  it("drops every request of the link's address still waiting; the link then names nothing", async () => {
    const a = await createSellableVariant({ stock: 0 });
    const b = await createSellableVariant({ stock: 0 });
    await requestStockAlertAction({ variantId: a.variantId, email: 'leaving@wishah.test', locale: 'en' });
    await requestStockAlertAction({ variantId: b.variantId, email: 'leaving@wishah.test', locale: 'en' });
    await requestStockAlertAction({ variantId: a.variantId, email: 'staying@wishah.test', locale: 'en' });
    const token = (await alertsOf(a.variantId)).find((r) => r.email === 'leaving@wishah.test')?.token ?? '';
    expect(await isUnsubscribeTokenKnown(token)).toBe(true);
    expect(await unsubscribeStockAlertsAction({ token })).toEqual({ ok: true, data: { found: true } });
    expect((await alertsOf(a.variantId)).map((r) => r.email)).toEqual(['staying@wishah.test']);
    expect(await alertsOf(b.variantId)).toEqual([]);
    expect(await isUnsubscribeTokenKnown(token)).toBe(false);
    expect(await unsubscribeStockAlertsAction({ token })).toEqual({ ok: true, data: { found: false } });
    expect(await unsubscribeStockAlertsAction({ token: 'short' })).toMatchObject({
      ok: false,
      fieldErrors: { token: 'stockAlertsPages.unsubscribe.invalid' },
    });
  });
});

afterAll(async () => {
  await getJobs().stop();
});
