import type { Page } from '@playwright/test';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from '../../src/domains/catalog/demo/catalogue';
import { slugify } from '../../src/domains/catalog/schemas';
import { expectNoSidewaysScroll } from './checks';
import { expect, test } from './fixtures';

// No storefront page may scroll sideways on a small phone (360 px), in either language, signed in or not.

const product = DEMO_PRODUCTS.find((p) => !p.draft && !p.soldOut);
const category = DEMO_CATEGORIES[0];
if (!product || !category) throw new Error('no demo product or category');

const slugs = {
  en: { product: product.slug, category: category.slug },
  ar: { product: slugify(product.ar, 'ar'), category: slugify(category.ar, 'ar') },
};

async function fits(page: Page, what: string) {
  // Late client islands change the header after load (the account entry's placeholder becomes the login link or
  // the account menu): measure once they are in. Waiting for the network to be idle instead cost seconds a page.
  await page.waitForLoadState('load');
  await expect(page.locator('header [class*="skeleton" i]')).toHaveCount(0);
  await expectNoSidewaysScroll(page, what);
}

// A plain 360 px viewport: with phone emulation Chromium widens the layout viewport to fit what overflows, and
// innerWidth grows with it, hiding the very overflow this looks for.
test.use({ viewport: { width: 360, height: 740 } });

for (const locale of ['en', 'ar'] as const) {
  for (const role of ['guest', 'shopper'] as const) {
    test(`every storefront page fits a 360 px screen (${locale}, ${role})`, async ({ page, loginAs }) => {
      test.setTimeout(90_000);
      if (role === 'shopper') await loginAs('shopper');
      const s = slugs[locale];
      const paths = [
        '',
        '/products',
        `/products/${s.product}`,
        '/categories',
        `/categories/${s.category}`,
        '/most-selling',
        '/wishlist',
        '/cart',
        '/checkout',
        '/orders',
        '/login',
        '/signup',
        '/no-such-page',
      ];
      for (const path of paths) {
        await page.goto(`/${locale}${path}`);
        await fits(page, `/${locale}${path}`);
      }

      // The filter sheet, open, with every field inside the screen.
      await page.goto(`/${locale}/products`);
      await page.getByRole('button', { name: locale === 'en' ? 'Filters' : 'التصفية' }).click();
      const sheet = page.getByRole('dialog');
      await expect(sheet).toBeVisible();
      await fits(page, 'the filter sheet');
      for (const field of await sheet.locator('input, select, button, a').all()) {
        const box = await field.boundingBox();
        if (!box) continue;
        expect(box.x, 'a filter field starts off the screen').toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, 'a filter field ends off the screen').toBeLessThanOrEqual(360);
      }
    });
  }
}
