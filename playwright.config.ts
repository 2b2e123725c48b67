import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT || 3100);
export const E2E_BASE_URL = `http://localhost:${PORT}`;
export const E2E_ADMIN = { email: 'e2e-admin@wishah.test', password: 'e2e-admin-password' };

/**
 * The browser the tests drive: `CHROME_PATH`, else Debian's headless shell (`chromium-headless-shell`, the old
 * headless mode Playwright itself prefers: about a sixth less CPU than the full browser on CI's two cores, where the
 * browsers are most of the end-to-end run's work), else Debian's full Chromium.
 */
export const E2E_CHROME =
  process.env.CHROME_PATH ||
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => fs.existsSync(path)) ||
  '/usr/bin/chromium';

/** The end-to-end store's environment: its server's, and its build's when `npm test` builds it ahead (run-tests.ts). */
export const E2E_SERVER_ENV = {
  PORT: String(PORT),
  APP_URL: E2E_BASE_URL,
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  NEXT_DIST_DIR: process.env.E2E_DIST_DIR || '.next-e2e',
  // `npm test` type-checks before the end-to-end tests: their build need not do it again (a minute on CI).
  BUILD_TYPES_CHECKED: process.env.CI ? '1' : '',
  NEXT_TELEMETRY_DISABLED: '1',
  // The tests act as the proxy: each test poses as its own client address, so limits don't spill between them.
  TRUSTED_PROXY_IP_HEADER: 'x-forwarded-for',
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Two browsers and the server share two cores in CI: a page that answers in 1 s alone can take 6 s there, and a
  // journey of 20 s alone can take 35.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: E2E_BASE_URL,
    // Recording a trace of every test costs CI's two cores minutes; a failure is traced when it is retried.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The browser asks for less motion, so Mantine's dialogs and menus appear where they stay (the theme respects
    // it): a dialog still sliding into place on a busy machine took a click meant for its button (a delete
    // confirmation and the CSV import each did nothing, once).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: E2E_CHROME,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'] },
      grepInvert: /@phone/,
      testIgnore:
        /(store-settings|content-pages|payment-options|display-currencies|admin-defects-settings|cod-confirmation|scoped-cache|load-balancer|crash-recovery|clean-start)\.spec\.ts/,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'] },
      grep: /@phone/,
      testIgnore:
        /(store-settings|content-pages|payment-options|display-currencies|admin-defects-settings|cod-confirmation|scoped-cache|load-balancer|crash-recovery|clean-start)\.spec\.ts/,
    },
    // The owner's settings change what every page shows: they run once the specs that read those pages are done.
    {
      name: 'store-settings',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /(store-settings|content-pages|payment-options|display-currencies)\.spec\.ts/,
      dependencies: ['desktop', 'phone'],
    },
    // Cards off with a cash-on-delivery maximum, and the store renamed: the store-settings specs run two at a time,
    // and the payment options spec's card checkout must not find cards off, so these run after them, alone.
    {
      name: 'defects-settings',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /admin-defects-settings\.spec\.ts/,
      dependencies: ['store-settings'],
    },
    // Cash-on-delivery confirmation turned on: every cash order placed meanwhile would wait for its shopper, so it
    // runs after the specs that place them, alone, on a desktop and a phone (the spec's own `test.use`), and turns
    // the setting off again.
    {
      name: 'cod-confirmation',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /cod-confirmation\.spec\.ts/,
      dependencies: ['defects-settings'],
    },
    // Whether a page stays cached can only be seen while nothing else changes the catalogue, orders or settings;
    // one spec starts a second instance on the same database.
    {
      name: 'alone',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /scoped-cache\.spec\.ts/,
      dependencies: ['cod-confirmation'],
    },
    // Stores of their own started, killed hard and restarted: on the worker the single-spec projects below leave idle.
    {
      name: 'crash-recovery',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /crash-recovery\.spec\.ts/,
      dependencies: ['store-settings'],
    },
    // A store of its own, seeded and then emptied of its demo: on the same idle worker.
    {
      name: 'clean-start',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /clean-start\.spec\.ts/,
      dependencies: ['store-settings'],
    },
    // Two more instances behind nginx; their orders would expire pages the cache checks above look at.
    {
      name: 'balancer',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /load-balancer\.spec\.ts/,
      dependencies: ['alone'],
    },
  ],
  webServer: {
    // A fresh store for every run: its own embedded PostgreSQL, data folder and build folder.
    command: 'tsx --conditions=react-server tests/setup/e2e-server.ts',
    url: `${E2E_BASE_URL}/api/health`,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    env: E2E_SERVER_ENV,
  },
});
