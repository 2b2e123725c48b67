// The owner's payment options (Store Setting → Payment options) reach the checkout: a cash-on-delivery fee is its
// own line, and at least one method stays on. It changes what checkout shows, so it runs in the `store-settings`
// project, after the specs that buy.
import type { Page } from '@playwright/test';
import { waitForMailTo } from '../setup/eml';
import { expectAccessible, expectNoSidewaysScroll, label, MESSAGES, OUTBOX, say } from './checks';
import { expect, newPhone, test } from './fixtures';
import { addTwoVariants, chooseArea, fillShipping, productFor } from './shop';

test.describe.configure({ mode: 'serial' });

const p = MESSAGES.en.adminSettings.payments;
const APP_WEBHOOK_PATH = '/api/webhooks/stripe';
const feeField = (page: Page) => page.getByRole('textbox', { name: label(p.codFee) });

async function save(page: Page) {
  await page.getByRole('button', { name: p.save }).press('Enter');
}

test('Payment options: the cash-on-delivery fee is a line of its own at checkout; one method must stay on (en admin, ar checkout)', async ({
  page,
  loginAs,
}) => {
  // Two axe runs, the admin's saves and a checkout: more than the default 30 s when the machine is busy.
  test.setTimeout(90_000);
  await loginAs('admin');
  await page.goto('/en/admin/storesetting/paymentOptions');
  await expectAccessible(page, 'payment options');

  // Cash off, with no other method: refused, and nothing is saved.
  await page.getByRole('switch', { name: p.cod }).uncheck({ force: true });
  await save(page);
  await expect(page.getByText(p.oneMethod)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: p.cod })).toBeChecked();

  await page.getByRole('switch', { name: p.cod }).check({ force: true });
  await feeField(page).fill('10');
  await save(page);
  await expect(page.getByText(p.saved)).toBeVisible();
  await page.reload();
  await expect(feeField(page)).toHaveValue('10.00');

  // The shopper's checkout, in Arabic: the fee under the method and in the totals, in Arabic digits.
  const m = MESSAGES.ar;
  await addTwoVariants(page, 'ar', productFor(3));
  await page.goto('/ar/cart');
  await chooseArea(page, 'ar');
  await page.getByRole('button', { name: m.cartPage.checkout }).click();
  await expect(page).toHaveURL(/\/ar\/checkout$/);
  const fee = '١٠٫٠٠ دولار أمريكي';
  await expect(page.getByText(say('ar', 'checkout.paymentFee', { fee }))).toBeVisible();
  const feeLine = page.getByText(m.orders.totals.paymentFee, { exact: true });
  await expect(feeLine).toBeVisible();
  await expect(feeLine.locator('xpath=..')).toContainText(fee);
  await expectAccessible(page, 'checkout with a fee');
  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoSidewaysScroll(page, 'checkout with a fee');

  // Put the store back as it was for the specs after this one.
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/en/admin/storesetting/paymentOptions');
  await feeField(page).fill('');
  await save(page);
  await expect(page.getByText(p.saved)).toBeVisible();
});

const arabicDigits = (text: string) => text.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] ?? d);

