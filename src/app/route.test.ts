import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { storeSettings } from '@/db/schema/store-settings';
import { hasLanguagePreference } from '@/i18n/language-preference';
import { env } from '@/lib/env';
import { GET } from './route';

// `/`: the proxy negotiates a visitor's language; one who asks for neither of ours gets the store's default.
describe('opening the store at /', () => {
  it('counts a language cookie, or English or Arabic in the browser, as a preference; nothing else', () => {
    expect(hasLanguagePreference(false, 'ar-SA,ar;q=0.9')).toBe(true);
    expect(hasLanguagePreference(false, 'fr-FR,en;q=0.3')).toBe(true);
    expect(hasLanguagePreference(true, null)).toBe(true);
    expect(hasLanguagePreference(false, 'fr-FR,de;q=0.5')).toBe(false);
    expect(hasLanguagePreference(false, null)).toBe(false);
  });

  it('redirects to the default language of the settings', async () => {
    expect((await GET()).headers.get('location')).toBe('/en');
    await getDb()
      .insert(storeSettings)
      .values({ storeId: env.STORE_ID, defaultLocale: 'ar' })
      .onConflictDoUpdate({ target: storeSettings.storeId, set: { defaultLocale: 'ar' } });
    const response = await GET();
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/ar');
  });
});
