import type { Page } from '@playwright/test';
import { DEMO_PRODUCTS } from '../../src/domains/catalog/demo/catalogue';
import { slugify } from '../../src/domains/catalog/schemas';
import { expect, test } from './fixtures';

// What a new shopper meets around the pages: the store's frame on a 404, no failing requests as a guest, and one
// kind of digit on an Arabic page.

const product = DEMO_PRODUCTS.find((p) => !p.draft && !p.soldOut);
if (!product) throw new Error('no demo product');
const productPath = { en: `/en/products/${product.slug}`, ar: `/ar/products/${slugify(product.ar, 'ar')}` };

const NOT_FOUND = { en: 'Page not found', ar: 'الصفحة غير موجودة' };

/** The store's header and footer are on the page. */
async function expectStoreFrame(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link').first()).toBeVisible();
}

for (const locale of ['en', 'ar'] as const) {
  test(`a 404 keeps the store's header and footer, and answers 404 (${locale})`, async ({ page }) => {
    const unknownPath = await page.goto(`/${locale}/no-such-page/at-all`);
    expect(unknownPath?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND[locale] })).toBeVisible();
    // The tab says so too, not the store's tagline.
    await expect(page).toHaveTitle(new RegExp(`^${NOT_FOUND[locale]}`));
    await expectStoreFrame(page);

    for (const path of [`/${locale}/products/no-such-scarf`, `/${locale}/categories/no-such-category`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectStoreFrame(page);
    }
  });

  test(`a guest's product page makes no request that fails (${locale})`, async ({ page }) => {
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(productPath[locale]);
    await page.waitForLoadState('networkidle');
    // The heart is ready (it knows this is a guest) without any refused request.
    await expect(
      page.getByRole('button', { name: locale === 'en' ? 'Add to wishlist' : 'أضيفي إلى المفضلة' }),
    ).toBeEnabled();
    expect(failed).toEqual([]);
  });
}

test('an Arabic product page and its footer write every number in Arabic-Indic digits', async ({ page }) => {
  await page.goto(productPath.ar);
  await page.waitForLoadState('networkidle');
  // Identifiers a shopper may copy or quote (the SKU) keep their characters, isolated left to right
  // (docs/translation-glossary.md); everything else that is read is checked.
  const visibleText = (selector: string) =>
    page.locator(selector).evaluate((root) => {
      const copy = root.cloneNode(true) as HTMLElement;
      for (const id of copy.querySelectorAll('bdi[dir="ltr"], input, textarea, script, style')) id.remove();
      return copy.textContent ?? '';
    });
  const main = await visibleText('main');
  const footer = await visibleText('footer');
  expect(main).toMatch(/[٠-٩]/); // prices, counts: there are numbers to check
  expect(footer).toMatch(/[٠-٩]/); // support hours, the year
  expect(main.match(/[0-9]+/g) ?? []).toEqual([]);
  expect(footer.match(/[0-9]+/g) ?? []).toEqual([]);
  // A price reads as an Arabic phrase (the currency named in Arabic), never with a Latin symbol beside it.
  await expect(page.locator('main bdi').first()).toContainText('دولار');
});
