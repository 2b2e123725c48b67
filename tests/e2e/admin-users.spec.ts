import type { Browser, Page } from '@playwright/test';
import ar from '../../messages/ar.json' with { type: 'json' };
import en from '../../messages/en.json' with { type: 'json' };
import { E2E_ADMIN, E2E_BASE_URL } from '../../playwright.config';
import { expect, newShopper, type Shopper, test } from './fixtures';

const MESSAGES = { en, ar } as const;
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** A second visitor (the shopper) in their own browser, with their own address; console errors fail too. */
async function shopperBrowser(browser: Browser, locale: string) {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    locale,
    extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (/^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

async function sessionEmail(page: Page): Promise<string | null> {
  const response = await page.request.get(`${E2E_BASE_URL}/api/auth/get-session`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { user?: { email: string } } | null;
  return body?.user?.email ?? null;
}

async function findUser(page: Page, locale: string, email: string, name: string) {
  const u = MESSAGES[locale as 'en' | 'ar'].adminUsers;
  await page.goto(`/${locale}/admin/users`);
  await page.getByRole('searchbox', { name: u.search }).fill(email);
  await page.getByRole('searchbox', { name: u.search }).press('Enter');
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

async function login(page: Page, locale: string, shopper: Shopper) {
  const m = MESSAGES[locale as 'en' | 'ar'].auth;
  await page.goto(`/${locale}/login`);
  await page.getByRole('textbox', { name: m.email }).fill(shopper.email);
  await page.getByLabel(m.password, { exact: false }).first().fill(shopper.password);
  await page.getByRole('button', { name: m.loginButton, exact: true }).click();
}

for (const locale of ['en', 'ar'] as const) {
  test(`an admin blocks a shopper, who is signed out at once, then unblocks them (${locale})`, async ({
    page,
    browser,
    loginAs,
  }) => {
    test.setTimeout(90_000);
    const m = MESSAGES[locale];
    const u = m.adminUsers;
    await loginAs('admin');

    // The shopper signs up in their own browser and is browsing the store.
    const shopper = newShopper();
    const visitor = await shopperBrowser(browser, locale);
    const signUp = await visitor.page.request.post('/api/auth/sign-up/email', {
      data: shopper,
      headers: { origin: E2E_BASE_URL },
    });
    expect(signUp.status()).toBe(200);
    await visitor.page.goto(`/${locale}`);
    await expect(visitor.page.getByRole('button', { name: m.header.account })).toBeVisible();
    expect(await sessionEmail(visitor.page)).toBe(shopper.email);

    // The admin finds them, sees their details, and blocks them.
    await findUser(page, locale, shopper.email, shopper.name);
    await page.getByRole('button', { name: u.actions.block, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: fill(u.actions.blockTitle, { name: shopper.name }) });
    await dialog.getByRole('textbox', { name: u.actions.blockReason }).fill('Testing');
    await dialog.getByRole('button', { name: u.actions.block, exact: true }).click();
    await expect(page.getByText(fill(u.actions.blockedDone, { name: shopper.name }))).toBeVisible();
    await expect(page.getByText(u.blocked, { exact: true })).toBeVisible();
    await expect(page.getByTestId('session-count')).toHaveText(locale === 'ar' ? '٠' : '0');

    // The shopper's session is gone: the server no longer knows them, and their page shows the login link.
    expect(await sessionEmail(visitor.page)).toBeNull();
    await visitor.page.reload();
    await expect(visitor.page.getByRole('link', { name: m.header.login })).toBeVisible();

    // Logging in again is refused, and says why.
    await login(visitor.page, locale, shopper);
    await expect(
      visitor.page.getByRole('alert').filter({ hasText: m.auth.errors.BANNED_USER }),
    ).toBeVisible();
    expect(await sessionEmail(visitor.page)).toBeNull();

    // Unblocked, they can log in again.
    await page.getByRole('button', { name: u.actions.unblock, exact: true }).click();
    await page
      .getByRole('dialog', { name: fill(u.actions.unblockTitle, { name: shopper.name }) })
      .getByRole('button', { name: u.actions.unblock, exact: true })
      .click();
    await expect(page.getByText(fill(u.actions.unblockedDone, { name: shopper.name }))).toBeVisible();
    await expect(page.getByText(u.blocked, { exact: true })).toBeHidden();

    await visitor.page.getByRole('button', { name: m.auth.loginButton, exact: true }).click();
    await expect(visitor.page).not.toHaveURL(/\/login/);
    expect(await sessionEmail(visitor.page)).toBe(shopper.email);
    expect(visitor.errors, 'shopper console errors').toEqual([]);
    await visitor.context.close();
  });

  test(`an owner cannot change their own role or block themselves (${locale})`, async ({ page, loginAs }) => {
    const u = MESSAGES[locale].adminUsers;
    await loginAs('admin');
    await page.goto(`/${locale}/admin/users`);
    await page.getByRole('searchbox', { name: u.search }).fill(E2E_ADMIN.email);
    await page.getByRole('searchbox', { name: u.search }).press('Enter');
    await expect(page.getByTestId('user-row')).toHaveCount(1);
    await page.getByTestId('user-row').getByRole('link').click();
    await expect(page.getByText(u.actions.selfHint)).toBeVisible();
    await expect(
      page.getByRole('button', { name: MESSAGES[locale].staff.change.save, exact: true }),
    ).toBeDisabled();
    await expect(page.getByRole('button', { name: u.actions.block, exact: true })).toBeDisabled();
  });
}
