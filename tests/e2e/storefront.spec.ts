import type { Browser, Page } from '@playwright/test';
import { DEMO_PRODUCTS } from '../../src/domains/catalog/demo/catalogue';
import { slugify } from '../../src/domains/catalog/schemas';
import { MESSAGES } from './checks';
import { expect, test } from './fixtures';

// The storefront on the demo catalogue that `npm start` loads into the fresh e2e store (src/domains/catalog/demo/seed.ts).

const shots = 'test-results/screenshots';
const arSlug = (p: { ar: string }) => slugify(p.ar, 'ar');
const demo = (slug: string) => {
  const product = DEMO_PRODUCTS.find((p) => p.slug === slug);
  if (!product) throw new Error(`no demo product ${slug}`);
  return product;
};
const resultCount = async (page: Page) =>
  Number((await page.getByTestId('result-count').getAttribute('data-total')) ?? -1);

/** A page in a browser context with JavaScript switched off (what a no-JS visitor or a crawler sees). */
async function noScriptPage(browser: Browser, viewport?: { width: number; height: number }) {
  const context = await browser.newContext({ javaScriptEnabled: false, ...(viewport ? { viewport } : {}) });
  return { context, page: await context.newPage() };
}

/** The first demo product (of those with several combinations) whose page shows a disabled, sold-out choice. */
async function productWithSoldOutChoice(page: Page, locale: 'en' | 'ar') {
  const candidates = DEMO_PRODUCTS.filter(
    (p) => !p.draft && !p.soldOut && p.colors.length * p.sizes.length > 1,
  );
  for (const product of candidates) {
    await page.goto(`/${locale}/products/${locale === 'en' ? product.slug : arSlug(product)}`);
    // A sold-out colour, or a size sold out in the chosen colour.
    for (const color of await page.getByRole('radio').all()) {
      if (await color.isDisabled()) return product;
    }
  }
  throw new Error('no demo product has a sold-out combination');
}

test.describe('product listing', () => {
  test('filters, sorts and clears through query parameters with JavaScript off', async ({ browser }) => {
    const { context, page } = await noScriptPage(browser);
    await page.goto('/en/products');
    const all = await resultCount(page);
    expect(all).toBeGreaterThan(24); // more than one page
    await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();

    const filters = page.locator('aside').getByRole('form', { name: 'Filters' });
    await filters.getByLabel('Category', { exact: true }).selectOption('silk-scarves');
    await filters.getByLabel('Sort by').selectOption('price-asc');
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/category=silk-scarves/);
    await expect(page).toHaveURL(/sort=price-asc/);
    const silkPrices = DEMO_PRODUCTS.filter(
      (p) => !p.draft && ['silk-squares', 'long-silk-scarves', 'silk-twillies'].includes(p.sub),
    );
    // The filtered list replaces the whole document (no JavaScript): read the count once it has arrived.
    await expect.poll(() => resultCount(page)).toBe(silkPrices.length);
    expect(silkPrices.length).toBeLessThan(all);
    const cheapest = Math.min(...silkPrices.map((p) => p.price));
    await expect(page.locator('article').first()).toContainText(`$${(cheapest / 100).toFixed(2)}`);

    // Price range in whole dollars, and a shareable link: the same URL gives the same list.
    const url = new URL(page.url());
    url.searchParams.set('min', '100');
    url.searchParams.set('max', '150');
    await page.goto(url.toString());
    const inRange = silkPrices.filter((p) => p.price >= 10_000 && p.price <= 15_000).length;
    expect(await resultCount(page)).toBe(inRange);
    await page.screenshot({ path: `${shots}/products-en.png`, fullPage: false });

    // Spec: Clear filters resets category, sub category and sort, and sets the price range to 0–10000.
    await page.locator('aside').getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/en\/products\?min=0&max=10000$/);
    // As many as the unfiltered list. Other tests may publish products meanwhile, and a cached list is served stale
    // once while it re-renders: read both again until they agree.
    const unfiltered = await context.newPage();
    await expect(async () => {
      await Promise.all([page.reload(), unfiltered.goto('/en/products')]);
      expect(await resultCount(page)).toBe(await resultCount(unfiltered));
    }).toPass({ timeout: 15_000 });
    expect(await resultCount(page)).toBeGreaterThanOrEqual(all);
    await context.close();
  });

  test('a search keeps its words through the filters and the language switch keeps the query', async ({
    page,
  }) => {
    await page.goto('/en/products?q=silk&brand=dar-al-harir');
    const en = await resultCount(page);
    expect(en).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('silk');
    await page.getByRole('link', { name: /Language: العربية/ }).click();
    await expect(page).toHaveURL(/\/ar\/products\?.*brand=dar-al-harir/);
    expect(await resultCount(page)).toBe(en);
    // The filter form shows the brand chosen with its English slug.
    await expect(page.locator('aside').getByLabel('العلامة التجارية')).toHaveValue(
      arSlug({ ar: 'دار الحرير' }),
    );
  });

  test('a search for a category’s word finds its products, though their names say it otherwise', async ({
    page,
  }) => {
    // "scarves" and "أوشحة" are the names of categories; the products' own names say "scarf" and "وشاح".
    await page.goto('/en/products?q=scarves');
    expect(await resultCount(page)).toBeGreaterThan(0);
    await page.goto(`/ar/products?q=${encodeURIComponent('اوشحة')}`);
    expect(await resultCount(page)).toBeGreaterThan(0);
    // A page past the last one says it doesn't exist and leads to the last, instead of "no products match".
    await page.goto('/en/products?page=99');
    await expect(page.getByText("This page doesn't exist: the list ends at page")).toBeVisible();
    await page.getByRole('link', { name: 'Go to the last page' }).click();
    await expect(page).toHaveURL(/page=\d/);
    await expect(page.getByTestId('past-last-page')).toHaveCount(0);
    await expect(page.locator('main a[href*="/en/products/"]').first()).toBeVisible();
  });

  test('Arabic search finds the same products with diacritics and tatweel @phone', async ({ browser }) => {
    const { context, page } = await noScriptPage(browser, { width: 412, height: 915 });
    await page.goto(`/ar/products?q=${encodeURIComponent('وشاح')}`);
    const plain = await resultCount(page);
    expect(plain).toBeGreaterThan(0);
    await page.goto(`/ar/products?q=${encodeURIComponent('وِشَـــاح')}`);
    expect(await resultCount(page)).toBe(plain);

    // On a phone the filters sit in a disclosure that opens and submits without JavaScript.
    await page.goto('/ar/products');
    await page.getByText('التصفية', { exact: true }).click();
    const form = page.getByRole('form', { name: 'التصفية' }).last();
    await form.getByLabel('العلامة التجارية').selectOption({ label: 'نول الصحراء' });
    await form.getByRole('button', { name: 'تطبيق التصفية' }).click();
    await expect(page).toHaveURL(/brand=/);
    const loom = DEMO_PRODUCTS.filter((p) => !p.draft && p.brand === 'sahara-loom').length;
    expect(await resultCount(page)).toBe(loom);
    await page.screenshot({ path: `${shots}/products-ar-phone.png`, fullPage: false });
    await context.close();
  });

  test('the phone filter drawer opens with JavaScript @phone', async ({ page }) => {
    await page.goto('/en/products');
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await drawer.getByLabel('Sort by').selectOption('price-desc');
    await drawer.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/sort=price-desc/);
  });
});

