import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// A page's links prefetch their pages when the shopper shows intent, not when they scroll into view
// (docs/decisions/0029-prefetch-on-intent.md): loading a page asks the server for no other page.

/** The paths of the React Server Component payloads the page asks for (a prefetch or a navigation). */
function recordPageRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has('_rsc')) paths.push(decodeURIComponent(url.pathname));
  });
  return paths;
}

// A finger on the link (a phone) or the pointer over it (a desktop) asks for its page ahead of the click.
for (const locale of ['en', 'ar'] as const) {
  for (const intent of ['pointer', 'touch'] as const) {
    const title = `a ${locale} home page prefetches no page on load, a product on a ${intent}, and opens it`;
    test(intent === 'touch' ? `${title} @phone` : title, async ({ page }) => {
      const asked = recordPageRequests(page);
      await page.goto(`/${locale}`);
      const product = page.locator('main a[href*="/products/"]').first();
      await expect(product).toBeVisible();
      const href = decodeURIComponent((await product.getAttribute('href')) ?? '');
      // Hydrated, and past the moment Next prefetches the links in view.
      await page.waitForLoadState('networkidle');
      expect(asked).toEqual([]);

      if (intent === 'touch') await product.dispatchEvent('touchstart');
      else await product.hover();
      await expect.poll(() => asked).toContain(href);

      await product.click();
      await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname) === href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
}

test('a link reached by the keyboard prefetches its page when it takes the focus', async ({ page }) => {
  const asked = recordPageRequests(page);
  await page.goto('/en/cart');
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  await page.getByRole('banner').getByRole('link', { name: 'All products' }).focus();
  await expect.poll(() => asked).toContain('/en/products');
});
