import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { deliveryAreas } from '@/db/schema';
import { TAGS } from '@/lib/cache-tags';
import { createSellableVariant } from '../../../tests/factories/catalog';
import { checkoutFor } from '../../../tests/factories/orders';
import { signUpTestAdmin, signUpTestUser } from '../../../tests/setup/auth-request';
import { testRequest } from '../../../tests/setup/request';
import { serverActionsOf } from '../../../tests/setup/server-actions';
import { DEFAULT_CHECKOUT_LIMITS } from './schemas';
import {
  DEFAULT_BRANDING,
  DEFAULT_CONTACT_INFO,
  DEFAULT_GENERAL_SETTINGS,
  DEFAULT_HOMEPAGE,
} from './storefront-schemas';

// The selling settings' actions are public endpoints: called directly, without the admin's session, each must refuse
// and change nothing. The test decides which session cookie "arrives" with the request (testRequest).

const { updateTag, revalidateTag } = await import('next/cache');
const actions = await import('./actions');
const { listDeliveryAreas, readCheckoutLimits, readReturnWindow, readSellingSettings } = await import(
  './queries'
);

let shopper = '';
let admin = '';

/** The settings row and every delivery area, to show a refused call changed nothing. */
const settingsState = async () => ({
  settings: (await getDb().execute(sql`select * from store_settings order by store_id`)).rows,
  areas: await listDeliveryAreas(),
});

const area = (fields: Record<string, unknown> = {}) => ({
  nameEn: 'Riyadh',
  nameAr: 'الرياض',
  charge: 500,
  freeFrom: 15_000,
  minDays: 1,
  maxDays: 3,
  active: true,
  ...fields,
});

async function seedArea(fields: Record<string, unknown> = {}) {
  const [row] = await getDb()
    .insert(deliveryAreas)
    .values({ ...area(), ...fields, position: 100 } as typeof deliveryAreas.$inferInsert)
    .returning();
  if (!row) throw new Error('no area');
  return row;
}

beforeAll(async () => {
  shopper = (await signUpTestUser('shopper@wishah.test')).cookie;
  admin = (await signUpTestAdmin('owner@wishah.test')).cookie;
});

beforeEach(() => {
  vi.mocked(updateTag).mockClear();
  vi.mocked(revalidateTag).mockClear();
});

// Every export of a 'use server' module is a server action: a public endpoint that must check its caller.
const exported = serverActionsOf(actions);
// Anyone may ask an instance to drop settings it holds stale (tested below); every other action is the admin's.
const VISITOR_ACTIONS = ['refreshStoreSettingsAction'];
const adminActions = exported.filter(([name]) => !VISITOR_ACTIONS.includes(name));

