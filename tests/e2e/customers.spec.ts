// The owner's customers (issue 38, item 5): a guest's order shows on the customers page, the customer's page lists it
// and links to it, and the list downloads as CSV; in English and Arabic, with axe on every page visited. The clean
// start has a spec of its own (clean-start.spec.ts).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL } from '../../playwright.config';
import { expectAccessible, MESSAGES } from './checks';
import { expect, newPhone, test } from './fixtures';
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
