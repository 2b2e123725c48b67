import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { storeSettings } from '@/db/schema/store-settings';
import { TAGS } from '@/lib/cache-tags';
import { env } from '@/lib/env';
import { signUpTestAdmin, signUpTestUser } from '../../../tests/setup/auth-request';
import { testRequest } from '../../../tests/setup/request';
import { displayCurrenciesInput, MAX_DISPLAY_CURRENCIES, readDisplayCurrencies } from './display-currencies';

// The currencies shoppers may view prices in (Payment options → Display currencies): what the owner may save, what
// a refused call leaves, and how the storefront's cached copy follows a save. This file keeps a real data cache (a
// read is kept until one of its tags expires), as storefront-settings.test.ts does.
vi.mock('next/cache', () => {
  const entries = new Map<string, { tags: readonly string[]; value: Promise<unknown> }>();
  const expire = (tag: string) => {
    for (const [key, entry] of entries) if (entry.tags.includes(tag)) entries.delete(key);
  };
  return {
    updateTag: vi.fn(expire),
    revalidateTag: vi.fn(expire),
    unstable_cache:
      <T>(read: () => Promise<T>, parts: string[], options: { tags: string[] }) =>
      () => {
        const key = JSON.stringify(parts);
        if (!entries.has(key)) entries.set(key, { tags: options.tags, value: read() });
        return entries.get(key)?.value as Promise<T>;
      },
  };
});

const { updateTag } = await import('next/cache');
const actions = await import('./actions');
const { getDisplayCurrencies, readDisplayCurrencySettings } = await import('./queries');

let admin = '';
let shopper = '';
beforeAll(async () => {
  admin = (await signUpTestAdmin('rates-owner@wishah.test')).cookie;
  shopper = (await signUpTestUser('rates-shopper@wishah.test')).cookie;
});
beforeEach(() => {
  testRequest.cookie = admin;
  vi.mocked(updateTag).mockClear();
});

const row = async () => (await getDb().execute(sql`select * from store_settings order by store_id`)).rows;
const expired = () => vi.mocked(updateTag).mock.calls.map(([tag]) => tag);
const GULF = [
  { code: 'SAR', rate: '3.75' },
  { code: 'KWD', rate: '0.3075' },
];

describe('the display currencies rule', () => {
  it('keeps known codes, upper-cased, with rates as exact canonical text', () => {
    const parsed = displayCurrenciesInput.parse({
      currencies: [
        { code: ' sar ', rate: '3.7500' },
        { code: 'KWD', rate: '٠٫٣٠٧٥' },
        { code: 'JPY', rate: '150' },
      ],
    });
    expect(parsed.currencies).toEqual([
      { code: 'SAR', rate: '3.75' },
      { code: 'KWD', rate: '0.3075' },
      { code: 'JPY', rate: '150' },
    ]);
  });

  it('names the field of each mistake', () => {
    const errors = (currencies: unknown) => {
      const result = displayCurrenciesInput.safeParse({ currencies });
      return result.success
        ? {}
        : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
    };
    expect(
      errors([
        { code: 'XYZ', rate: '1' },
        { code: 'SAR', rate: '0' },
        { code: 'AED', rate: '3.67251234567' },
        { code: 'sar', rate: '3.75' },
        { code: 'EUR', rate: 0.92 },
      ]),
    ).toEqual({
      'currencies.0.code': 'validation.currencyInvalid',
      'currencies.1.rate': 'validation.rateInvalid',
      'currencies.2.rate': 'validation.rateInvalid',
      'currencies.3.code': 'validation.duplicate',
      'currencies.4.rate': 'validation.rateInvalid',
    });
    const many = Intl.supportedValuesOf('currency')
      .slice(0, MAX_DISPLAY_CURRENCIES + 1)
      .map((code) => ({ code, rate: '1' }));
    expect(errors(many)).toEqual({ currencies: 'validation.displayCurrenciesMax' });
    expect(errors(many.slice(0, MAX_DISPLAY_CURRENCIES))).toEqual({});
  });

  it('reads a stored list leniently: bad entries, the base currency and repeats are left out', () => {
    expect(
      readDisplayCurrencies(
        [
          { code: 'SAR', rate: '3.75' },
          { code: 'USD', rate: '1' },
          { code: 'SAR', rate: '4' },
          { code: 'KWD', rate: 'lots' },
          { code: 'AED' },
          'EUR',
          null,
          { code: 'EUR', rate: '0.92' },
        ],
        'USD',
      ),
    ).toEqual([
      { code: 'SAR', rate: '3.75' },
      { code: 'EUR', rate: '0.92' },
    ]);
    expect(readDisplayCurrencies({ SAR: '3.75' }, 'USD')).toEqual([]);
    expect(readDisplayCurrencies(null, 'USD')).toEqual([]);
  });
});