describe('store settings server actions', () => {
  it('are all covered here', () => {
    expect(exported.map(([name]) => name).sort()).toEqual([
      'checkCustomDomainAction',
      'deleteDeliveryAreaAction',
      'refreshStoreSettingsAction',
      'reorderDeliveryAreasAction',
      'saveBrandingAction',
      'saveCheckoutLimitsAction',
      'saveContactInfoAction',
      'saveCurrencyAction',
      'saveCustomDomainAction',
      'saveDeliveryAreaAction',
      'saveDisplayCurrenciesAction',
      'saveGeneralSettingsAction',
      'saveHomepageAction',
      'savePaymentOptionsAction',
      'saveReturnWindowAction',
      'saveTaxAction',
    ]);
  });

  describe.each([
    ['a guest', () => ''],
    ['a signed-in shopper', () => shopper],
  ])('called by %s', (_who, cookie) => {
    it.each(adminActions.map(([name]) => name))('%s is refused and changes nothing', async (name) => {
      const existing = await seedArea();
      // A well-formed input for each, so a refusal can only come from the caller check.
      const inputs: Record<string, unknown> = {
        saveDeliveryAreaAction: area({ id: existing.id, nameEn: 'Taken over' }),
        deleteDeliveryAreaAction: { id: existing.id },
        reorderDeliveryAreasAction: { ids: [existing.id] },
        saveTaxAction: { taxRate: 99, pricesIncludeTax: false },
        saveCurrencyAction: { currency: 'KWD' },
        saveBrandingAction: { ...DEFAULT_BRANDING, primaryColor: '#000000' },
        saveHomepageAction: {
          ...DEFAULT_HOMEPAGE,
          announcementOn: true,
          announcement: { en: 'Hi', ar: 'مرحبا' },
        },
        saveContactInfoAction: { ...DEFAULT_CONTACT_INFO, phone: '+966 11 000 0000' },
        saveCustomDomainAction: { customDomain: 'evil.example.com' },
        checkCustomDomainAction: { customDomain: 'localhost.example.com' },
        saveGeneralSettingsAction: { ...DEFAULT_GENERAL_SETTINGS, defaultLocale: 'ar' },
        savePaymentOptionsAction: {
          codEnabled: true,
          codFee: 999,
          codMaxTotal: null,
          codConfirm: true,
          codConfirmChannel: 'whatsapp',
          codConfirmHours: 2,
          cardEnabled: false,
        },
        saveDisplayCurrenciesAction: { currencies: [{ code: 'SAR', rate: '3.75' }] },
        saveCheckoutLimitsAction: { ...DEFAULT_CHECKOUT_LIMITS, ordersPerAddressHour: 100_000 },
        saveReturnWindowAction: { returnWindowDays: 0 },
      };
      testRequest.cookie = cookie();
      const action = exported.find(([n]) => n === name)?.[1];
      if (!action) throw new Error(`no action ${name}`);
      const before = await settingsState();
      expect(await action(inputs[name] ?? {})).toEqual({ ok: false, error: 'errors.forbiddenText' });
      expect(await settingsState()).toEqual(before);
      expect(updateTag).not.toHaveBeenCalled();
      expect(revalidateTag).not.toHaveBeenCalled();
    });
  });
});

describe('delivery areas for the admin', () => {
  it('adds an area at the end of the list and expires the shoppers’ list of areas', async () => {
    testRequest.cookie = admin;
    const result = await actions.saveDeliveryAreaAction(area({ nameEn: 'Makkah', nameAr: 'مكة المكرمة' }));
    expect(result).toMatchObject({ ok: true, data: { id: expect.any(Number) } });
    const areas = await listDeliveryAreas();
    expect(areas.at(-1)).toMatchObject({
      nameEn: 'Makkah',
      nameAr: 'مكة المكرمة',
      charge: 500,
      freeFrom: 15_000,
    });
    expect(updateTag).toHaveBeenCalledWith(TAGS.deliveryAreas);
  });

  it('answers field errors, as message keys, for what the form could get wrong', async () => {
    testRequest.cookie = admin;
    const before = await settingsState();
    expect(await actions.saveDeliveryAreaAction(area({ nameAr: '   ' }))).toEqual({
      ok: false,
      error: 'validation.fixFields',
      fieldErrors: { nameAr: 'validation.required' },
    });
    expect(await actions.saveDeliveryAreaAction(area({ charge: -1, freeFrom: 1.5 }))).toMatchObject({
      ok: false,
      fieldErrors: { charge: 'validation.priceInvalid', freeFrom: 'validation.priceInvalid' },
    });
    expect(await actions.saveDeliveryAreaAction(area({ charge: 1e9 + 1 }))).toMatchObject({
      ok: false,
      fieldErrors: { charge: 'validation.numberTooLarge' },
    });
    expect(await actions.saveDeliveryAreaAction(area({ minDays: 5, maxDays: 2 }))).toMatchObject({
      ok: false,
      fieldErrors: { maxDays: 'validation.daysOrder' },
    });
    expect(await actions.saveDeliveryAreaAction(area({ minDays: 91, maxDays: 1.5 }))).toMatchObject({
      ok: false,
      fieldErrors: { minDays: 'validation.daysInvalid', maxDays: 'validation.daysInvalid' },
    });
    // A field left empty (the form sends NaN) is required, not "out of range".
    expect(
      await actions.saveDeliveryAreaAction(area({ charge: Number.NaN, maxDays: Number.NaN })),
    ).toMatchObject({
      ok: false,
      fieldErrors: { charge: 'validation.required', maxDays: 'validation.required' },
    });
    expect(await actions.saveDeliveryAreaAction(area({ nameEn: 'Nul\u0000' }))).toMatchObject({
      ok: false,
      fieldErrors: { nameEn: 'validation.invalid' },
    });
    expect(await actions.saveDeliveryAreaAction(area({ id: 987_654 }))).toEqual({
      ok: false,
      error: 'adminSettings.areaNotFound',
    });
    expect(await settingsState()).toEqual(before);
  });

  it('edits, reorders and deletes areas', async () => {
    testRequest.cookie = admin;
    const a = await seedArea({ nameEn: 'First' });
    const b = await seedArea({ nameEn: 'Second' });
    expect(
      await actions.saveDeliveryAreaAction(
        area({ id: a.id, nameEn: 'First, renamed', freeFrom: null, active: false }),
      ),
    ).toEqual({ ok: true, data: { id: a.id } });
    const ids = (await listDeliveryAreas()).map((x) => x.id);
    const reordered = [b.id, ...ids.filter((id) => id !== b.id)];
    expect(await actions.reorderDeliveryAreasAction({ ids: reordered })).toEqual({
      ok: true,
      data: undefined,
    });
    const after = await listDeliveryAreas();
    expect(after.map((x) => x.id)).toEqual(reordered);
    expect(after.find((x) => x.id === a.id)).toMatchObject({
      nameEn: 'First, renamed',
      freeFrom: null,
      active: false,
    });
    expect(await actions.deleteDeliveryAreaAction({ id: b.id })).toEqual({ ok: true, data: undefined });
    expect((await listDeliveryAreas()).some((x) => x.id === b.id)).toBe(false);
    expect(await actions.reorderDeliveryAreasAction({ ids: [] })).toMatchObject({
      ok: false,
      error: 'validation.fixFields',
    });
  });
});

