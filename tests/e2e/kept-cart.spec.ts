import { E2E_BASE_URL } from '../../playwright.config';
import { expect, type Shopper, test } from './fixtures';
import { addTwoVariants, productFor } from './shop';

// A signed-in shopper's cart is kept on the server, so it follows them to another device. The header learns who
// is signed in a moment after the page opens; what they add in that moment must not lose to the kept cart.

test('a shopper’s cart follows them to another device, with what they added before the page knew them', async ({
  page,
  loginAs,
  browser,
}) => {
  test.setTimeout(90_000);
  const shopper = (await loginAs('shopper')) as Shopper;
  const synced = () => page.evaluate(() => sessionStorage.getItem('wishah:cart-synced-for'));
  const unsent = () => page.evaluate(() => localStorage.getItem('wishah:cart-unsent'));

  // A first page merges this browser's (empty) cart with the kept one.
  await page.goto('/en');
  await expect.poll(synced).not.toBeNull();

  // The next page's session read is held back until both lines are in the cart.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/auth/get-session*', async (route) => {
    await held;
    await route.continue();
  });
  await addTwoVariants(page, 'en', productFor(12));
  release();
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  // The sync has sent them (nothing is unsent any more), and the badge still counts both.
  await expect.poll(unsent).toBeNull();
  await expect(page.getByTestId('cart-count')).toHaveAttribute('data-count', '2');
  await page.unroute('**/api/auth/get-session*');

  await page.goto('/en/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);

  // The same shopper on another device finds the same two lines.
  const ip = `10.201.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const device = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': ip } });
  const response = await device.request.post(`${E2E_BASE_URL}/api/auth/sign-in/email`, {
    data: { email: shopper.email, password: shopper.password },
    headers: { origin: E2E_BASE_URL },
  });
  expect(response.status()).toBe(200);
  const other = await device.newPage();
  await other.goto(`${E2E_BASE_URL}/en/cart`);
  await expect(other.getByTestId('cart-line')).toHaveCount(2);
  await device.close();
});
