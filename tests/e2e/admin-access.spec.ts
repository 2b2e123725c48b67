import type { Browser, Page } from '@playwright/test';
import ar from '../../messages/ar.json' with { type: 'json' };
import en from '../../messages/en.json' with { type: 'json' };
import { E2E_ADMIN, E2E_BASE_URL } from '../../playwright.config';
import type { StaffRole } from '../../src/domains/accounts/staff/roles';
import { can } from '../../src/domains/admin/permissions';
import { ADMIN_ROUTES } from '../../src/domains/admin/routes';
import { DEFAULT_BRANDING } from '../../src/domains/store-settings/storefront-schemas';
import { expect, newShopper, test } from './fixtures';

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

const octet = () => Math.floor(Math.random() * 250) + 1;

/**
 * A new account given `role` by the owner on its user page, as the owner does it; `page` is then signed in as that
 * staff member.
 */
async function signInAsStaff(page: Page, browser: Browser, role: StaffRole) {
  const person = newShopper();
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: person,
    headers: { origin: E2E_BASE_URL },
  });
  expect(signUp.status()).toBe(200);
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` },
  });
  const owner = await context.newPage();
  const signIn = await owner.request.post('/api/auth/sign-in/email', {
    data: E2E_ADMIN,
    headers: { origin: E2E_BASE_URL },
  });
  expect(signIn.status()).toBe(200);
  const { staff } = MESSAGES.en;
  await owner.goto(`/en/admin/users?q=${encodeURIComponent(person.email)}`);
  await owner.getByTestId('user-row').getByRole('link').click();
  // The user's page (the list's invitation form has a role select of its own).
  await expect(owner.getByRole('heading', { name: person.name })).toBeVisible();
  const select = owner.getByRole('combobox', { name: staff.change.label, exact: true });
  await select.click();
  await owner.getByRole('option', { name: staff.roles[role], exact: true }).click();
  await expect(select).toHaveValue(staff.roles[role]);
  await owner.getByRole('button', { name: staff.change.save, exact: true }).click();
  await owner.getByRole('dialog').getByRole('button', { name: staff.change.save, exact: true }).click();
  await expect(
    owner.getByText(staff.change.done.replace('{name}', person.name).replace('{role}', staff.roles[role])),
  ).toBeVisible();
  await context.close();
  return person;
}

test.describe('staff roles open only their own admin areas', () => {
  for (const role of ['catalogue', 'support'] as const) {
    test(`${role} staff get the 403 page outside their areas, and their own pages`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      await signInAsStaff(page, browser, role);
      for (const { url, key } of cases) {
        const response = await page.request.get(url, { maxRedirects: 0 });
        expect(response.status(), `${role}: ${url}`).toBe(can(role, key) ? 200 : 403);
      }
      // The downloads: the sales export is the orders staff's, the products export the catalogue's.
      const sales = await page.request.get('/api/admin/sales/export?breakdown=day&range=30d');
      expect(sales.status()).toBe(403);
      const products = await page.request.get('/api/admin/products/export');
      expect(products.status()).toBe(role === 'catalogue' ? 200 : 403);
      // better-auth's own admin endpoints are the owner's.
      const listUsers = await page.request.get('/api/auth/admin/list-users');
      expect(listUsers.status()).toBeGreaterThanOrEqual(401);
      expect(listUsers.status()).toBeLessThan(500);
    });
  }
});

test('a manager opens Settings without the owner-only backups and demo removal', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signInAsStaff(page, browser, 'manager');
  const { adminSettings, adminCleanStart, admin } = MESSAGES.en;
  await page.goto('/en/admin/settings');
  await expect(page.getByRole('heading', { name: admin.nav.settings, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: adminSettings.backups.title })).toHaveCount(0);
  await expect(page.getByRole('button', { name: adminCleanStart.open })).toHaveCount(0);
  // Users (the staff) is the owner's: the 403 page.
  expect((await page.goto('/en/admin/users'))?.status()).toBe(403);
});
