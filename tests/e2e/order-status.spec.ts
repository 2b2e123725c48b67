import { E2E_ADMIN, E2E_BASE_URL } from '../../playwright.config';
import { expectAccessible, label, MESSAGES, say } from './checks';
import { expect, newPhone, type Shopper, test } from './fixtures';
import { addTwoVariants, chooseArea, fillShipping, productFor, slugOf } from './shop';

// The two sides of one order: a signed-in shopper places it; the admin, in another browser, moves it along to
// delivered; the shopper's own order page then shows it delivered and paid (cash on delivery). The shopper then
// reviews a product of it, the review shows on the product page as a verified purchase, and the owner hides it.

/** A word no other test writes, in the page's script (no digits: one digit convention per page). */
const uniqueWord = (locale: 'en' | 'ar') =>
  Array.from({ length: 8 }, () =>
    (locale === 'en' ? 'abcdefghijklmnopqrstuvwxyz' : 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي').charAt(
      Math.floor(Math.random() * 26),
    ),
  ).join('');

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
    const phone = newPhone();
    await fillShipping(page, locale, { phone, confirm: phone });
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
    const tracking = `SA${Date.now()}`;
    for (const to of ['confirmed', 'processing', 'shipped', 'delivered'] as const) {
      await admin.getByRole('button', { name: m.adminOrders.actions.to[to], exact: true }).click();
      if (to === 'shipped') {
        // Shipped with Aramex and a tracking number: the shopper's page links to Aramex's tracking.
        const dialog = admin.getByRole('dialog');
        await dialog.getByRole('textbox', { name: m.adminOrders.ship.trackingNumber }).fill(tracking);
        await dialog.getByRole('button', { name: m.adminOrders.ship.submit }).click();
        await expect(admin.getByTestId('order-timeline')).toContainText(m.orders.status.shipped);
        await page.goto(`/${locale}/orders/${number}`);
        const link = page.getByTestId('tracking-link');
        await expect(link).toHaveText(tracking);
        await expect(link).toHaveAttribute(
          'href',
          `https://www.aramex.com/track/results?ShipmentNumber=${tracking}`,
        );
        await expect(page.getByText('Aramex', { exact: true })).toBeVisible();
        await expectAccessible(page, `/${locale}/orders/[number] shipped with tracking`);
      }
      await expect(admin.getByTestId('order-timeline')).toContainText(m.orders.status[to]);
    }

    // The shopper's order page: delivered, paid, no cancel button any more.
    await page.goto(`/${locale}/orders/${number}`);
    await expect(page.getByText(m.orders.status.delivered).first()).toBeVisible();
    await expect(page.getByText(m.orders.paymentStatus.paid).first()).toBeVisible();
    await expect(page.getByRole('button', { name: m.myOrders.cancel.button })).toHaveCount(0);

    // A review of the product, from the delivered order: the rating is required.
    const w = m.reviews.write;
    const title = `${locale === 'en' ? 'Lovely' : 'جميل'} ${uniqueWord(locale)}`;
    const row = page.getByTestId('review-product').first();
    await row.getByRole('button').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: label(w.titleLabel) }).fill(title);
    await dialog
      .getByRole('textbox', { name: label(w.comment) })
      .fill(locale === 'en' ? 'Soft and warm.' : 'ناعم ودافئ.');
    await dialog.getByRole('button', { name: w.submit }).click();
    await expect(dialog.getByText(m.reviews.ratingRequired)).toBeVisible();
    await expectAccessible(page, 'the review form');
    // Mantine's stars are visually hidden radios: the shopper clicks the star, their label.
    const five = dialog.getByRole('radio', {
      name: say(locale, 'reviews.write.starLabel', { stars: 5, n: locale === 'en' ? '5' : '٥' }),
    });
    await dialog.locator(`label[for="${await five.getAttribute('id')}"]`).click();
    await expect(five).toBeChecked();
    await dialog.getByRole('button', { name: w.submit }).click();
    await expect(page.getByText(w.saved)).toBeVisible();
    await expect(row.getByText(w.done)).toBeVisible();

    // On the product page, with the verified-purchase badge.
    const reviewed = productFor(8 + index);
    await page.goto(`/${locale}/products/${slugOf(reviewed, locale)}`);
    const card = page.getByTestId('review').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card.getByText(m.product.verified)).toBeVisible();
    await expectAccessible(page, 'a product page with reviews');

    // The owner hides it with a reason; it leaves the product page.
    await admin.goto(`${E2E_BASE_URL}/${locale}/admin/reviews?q=${encodeURIComponent(title)}`);
    await expect(admin.getByTestId('review-row')).toHaveCount(1);
    await expectAccessible(admin, 'the reviews moderation');
    await admin.getByRole('button', { name: say(locale, 'adminReviews.hideNamed', { title }) }).click();
    await admin
      .getByRole('textbox', { name: label(m.adminReviews.reason) })
      .fill(locale === 'en' ? 'Test' : 'تجربة');
    await admin.getByRole('dialog').getByRole('button', { name: m.adminReviews.hide }).click();
    await expect(admin.getByText(m.adminReviews.hidden)).toBeVisible();
    await adminContext.close();
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('review').filter({ hasText: title })).toHaveCount(0, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
  });
}