/** A guest's card checkout up to Stripe's page (the tests' stand-in); the order's number from that page's session. */
async function checkoutByCard(page: Page, locale: 'en' | 'ar', product: number) {
  const m = MESSAGES[locale];
  await addTwoVariants(page, locale, productFor(product));
  await page.goto(`/${locale}/cart`);
  await chooseArea(page, locale);
  await page.getByRole('button', { name: m.cartPage.checkout }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/checkout$`));
  const digits = (text: string) => (locale === 'ar' ? arabicDigits(text) : text);
  const phone = newPhone();
  const email = `card-${locale}-${Date.now()}@wishah.test`;
  await fillShipping(page, locale, {
    name: locale === 'en' ? 'Layla Hassan' : 'ليلى حسن',
    email,
    phone: digits(phone),
    confirm: digits(phone),
  });
  await page.getByRole('radio', { name: m.orders.paymentMethod.card }).check();
  await page.getByRole('button', { name: m.checkout.placeCard }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/pay\/cs_test_/);
  await expect(page.getByTestId('cart-count')).toHaveCount(0); // Stripe's page, not ours
  return { stripePage: new URL(page.url()), email };
}

/** The amount in a text, in either language's digits: "US$ ١٢٣٫٥٠" → 123.5. */
const amountIn = (text: string) => {
  const western = text.replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d))).replace('٫', '.');
  return Number(/[\d,٬]+(\.\d+)?/.exec(western)?.[0]?.replace(/[,٬]/g, '') ?? Number.NaN);
};

/** The sales report's refunds for its default range (the last 30 days), in the page's language. */
async function refundsInReport(page: Page, locale: 'en' | 'ar') {
  await page.goto(`/${locale}/admin/sales`);
  return amountIn(await page.getByTestId('total-refunds').innerText());
}

test('Card payments: the shopper pays on Stripe’s page and sees the order paid (en); an expired session cancels the order (ar); the owner refunds part (en), then the rest (ar)', async ({
  page,
  browser,
  loginAs,
}) => {
  // Two checkouts, Stripe's page, two refunds and their webhooks: a long journey.
  test.setTimeout(150_000);
  await loginAs('admin');
  await page.goto('/en/admin/storesetting/paymentOptions');
  await page.getByRole('switch', { name: p.card }).check({ force: true });
  await expect(page.getByText(`${APP_WEBHOOK_PATH}`)).toBeVisible();
  await save(page);
  await expect(page.getByText(p.saved)).toBeVisible();

  const guest = await (
    await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.250.1.1' } })
  ).newPage();
  // Paid: back from Stripe's page, "confirming" until the signed webhook arrives, then the order is paid.
  const en = MESSAGES.en;
  const { email } = await checkoutByCard(guest, 'en', 4);
  await guest.getByRole('button', { name: 'Pay' }).click();
  await expect(guest).toHaveURL(/\/en\/orders\/\d+\/confirmed\?key=/);
  await expect(guest.getByRole('heading', { level: 1, name: en.myOrders.confirming.title })).toBeVisible();
  await expect(guest.getByRole('heading', { level: 1, name: en.myOrders.confirmed.title })).toBeVisible({
    timeout: 15_000,
  });
  await expectAccessible(guest, 'card order confirmed');
  const number = /\/orders\/(\d+)\//.exec(guest.url())?.[1];
  await guest.getByRole('link', { name: en.myOrders.confirmed.view }).click();
  await expect(guest.getByTestId('payment-status')).toHaveText(en.orders.paymentStatus.paid);
  const orderPage = guest.url();

  // Expired: the shopper leaves Stripe's page; when the session expires the order is cancelled, its stock back.
  const ar = MESSAGES.ar;
  const { stripePage } = await checkoutByCard(guest, 'ar', 5);
  const session = stripePage.pathname.split('/').pop();
  const expired = await guest.request.post(`${stripePage.origin}/v1/checkout/sessions/${session}/expire`);
  expect(expired.ok()).toBe(true);
  await guest.getByRole('link', { name: 'Back to the store' }).click();
  await expect(guest).toHaveURL(/\/ar\/orders\/\d+\?key=/);
  await expect(async () => {
    await guest.reload();
    await expect(guest.getByTestId('payment-status')).toHaveText(ar.orders.paymentStatus.failed, {
      timeout: 1000,
    });
  }).toPass({ timeout: 15_000 });
  await expect(guest.getByText(ar.orders.status.cancelled).first()).toBeVisible();
  await expect(guest.getByRole('button', { name: ar.myOrders.payNow.button })).toHaveCount(0);
  await expectAccessible(guest, 'expired card order');

  // The owner refunds part of the paid order: the ledger, the shopper's page, the mail and the report show it.
  const a = en.adminOrders.payment;
  const refundsBefore = await refundsInReport(page, 'en');
  await page.goto(`/en/admin/orders/${number}`);
  await expect(page.getByText(/^pi_/)).toBeVisible();
  await page.getByRole('button', { name: a.refund, exact: true }).click();
  const dialog = page.getByRole('dialog');
  const amount = dialog.getByRole('textbox', { name: a.refundAmount });
  const total = amountIn(await amount.inputValue());
  expect(total).toBeGreaterThan(5);
  await amount.fill(String(total + 1));
  await dialog.getByRole('button', { name: a.refundSubmit }).click();
  await expect(dialog.getByText(/^At most .+ can be refunded/)).toBeVisible();
  await amount.fill('5.00');
  await dialog.getByRole('button', { name: a.refundSubmit }).click();
  await expect(page.getByText(a.refundSent)).toBeVisible();
  // Amounts are isolated (U+2068 … U+2069) inside the sentence, so they never reverse in Arabic.
  await expect(page.getByTestId('refunded-of-total')).toContainText(/^Refunded \W?\$5\.00\W? of /);
  await expect(page.getByTestId('payment-status')).toHaveText(en.orders.paymentStatus.paid);
  await expectAccessible(page, 'partly refunded order');
  await guest.goto(orderPage);
  await expect(guest.getByTestId('refunded-amount')).toHaveText('$5.00');
  const mail = await waitForMailTo(OUTBOX, email);
  expect(mail.headers.subject).toMatch(/^Part of your payment for order .+ was refunded$/);
  expect(mail.text).toContain('We refunded $5.00 of your payment');
  expect(await refundsInReport(page, 'en')).toBeCloseTo(refundsBefore + 5, 2);

  // The rest, from the Arabic admin: all that is left, and the order shows refunded once Stripe's webhook confirms.
  const aa = ar.adminOrders.payment;
  await page.goto(`/ar/admin/orders/${number}`);
  await page.getByRole('button', { name: aa.refund, exact: true }).click();
  const rest = page.getByRole('dialog').getByRole('textbox', { name: aa.refundAmount });
  await expect.poll(async () => amountIn(await rest.inputValue())).toBeCloseTo(total - 5, 2);
  await page.getByRole('dialog').getByRole('button', { name: aa.refundSubmit }).click();
  await expect(page.getByText(aa.refundSent)).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('payment-status')).toHaveText(ar.orders.paymentStatus.refunded, {
      timeout: 1000,
    });
  }).toPass({ timeout: 15_000 });
  await expectAccessible(page, 'refunded order (ar)');
  expect(await refundsInReport(page, 'ar')).toBeCloseTo(refundsBefore + total, 2);
  await expectAccessible(page, 'sales report with refunds (ar)');

  // Card off again for the specs after this one.
  await page.goto('/en/admin/storesetting/paymentOptions');
  await page.getByRole('switch', { name: p.card }).uncheck({ force: true });
  await save(page);
  await expect(page.getByText(p.saved)).toBeVisible();
});
