import { expect, test } from './fixtures';

const SIDEBAR_EN = [
  'Dashboard',
  'Users',
  'Customers',
  'Products',
  'Products',
  'Categories',
  'Reviews',
  'Search words',
  'Orders',
  'Returns',
  'Sales',
  'Discounts',
  'Contact requests',
  'Store Setting',
  'Overview',
  'Logo & Branding Colors',
  'Homepage',
  'Custom domain',
  'About us',
  'Contact & Footer Info',
  'Payment options',
  'Terms & Privacy',
  'Settings',
  'Audit log',
  'Store Admin', // the admin's avatar and name, last (spec section 2)
];

test.describe('the admin frame', () => {
  test('the sidebar lists the spec entries in order and highlights the active one', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin');
    await page.goto('/en/admin/storesetting/contact&footer');
    const nav = page.getByRole('navigation', { name: 'Admin' });
    // Groups open to show their entries, as the admin would click them.
    await nav.getByText('Products', { exact: true }).first().click();
    const labels = await nav.locator('.mantine-NavLink-label').allTextContents();
    expect(labels).toEqual(SIDEBAR_EN);
    await expect(nav.getByRole('link', { name: 'Contact & Footer Info' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { name: 'Contact & Footer Info', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /Store Admin/ })).toHaveAttribute(
      'href',
      '/en/admin/profile',
    );
    await expect(page.getByText('Powered by')).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/admin-dashboard-desktop-en.png' });
  });

  test('the dashboard shows real counts and the sidebar sits on the right in Arabic', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin');
    await page.goto('/ar/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'لوحة التحكم', level: 1 })).toBeVisible();
    await expect(page.getByText('المنتجات').first()).toBeVisible();
    const navbar = page.locator('.mantine-AppShell-navbar');
    const box = await navbar.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box && box.x + box.width).toBeCloseTo(width, -1);
    await page.screenshot({ path: 'test-results/screenshots/admin-dashboard-desktop-ar.png' });
  });

  test('on a phone the menu slides out from the top bar @phone', async ({ page, loginAs }) => {
    await loginAs('admin');
    await page.goto('/en/admin/dashboard');
    const navbar = page.locator('.mantine-AppShell-navbar');
    await expect(navbar.getByRole('link', { name: 'Users' })).not.toBeInViewport();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(navbar.getByRole('link', { name: 'Users' })).toBeInViewport();
    await page.screenshot({ path: 'test-results/screenshots/admin-menu-phone-en.png' });
    await navbar.getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/en\/admin\/users$/);
    await expect(navbar.getByRole('link', { name: 'Users' })).not.toBeInViewport();
  });
});

test('home page screenshots in both languages', async ({ page }) => {
  for (const locale of ['en', 'ar']) {
    await page.goto(`/${locale}`);
    await expect(page.locator('main img').first()).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/home-${locale}.png` });
  }
});
