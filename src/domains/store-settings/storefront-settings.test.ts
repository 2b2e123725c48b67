import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { storeSettings } from '@/db/schema/store-settings';
import { TAGS } from '@/lib/cache-tags';
import { env } from '@/lib/env';
import { signUpTestAdmin } from '../../../tests/setup/auth-request';
import { testRequest } from '../../../tests/setup/request';
import {
  DEFAULT_BRANDING,
  DEFAULT_CONTACT_INFO,
  DEFAULT_GENERAL_SETTINGS,
  DEFAULT_HOMEPAGE,
} from './storefront-schemas';

// The pages that brand and word the store: what a save changes, what it refuses, which cached pages it expires.
// This file keeps a real data cache (a read is kept until one of its tags expires), so a stale copy can be shown.
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
const { getHomepageSettings, getStoreSettings, readSettingsForms } = await import('./queries');

let admin = '';
beforeAll(async () => {
  admin = (await signUpTestAdmin('brand-owner@wishah.test')).cookie;
});
beforeEach(() => {
  testRequest.cookie = admin;
  vi.mocked(updateTag).mockClear();
});

const expired = () => vi.mocked(updateTag).mock.calls.map(([tag]) => tag);

describe('Logo & Branding Colors', () => {
  it('saves the name, images and colours, and every page shows them', async () => {
    const branding = {
      storeName: { en: 'Silk Road', ar: 'طريق الحرير' },
      logo: 'store/0123456789abcdef0123',
      icon: null,
      primaryColor: '#0B6E4F',
      secondaryColor: '#7A1F3D',
    };
    expect(await actions.saveBrandingAction(branding)).toEqual({ ok: true, data: undefined });
    expect(expired()).toEqual([TAGS.storeSettings]);
    expect(await getStoreSettings()).toMatchObject({
      storeName: branding.storeName,
      logo: branding.logo,
      primaryColor: '#0B6E4F',
      secondaryColor: '#7A1F3D',
    });
    expect((await readSettingsForms()).branding).toEqual(branding);
  });

  it('answers field errors and changes nothing', async () => {
    const before = await readSettingsForms();
    const result = await actions.saveBrandingAction({
      ...DEFAULT_BRANDING,
      storeName: { en: 'Shop', ar: '  ' },
      logo: '../../etc/passwd',
      primaryColor: 'red',
      secondaryColor: '#12345',
    });
    expect(result).toEqual({
      ok: false,
      error: 'validation.fixFields',
      fieldErrors: {
        'storeName.ar': 'validation.required',
        logo: 'validation.invalid',
        primaryColor: 'validation.colorInvalid',
        secondaryColor: 'validation.colorInvalid',
      },
    });
    expect(await readSettingsForms()).toEqual(before);
    expect(expired()).toEqual([]);
  });
});

describe('Homepage', () => {
  const home = (fields: Record<string, unknown> = {}) => ({ ...DEFAULT_HOMEPAGE, ...fields });

  it('expires only the home page for the banner, and every page for the announcement bar', async () => {
    await actions.saveHomepageAction(home({ heroTitle: { en: 'Autumn silks', ar: 'حرير الخريف' } }));
    expect(expired()).toEqual([TAGS.homepage]);
    expect((await getHomepageSettings()).heroTitle.en).toBe('Autumn silks');

    vi.mocked(updateTag).mockClear();
    const announced = home({
      heroTitle: { en: 'Autumn silks', ar: 'حرير الخريف' },
      announcementOn: true,
      announcement: { en: 'Free delivery this week', ar: 'توصيل مجاني هذا الأسبوع' },
    });
    await actions.saveHomepageAction(announced);
    expect(expired().sort()).toEqual([TAGS.homepage, TAGS.storeSettings].sort());
    expect((await getStoreSettings()).announcement).toEqual(announced.announcement);

    // The same bar saved again (only the sections moved): every other page stays cached.
    vi.mocked(updateTag).mockClear();
    await actions.saveHomepageAction({ ...announced, sections: [...announced.sections].reverse() });
    expect(expired()).toEqual([TAGS.homepage]);
  });

  it('refuses an announcement without its text, a button without a link, unsafe links and a featured section without a category', async () => {
    const before = await readSettingsForms();
    expect(
      await actions.saveHomepageAction(
        home({
          announcementOn: true,
          announcement: { en: '', ar: 'نص' },
          ctaLabel: { en: 'Shop', ar: 'تسوق' },
          ctaHref: '',
          sections: DEFAULT_HOMEPAGE.sections.map((s) => ({ ...s, visible: true })),
        }),
      ),
    ).toMatchObject({
      ok: false,
      fieldErrors: {
        'announcement.en': 'validation.announcementRequired',
        ctaHref: 'validation.required',
        featuredCategoryId: 'validation.categoryRequired',
      },
    });
    for (const ctaHref of ['javascript:alert(1)', '//evil.example', 'http://plain.example', 'products']) {
      expect(await actions.saveHomepageAction(home({ ctaHref }))).toMatchObject({
        ok: false,
        fieldErrors: { ctaHref: 'validation.linkInvalid' },
      });
    }
    expect(
      await actions.saveHomepageAction(
        home({ sections: [...DEFAULT_HOMEPAGE.sections, DEFAULT_HOMEPAGE.sections[0]] }),
      ),
    ).toMatchObject({ ok: false, error: 'validation.fixFields' });
    expect(await readSettingsForms()).toEqual(before);
  });
});