test.describe('product page', () => {
  for (const locale of ['en', 'ar'] as const) {
    test(`disables a sold-out combination and adds to the cart (${locale})`, async ({ page }) => {
      // It opens cold product pages until one shows a sold-out choice: several seconds each on a busy machine.
      test.setTimeout(90_000);
      const outOfStock = locale === 'en' ? 'Out Of Stock' : 'نفدت الكمية';
      await productWithSoldOutChoice(page, locale);
      const disabled = page.locator('label', { has: page.locator('input[type=radio]:disabled') }).first();
      await expect(disabled).toContainText(outOfStock);

      const badge = page.getByTestId('cart-count');
      await expect(badge).toHaveAttribute('data-count', '0');
      await page
        .getByRole('button', { name: locale === 'en' ? 'Increase quantity' : 'زيادة الكمية' })
        .click();
      // The quantity in the page's digits, typed in either.
      const quantity = page.getByLabel(MESSAGES[locale].product.quantity, { exact: true });
      await expect(quantity).toHaveValue(locale === 'en' ? '2' : '٢');
      // Emptied to type another, it stays empty while typing; left empty, it shows the quantity again.
      await quantity.fill('');
      await expect(quantity).toHaveValue('');
      await quantity.blur();
      await expect(quantity).toHaveValue(locale === 'en' ? '2' : '٢');
      await quantity.fill(locale === 'en' ? '٢' : '2');
      await expect(quantity).toHaveValue(locale === 'en' ? '2' : '٢');
      await quantity.blur();
      await page.getByRole('button', { name: locale === 'en' ? 'Add to cart' : 'أضيفي إلى السلة' }).click();
      await expect(badge).toHaveAttribute('data-count', '2');
      await expect(
        page.getByRole('alert').or(page.locator('.mantine-Notification-root')).first(),
      ).toBeVisible();
      // Kept in local storage under the spec's key, across reloads.
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cartData') ?? '[]'));
      expect(stored).toEqual([expect.objectContaining({ quantity: 2 })]);
      await page.reload();
      await expect(page.getByTestId('cart-count')).toHaveAttribute('data-count', '2');
      if (locale === 'ar') await page.screenshot({ path: `${shots}/product-ar.png`, fullPage: false });
    });
  }

  test('a sold-out product says so and cannot be added', async ({ page }) => {
    const soldOut = DEMO_PRODUCTS.find((p) => p.soldOut && !p.draft);
    if (!soldOut) throw new Error('the demo catalogue has a sold-out product');
    await page.goto(`/en/products/${soldOut.slug}`);
    await expect(page.getByText('Product Is Out Of Stock')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    const ld = await jsonLd(page);
    expect(ld.product.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  test('JSON-LD names the product, its price, currency and availability, and the breadcrumbs', async ({
    page,
  }) => {
    const product = demo('andalusian-tiles-silk-square'); // one size: no variant overrides its price
    await page.goto(`/ar/products/${arSlug(product)}`);
    const ld = await jsonLd(page);
    expect(ld.product.name).toBe(product.ar);
    expect(ld.product.offers).toMatchObject({
      '@type': 'Offer',
      price: (product.price / 100).toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    });
    expect(ld.product.offers.url).toContain(`/ar/products/${encodeURIComponent(arSlug(product))}`);
    expect(ld.breadcrumbs.itemListElement.at(-1).name).toBe(product.ar);
    if (ld.product.aggregateRating) expect(ld.product.aggregateRating.ratingCount).toBeGreaterThan(0);

    // Canonical, hreflang alternates in both languages' slugs, and the main image as the share image.
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/ar\/products\/%D9%85/);
    await expect(page.locator('link[rel=alternate][hreflang=en]')).toHaveAttribute(
      'href',
      new RegExp(`/en/products/${product.slug}$`),
    );
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
      'content',
      /^http.*-1280\.webp$/,
    );
    await expect(page).toHaveTitle(new RegExp(product.ar));
  });

  test('unknown slugs answer 404 with the spec messages', async ({ page }) => {
    let response = await page.goto('/en/products/no-such-scarf');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
    response = await page.goto('/ar/products/no-such-scarf');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'المنتج غير موجود' })).toBeVisible();
    response = await page.goto('/en/categories/no-such-category');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Categorie Not Found' })).toBeVisible();
    response = await page.goto('/en/categories/silk-scarves/no-such-sub');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Sub Category Not Found' })).toBeVisible();
    response = await page.goto('/en/categories/silk-scarves/silk-squares');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Silk squares' })).toBeVisible();
  });
});

