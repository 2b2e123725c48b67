import { expect, test } from './fixtures';

// Every page load reads the session; a shopper who moves quickly must never look signed out.

test('a signed-in shopper who loads many pages quickly keeps the account menu', async ({ page, loginAs }) => {
  test.setTimeout(180_000);
  await loginAs('shopper');
  const sessionReads: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/auth/get-session')) sessionReads.push(response.status());
  });
  // Past better-auth's default of 100 requests a minute per address, from this test's one address: what many
  // quick page loads add up to (each page reads the session), made directly so a slow machine still gets there.
  for (let i = 0; i < 110; i++) {
    const response = await page.request.get('/api/auth/get-session');
    expect(response.status(), `read ${i + 1}`).toBe(200);
  }
  const paths = ['/en', '/en/products', '/en/categories', '/en/most-selling', '/en/wishlist'];
  for (let i = 0; i < 15; i++) {
    await page.goto(paths[i % paths.length] ?? '/en');
    await expect(page.getByRole('button', { name: 'Account' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  }
  expect(sessionReads.length).toBeGreaterThanOrEqual(15);
  expect(sessionReads.filter((status) => status !== 200)).toEqual([]);
});

test('a refused session read leaves the header unknown, not signed out, and asks again', async ({
  page,
  loginAs,
}) => {
  await loginAs('shopper');
  // Notes whether the header ever offered "Log in" as text (the guest's button), however briefly.
  await page.addInitScript(() => {
    const seen = () =>
      [...document.querySelectorAll('header a')].some((a) => a.textContent?.trim() === 'Log in');
    new MutationObserver(() => {
      if (seen()) document.documentElement.dataset.sawLogin = 'true';
    }).observe(document, { childList: true, subtree: true });
  });
  // The first read is refused as a limit would; the next ones go through.
  let refused = 0;
  await page.route('**/api/auth/get-session*', async (route) => {
    if (refused++ > 0) return route.continue();
    await route.fulfill({ status: 429, json: { message: 'Too many requests' } });
  });
  await page.goto('/en/products');
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible({ timeout: 15_000 });
  expect(await page.locator('html').getAttribute('data-saw-login')).toBeNull();
  expect(refused).toBeGreaterThanOrEqual(2);
});
