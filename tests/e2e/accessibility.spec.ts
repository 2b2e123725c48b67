import type { Page } from '@playwright/test';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from '../../src/domains/catalog/demo/catalogue';
import { expectAccessible } from './checks';
import { expect, test } from './fixtures';

// The accessibility gate: axe finds no serious or critical violation on the store's pages, in both languages, as
// a guest, a shopper and the admin see them. A page that fails names its rule, the elements and the fix.

/** Opens `path` and checks it once its late client islands are in. */
async function visitAccessible(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(500);
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, path);
}

const product = DEMO_PRODUCTS.find((p) => !p.draft && !p.soldOut && p.colors.length > 1) ?? DEMO_PRODUCTS[0];
const category = DEMO_CATEGORIES[0];
const sub = category?.subs[0];

const GUEST_PAGES = [
  '',
  '/products',
  `/products?q=${encodeURIComponent('silk')}`,
  '/most-selling',
  '/categories',
  `/categories/${category?.slug}`,
  `/categories/${category?.slug}/${sub?.slug}`,
  `/products/${product?.slug}`,
  '/login',
  '/signup',
  '/forgot-password',
  '/no-such-page',
  '/cart',
  '/checkout',
  '/orders/1001',
];
const SHOPPER_PAGES = ['/wishlist', '/account/profile', '/account/password', '/orders'];
const ADMIN_PAGES = [
  '/admin/dashboard',
  '/admin/products',
  '/admin/products/new',
  '/admin/products/brands',
  '/admin/categories',
  '/admin/users',
  '/admin/profile',
];

// In dark mode: the pages whose colours differ most (hero, cards, buttons, forms, the admin's tables).
const DARK_PAGES = ['', '/products', `/products/${product?.slug}`, '/login'];
const DARK_ADMIN_PAGES = ['/admin/dashboard', '/admin/products'];

for (const locale of ['en', 'ar'] as const) {
  test.describe(`accessibility (${locale})`, () => {
    test('storefront pages as a guest', async ({ page }) => {
      test.setTimeout(180_000);
      for (const path of GUEST_PAGES) {
        // The Arabic storefront reaches English slugs too (it redirects to the Arabic one).
        await visitAccessible(page, `/${locale}${path}`);
      }
    });

    test('account pages as a shopper', async ({ page, loginAs }) => {
      test.setTimeout(120_000);
      await loginAs('shopper');
      for (const path of SHOPPER_PAGES) await visitAccessible(page, `/${locale}${path}`);
    });

    test('admin pages as the admin', async ({ page, loginAs }) => {
      test.setTimeout(180_000);
      await loginAs('admin');
      for (const path of ADMIN_PAGES) await visitAccessible(page, `/${locale}${path}`);
    });

    test('storefront and admin pages in dark mode', async ({ page, loginAs }) => {
      test.setTimeout(180_000);
      // The scheme the colour-mode switch stores (Mantine's local storage key).
      await page.addInitScript(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
      for (const path of DARK_PAGES) await visitAccessible(page, `/${locale}${path}`);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await loginAs('admin');
      for (const path of DARK_ADMIN_PAGES) await visitAccessible(page, `/${locale}${path}`);
    });
  });
}
