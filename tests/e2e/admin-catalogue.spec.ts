import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import ar from '../../messages/ar.json' with { type: 'json' };
import en from '../../messages/en.json' with { type: 'json' };
import { formatNumber } from '../../src/lib/money';
import { expect, test } from './fixtures';

const MESSAGES = { en, ar } as const;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A label as the admin sees it (a required field's asterisk may follow). */
const label = (text: string) => new RegExp(`^${escapeRegExp(text)}\\s*\\*?$`);

async function chooseOption(page: Page, field: RegExp, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

for (const locale of ['en', 'ar'] as const) {
  test(`an admin builds a category, a brand and a product with variants (${locale})`, async ({
    page,
    loginAs,
  }) => {
    test.setTimeout(120_000);
    const m = MESSAGES[locale];
    const c = m.adminCatalog;
    const id = randomBytes(3).toString('hex');
    const names = {
      category: { en: `Scarves ${id}`, ar: `أوشحة ${id}` },
      sub: { en: `Chiffon ${id}`, ar: `شيفون ${id}` },
      brand: { en: `Nour ${id}`, ar: `نور ${id}` },
      product: { en: `Prayer Dress ${id}`, ar: `إسدال ${id}` },
    };
    const shown = (n: { en: string; ar: string }) => n[locale];
    await loginAs('admin');

    // A category, then a sub category under it; slugs follow the names.
    await page.goto(`/${locale}/admin/categories`);
    await page.getByRole('button', { name: c.category.new, exact: true }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: label(c.nameEn) }).fill(names.category.en);
    await dialog.getByRole('textbox', { name: label(c.nameAr) }).fill(names.category.ar);
    await expect(dialog.getByRole('textbox', { name: label(c.slugEn) })).toHaveValue(`scarves-${id}`);
    await expect(dialog.getByRole('textbox', { name: label(c.slugAr) })).toHaveValue(`أوشحة-${id}`);
    await dialog.getByRole('button', { name: m.common.save }).click();
    await expect(page.getByText(c.category.saved)).toBeVisible();
    await expect(dialog).toBeHidden();

    await page
      .getByRole('button', { name: c.category.newSub.replace('{name}', shown(names.category)) })
      .click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: label(c.nameEn) }).fill(names.sub.en);
    await dialog.getByRole('textbox', { name: label(c.nameAr) }).fill(names.sub.ar);
    await dialog.getByRole('button', { name: m.common.save }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(shown(names.sub), { exact: true })).toBeVisible();

    // A brand, from the products area.
    await page.goto(`/${locale}/admin/products`);
    await page.getByRole('link', { name: c.brand.title }).click();
    await expect(page.getByRole('heading', { name: c.brand.title, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: c.brand.new, exact: true }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: label(c.nameEn) }).fill(names.brand.en);
    await dialog.getByRole('textbox', { name: label(c.nameAr) }).fill(names.brand.ar);
    await dialog.getByRole('button', { name: m.common.save }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(shown(names.brand), { exact: true })).toBeVisible();

    // A product with two colours × two sizes and a photo.
    await page.goto(`/${locale}/admin/products`);
    await page.getByRole('link', { name: c.product.new }).click();
    await expect(page.getByRole('heading', { name: c.product.newTitle, level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: label(c.nameEn) }).fill(names.product.en);
    await page.getByRole('textbox', { name: label(c.nameAr) }).fill(names.product.ar);
    await expect(page.getByRole('textbox', { name: label(c.slugEn) })).toHaveValue(`prayer-dress-${id}`);
    await page.getByRole('textbox', { name: c.product.descriptionEn }).click();
    await page.keyboard.type('Soft chiffon for every day.');
    await page.getByRole('textbox', { name: c.product.descriptionAr }).click();
    await page.keyboard.type('شيفون ناعم لكل يوم.');
    await expect(page.locator('[contenteditable][dir="rtl"]')).toHaveCount(1);
    await chooseOption(page, label(c.product.category), shown(names.category));
    await chooseOption(page, label(c.product.subCategory), shown(names.sub));
    await chooseOption(page, label(c.product.brand), shown(names.brand));
    await page.getByRole('textbox', { name: label(c.product.price) }).fill('25');
    await page.getByRole('textbox', { name: label(c.product.compareAtPrice) }).fill('20');

    // Colour and size fields are numbered in the page's digits.
    const optionField = (text: string, n: number) =>
      page.getByRole('textbox', { name: `${text} ${formatNumber(n, locale)}` });
    for (const [i, color] of [
      ['Rose', 'وردي', '#e8a0b0'],
      ['Navy', 'كحلي', '#1b2a4a'],
    ].entries()) {
      await page.getByRole('button', { name: c.product.addColor }).click();
      await optionField(c.product.colorNameEn, i + 1).fill(color[0] ?? '');
      await optionField(c.product.colorNameAr, i + 1).fill(color[1] ?? '');
      await optionField(c.product.swatch, i + 1).fill(color[2] ?? '');
    }
    for (const [i, size] of [
      ['Standard', 'عادي'],
      ['Large', 'كبير'],
    ].entries()) {
      await page.getByRole('button', { name: c.product.addSize }).click();
      await optionField(c.product.sizeNameEn, i + 1).fill(size[0] ?? '');
      await optionField(c.product.sizeNameAr, i + 1).fill(size[1] ?? '');
    }
    await page.getByRole('button', { name: c.product.generate }).click();
    const rows = page.getByTestId('variant-row');
    await expect(rows).toHaveCount(4);
    const sku = page.getByRole('textbox', { name: new RegExp(`^${c.product.sku} `) });
    await expect(sku.first()).toHaveValue(`PRAYER-DRESS-${id.toUpperCase()}-ROSE-STANDARD`);
    const stock = page.getByRole('textbox', { name: new RegExp(`^${c.product.stock} `) });
    // Rose / Large stays at 0: the out-of-stock combination.
    for (const index of [0, 2, 3]) await stock.nth(index).fill('5');

    const png = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#c04060' } })
      .png()
      .toBuffer();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'rose.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByTestId('product-image')).toHaveCount(1);
    await expect(page.getByText(c.images.main)).toBeVisible();

    // The compare-at price below the price is refused on its field, in the page's language.
    await page.getByRole('button', { name: c.product.create }).click();
    await expect(page.getByText(m.validation.compareAtAbovePrice)).toBeVisible();
    await expect(page.getByRole('textbox', { name: label(c.product.compareAtPrice) })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    if (locale === 'ar')
      await page.screenshot({ path: 'test-results/screenshots/admin-product-form-ar.png', fullPage: true });
    await page.getByRole('textbox', { name: label(c.product.compareAtPrice) }).fill('30');
    await page.getByRole('button', { name: c.product.create }).click();
    await expect(page.getByText(c.product.saved)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${locale}/admin/products/\\d+$`));
    await expect(page.getByTestId('variant-row')).toHaveCount(4);
    // In the page's digits.
    await expect(page.getByRole('textbox', { name: new RegExp(`^${c.product.stock} `) }).nth(1)).toHaveValue(
      locale === 'ar' ? '٠' : '0',
    );

    // The table finds it (Arabic without the hamza finds إسدال), and the bulk action publishes it.
    await page.goto(`/${locale}/admin/products`);
    await page
      .getByRole('searchbox', { name: c.table.search })
      .fill(locale === 'ar' ? `اسدال ${id}` : `prayer ${id}`);
    await page.getByRole('searchbox', { name: c.table.search }).press('Enter');
    await expect(page).toHaveURL(/[?&]q=/);
    const row = page.getByTestId('product-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('link', { name: shown(names.product) })).toBeVisible();
    await expect(row.getByText(c.draft)).toBeVisible();
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: c.bulk.publish, exact: true }).click();
    await expect(
      page.getByText(locale === 'ar' ? 'تم نشر منتج واحد' : 'One product published'),
    ).toBeVisible();
    await expect(row.getByText(c.published, { exact: true })).toBeVisible();
    // The state is in the URL: a reload shows the same filtered table.
    await page.reload();
    await expect(page.getByTestId('product-row')).toHaveCount(1);
    if (locale === 'en') {
      await page.goto('/en/admin/products?sort=updated&dir=desc');
      await expect(page.getByRole('columnheader', { name: c.table.updated })).toHaveAttribute(
        'aria-sort',
        'descending',
      );
      await page.screenshot({ path: 'test-results/screenshots/admin-products-en.png', fullPage: true });
    }

    // Deleting categories that are in use is refused with the reason and the count.
    await page.goto(`/${locale}/admin/categories`);
    await page.getByRole('button', { name: `${c.delete}: ${shown(names.sub)}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: c.delete }).click();
    await expect(
      page.getByText(locale === 'ar' ? /هذا القسم مستخدم في منتج واحد/ : /used by one product/),
    ).toBeVisible();
    await page.getByRole('button', { name: `${c.delete}: ${shown(names.category)}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: c.delete }).click();
    await expect(
      page.getByText(
        locale === 'ar'
          ? 'لهذا القسم قسم فرعي واحد؛ يلزم نقلها أو حذفها أولًا'
          : 'This category has one sub category; move or delete them first',
      ),
    ).toBeVisible();
    await expect(page.getByText(shown(names.sub), { exact: true })).toBeVisible();
    if (locale === 'ar')
      await page.screenshot({ path: 'test-results/screenshots/admin-categories-ar.png', fullPage: true });
  });
}

test('the CSV export is for admins only', async ({ page, loginAs, request }) => {
  expect((await request.get('/api/admin/products/export')).status()).toBe(401);
  await loginAs('shopper');
  expect((await page.request.get('/api/admin/products/export')).status()).toBe(403);
});

test('the CSV export downloads for an admin and the import reports bad rows', async ({ page, loginAs }) => {
  await loginAs('admin');
  const response = await page.request.get('/api/admin/products/export');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/csv');
  expect((await response.text()).split('\n')[0]).toContain('slug_en,slug_ar,name_en');

  await page.goto('/ar/admin/products');
  await page.getByRole('button', { name: ar.adminCatalog.csv.import }).click();
  const csv = `${(await response.text()).split('\n')[0]}\nbad-slug-x,سيء,Bad,سيء,,,no-such-category,,,1.00,,true,BAD-1,,,,,,,-2\n`;
  await page
    .getByRole('dialog')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('dialog').getByRole('button', { name: ar.adminCatalog.csv.importButton }).click();
  const table = page.getByRole('table', { name: ar.adminCatalog.csv.errorsTable });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(3); // header + category + stock
  await expect(table.getByText(ar.catalogErrors.unknownCategory)).toBeVisible();
  await expect(table.getByText(ar.validation.stockInvalid)).toBeVisible();
});

test('the products table fits a phone: only the table scrolls sideways @phone', async ({ page, loginAs }) => {
  await loginAs('admin');
  await page.goto('/ar/admin/products');
  await expect(page.getByTestId('product-row').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await page.screenshot({ path: 'test-results/screenshots/admin-products-phone-ar.png' });
});

test('the products table sorts from the keyboard and keeps its sort and page through a reload', async ({
  page,
  loginAs,
}) => {
  const c = ar.adminCatalog.table;
  await loginAs('admin');
  await page.goto('/ar/admin/products');
  const price = page.getByRole('columnheader', { name: c.price });
  await expect(price).not.toHaveAttribute('aria-sort');
  await price.getByRole('link', { name: c.price }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?sort=price&dir=asc$/);
  await expect(price).toHaveAttribute('aria-sort', 'ascending');

  // Pages are in the URL too, and the range is written in the page's own digits.
  await page.getByRole('button', { name: ar.dataTable.nextPage }).click();
  await expect(page).toHaveURL(/\?sort=price&dir=asc&page=2$/);
  await expect(page.getByText(/^٢١–٤٠ من [٠-٩٬]+$/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('columnheader', { name: c.price })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByText(/^٢١–٤٠ من [٠-٩٬]+$/)).toBeVisible();

  // A search that finds nothing says so, in the table.
  await page.goto('/ar/admin/products?q=zzqqxx');
  await expect(page.getByText(c.noMatch)).toBeVisible();
});