describe('tax and currency for the admin', () => {
  it('saves the tax rate from a percentage with up to two decimals', async () => {
    testRequest.cookie = admin;
    expect(await actions.saveTaxAction({ taxRate: 5.5, pricesIncludeTax: false })).toEqual({
      ok: true,
      data: undefined,
    });
    expect(await readSellingSettings()).toMatchObject({ taxRate: 550, pricesIncludeTax: false });
    for (const taxRate of [-1, 100.5, 150, 5.555]) {
      expect(await actions.saveTaxAction({ taxRate, pricesIncludeTax: true })).toMatchObject({
        ok: false,
        fieldErrors: { taxRate: 'validation.taxRateInvalid' },
      });
    }
    expect(await actions.saveTaxAction({ taxRate: Number.NaN, pricesIncludeTax: true })).toMatchObject({
      ok: false,
      fieldErrors: { taxRate: 'validation.required' },
    });
    expect(await readSellingSettings()).toMatchObject({ taxRate: 550, pricesIncludeTax: false });
  });

  it('changes the base currency only to a known ISO 4217 code, until the first order', async () => {
    testRequest.cookie = admin;
    for (const currency of ['XYZ', 'US', 'usd1', '']) {
      expect(await actions.saveCurrencyAction({ currency })).toMatchObject({
        ok: false,
        fieldErrors: { currency: 'validation.currencyInvalid' },
      });
    }
    expect(await actions.saveCurrencyAction({ currency: 'kwd' })).toEqual({ ok: true, data: undefined });
    expect((await readSellingSettings()).currency).toBe('KWD');
    expect(updateTag).toHaveBeenCalledWith(TAGS.storeSettings);

    // The first order is placed: from now on its amounts are in KWD, and the currency stays.
    const { placeOrder } = await import('@/domains/orders/service');
    const { checkoutInput } = await import('@/domains/orders/schemas');
    const { variantId } = await createSellableVariant({ stock: 5 });
    const open = await seedArea({ nameEn: 'Open area', active: true });
    await placeOrder(checkoutInput.parse(checkoutFor([{ variantId, quantity: 1 }], open.id)), null);

    vi.mocked(updateTag).mockClear();
    expect(await actions.saveCurrencyAction({ currency: 'USD' })).toEqual({
      ok: false,
      error: 'orders.currencyLocked',
      fieldErrors: { currency: 'orders.currencyLocked' },
    });
    expect((await readSellingSettings()).currency).toBe('KWD');
    expect(updateTag).not.toHaveBeenCalled();
  });
});

