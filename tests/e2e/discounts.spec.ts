import { escapeRegExp, expectAccessible, label, MESSAGES, say } from './checks';
import { expect, newPhone, newShopper, test } from './fixtures';
import { addTwoVariants, chooseArea, fillShipping, productFor } from './shop';

// Discounts in each language (docs/decisions/0027-discounts.md): a guest's code refused for its reason in the cart,
// the demo's running code WELCOME10 applied (the totals change, the order and its page show it), and the owner's
// form refusing a bad percentage with its translated field error, then saving a code that the list shows.

const phoneDigits = (locale: 'en' | 'ar', digits: string) =>
  locale === 'en' ? digits : digits.replace(/\d/g, (d) => String.fromCharCode(0x660 + Number(d)));

for (const [index, locale] of (['en', 'ar'] as const).entries()) {
  const m = MESSAGES[locale];

  test(`a code is refused for its reason, WELCOME10 is applied and the order shows it (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // Two scarves under 150 and over 50: EID20 asks for 150, WELCOME10 for 50.
    await addTwoVariants(page, locale, productFor(22 + index));
    await page.goto(`/${locale}/cart`);
    await chooseArea(page, locale);
    const total = page.locator('[data-total] dd').first();
    // The total once the area's delivery is priced: the delivery line no longer asks for an area, nothing is busy.
    const delivery = page
      .locator('div', { has: page.locator('dt', { hasText: m.orders.totals.delivery }) })
      .last();
    await expect(delivery.locator('dd')).not.toHaveText(m.orders.totals.deliveryPending);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(total).toBeVisible();
    const before = await total.textContent();

    const box = page.getByTestId('discount-box');
    const codeField = box.getByRole('textbox', { name: m.discounts.codeLabel });
    await codeField.fill('EID20');
    await box.getByRole('button', { name: m.discounts.apply }).click();
    const [start] = say(locale, 'discounts.refused.belowMinimum', { code: 'EID20', minimum: '@' }).split('@');
    await expect(page.getByTestId('discount-refusal')).toContainText((start ?? '').trim());
    await expect(page.getByTestId('discount-amount')).toHaveCount(0);
    await expect(total).toHaveText(before ?? '');
    await expectAccessible(page, `cart, code refused (${locale})`);

    await box.getByRole('button', { name: m.discounts.remove }).click();
    await codeField.fill('welcome10');
    await box.getByRole('button', { name: m.discounts.apply }).click();
    await expect(page.getByTestId('discount-applied')).toHaveText(
      say(locale, 'discounts.applied', { code: 'WELCOME10' }),
    );
    await expect(page.getByText(say(locale, 'discounts.line', { code: 'WELCOME10' }))).toBeVisible();
    await expect(total).not.toHaveText(before ?? '');
    await expectAccessible(page, `cart, code applied (${locale})`);

    // The checkout keeps the code and places the order with it.
    await page.getByRole('button', { name: m.cartPage.checkout }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout$`));
    await expect(page.getByTestId('discount-applied')).toBeVisible();
    await expect(page.getByTestId('discount-amount')).toBeVisible();
    const phone = newPhone();
    await fillShipping(page, locale, {
      name: locale === 'en' ? 'Layla Hassan' : 'ليلى حسن',
      email: newShopper().email.replace('shopper-', 'discount-'),
      phone: phoneDigits(locale, phone),
      confirm: phoneDigits(locale, phone),
    });
    await expectAccessible(page, `checkout with a code (${locale})`);
    await page.getByRole('button', { name: m.checkout.place }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/orders/\\d+/confirmed\\?key=`));
    await expect(page.getByText(say(locale, 'discounts.line', { code: 'WELCOME10' }))).toBeVisible();
    await expectAccessible(page, `confirmed order with a discount (${locale})`);
  });

  test(`the owner's discounts: a bad percentage is refused, a new code is saved and listed (${locale})`, async ({
    page,
    loginAs,
  }) => {
    const t = m.adminDiscounts;
    await loginAs('admin');
    await page.goto(`/${locale}/admin/discounts`);
    await expect(page.getByRole('heading', { level: 1, name: m.admin.nav.discounts })).toBeVisible();
    await expect(page.getByTestId('discounts-table')).toContainText('WELCOME10');
    await expectAccessible(page, `admin discounts (${locale})`);

    await page.getByRole('button', { name: t.new }).click();
    const dialog = page.getByRole('dialog');
    const code = `E2E${locale.toUpperCase()}${Date.now() % 1_000_000}${test.info().project.name.length}`;
    await dialog.getByRole('textbox', { name: label(t.code) }).fill(code);
    await dialog.getByRole('textbox', { name: label(t.percent) }).fill(locale === 'en' ? '150' : '١٥٠');
    await dialog.getByRole('button', { name: m.common.save }).click();
    await expect(dialog.getByText(t.errors.percentInvalid)).toBeVisible();
    await expectAccessible(page, `admin discount form, refused (${locale})`);

    await dialog.getByRole('textbox', { name: label(t.percent) }).fill(locale === 'en' ? '15' : '١٥');
    await dialog.getByRole('button', { name: m.common.save }).click();
    await expect(page.getByText(t.saved).first()).toBeVisible();
    await expect(page.getByTestId('discounts-table')).toContainText(new RegExp(escapeRegExp(code)));
  });
}