describe('saving the display currencies', () => {
  it('saves the list, and every storefront page (cached with the settings) shows it at once', async () => {
    expect(await getDisplayCurrencies()).toEqual({ base: 'USD', currencies: [] }); // cached now
    expect(await actions.saveDisplayCurrenciesAction({ currencies: GULF })).toEqual({
      ok: true,
      data: undefined,
    });
    expect(expired()).toEqual([TAGS.storeSettings]);
    expect(await readDisplayCurrencySettings()).toEqual({ base: 'USD', currencies: GULF });
    expect(await getDisplayCurrencies()).toEqual({ base: 'USD', currencies: GULF });
    // Stored as text: the rate comes back exactly as saved.
    const [stored] = await getDb()
      .select({ list: storeSettings.displayCurrencies })
      .from(storeSettings)
      .where(eq(storeSettings.storeId, env.STORE_ID));
    expect(stored?.list).toEqual(GULF);
  });

  it('answers field errors for bad input and changes nothing', async () => {
    await actions.saveDisplayCurrenciesAction({ currencies: GULF });
    vi.mocked(updateTag).mockClear();
    const before = await row();
    expect(
      await actions.saveDisplayCurrenciesAction({
        currencies: [
          { code: 'SAR', rate: '-3.75' },
          { code: 'US', rate: '1' },
        ],
      }),
    ).toEqual({
      ok: false,
      error: 'validation.fixFields',
      fieldErrors: {
        'currencies.0.rate': 'validation.rateInvalid',
        'currencies.1.code': 'validation.currencyInvalid',
      },
    });
    // The base currency is refused on its row, with the base named.
    expect(
      await actions.saveDisplayCurrenciesAction({
        currencies: [
          { code: 'SAR', rate: '3.75' },
          { code: 'usd', rate: '1' },
        ],
      }),
    ).toEqual({
      ok: false,
      error: 'adminSettings.displayCurrencies.isBase',
      fieldErrors: { 'currencies.1.code': 'adminSettings.displayCurrencies.isBase' },
      values: { base: 'USD' },
    });
    // What a hand-made request may send.
    const send = actions.saveDisplayCurrenciesAction as (input: unknown) => Promise<unknown>;
    expect(await send({ currencies: 'SAR' })).toMatchObject({ ok: false, error: 'validation.fixFields' });
    expect(await row()).toEqual(before);
    expect(updateTag).not.toHaveBeenCalled();
  });

  it.each([
    ['a guest', () => ''],
    ['a signed-in shopper', () => shopper],
  ])('refuses %s and changes nothing', async (_who, cookie) => {
    const before = await row();
    testRequest.cookie = cookie();
    expect(
      await actions.saveDisplayCurrenciesAction({ currencies: [{ code: 'EUR', rate: '0.92' }] }),
    ).toEqual({
      ok: false,
      error: 'errors.forbiddenText',
    });
    expect(await row()).toEqual(before);
    expect(updateTag).not.toHaveBeenCalled();
  });

  it('an empty list takes the picker away', async () => {
    await actions.saveDisplayCurrenciesAction({ currencies: GULF });
    expect(await actions.saveDisplayCurrenciesAction({ currencies: [] })).toEqual({
      ok: true,
      data: undefined,
    });
    expect((await getDisplayCurrencies()).currencies).toEqual([]);
  });

  it('changing the base currency clears the list, whose rates were against the old one', async () => {
    await actions.saveDisplayCurrenciesAction({ currencies: GULF });
    // Saving the same base keeps it.
    expect(await actions.saveCurrencyAction({ currency: 'USD' })).toEqual({ ok: true, data: undefined });
    expect((await readDisplayCurrencySettings()).currencies).toEqual(GULF);
    expect(await actions.saveCurrencyAction({ currency: 'EUR' })).toEqual({ ok: true, data: undefined });
    expect(await readDisplayCurrencySettings()).toEqual({ base: 'EUR', currencies: [] });
    expect(await actions.saveCurrencyAction({ currency: 'USD' })).toEqual({ ok: true, data: undefined });
  });

  it('a page hearing of a save made through another instance brings the rates up to date', async () => {
    await actions.saveDisplayCurrenciesAction({ currencies: GULF });
    expect((await getDisplayCurrencies()).currencies).toEqual(GULF); // cached here
    // Another instance saves a new rate (this one's cache is not told).
    const newer = [{ code: 'SAR', rate: '3.76' }];
    await getDb()
      .update(storeSettings)
      .set({ displayCurrencies: newer, updatedAt: new Date() })
      .where(eq(storeSettings.storeId, env.STORE_ID));
    expect((await getDisplayCurrencies()).currencies).toEqual(GULF);
    testRequest.cookie = '';
    vi.mocked(updateTag).mockClear();
    await actions.refreshStoreSettingsAction({});
    expect(expired()).toEqual([TAGS.storeSettings]);
    expect((await getDisplayCurrencies()).currencies).toEqual(newer);
  });
});
