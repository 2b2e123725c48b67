import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import ar from '../../messages/ar.json' with { type: 'json' };
import en from '../../messages/en.json' with { type: 'json' };
import { slugify } from '../../src/domains/catalog/schemas';
import { formatMoney, formatNumber } from '../../src/lib/money';
import { expect, test } from './fixtures';

// The end-to-end journey, in each language: an admin builds a category, a sub category and a product with
// two colours × two sizes (one combination sold out) and a photo, and publishes it; a shopper who is not signed in
// finds it by Arabic search, filters the list down to it, opens it, sees the sold-out combination disabled, adds an
// available one to the cart, and the page's JSON-LD names the right price and availability.

const MESSAGES = { en, ar } as const;
const shots = 'test-results/screenshots';
// A loaded two-core machine renders a freshly invalidated catalogue page slowly the first time.
const SLOW = { timeout: 30_000 };
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A label as the admin sees it (a required field's asterisk may follow). */
const label = (text: string) => new RegExp(`^${escapeRegExp(text)}\\s*\\*?$`);
const randomOctet = () => randomBytes(1)[0] ?? 1;

async function chooseOption(page: Page, field: RegExp, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A shopper's page: a new browser context with no session, its own address, and the fixtures' console check. */
async function shopperPage(browser: Browser) {
  const ip = `10.${randomOctet()}.${randomOctet()}.${randomOctet()}`;
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': ip } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (/^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())) return;
    errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

for (const locale of ['en', 'ar'] as const) {
  test(`an admin publishes a product with variants and a shopper finds, filters and buys it (${locale})`, async ({
    page,
    browser,
    loginAs,
  }) => {
    test.setTimeout(240_000);
    const m = MESSAGES[locale];
    const c = m.adminCatalog;
    const id = randomBytes(3).toString('hex');
    const names = {
      category: { en: `Abayas ${id}`, ar: `عباءات ${id}` },
      sub: { en: `Prayer sets ${id}`, ar: `أطقم صلاة ${id}` },
      product: { en: `Prayer Dress ${id}`, ar: `إسدال ${id}` },
    };
    const shown = (n: { en: string; ar: string }) => n[locale];
    const colors = [
      { en: 'Rose', ar: 'وردي', swatch: '#e8a0b0' },
      { en: 'Navy', ar: 'كحلي', swatch: '#1b2a4a' },
    ] as const;
    const sizes = [
      { en: 'Standard', ar: 'عادي' },
      { en: 'Large', ar: 'كبير' },
    ] as const;
    const [rose, navy] = colors;
    const [standard, large] = sizes;

    // ── Admin: a category and a sub category under it.
    await loginAs('admin');
    await page.goto(`/${locale}/admin/categories`);
    await page.getByRole('button', { name: c.category.new, exact: true }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: label(c.nameEn) }).fill(names.category.en);
    await dialog.getByRole('textbox', { name: label(c.nameAr) }).fill(names.category.ar);
    await dialog.getByRole('button', { name: m.common.save }).click();
    await expect(page.getByText(c.category.saved)).toBeVisible(SLOW);
    await expect(dialog).toBeHidden();

    await page
      .getByRole('button', { name: c.category.newSub.replace('{name}', shown(names.category)) })
      .click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: label(c.nameEn) }).fill(names.sub.en);
    await dialog.getByRole('textbox', { name: label(c.nameAr) }).fill(names.sub.ar);
    await dialog.getByRole('button', { name: m.common.save }).click();
    await expect(dialog).toBeHidden(SLOW);
    await expect(page.getByText(shown(names.sub), { exact: true })).toBeVisible();

    // ── Admin: the product in that sub category, two colours × two sizes, Rose / Large sold out, one photo.
    await page.goto(`/${locale}/admin/products/new`);
    await expect(page.getByRole('heading', { name: c.product.newTitle, level: 1 })).toBeVisible(SLOW);
    await page.getByRole('textbox', { name: label(c.nameEn) }).fill(names.product.en);
    await page.getByRole('textbox', { name: label(c.nameAr) }).fill(names.product.ar);
    await page.getByRole('textbox', { name: c.product.descriptionEn }).click();
    await page.keyboard.type('A soft, full-length prayer dress.');
    await page.getByRole('textbox', { name: c.product.descriptionAr }).click();
    await page.keyboard.type('إسدال ناعم بطول كامل.');
    await chooseOption(page, label(c.product.category), shown(names.category));
    await chooseOption(page, label(c.product.subCategory), shown(names.sub));
    await page.getByRole('textbox', { name: label(c.product.price) }).fill('25');
    await page.getByRole('textbox', { name: label(c.product.compareAtPrice) }).fill('30');
    await page.getByRole('switch', { name: c.published }).check();

    // Colour and size fields are numbered in the page's digits.
    const optionField = (text: string, n: number) =>
      page.getByRole('textbox', { name: `${text} ${formatNumber(n, locale)}` });
    for (const [i, color] of colors.entries()) {
      await page.getByRole('button', { name: c.product.addColor }).click();
      await optionField(c.product.colorNameEn, i + 1).fill(color.en);
      await optionField(c.product.colorNameAr, i + 1).fill(color.ar);
      await optionField(c.product.swatch, i + 1).fill(color.swatch);
    }
    for (const [i, size] of sizes.entries()) {
      await page.getByRole('button', { name: c.product.addSize }).click();
      await optionField(c.product.sizeNameEn, i + 1).fill(size.en);
      await optionField(c.product.sizeNameAr, i + 1).fill(size.ar);
    }
    await page.getByRole('button', { name: c.product.generate }).click();
    await expect(page.getByTestId('variant-row')).toHaveCount(4);
    const stock = page.getByRole('textbox', { name: new RegExp(`^${c.product.stock} `) });
    // Rows are colour by colour: Rose/Standard, Rose/Large, Navy/Standard, Navy/Large. Rose/Large stays at 0.
    for (const index of [0, 2, 3]) await stock.nth(index).fill('7');
    await expect(stock.nth(1)).toHaveValue(locale === 'ar' ? '٠' : '0');

    const png = await sharp({ create: { width: 600, height: 750, channels: 3, background: '#b0506a' } })
      .png()
      .toBuffer();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'prayer-dress.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByTestId('product-image')).toHaveCount(1, SLOW);
    await expect(page.getByText(c.images.main)).toBeVisible();

    await page.getByRole('button', { name: c.product.create }).click();
    await expect(page.getByText(c.product.saved)).toBeVisible(SLOW);
    await expect(page).toHaveURL(new RegExp(`/${locale}/admin/products/\\d+$`), SLOW);
    await expect(page.getByRole('switch', { name: c.published })).toBeChecked();

    // ── Shopper: a different visitor, not signed in.
    const shopper = await shopperPage(browser);
    const s = shopper.page;
    const productName = shown(names.product);
    await s.goto(`/${locale}`);
    const search = s.getByRole('combobox', { name: m.header.searchLabel }).first();

    // Arabic without the hamza (اسدال) finds إسدال: first in the typeahead suggestions.
    const arabicQuery = `اسدال ${id}`;
    await search.fill(arabicQuery);
    await expect(s.getByRole('option', { name: productName })).toBeVisible(SLOW);
    if (locale === 'en') {
      // The English name is found too; Enter without a highlighted suggestion runs the full search.
      await search.fill(`prayer dress ${id}`);
      await expect(s.getByRole('option', { name: productName })).toBeVisible(SLOW);
    }
    await search.press('Enter');
    await expect(s).toHaveURL(new RegExp(`/${locale}/products\\?q=`), SLOW);
    // A product card: its link's name also carries the "Sale" badge, so find it by its heading.
    const card = s
      .getByRole('article')
      .filter({ has: s.getByRole('heading', { name: productName, exact: true }) });
    await expect(card).toBeVisible(SLOW);

    // Filter to it through the filter form: category and sub category become query parameters. The sub category
    // list follows the chosen category, so the shopper picks the category first, then one of its sub categories.
    const filters = s.locator('aside').getByRole('form', { name: m.catalog.filters });
    await filters
      .getByLabel(m.catalog.category, { exact: true })
      .selectOption({ label: shown(names.category) });
    await filters.getByRole('button', { name: m.catalog.apply }).click();
    await expect(s).toHaveURL(/[?&]category=/, SLOW);
    await expect(filters.getByLabel(m.catalog.subCategory, { exact: true }).locator('option')).toHaveCount(2);
    await filters
      .getByLabel(m.catalog.subCategory, { exact: true })
      .selectOption({ label: shown(names.sub) });
    await filters.getByRole('button', { name: m.catalog.apply }).click();
    await expect(s).toHaveURL(/[?&]sub=/, SLOW);
    const params = new URL(s.url()).searchParams;
    expect(params.get('category')).toBe(slugify(shown(names.category), locale));
    expect(params.get('sub')).toBe(slugify(shown(names.sub), locale));
    expect(params.get('q')).toBeTruthy();
    await expect(s.getByTestId('result-count')).toHaveAttribute('data-total', '1');
    await expect(card).toBeVisible();

    // The same filtered list is a shareable link (category and sub category alone, no search words).
    await s.goto(
      `/${locale}/products?${new URLSearchParams({ category: params.get('category') ?? '', sub: params.get('sub') ?? '' })}`,
    );
    await expect(s.getByTestId('result-count')).toHaveAttribute('data-total', '1', SLOW);
    await card.getByRole('link').click();
    await expect(s).toHaveURL(
      new RegExp(`/${locale}/products/${escapeRegExp(encodeURIComponent(slugify(productName, locale)))}$`),
      SLOW,
    );
    await expect(s.getByRole('heading', { level: 1, name: productName })).toBeVisible(SLOW);
    await expect(
      s.getByRole('region', { name: m.product.gallery }).getByRole('img', { name: productName }),
    ).toHaveAttribute('src', /\.webp$/);
    await expect(s.getByText(formatMoney(2500, 'USD', locale)).first()).toBeVisible();

    // Variant pickers: in Rose, Large is sold out (disabled and labelled); in Navy, every size can be bought.
    const p = m.product;
    const colorGroup = s.getByRole('group', { name: new RegExp(`^${escapeRegExp(p.color)}`) });
    const sizeGroup = s.getByRole('group', { name: p.size, exact: true });
    const sizeRadio = (size: { en: string; ar: string }) =>
      sizeGroup.getByRole('radio', { name: new RegExp(`^${escapeRegExp(shown(size))}`) });
    const largeLabel = sizeGroup.locator('label').filter({ hasText: shown(large) });
    const badge = s.getByTestId('cart-count');
    await expect(badge).toHaveAttribute('data-count', '0', SLOW);

    await colorGroup.getByRole('radio', { name: shown(navy) }).check();
    await expect(sizeRadio(large)).toBeEnabled();
    await sizeRadio(large).check();
    await expect(largeLabel).not.toContainText(p.outOfStock);

    await colorGroup.getByRole('radio', { name: shown(rose) }).check();
    await expect(colorGroup).toHaveAccessibleName(`${p.color}: ${shown(rose)}`);
    await expect(sizeRadio(large)).toBeDisabled();
    await expect(largeLabel).toContainText(p.outOfStock);
    // The choice moved to the size that can be bought in Rose.
    await expect(sizeRadio(standard)).toBeChecked();
    await expect(sizeRadio(standard)).toBeEnabled();
    await s.screenshot({ path: `${shots}/journey-${locale}-product.png`, fullPage: true });

    // An available combination goes into the cart: the badge counts it.
    const addToCart = s.getByRole('button', { name: p.addToCart });
    await expect(addToCart).toBeEnabled();
    await addToCart.click();
    await expect(badge).toHaveAttribute('data-count', '1');
    await colorGroup.getByRole('radio', { name: shown(navy) }).check();
    await sizeRadio(large).check();
    await addToCart.click();
    await expect(badge).toHaveAttribute('data-count', '2');
    const cart = await s.evaluate(() => JSON.parse(localStorage.getItem('cartData') ?? '[]'));
    expect(cart).toHaveLength(2);

    // JSON-LD: this product, its price in the store currency, in stock.
    const blocks = await s.locator('script[type="application/ld+json"]').allTextContents();
    const items = blocks.flatMap((block) => [JSON.parse(block)].flat());
    const product = items.find((item) => item['@type'] === 'Product');
    expect(product, 'Product JSON-LD').toBeTruthy();
    expect(product.name).toBe(productName);
    expect(product.offers).toMatchObject({
      '@type': 'Offer',
      price: '25.00',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    });
    expect(product.image).toEqual([expect.stringMatching(/-1280\.webp$/)]);
    const crumbs = items.find((item) => item['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((crumb: { name: string }) => crumb.name).slice(1)).toEqual([
      shown(names.category),
      shown(names.sub),
      productName,
    ]);

    expect(shopper.errors, 'console errors (shopper)').toEqual([]);
    await shopper.context.close();
  });
}