describe('Contact & Footer Info', () => {
  it('saves what the footer shows', async () => {
    const contact = {
      ...DEFAULT_CONTACT_INFO,
      phone: '+966 11 234 5678',
      whatsapp: '+966501234567',
      email: 'care@wishah.test',
      address: { en: 'Olaya St, Riyadh', ar: 'شارع العليا، الرياض' },
      social: { ...DEFAULT_CONTACT_INFO.social, instagram: 'https://instagram.com/wishah' },
      supportDays: [7, 1, 2, 3, 4],
      opens: '09:00',
      closes: '21:00',
    };
    expect(await actions.saveContactInfoAction(contact)).toEqual({ ok: true, data: undefined });
    expect(expired()).toEqual([TAGS.storeSettings]);
    expect((await getStoreSettings()).contact).toEqual(contact);
  });

  it('refuses a bad e-mail, number, link or hours', async () => {
    const before = await readSettingsForms();
    expect(
      await actions.saveContactInfoAction({
        ...DEFAULT_CONTACT_INFO,
        email: 'not-mail',
        whatsapp: '12',
        mapUrl: 'javascript:alert(1)',
        social: { ...DEFAULT_CONTACT_INFO.social, x: 'http://x.com/wishah' },
        supportDays: [8],
        opens: '18:00',
        closes: '09:00',
      }),
    ).toMatchObject({
      ok: false,
      fieldErrors: {
        email: 'validation.emailInvalid',
        whatsapp: 'validation.whatsappInvalid',
        mapUrl: 'validation.httpsInvalid',
        'social.x': 'validation.httpsInvalid',
        'supportDays.0': expect.any(String),
      },
    });
    expect(
      await actions.saveContactInfoAction({ ...DEFAULT_CONTACT_INFO, opens: '18:00', closes: '09:00' }),
    ).toMatchObject({ ok: false, fieldErrors: { closes: 'validation.hoursOrder' } });
    expect(await readSettingsForms()).toEqual(before);
  });
});

