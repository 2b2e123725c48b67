// The defects of issue 38 whose checks change the store's settings (cards off with a cash-on-delivery maximum; the
// store renamed). They change what every page shows, so they run in a project of their own after the others
// (playwright.config.ts: `defects-settings`), and put the settings back as they found them.
import type { Locator, Page } from '@playwright/test';
import { expectAccessible, label, MESSAGES, say } from './checks';
import { expect, test } from './fixtures';
import { addTwoVariants, chooseArea, productFor } from './shop';

test.describe.configure({ mode: 'serial' });

/** Whether two boxes share any area (a toast over a button); null while either is not laid out. */
async function overlap(a: Locator, b: Locator) {
  const [x, y] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!x || !y) return null;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

/** Saves with the button where the owner finds it, at the bottom of the screen, and checks its toast leaves it free. */
async function saveAndSeeToastBeside(page: Page, button: Locator, saved: string) {
  await button.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  await button.click();
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: saved });
  await expect(toast).toBeVisible();
  // Read while both are on screen: the form re-renders its button once saved, and the toast slides in.
  await expect
    .poll(() => overlap(toast, button), { message: 'the toast covers the Save button' })
    .toBe(false);
}

test('cash only, above its maximum: the admin is warned, the checkout says so before anything is pressed (en admin, ar and en checkout)', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  const p = MESSAGES.en.adminSettings.payments;
  await loginAs('admin');
  await page.goto('/en/admin/storesetting/paymentOptions');
  const card = page.getByRole('switch', { name: p.card });
  const fee = page.getByRole('textbox', { name: label(p.codFee) });
  const max = page.getByRole('textbox', { name: label(p.codMax) });
  const saveButton = page.getByRole('button', { name: p.save });
  const before = { card: await card.isChecked(), fee: await fee.inputValue(), max: await max.inputValue() };
  const warning = page.getByTestId('cod-only-capped');

  try {
    // Cards off and a maximum: the page warns that orders above it cannot be placed at all.
    if (before.card) await card.uncheck({ force: true });
    await max.fill('');
    await expect(warning).toHaveCount(0);
    await fee.fill('5');
    await max.fill('1');
    await expect(warning).toHaveText(p.codOnlyCapped);
    await expectAccessible(page, 'payment options warning of the cash maximum');
    // The toast of the save leaves the Save button free (desktop, English).
    await saveAndSeeToastBeside(page, saveButton, p.saved);

    // The shopper's checkout: no method takes this order, said plainly with the limit; "Place order" is disabled,
    // and the greyed-out cash fee is not in the totals.
    // The signed-in admin's kept cart (lines a retried run left) syncs in first, so the lines added next are
    // counted on top of it, not taken for it.
    await page.goto('/ar');
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('wishah:cart-synced-for')))
      .not.toBeNull();
    await addTwoVariants(page, 'ar', productFor(7));
    await page.goto('/ar/cart');
    await chooseArea(page, 'ar');
    await page.getByRole('button', { name: MESSAGES.ar.cartPage.checkout }).click();
    await expect(page).toHaveURL(/\/ar\/checkout$/);
    for (const locale of ['ar', 'en'] as const) {
      const m = MESSAGES[locale];
      if (locale === 'en') await page.goto('/en/checkout');
      const refusal = page.getByTestId('no-payment-method');
      // The message up to its amounts, and after them: the limit and this order's total sit between.
      const [head = '', rest = ''] = say(locale, 'orders.noMethod', { limit: '@', total: '#' }).split('@');
      await expect(refusal).toContainText(head.trim());
      await expect(refusal).toContainText(rest.split('#')[1]?.trim() ?? '');
      await expect(page.getByRole('button', { name: m.checkout.place })).toBeDisabled();
      await expect(page.getByText(m.orders.totals.paymentFee, { exact: true })).toHaveCount(0);
      await expectAccessible(page, `/${locale}/checkout with no method that takes the order`);
    }
  } finally {
    // Put the store back as it was for the specs after this one.
    await page.goto('/en/admin/storesetting/paymentOptions');
    await fee.fill(before.fee);
    await max.fill(before.max);
    if (before.card) await card.check({ force: true });
    await saveButton.click();
    await expect(page.getByText(p.saved)).toBeVisible();
  }
});

test('the tab says the store’s own name after a rename; the name’s limit is named and its banner goes once fixed (ar admin on a phone)', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  const b = MESSAGES.ar.adminStore.branding;
  const english = page.getByLabel(label(say('ar', 'adminStore.inEnglish', { label: b.storeName })));
  const arabic = page.getByLabel(label(say('ar', 'adminStore.inArabic', { label: b.storeName })));
  const saveButton = page.getByRole('button', { name: b.save });
  await loginAs('admin');
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/ar/admin/storesetting/logoAndColors');
  const before = { en: await english.inputValue(), ar: await arabic.inputValue() };
  const renamed = { en: `Defect Lane ${Date.now() % 1000}`, ar: 'درب التجربة' };

  try {
    // Too long: the field names its limit, in Arabic digits, and the banner points at it until it is right.
    await english.fill('x'.repeat(61));
    await saveButton.click();
    const banner = page.getByRole('alert').filter({ hasText: MESSAGES.ar.validation.fixFields });
    await expect(banner).toBeVisible();
    await expect(page.getByText(say('ar', 'validation.tooLong', { max: 60 }), { exact: true })).toBeVisible();
    await english.fill(renamed.en);
    await expect(banner).toHaveCount(0);
    await arabic.fill(renamed.ar);
    // The toast of the save leaves the Save button free (a phone, Arabic).
    await saveAndSeeToastBeside(page, saveButton, b.saved);

    // Every page's title is the store's new name: the storefront's in both languages, and the admin's.
    await page.setViewportSize({ width: 1280, height: 720 });
    for (const [path, title] of [
      ['/en', renamed.en],
      ['/ar', renamed.ar],
    ] as const) {
      // A render that began before the save may still be the cached copy once: the next visit shows the new name.
      await expect(async () => {
        await page.goto(path);
        await expect(page).toHaveTitle(title, { timeout: 1000 });
      }).toPass({ timeout: 15_000 });
    }
    await page.goto('/en/admin/dashboard');
    await expect(page).toHaveTitle(new RegExp(`\\| ${renamed.en}$`));
  } finally {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/ar/admin/storesetting/logoAndColors');
    await english.fill(before.en);
    await arabic.fill(before.ar);
    await saveButton.click();
    await expect(page.getByText(b.saved)).toBeVisible();
  }
});
