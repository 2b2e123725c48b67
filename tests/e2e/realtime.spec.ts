// Two app instances on one database (ARCHITECTURE.md): an admin's change made through instance A reaches the
// shopper's open page on instance B, without a reload, through PostgreSQL LISTEN/NOTIFY and /api/events.
import type { Browser, Page } from '@playwright/test';
import ar from '../../messages/ar.json' with { type: 'json' };
import en from '../../messages/en.json' with { type: 'json' };
import { expect, newShopper, test } from './fixtures';
import { E2E_PORT, startInstance } from './instances';

const MESSAGES = { en, ar } as const;
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

const B_URL = `http://localhost:${E2E_PORT + 1}`;
let instanceB: { stop: () => void } | undefined;

test.describe.configure({ mode: 'serial' });

// Instance B: the same build, its own process and port, the database and data folder of the store under test.
test.beforeAll(async () => {
  test.setTimeout(120_000);
  instanceB = await startInstance(E2E_PORT + 1);
});

test.afterAll(() => instanceB?.stop());

/** The shopper, signed up through instance B, with the store open there; console errors fail the test. */
async function shopperOnB(browser: Browser, locale: 'en' | 'ar') {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  const context = await browser.newContext({
    baseURL: B_URL,
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
  page.on('response', (response) => {
    if (response.status() >= 500) errors.push(`${response.status()} ${response.url()}`);
  });
  const shopper = newShopper();
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: shopper,
    headers: { origin: B_URL },
  });
  expect(signUp.status()).toBe(200);
  await page.goto(`/${locale}`);
  // A mark on the window: still there at the end means the page was never reloaded.
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  return { context, page, errors, shopper };
}

const notReloaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

/** On instance A: the admin opens the user's page and confirms one of its actions. */
async function adminActs(
  page: Page,
  locale: 'en' | 'ar',
  email: string,
  name: string,
  action: 'grant' | 'block',
) {
  const u = MESSAGES[locale].adminUsers;
  await page.goto(`/${locale}/admin/users`);
  await page.getByRole('searchbox', { name: u.search }).fill(email);
  await page.getByRole('searchbox', { name: u.search }).press('Enter');
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  if (action === 'grant') {
    // Made catalogue staff: the role's select, then its confirmation.
    const s = MESSAGES[locale].staff;
    const role = s.roles.catalogue;
    const select = page.getByRole('combobox', { name: s.change.label, exact: true });
    await select.click();
    await page.getByRole('option', { name: role, exact: true }).click();
    await expect(select).toHaveValue(role);
    await page.getByRole('button', { name: s.change.save, exact: true }).click();
    await page
      .getByRole('dialog', { name: fill(s.change.title, { name, role }) })
      .getByRole('button', { name: s.change.save, exact: true })
      .click();
    await expect(page.getByText(fill(s.change.done, { name, role }))).toBeVisible();
    return;
  }
  await page.getByRole('button', { name: u.actions.block, exact: true }).click();
  await page
    .getByRole('dialog', { name: fill(u.actions.blockTitle, { name }) })
    .getByRole('button', { name: u.actions.block, exact: true })
    .click();
  await expect(page.getByText(fill(u.actions.blockedDone, { name }))).toBeVisible();
}

for (const locale of ['en', 'ar'] as const) {
  test(`a change made on one instance reaches the shopper's open page on another, without reload (${locale})`, async ({
    page,
    browser,
    loginAs,
  }) => {
    test.setTimeout(90_000);
    const h = MESSAGES[locale].header;
    await loginAs('admin'); // on instance A (the configured base URL)

    const visitor = await shopperOnB(browser, locale);
    const account = visitor.page.getByRole('button', { name: h.account });
    await account.click();
    await expect(visitor.page.getByRole('menuitem', { name: h.profile })).toBeVisible();
    await expect(visitor.page.getByRole('menuitem', { name: h.adminArea })).toHaveCount(0);
    await visitor.page.keyboard.press('Escape');

    // Made staff through A: B's open page gains the admin entry in the account menu.
    await adminActs(page, locale, visitor.shopper.email, visitor.shopper.name, 'grant');
    await expect(async () => {
      await account.click();
      await expect(visitor.page.getByRole('menuitem', { name: h.adminArea })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await visitor.page.keyboard.press('Escape');

    // Blocked through A: B's open page is signed out and shows the login link.
    await adminActs(page, locale, visitor.shopper.email, visitor.shopper.name, 'block');
    await expect(visitor.page.getByRole('link', { name: h.login })).toBeVisible({ timeout: 15_000 });
    expect(await notReloaded(visitor.page)).toBe(true);

    expect(visitor.errors, 'shopper console errors').toEqual([]);
    await visitor.context.close();
  });
}
