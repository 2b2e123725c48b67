// Issue 38: the sidebar's "Products" and "Store Setting" groups were links without an address, which Tab skips, so
// an owner on a keyboard could reach neither group's pages; Contact requests had no entry at all. Every admin page
// is reached here from the sidebar with Tab and Enter alone, its entry marked as the current page, its group open.
import type { Locator, Page } from '@playwright/test';
import { expectAccessible, type Locale, MESSAGES } from './checks';
import { expect, test } from './fixtures';

/** Presses Tab until `target` has the focus (from wherever the focus is), as a keyboard-only owner does. */
async function tabTo(page: Page, target: Locator, what: string) {
  for (let presses = 0; presses < 40; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${what}`);
}

type Nav = (typeof MESSAGES)['en']['admin']['nav'];

/** Opens the sidebar's `group` (if any) and follows its entry `entry` from the keyboard, from a fresh page. */
async function reach(page: Page, locale: Locale, entry: keyof Nav, path: string, group?: keyof Nav) {
  const nav = MESSAGES[locale].admin.nav;
  // From a light page outside both groups (the sales report's charts made every start slow).
  await page.goto(`/${locale}/admin/users`);
  const sidebar = page.getByRole('navigation', { name: MESSAGES[locale].admin.title });
  if (group) {
    const button = sidebar.getByRole('button', { name: nav[group], exact: true });
    await tabTo(page, button, nav[group]);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  }
  const link = sidebar.getByRole('link', { name: nav[entry], exact: true });
  await tabTo(page, link, nav[entry]);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/${locale}/admin${path}`);
  await expect(link).toHaveAttribute('aria-current', 'page');
  if (group)
    await expect(sidebar.getByRole('button', { name: nav[group], exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  await expectAccessible(page, `${path} reached from the sidebar (${locale})`);
}

test('Tab and Enter reach Products, Categories and Reviews from the sidebar', async ({ page, loginAs }) => {
  test.setTimeout(120_000);
  await loginAs('admin');
  await reach(page, 'en', 'products', '/products', 'productsGroup');
  await reach(page, 'en', 'categories', '/categories', 'productsGroup');
  await reach(page, 'en', 'reviews', '/reviews', 'productsGroup');
});

test('Tab and Enter reach every store-setting page and Contact requests from the sidebar', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(240_000);
  await loginAs('admin');
  await reach(page, 'en', 'contactus', '/contactus');
  const pages: [keyof Nav, string][] = [
    ['storesettingOverview', '/storesetting'],
    ['logoAndColors', '/storesetting/logoAndColors'],
    ['homepage', '/storesetting/homepage'],
    ['customDomain', '/storesetting/customDomain'],
    ['aboutus', '/storesetting/aboutus'],
    ['contactFooter', '/storesetting/contact&footer'],
    ['paymentOptions', '/storesetting/paymentOptions'],
    ['termsPrivacy', '/storesetting/terms&privacy'],
  ];
  for (const [entry, path] of pages) await reach(page, 'en', entry, path, 'storesettingGroup');
});

test('in Arabic too, and the legal pages keep Terms & Privacy highlighted', async ({ page, loginAs }) => {
  test.setTimeout(120_000);
  await loginAs('admin');
  const nav = MESSAGES.ar.admin.nav;
  await reach(page, 'ar', 'contactus', '/contactus');
  await reach(page, 'ar', 'termsPrivacy', '/storesetting/terms&privacy', 'storesettingGroup');
  // Its cards open the two editors; the sidebar still says where the owner is.
  await page.getByRole('link', { name: nav.privacyPolicy }).first().click();
  await expect(page).toHaveURL('/ar/admin/privacy-policy');
  const sidebar = page.getByRole('navigation', { name: MESSAGES.ar.admin.title });
  await expect(sidebar.getByRole('link', { name: nav.termsPrivacy, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Space opens and closes a group once a press.
  const group = sidebar.getByRole('button', { name: nav.productsGroup, exact: true });
  await tabTo(page, group, nav.productsGroup);
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Space');
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(group).toHaveAttribute('aria-expanded', 'false');
});
