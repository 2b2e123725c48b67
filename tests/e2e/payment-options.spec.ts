// The owner's payment options (Store Setting → Payment options) reach the checkout: a cash-on-delivery fee is its
// own line, and at least one method stays on. It changes what checkout shows, so it runs in the `store-settings`
// project, after the specs that buy.
import type { Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll, label, MESSAGES, say } from './checks';
import { expect, test } from './fixtures';
import { addTwoVariants, chooseArea, productFor } from './shop';

test.describe.configure({ mode: 'serial' });

const p = MESSAGES.en.adminSettings.payments;
const feeField = (page: Page) => page.getByRole('textbox', { name: label(p.codFee) });

async function save(page: Page) {
  await page.getByRole('button', { name: p.save }).press('Enter');
}

test('Payment options: the cash-on-delivery fee is a line of its own at checkout; one method must stay on (en admin, ar checkout)', async ({
  page,
  loginAs,
}) => {
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
