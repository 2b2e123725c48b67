// The owner's customers (issue 38, item 5): a guest's order shows on the customers page, the customer's page lists it
// and links to it, and the list downloads as CSV; in English and Arabic, with axe on every page visited. Then the
// clean start (item 2): on a store of its own (its own `npm start`, data folder and port, so the shared store the
// other specs read keeps its demo data), the owner removes the demo data from Settings, the confirmation counts what
// goes, the storefront no longer shows a demo scarf, and the base currency can be chosen again.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL } from '../../playwright.config';
import { DEMO_PRODUCTS } from '../../src/domains/catalog/demo/catalogue';
import { expectAccessible, MESSAGES, say } from './checks';
import { expect, newPhone, test } from './fixtures';
import { E2E_PORT } from './instances';
import { addTwoVariants, chooseArea, fillShipping, productFor } from './shop';

/** A word no other test writes, in Arabic letters (no digits: one digit convention per page). */
const arabicWord = () =>
  Array.from({ length: 8 }, () => 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي'.charAt(Math.floor(Math.random() * 28))).join(
    '',
  );

/** The admin, in a browser context of their own (the guest's stays signed out). */
async function adminPage(browser: Browser, base = E2E_BASE_URL, credentials = E2E_ADMIN): Promise<Page> {
  const ip = `10.202.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': ip } });
  const signIn = await context.request.post(`${base}/api/auth/sign-in/email`, {
    data: credentials,
    headers: { origin: base },
  });
  expect(signIn.status()).toBe(200);
  return context.newPage();
}

for (const [index, locale] of (['en', 'ar'] as const).entries()) {
  const m = MESSAGES[locale];
  const t = m.adminCustomers;

  test(`a guest's order makes a customer, with a page of their orders and a CSV row (${locale})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const id = randomBytes(4).toString('hex');
    const name = locale === 'en' ? `Guest Buyer ${id}` : `ضيفة ${arabicWord()}`;
    const email = `guest-${id}@wishah.test`;
    const phone = newPhone();

    // The guest buys, signed out.
    await addTwoVariants(page, locale, productFor(16 + index));
    await page.goto(`/${locale}/cart`);
    await chooseArea(page, locale);
    await page.getByRole('button', { name: m.cartPage.checkout }).click();
    await fillShipping(page, locale, { name, email, phone, confirm: phone });
    await page.getByRole('button', { name: m.checkout.place }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/orders/\\d+/confirmed\\?key=`));
    const number = /\/orders\/(\d+)\//.exec(page.url())?.[1] as string;

    // The owner finds them on the customers page, a guest with one order.
    const admin = await adminPage(browser);
    await admin.goto(`${E2E_BASE_URL}/${locale}/admin/customers`);
    await expect(admin.getByRole('heading', { level: 1, name: m.admin.nav.customers })).toBeVisible();
    const search = admin.getByRole('searchbox', { name: t.search });
    await search.fill(email);
    await search.press('Enter');
    const row = admin.getByTestId('customer-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('link', { name })).toBeVisible();
    await expect(row).toContainText(t.kind.guest);
    await expect(row).toContainText(email);
    await expectAccessible(admin, `customers list (${locale})`);

    // The list as a spreadsheet, filtered as shown.
    const downloading = admin.waitForEvent('download');
    await admin.getByRole('link', { name: t.export }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^wishah-customers-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path()) as string, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toContain(t.columns.name);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(name);
    expect(lines[1]).toContain(email);
    expect(lines[1]).toContain(t.kind.guest);

    // The customer's page lists the order, and links to it.
    await row.getByRole('link', { name }).click();
    await expect(admin.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(admin).toHaveURL(new RegExp(`/${locale}/admin/customers/g-[0-9a-f]{24}$`));
    expect(admin.url()).not.toContain('wishah.test');
    const orderLink = admin.getByTestId('customer-orders').locator(`a[href$="/admin/orders/${number}"]`);
    await expect(orderLink).toHaveCount(1);
    await expect(
      admin
        .getByText('12 King Fahd Road', { exact: false })
        .or(admin.getByText('طريق الملك فهد', { exact: false }))
        .first(),
    ).toBeVisible();
    await expectAccessible(admin, `customer page (${locale})`);
    await orderLink.click();
    await expect(admin).toHaveURL(new RegExp(`/${locale}/admin/orders/${number}$`));
    await admin.context().close();
  });
}

test.describe('a clean start, on a store of its own', () => {
  const port = E2E_PORT + 9;
  const base = `http://localhost:${port}`;
  const dataDir = path.join(os.tmpdir(), `wishah-e2e-clean-start-${port}`);
  const owner = { email: 'clean-owner@wishah.test', password: 'clean-owner-password' };
  let store: { child: ChildProcess; exited: Promise<number | null> } | undefined;

  test.afterAll(async () => {
    const pid = store?.child.pid;
    if (pid && store?.child.exitCode === null) {
      process.kill(-pid, 'SIGTERM');
      await store?.exited;
    }
  });

  test('the owner removes the demo data, the shop shows none, and the currency can change', async ({
    browser,
  }) => {
    // The first start of a new data folder loads the demo catalogue: minutes on a busy machine.
    test.setTimeout(600_000);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir, { recursive: true });
    const logPath = path.join(dataDir, 'store.log');
    const log = fs.openSync(logPath, 'a');
    const child = spawn('npm', ['start'], {
      detached: true,
      stdio: ['ignore', log, log],
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        APP_URL: base,
        NEXT_DIST_DIR: process.env.E2E_DIST_DIR || '.next-e2e',
        ADMIN_EMAIL: owner.email,
        ADMIN_PASSWORD: owner.password,
        TRUSTED_PROXY_IP_HEADER: 'x-forwarded-for',
        LOG_LEVEL: 'warn',
      },
    });
    fs.closeSync(log);
    store = { child, exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))) };
    const healthy = () =>
      fetch(`${base}/api/health`).then(
        (r) => r.status,
        () => 0,
      );
    try {
      await expect.poll(healthy, { timeout: 480_000, intervals: [500] }).toBe(200);
    } catch (error) {
      console.log(fs.readFileSync(logPath, 'utf8').slice(-6_000));
      throw error;
    }

    const m = MESSAGES.en;
    const t = m.adminCleanStart;
    const demoScarf = DEMO_PRODUCTS.find((p) => !p.draft)?.en as string;
    const admin = await adminPage(browser, base, owner);

    // The demo is there, and its orders hold the currency.
    await admin.goto(`${base}/en/products`);
    await expect(admin.getByText(demoScarf).first()).toBeVisible();
    await admin.goto(`${base}/en/admin/settings`);
    await expect(admin.getByTestId('currency-locked')).toBeVisible();

    // The confirmation names what goes, counted.
    await admin.getByRole('button', { name: t.open }).click();
    const dialog = admin.getByRole('dialog', { name: t.confirmTitle });
    await expect(dialog).toBeVisible();
    const counts = dialog.getByTestId('demo-counts');
    await expect(counts).toContainText(say('en', 'adminCleanStart.kinds.products', { count: 63, n: '63' }));
    // The ten past orders and the one the owner took by phone.
    await expect(counts).toContainText(say('en', 'adminCleanStart.kinds.orders', { count: 11, n: '11' }));
    await expect(counts).toContainText(say('en', 'adminCleanStart.kinds.brands', { count: 5, n: '5' }));
    await expect(dialog).toContainText(t.stays);
    await expectAccessible(admin, 'the demo removal confirmation');
    await dialog.getByRole('button', { name: t.confirm }).click();
    await expect(admin.getByText(t.removed)).toBeVisible();
    await expect(admin.getByTestId('no-demo-data')).toBeVisible();

    // The base currency is free again: the owner chooses Saudi riyals.
    await expect(admin.getByTestId('currency-locked')).toHaveCount(0);
    const currency = m.adminSettings.currency;
    const picker = admin.getByRole('combobox', { name: currency.label });
    await picker.click();
    await picker.fill('SAR');
    await admin.getByRole('option', { name: /SAR/ }).first().click();
    await admin.getByRole('button', { name: currency.save }).click();
    await expect(admin.getByText(currency.saved)).toBeVisible();
    await expectAccessible(admin, 'settings after the demo removal');

    // The storefront shows no demo scarf any more.
    await admin.goto(`${base}/en/products`);
    await expect(admin.getByText(demoScarf)).toHaveCount(0);
    await admin.goto(`${base}/en/products/${DEMO_PRODUCTS[0]?.slug}`);
    await expect(admin.getByText(DEMO_PRODUCTS[0]?.en as string)).toHaveCount(0);
    await admin.context().close();
  });
});