describe('Settings: store-wide options and the custom domain', () => {
  it('saves the default language, time zone, prefix (in capitals) and low-stock threshold', async () => {
    const saved = await actions.saveGeneralSettingsAction({
      defaultLocale: 'ar',
      timeZone: 'Asia/Riyadh',
      orderNumberPrefix: 'ws-',
      lowStockThreshold: 3,
    });
    expect(saved).toEqual({ ok: true, data: undefined });
    expect(await getStoreSettings()).toMatchObject({
      defaultLocale: 'ar',
      timeZone: 'Asia/Riyadh',
      orderNumberPrefix: 'WS-',
      lowStockThreshold: 3,
    });
  });

  it('refuses an unknown time zone or language, a long prefix and a negative threshold', async () => {
    const before = await readSettingsForms();
    expect(
      await actions.saveGeneralSettingsAction({
        defaultLocale: 'fr' as 'en',
        timeZone: 'Mars/Olympus',
        orderNumberPrefix: 'TOO-LONG-1',
        lowStockThreshold: -1,
      }),
    ).toMatchObject({
      ok: false,
      fieldErrors: {
        defaultLocale: 'validation.invalid',
        timeZone: 'validation.timeZoneInvalid',
        orderNumberPrefix: 'validation.prefixInvalid',
        lowStockThreshold: 'validation.stockInvalid',
      },
    });
    // Too large says so, not "zero or more".
    expect(
      await actions.saveGeneralSettingsAction({ ...DEFAULT_GENERAL_SETTINGS, lowStockThreshold: 100_001 }),
    ).toMatchObject({ ok: false, fieldErrors: { lowStockThreshold: 'validation.numberTooLarge' } });
    expect(await readSettingsForms()).toEqual(before);
    expect(DEFAULT_GENERAL_SETTINGS.timeZone).toBe('UTC');
  });

  it('keeps a host name only, lower-cased; empty clears it', async () => {
    for (const customDomain of [
      'https://shop.example.com',
      'shop.example.com:8080',
      'shop.example.com/path',
      'localhost',
    ]) {
      expect(await actions.saveCustomDomainAction({ customDomain })).toMatchObject({
        ok: false,
        fieldErrors: { customDomain: 'validation.domainInvalid' },
      });
    }
    await actions.saveCustomDomainAction({ customDomain: ' Shop.Example.COM ' });
    expect((await getStoreSettings()).customDomain).toBe('shop.example.com');
    await actions.saveCustomDomainAction({ customDomain: '' });
    expect((await getStoreSettings()).customDomain).toBeNull();
  });
});

describe('an open page hearing of a save made through another instance', () => {
  it('expires only what this instance holds stale, once, whoever asks, and says when its answer carries the page re-rendered', async () => {
    testRequest.cookie = ''; // a guest's page asks
    const { updatedAt: shown } = await getStoreSettings(); // cached here, and what the page shows
    await getHomepageSettings();

    // Nothing changed: nothing is expired, nothing re-rendered.
    // It answers with the save the page should show, so the page can tell a refresh that did not arrive.
    expect(await actions.refreshStoreSettingsAction({})).toEqual({
      ok: true,
      data: { updatedAt: shown, rerendered: false },
    });
    expect(expired()).toEqual([]);

    // Another instance saves the colour (this one's cache is not told): expired, so the answer carries the page.
    const saved = new Date();
    await getDb()
      .update(storeSettings)
      .set({ primaryColor: '#5B2A86', updatedAt: saved })
      .where(eq(storeSettings.storeId, env.STORE_ID));
    expect((await getStoreSettings()).primaryColor).not.toBe('#5B2A86');
    expect(await actions.refreshStoreSettingsAction({})).toEqual({
      ok: true,
      data: { updatedAt: saved.toISOString(), rerendered: true },
    });
    expect(expired()).toEqual([TAGS.storeSettings]);
    const current = await getStoreSettings();
    expect(current.primaryColor).toBe('#5B2A86');

    // A second page on this instance, still showing the old version: nothing left to expire, nothing re-rendered
    // (that page asks its router, which this instance now answers from a cache that has caught up).
    vi.mocked(updateTag).mockClear();
    expect(await actions.refreshStoreSettingsAction({})).toEqual({
      ok: true,
      data: { updatedAt: current.updatedAt, rerendered: false },
    });
    expect(expired()).toEqual([]);

    // The announcement (saved with the home page) shows on every page: both are expired.
    const announced = {
      ...DEFAULT_HOMEPAGE,
      announcementOn: true,
      announcement: { en: 'Weekend sale', ar: 'تخفيضات نهاية الأسبوع' },
    };
    await getDb()
      .update(storeSettings)
      .set({ homepage: announced })
      .where(eq(storeSettings.storeId, env.STORE_ID));
    await actions.refreshStoreSettingsAction({});
    expect(expired().sort()).toEqual([TAGS.homepage, TAGS.storeSettings].sort());
    expect((await getStoreSettings()).announcement).toEqual(announced.announcement);
  });
});
