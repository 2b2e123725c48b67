import ar from '../../messages/ar.json' with { type: 'json' };
import en from '../../messages/en.json' with { type: 'json' };
import { ADMIN_ROUTES } from '../../src/domains/admin/routes';
import { DEFAULT_BRANDING } from '../../src/domains/store-settings/storefront-schemas';
import { expect, test } from './fixtures';

const MESSAGES = { en, ar };
const DEMO_STORE_NAME = DEFAULT_BRANDING.storeName;

// Every admin route of the spec, in both locales, enumerated from the app's own route list.
const cases = Object.entries(ADMIN_ROUTES).flatMap(([key, path]) =>
  (['en', 'ar'] as const).map((locale) => ({ key, locale, url: `/${locale}${path}` })),
);

// Pages below an entry, checked the same way (an order's detail and invoice, a customer: the number or id needn't
// exist, the caller is checked first).
const SUB_PAGES = [
  '/admin/orders/1001',
  '/admin/orders/1001/invoice',
  '/admin/customers/g-0123456789abcdef01234567',
].flatMap((path) => (['en', 'ar'] as const).map((locale) => ({ locale, url: `/${locale}${path}` })));

test.describe('admin routes refuse guests and shoppers', () => {
  test('a guest is sent to log in with a return path', async ({ request }) => {
    for (const { url, locale } of [...cases, ...SUB_PAGES]) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(307);
      const location = new URL(response.headers().location ?? '', 'http://x');
      expect(location.pathname, url).toBe(`/${locale}/login`);
      expect(`/${locale}${location.searchParams.get('next')}`, url).toBe(url);
    }
  });

  test('a signed-in shopper gets a 403 page', async ({ page, loginAs }) => {
    await loginAs('shopper');
    for (const { url } of [...cases, ...SUB_PAGES]) {
      const response = await page.request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(403);
      expect(await response.text(), url).not.toContain('data-admin-shell');
    }
    await page.goto('/ar/admin/users');
    await expect(page.getByRole('heading', { name: 'غير مسموح بالدخول' })).toBeVisible();
  });

  test('an admin opens every admin route in its frame, with its title', async ({ page, loginAs }) => {
    await loginAs('admin');
    for (const { url, key, locale } of cases) {
      const response = await page.request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(200);
      const html = await response.text();
      expect(html, url).toContain('data-admin-shell');
      const { admin, meta } = MESSAGES[locale];
      const pageTitle = `${admin.nav[key as keyof typeof admin.nav]} · ${admin.title}`;
      // The store's name from its settings (the demo's, here).
      const title = meta.titleTemplate.replace('%s', pageTitle).replace('{name}', DEMO_STORE_NAME[locale]);
      const escaped = title.replace(/&/g, '&amp;');
      // The document's title (the logo's SVG carries a <title> of its own; metadata may stream after the body).
      const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1]);
      expect(titles, url).toContain(escaped);
    }
  });

  test('an admin server endpoint refuses a shopper', async ({ page, loginAs }) => {
    await loginAs('shopper');
    const response = await page.request.get('/api/auth/admin/list-users');
    expect(response.status()).toBeGreaterThanOrEqual(401);
    expect(response.status()).toBeLessThan(500);
  });
});
