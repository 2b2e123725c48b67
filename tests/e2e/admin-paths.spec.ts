import ar from '../../messages/ar.json' with { type: 'json' };
import en from '../../messages/en.json' with { type: 'json' };
import { expect, test } from './fixtures';

// The spec's admin paths with '&' open the same page whether the '&' arrives as it is or percent-encoded (%26).

const PAGES = [
  { path: 'storesetting/contact&footer', key: 'contactFooter' },
  { path: 'storesetting/terms&privacy', key: 'termsPrivacy' },
] as const;

for (const [locale, messages] of [
  ['en', en],
  ['ar', ar],
] as const) {
  test(`contact&footer and terms&privacy open with the & written either way (${locale})`, async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin');
    for (const { path, key } of PAGES) {
      const title = messages.admin.nav[key];
      for (const spelling of [path, path.replace('&', '%26')]) {
        const response = await page.goto(`/${locale}/admin/${spelling}`);
        expect(response?.status(), spelling).toBe(200);
        await expect(page).toHaveURL(`/${locale}/admin/${path}`);
        await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      }
    }
  });
}
