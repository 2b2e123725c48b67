import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { signUpTestAdmin } from '../../../tests/setup/auth-request';
import { testRequest } from '../../../tests/setup/request';
import { codTakes, methodFee, offeredMethods } from './payment-options';

// Whether this server holds Stripe's keys is the environment's; each test decides it here.
const missing = vi.hoisted(() => ({ settings: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] }));
vi.mock('@/lib/stripe', () => ({ missingStripeSettings: () => missing.settings }));

const { savePaymentOptionsAction } = await import('./actions');
const { readPaymentOptions } = await import('./queries');

const row = async () => (await getDb().execute(sql`select * from store_settings`)).rows;
const confirmOff = { codConfirm: false, codConfirmChannel: 'sms', codConfirmHours: 24 } as const;
const options = (fields: Record<string, unknown> = {}) => ({
  codEnabled: true,
  codFee: 0,
  codMaxTotal: null,
  ...confirmOff,
  cardEnabled: false,
  ...fields,
});

beforeAll(async () => {
  testRequest.cookie = (await signUpTestAdmin('payments-owner@wishah.test')).cookie;
});
beforeEach(() => {
  missing.settings = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'];
});

describe('payment options', () => {
  it('starts with cash on delivery alone, free and unlimited', async () => {
    expect(await readPaymentOptions()).toEqual({
      codEnabled: true,
      codFee: 0,
      codMaxTotal: null,
      ...confirmOff,
      cardEnabled: false,
      cardReady: false,
    });
  });

  it('saves the cash-on-delivery confirmation, and refuses a channel or a time limit out of bounds', async () => {
    expect(
      await savePaymentOptionsAction(
        options({ codConfirm: true, codConfirmChannel: 'whatsapp', codConfirmHours: 6 }),
      ),
    ).toMatchObject({ ok: true });
    expect(await readPaymentOptions()).toMatchObject({
      codConfirm: true,
      codConfirmChannel: 'whatsapp',
      codConfirmHours: 6,
    });
    const before = await row();
    for (const [fields, errors] of [
      [{ codConfirmHours: 0 }, { codConfirmHours: 'codConfirmation.settings.hoursInvalid' }],
      [{ codConfirmHours: 73 }, { codConfirmHours: 'codConfirmation.settings.hoursInvalid' }],
      [{ codConfirmHours: 1.5 }, { codConfirmHours: 'codConfirmation.settings.hoursInvalid' }],
      [{ codConfirmHours: null }, { codConfirmHours: 'validation.required' }],
      [{ codConfirmChannel: 'pigeon' }, { codConfirmChannel: 'codConfirmation.settings.channelInvalid' }],
    ] as const) {
      expect(await savePaymentOptionsAction(options({ codConfirm: true, ...fields }))).toMatchObject({
        ok: false,
        fieldErrors: errors,
      });
    }
    expect(await row()).toEqual(before);
    expect(await savePaymentOptionsAction(options())).toMatchObject({ ok: true });
  });

  it('saves the cash-on-delivery fee and limit', async () => {
    expect(await savePaymentOptionsAction(options({ codFee: 1500, codMaxTotal: 200_000 }))).toEqual({
      ok: true,
      data: undefined,
    });
    expect(await readPaymentOptions()).toMatchObject({ codFee: 1500, codMaxTotal: 200_000 });
  });

  it('refuses a card while a Stripe key is missing and saves nothing; takes it once both are set', async () => {
    const before = await row();
    expect(await savePaymentOptionsAction(options({ cardEnabled: true, codFee: 7 }))).toMatchObject({
      ok: false,
      fieldErrors: { cardEnabled: 'adminSettings.payments.cardUnavailable' },
    });
    missing.settings = ['STRIPE_WEBHOOK_SECRET'];
    expect(await savePaymentOptionsAction(options({ codEnabled: false, cardEnabled: true }))).toMatchObject({
      ok: false,
    });
    expect(await row()).toEqual(before);
    missing.settings = [];
    expect(await savePaymentOptionsAction(options({ codEnabled: false, cardEnabled: true }))).toMatchObject({
      ok: true,
    });
    expect(await readPaymentOptions()).toMatchObject({ codEnabled: false, cardEnabled: true });
    expect(await savePaymentOptionsAction(options())).toMatchObject({ ok: true });
  });

  it('offers a card only with the keys and the setting both there', async () => {
    const on = { codEnabled: false, codFee: 0, codMaxTotal: null, ...confirmOff, cardEnabled: true };
    expect(offeredMethods({ ...on, cardReady: true })).toEqual(['card']);
    expect(offeredMethods({ ...on, cardReady: false })).toEqual([]);
  });

  it('keeps at least one method on, and refuses amounts that are not amounts', async () => {
    const before = await row();
    expect(await savePaymentOptionsAction(options({ codEnabled: false }))).toMatchObject({
      ok: false,
      fieldErrors: { codEnabled: 'adminSettings.payments.oneMethod' },
    });
    expect(await savePaymentOptionsAction(options({ codFee: -1, codMaxTotal: 0 }))).toMatchObject({
      ok: false,
      fieldErrors: { codFee: 'validation.priceInvalid', codMaxTotal: 'validation.priceInvalid' },
    });
    expect(await savePaymentOptionsAction(options({ codFee: 1.5 }))).toMatchObject({
      ok: false,
      fieldErrors: { codFee: 'validation.priceInvalid' },
    });
    expect(await row()).toEqual(before);
  });
});

describe('payment terms', () => {
  const terms = {
    codEnabled: true,
    codFee: 500,
    codMaxTotal: 10_000,
    ...confirmOff,
    cardEnabled: true,
    cardReady: true,
  };
  it('charges the fee for cash on delivery only, and takes it up to its limit', () => {
    expect(methodFee(terms, 'cod')).toBe(500);
    expect(methodFee(terms, 'card')).toBe(0);
    expect(codTakes(terms, 10_000)).toBe(true);
    expect(codTakes(terms, 10_001)).toBe(false);
    expect(codTakes({ ...terms, codMaxTotal: null }, 1e12)).toBe(true);
    expect(offeredMethods(terms)).toEqual(['cod', 'card']);
    expect(offeredMethods({ ...terms, cardReady: false })).toEqual(['cod']);
  });
});
