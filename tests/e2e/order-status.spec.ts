import { E2E_ADMIN, E2E_BASE_URL } from '../../playwright.config';
import { label, MESSAGES } from './checks';
import { expect, type Shopper, test } from './fixtures';
import { addTwoVariants, chooseArea, fillShipping, productFor } from './shop';

// The two sides of one order: a signed-in shopper places it; the admin, in another browser, moves it along to
// delivered; the shopper's own order page then shows it delivered and paid (cash on delivery).

for (const [index, locale] of (['en', 'ar'] as const).entries()) {
  const m = MESSAGES[locale];

  test(`the admin delivers a shopper's order and the shopper's page shows it (${locale})`, async ({
    page,
    loginAs,
    browser,
  }) => {
    test.setTimeout(120_000);
    const shopper = (await loginAs('shopper')) as Shopper;
    await addTwoVariants(page, locale, productFor(8 + index));
    await page.goto(`/${locale}/cart`);
    await chooseArea(page, locale);
    await page.getByRole('button', { name: m.cartPage.checkout }).click();
    await expect(page.getByRole('textbox', { name: label(m.checkout.fullName) })).toHaveValue(shopper.name);
    await fillShipping(page, locale, { phone: '0561234567', confirm: '0561234567' });
    await page.getByRole('button', { name: m.checkout.place }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/orders/\\d+/confirmed\\?key=`));
    const number = /\/orders\/(\d+)\//.exec(page.url())?.[1] as string;

    // The admin, in a browser of their own, moves it along the workflow.
    const ip = `10.201.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
    const adminContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': ip } });
    const signIn = await adminContext.request.post(`${E2E_BASE_URL}/api/auth/sign-in/email`, {
      data: E2E_ADMIN,
      headers: { origin: E2E_BASE_URL },
    });
    expect(signIn.status()).toBe(200);
    const admin = await adminContext.newPage();
    await admin.goto(`${E2E_BASE_URL}/${locale}/admin/orders/${number}`);
    for (const to of ['confirmed', 'processing', 'shipped', 'delivered'] as const) {
      await admin.getByRole('button', { name: m.adminOrders.actions.to[to], exact: true }).click();
      await expect(admin.getByTestId('order-timeline')).toContainText(m.orders.status[to]);
    }
    await adminContext.close();

    // The shopper's order page: delivered, paid, no cancel button any more.
    await page.goto(`/${locale}/orders/${number}`);
    await expect(page.getByText(m.orders.status.delivered).first()).toBeVisible();
    await expect(page.getByText(m.orders.paymentStatus.paid).first()).toBeVisible();
    await expect(page.getByRole('button', { name: m.myOrders.cancel.button })).toHaveCount(0);
  });
}