describe('checkout limits for the admin', () => {
  it('saves every limit, expiring no cached page (only the cart, checkout and order read them, fresh)', async () => {
    testRequest.cookie = admin;
    const wanted = {
      ordersPerAddressHour: 40,
      ordersPerPhoneHour: 8,
      ordersPerEmailHour: 7,
      unpaidCodPerPhone: 2,
      lineQuantityMax: 99,
      orderUnitsMax: 4950,
      orderMailsPerEmailHour: 1,
    };
    expect(await actions.saveCheckoutLimitsAction(wanted)).toEqual({ ok: true, data: undefined });
    expect(await readCheckoutLimits()).toEqual(wanted);
    expect(updateTag).not.toHaveBeenCalled();
    expect(await actions.saveCheckoutLimitsAction(DEFAULT_CHECKOUT_LIMITS)).toMatchObject({ ok: true });
  });

  it('refuses a limit that is not a whole number from one to its largest, on its field, and saves nothing', async () => {
    testRequest.cookie = admin;
    const before = await settingsState();
    expect(
      await actions.saveCheckoutLimitsAction({
        ...DEFAULT_CHECKOUT_LIMITS,
        ordersPerAddressHour: 0,
        ordersPerPhoneHour: 100_001,
        ordersPerEmailHour: 2.5,
        unpaidCodPerPhone: Number.NaN,
        lineQuantityMax: 100,
        orderUnitsMax: 4951,
        orderMailsPerEmailHour: -1,
      }),
    ).toEqual({
      ok: false,
      error: 'validation.fixFields',
      fieldErrors: {
        ordersPerAddressHour: 'validation.countLimitInvalid',
        ordersPerPhoneHour: 'validation.countLimitInvalid',
        ordersPerEmailHour: 'validation.countLimitInvalid',
        unpaidCodPerPhone: 'validation.required',
        lineQuantityMax: 'validation.lineLimitInvalid',
        orderUnitsMax: 'validation.unitsLimitInvalid',
        orderMailsPerEmailHour: 'validation.countLimitInvalid',
      },
    });
    // A form that sends only some limits.
    expect(await actions.saveCheckoutLimitsAction({ lineQuantityMax: 5 } as never)).toMatchObject({
      ok: false,
    });
    expect(await settingsState()).toEqual(before);
  });
});

describe('the return window for the admin', () => {
  it('saves the days (0 turns returns off), expiring no cached page', async () => {
    testRequest.cookie = admin;
    expect(await actions.saveReturnWindowAction({ returnWindowDays: 0 })).toEqual({
      ok: true,
      data: undefined,
    });
    expect(await readReturnWindow()).toBe(0);
    expect(await actions.saveReturnWindowAction({ returnWindowDays: 30 })).toEqual({
      ok: true,
      data: undefined,
    });
    expect(await readReturnWindow()).toBe(30);
    expect(updateTag).not.toHaveBeenCalled();
  });

  it('refuses a negative, fractional, too long or missing window on its field, and saves nothing', async () => {
    testRequest.cookie = admin;
    const before = await settingsState();
    for (const returnWindowDays of [-1, 2.5, 366])
      expect(await actions.saveReturnWindowAction({ returnWindowDays })).toEqual({
        ok: false,
        error: 'validation.fixFields',
        fieldErrors: { returnWindowDays: 'validation.returnWindowInvalid' },
      });
    expect(await actions.saveReturnWindowAction({ returnWindowDays: Number.NaN })).toMatchObject({
      fieldErrors: { returnWindowDays: 'validation.required' },
    });
    expect(await settingsState()).toEqual(before);
  });
});
