// A clean start (issue 38, item 2), on a store of its own (its own `npm start`, data folder and port, so the shared
// store the other specs read keeps its demo data): the owner reads the demo removal's counts in English, removes the
// demo data from the Arabic settings page, the storefront shows no demo scarf in either language, and the base
// currency can be chosen again. Its own project (playwright.config.ts): it runs on the worker the single-spec
// projects at the end leave idle, not among the specs that share the store.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { DEMO_PRODUCTS } from '../../src/domains/catalog/demo/catalogue';
import { formatNumber } from '../../src/lib/money';
import { expectAccessible, MESSAGES, say } from './checks';
import { expect, test } from './fixtures';
import { E2E_PORT } from './instances';

/** The owner, signed in, in a browser context of their own. */
async function ownerPage(browser: Browser, base: string, credentials: { email: string; password: string }) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.209.0.1' } });
  const signIn = await context.request.post(`${base}/api/auth/sign-in/email`, {
    data: credentials,
    headers: { origin: base },
  });
  expect(signIn.status()).toBe(200);
  return context.newPage();
}

/** The removal's counts, as the confirmation words them in `locale`. */
async function expectCounts(page: Page, locale: 'en' | 'ar') {
  const counts = page.getByRole('dialog').getByTestId('demo-counts');
  const kind = (key: string, count: number) =>
    say(locale, `adminCleanStart.kinds.${key}`, { count, n: formatNumber(count, locale) });
  await expect(counts).toContainText(kind('products', 63));
  // The ten past orders and the one the owner took by phone.
  await expect(counts).toContainText(kind('orders', 12));
  await expect(counts).toContainText(kind('brands', 5));
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
    const admin = await ownerPage(browser, base, owner);

    // The demo is there, and its orders hold the currency.
    await admin.goto(`${base}/en/products`);
    await expect(admin.getByText(demoScarf).first()).toBeVisible();
    await admin.goto(`${base}/en/admin/settings`);
    await expect(admin.getByTestId('currency-locked')).toBeVisible();

    // The confirmation names what goes, counted; the owner thinks again.
    await admin.getByRole('button', { name: t.open }).click();
    const dialog = admin.getByRole('dialog', { name: t.confirmTitle });
    await expect(dialog).toBeVisible();
    await expectCounts(admin, 'en');
    await expect(dialog).toContainText(t.stays);
    await expectAccessible(admin, 'the demo removal confirmation (en)');
    await dialog.getByRole('button', { name: t.cancel }).click();
    await expect(dialog).toHaveCount(0);

    // And removes it from the Arabic settings page.
    const ar = MESSAGES.ar.adminCleanStart;
    await admin.goto(`${base}/ar/admin/settings`);
    await admin.getByRole('button', { name: ar.open }).click();
    const arDialog = admin.getByRole('dialog', { name: ar.confirmTitle });
    await expect(arDialog).toBeVisible();
    await expectCounts(admin, 'ar');
    await expect(arDialog).toContainText(ar.stays);
    await expectAccessible(admin, 'the demo removal confirmation (ar)');
    await arDialog.getByRole('button', { name: ar.confirm }).click();
    await expect(admin.getByText(ar.removed)).toBeVisible();
    await expect(admin.getByTestId('no-demo-data')).toBeVisible();
    await expect(admin.getByTestId('no-demo-data')).toContainText(ar.nothing);
    await admin.goto(`${base}/en/admin/settings`);
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
    const demoScarfAr = DEMO_PRODUCTS.find((p) => !p.draft)?.ar as string;
    await admin.goto(`${base}/ar/products`);
    await expect(admin.getByText(demoScarfAr)).toHaveCount(0);
    await admin.context().close();
  });
});