test.describe('search engines and search box', () => {
  test('sitemap.xml lists products and categories in both languages; robots.txt points to it', async ({
    request,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const product = demo('midnight-garden-silk-square');
    expect(xml).toContain(`/en/products/${product.slug}</loc>`);
    expect(xml).toContain(`/ar/products/${encodeURIComponent(arSlug(product))}</loc>`);
    expect(xml).toContain('/en/categories/silk-scarves/silk-squares</loc>');
    expect(xml).toContain('hreflang="ar"');
    const draft = DEMO_PRODUCTS.find((p) => p.draft);
    if (draft) expect(xml).not.toContain(`/products/${draft.slug}<`);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /*/admin');
    expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
  });

  test('the header search suggests products as you type and opens one with the keyboard', async ({
    page,
  }) => {
    await page.goto('/en');
    const box = page.getByRole('combobox', { name: 'Search the store' }).first();
    await box.fill('andalus');
    const option = page.getByRole('option', { name: /Andalusian Tiles Silk Square/ });
    await expect(option).toBeVisible();
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/en\/products\/andalusian-tiles-silk-square$/);

    // Enter without a highlighted suggestion runs the ordinary search.
    const again = page.getByRole('combobox', { name: 'Search the store' }).first();
    await again.fill('silk');
    await again.press('Enter');
    await expect(page).toHaveURL(/\/en\/products\?q=silk$/);
    // The listing's header box shows the query it was searched with.
    await expect(page.getByRole('combobox', { name: 'Search the store' }).first()).toHaveValue('silk');
  });

  test('the suggestion endpoint validates its input', async ({ request }) => {
    expect((await request.get('/api/search/suggest')).status()).toBe(400);
    const response = await request.get(`/api/search/suggest?q=${encodeURIComponent('وشاح')}&locale=ar`);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('public');
    const { items } = await response.json();
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(6);
    expect(Object.keys(items[0]).sort()).toEqual(['image', 'name', 'price', 'slug']);
  });
});

/** The page's JSON-LD blocks, parsed: the Product and the BreadcrumbList. */
async function jsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const items = blocks.flatMap((b) => [JSON.parse(b)].flat());
  const product = items.find((i) => i['@type'] === 'Product');
  const breadcrumbs = items.find((i) => i['@type'] === 'BreadcrumbList');
  expect(product, 'Product JSON-LD').toBeTruthy();
  return { product, breadcrumbs };
}
