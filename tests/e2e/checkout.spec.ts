import type { Browser } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config';
import { formatOrderNumber } from '../../src/domains/orders/format';
import { waitForMailTo } from '../setup/eml';
import {
  escapeRegExp,
  expectAccessible,
  expectNoSidewaysScroll,
  type Locale,
  label,
  MESSAGES,
  OUTBOX,
  say,
} from './checks';
import { expect, newPhone, newShopper, type Shopper, test } from './fixtures';
import { AREA, addTwoVariants, areaPicker, chooseArea, fillShipping, productFor, slugOf } from './shop';

// The shopper's side of selling, in each language: a guest fills a cart from product pages, is asked for the
// delivery area, checks out (the 10-digit rule first), pays cash on delivery and gets the order mail; a signed-in
// shopper finds the order in their account and cancels it; nobody else can open it. axe checks every page on the
// way, and the guest's journey also runs on a 360 px phone without sideways scrolling.

/** A second visitor: a new browser context with its own address, signed in as a new shopper. */
async function otherShopper(browser: Browser) {
  const ip = `10.200.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': ip } });
  const shopper = newShopper();
  const response = await context.request.post(`${E2E_BASE_URL}/api/auth/sign-up/email`, {
    data: shopper,
    headers: { origin: E2E_BASE_URL },
  });
  expect(response.status()).toBe(200);
  return context;
}

const phoneDigits = (locale: Locale, digits: string) =>
  locale === 'en' ? digits : digits.replace(/\d/g, (d) => String.fromCharCode(0x660 + Number(d)));

const journeys = [
  { locale: 'en', phone: false, product: 0 },
  { locale: 'ar', phone: false, product: 1 },
  { locale: 'en', phone: true, product: 2 },
  { locale: 'ar', phone: true, product: 3 },
] as const;

for (const { locale, phone, product: index } of journeys) {
  const m = MESSAGES[locale];
  test.describe(`a guest's order (${locale}${phone ? ', 360 px phone' : ''})`, () => {
    // A plain 360 px viewport, as no-sideways-scroll.spec.ts explains: phone emulation widens the layout viewport
    // to fit what overflows, hiding the very overflow this looks for.
    if (phone) test.use({ viewport: { width: 360, height: 740 } });

    test(`a guest fills the cart, chooses the delivery area, checks out and gets the order mail (${locale}${phone ? ', phone' : ''})`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const product = productFor(index);
      const email = `${newShopper().email.replace('shopper-', 'guest-')}`;

      // An empty cart says so and leads back to the products.
      await page.goto(`/${locale}/cart`);
      await expect(page.getByRole('heading', { name: m.orders.cartEmpty })).toBeVisible();
      await expect(page.getByRole('link', { name: m.cartPage.browse })).toHaveAttribute(
        'href',
        `/${locale}/products`,
      );

      await addTwoVariants(page, locale, product);
      await page.getByTestId('cart-count').getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/cart$`));
      await expect(page.getByTestId('cart-line')).toHaveCount(2);
      await expect(page.getByText(m.orders.totals.subtotal)).toBeVisible();
      const name = locale === 'en' ? product.en : product.ar;
      const href = await page.getByRole('link', { name }).first().getAttribute('href');
      expect(decodeURI(href ?? '')).toBe(`/${locale}/products/${slugOf(product, locale)}`);
      if (phone) await expectNoSidewaysScroll(page, 'the cart');

      // A quantity the stock no longer covers (an old cart) is lowered to the stock, and the cart says so.
      await page.evaluate(() => {
        const cart = JSON.parse(localStorage.getItem('cartData') ?? '[]');
        cart[0].quantity = 99;
        localStorage.setItem('cartData', JSON.stringify(cart));
      });
      await page.reload();
      await expect(page.getByRole('status').filter({ hasText: name })).toBeVisible();
      const first = page.getByTestId('cart-line').first();
      const increase = first.getByRole('button', { name: say(locale, 'cartPage.increase', { name }) });
      await expect(increase).toBeDisabled();
      await expect(first.locator('output')).not.toHaveText(locale === 'en' ? '99' : '٩٩');
      // One fewer, through the line's − button.
      const before = await first.locator('output').textContent();
      await first.getByRole('button', { name: say(locale, 'cartPage.decrease', { name }) }).click();
      await expect(first.locator('output')).not.toHaveText(before ?? '');
      await expect(increase).toBeEnabled();

      // The delivery area is required before the checkout.
      await page.getByRole('button', { name: m.cartPage.checkout }).click();
      await expect(page.getByText(m.orders.deliveryAreaRequired)).toBeVisible();
      if (!phone) await expectAccessible(page, 'cart');
      await chooseArea(page, locale);
      await expect(page.getByText(m.orders.deliveryAreaRequired)).toHaveCount(0);
      await expect(
        page.getByText(say(locale, 'orders.totals.taxIncluded', { rate: '' }).trim()),
      ).toBeVisible();
      await page.getByRole('button', { name: m.cartPage.checkout }).click();

      // The checkout: the cart's area is already chosen; a 9-digit confirmation is refused with the spec's text.
      await expect(page).toHaveURL(new RegExp(`/${locale}/checkout$`));
      await expect(areaPicker(page, locale).locator('option:checked')).toHaveText(
        new RegExp(`^${AREA[locale]} `),
      );
      await expect(page.getByTestId('checkout-line')).toHaveCount(2);
      const phoneNumber = newPhone();
      await fillShipping(page, locale, {
        name: locale === 'en' ? 'Layla Hassan' : 'ليلى حسن',
        email,
        phone: phoneDigits(locale, phoneNumber),
        confirm: phoneDigits(locale, phoneNumber.slice(0, 9)),
      });
      await expect(page.getByRole('radio', { name: m.orders.paymentMethod.cod })).toBeChecked();
      await page.getByRole('button', { name: m.checkout.place }).click();
      await expect(page.getByText(m.validation.phoneTenDigits)).toBeVisible();
      if (phone) await expectNoSidewaysScroll(page, 'the checkout');
      else await expectAccessible(page, 'checkout');

      await page
        .getByRole('textbox', { name: label(m.checkout.confirmPhone) })
        .fill(phoneDigits(locale, phoneNumber));
      await page.getByRole('button', { name: m.checkout.place }).click();

      // Placed: the confirmed page, the cart empty, the link to keep, and the mail.
      await expect(page).toHaveURL(new RegExp(`/${locale}/orders/\\d+/confirmed\\?key=`));
      await expect(page.getByRole('heading', { level: 1, name: m.myOrders.confirmed.title })).toBeVisible();
      await expect(page.getByText(m.myOrders.confirmed.keepLink)).toBeVisible();
      await expect(page.getByTestId('cart-count')).toHaveAttribute('data-count', '0');
      await expect(page.getByTestId('order-line')).toHaveCount(2);
      if (phone) await expectNoSidewaysScroll(page, 'the confirmed page');
      else await expectAccessible(page, 'confirmed');
      const number = /\/orders\/(\d+)\//.exec(page.url())?.[1];

      const mail = await waitForMailTo(OUTBOX, email);
      expect(mail.headers.subject).toContain(
        say(locale, 'mail.order.placed.subject', { number: '' }).replace(/\s+$/, ''),
      );
      const link = new RegExp(`https?://\\S+/${locale}/orders/${number}\\?key=[\\w-]+`).exec(mail.text)?.[0];
      expect(link, 'the order link in the mail').toBeDefined();

      // The mailed link opens the order; the number alone opens nothing (404, 'Order Not Found').
      await page.goto(link as string);
      const shownNumber = formatOrderNumber(Number(number), locale);
      await expect(
        page.getByRole('heading', { level: 1, name: new RegExp(escapeRegExp(shownNumber)) }),
      ).toBeVisible();
      await expect(page.getByTestId('order-line')).toHaveCount(2);
      const bare = await page.goto(`/${locale}/orders/${number}`);
      expect(bare?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: m.orders.notFound })).toBeVisible();
    });
  });
}

