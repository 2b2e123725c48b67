import { randomBytes, randomInt } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL } from '../../playwright.config';

export type Shopper = { name: string; email: string; password: string };

const randomOctet = () => randomBytes(1)[0] ?? 1;

/** A phone number of its own: the checkout's limits count one phone's orders, and every spec shares one store. */
export const newPhone = () => `05${randomInt(10_000_000, 100_000_000)}`;

/** A unique shopper for one test. */
export function newShopper(): Shopper {
  const id = randomBytes(4).toString('hex');
  return { name: `Shopper ${id}`, email: `shopper-${id}@wishah.test`, password: `pass-${id}-word` };
}

async function api(page: Page, path: string, data: unknown) {
  const response = await page.request.post(`${E2E_BASE_URL}/api/auth/${path}`, {
    data,
    headers: { origin: E2E_BASE_URL },
  });
  expect(response.status(), `${path} → ${await response.text()}`).toBe(200);
}

export const test = base.extend<{
  loginAs: (role: 'admin' | 'shopper') => Promise<Shopper | typeof E2E_ADMIN>;
}>({
  // Each test is its own visitor with its own address, so the per-address rate limits of one test don't
  // spill into the next (they are tested on their own).
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const ip = `10.${randomOctet()}.${randomOctet()}.${randomOctet()}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': ip });
  },
  // A console error during a test fails it.
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // The browser logs every 4xx answer (a 404 page opened on purpose, a refused sign-up); those are the
      // app doing its job. 5xx answers and script errors are faults.
      if (/^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text()))
        return;
      errors.push(`${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(page);
    expect(errors, 'console errors').toEqual([]);
  },
  /** Signs the page's browser context in: the seeded admin, or a new shopper. */
  loginAs: async ({ page }, use) => {
    await use(async (role) => {
      if (role === 'admin') {
        await api(page, 'sign-in/email', E2E_ADMIN);
        return E2E_ADMIN;
      }
      const shopper = newShopper();
      await api(page, 'sign-up/email', shopper);
      return shopper;
    });
  },
});

export { expect };