for (const [index, locale] of (['en', 'ar'] as const).entries()) {
  const m = MESSAGES[locale];

  test(`a shopper places an order, finds it in my orders and cancels it; nobody else can open it (${locale})`, async ({
    page,
    loginAs,
    browser,
  }) => {
    test.setTimeout(120_000);
    const shopper = (await loginAs('shopper')) as Shopper;
    const product = productFor(4 + index);

    // No orders yet.
    await page.goto(`/${locale}/orders`);
    await expect(page.getByRole('heading', { name: m.myOrders.empty })).toBeVisible();

    // Two variants in the cart, one removed again.
    await addTwoVariants(page, locale, product);
    await page.goto(`/${locale}/cart`);
    const name = locale === 'en' ? product.en : product.ar;
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await page
      .getByTestId('cart-line')
      .last()
      .getByRole('button', { name: say(locale, 'cartPage.remove', { name }) })
      .click();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-count')).toHaveAttribute('data-count', '1');
    await chooseArea(page, locale);
    await page.getByRole('button', { name: m.cartPage.checkout }).click();

    // Name and e-mail come from the account.
    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout$`));
    await expect(page.getByRole('textbox', { name: label(m.checkout.fullName) })).toHaveValue(shopper.name);
    await expect(page.getByRole('textbox', { name: label(m.checkout.email) })).toHaveValue(shopper.email);
    await expect(page.getByText(m.checkout.guest.replace(/<[^>]+>/g, ''))).toHaveCount(0);
    const phoneNumber = newPhone();
    await fillShipping(page, locale, { phone: phoneNumber, confirm: phoneNumber });
    await page.getByRole('button', { name: m.checkout.place }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/orders/\\d+/confirmed\\?key=`));
    await expect(page.getByText(m.myOrders.confirmed.keepLink)).toHaveCount(0);
    const number = /\/orders\/(\d+)\//.exec(page.url())?.[1] as string;

    // My orders, from the account menu.
    await page.getByRole('button', { name: m.header.account }).click();
    await page.getByRole('menuitem', { name: m.header.myOrders }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/orders$`));
    await expect(page.getByTestId('my-order')).toHaveCount(1);
    await expect(page.getByTestId('my-order').getByText(m.orders.status.pending)).toBeVisible();
    await expectAccessible(page, 'my orders');

    // The order's details, its timeline, and the cancel dialog.
    await page.getByTestId('my-order').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/orders/${number}$`));
    await expect(page.getByText(m.myOrders.details.timeline)).toBeVisible();
    await expect(page.getByText(m.orders.paymentMethod.cod)).toBeVisible();
    await expectAccessible(page, 'order details');
    await page.getByRole('button', { name: m.myOrders.cancel.button }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: m.myOrders.cancel.keep }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: m.myOrders.cancel.button }).click();
    await page.getByRole('dialog').getByRole('button', { name: m.myOrders.cancel.confirm }).click();

    await expect(page).toHaveURL(new RegExp(`/${locale}/orders/${number}/cancelled$`));
    await expect(page.getByRole('heading', { level: 1, name: m.myOrders.cancelled.title })).toBeVisible();
    await expectAccessible(page, 'cancelled');
    await page.getByRole('link', { name: m.myOrders.cancelled.view }).click();
    await expect(page.getByText(m.orders.status.cancelled).first()).toBeVisible();
    await expect(page.getByRole('button', { name: m.myOrders.cancel.button })).toHaveCount(0);

    // Another shopper gets 'Order Not Found' for it, with a 404.
    const other = await otherShopper(browser);
    const stranger = await other.newPage();
    const response = await stranger.goto(`${E2E_BASE_URL}/${locale}/orders/${number}`);
    expect(response?.status()).toBe(404);
    await expect(stranger.getByRole('heading', { name: m.orders.notFound })).toBeVisible();
    await other.close();
  });
}

test('my orders sends a guest to log in and back', async ({ page }) => {
  await page.goto('/en/orders');
  await expect(page).toHaveURL(/\/en\/login\?next=%2Forders$/);
});
