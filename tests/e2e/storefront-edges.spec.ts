// Issue 39, item 4: the storefront's rough edges, in both languages. Item lines join their facts with the page's
// separator (the Arabic comma: a middle dot beside Arabic-Indic digits read as the digit zero), prices on cards and
// options are compact, the checkout takes a phone number with its country code as browsers autofill it, and every
// text field writes in the direction of what is typed.
import { DEMO_BRANDS } from '../../src/domains/catalog/demo/catalogue';
import { escapeRegExp, expectAccessible, expectNoSidewaysScroll, label, MESSAGES } from './checks';
import { expect, newPhone, newShopper, test } from './fixtures';
import { AREA, areaPicker, chooseArea, fillShipping, productFor, slugOf } from './shop';

const SEPARATOR = { en: ' · ', ar: '، ' } as const;
// The demo store's base currency named in full on Arabic pages: too long for a card or an option on a phone.
const CURRENCY_NAME = 'دولار أمريكي';

for (const [locale, index] of [
  ['en', 11],
  ['ar', 12],
] as const) {
  const m = MESSAGES[locale];

  test(`item lines use one separator, options compact prices, and checkout takes +966 (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const product = productFor(index);
    await page.goto(`/${locale}/products/${slugOf(product, locale)}`);
    await page.getByRole('button', { name: m.product.addToCart }).click();
    await expect(page.getByTestId('cart-count')).toHaveAttribute('data-count', '1');

    await page.goto(`/${locale}/cart`);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    const option = areaPicker(page, locale).locator('option', { hasText: new RegExp(`^${AREA[locale]} `) });
    await expect(option).toHaveText(new RegExp(`^${AREA[locale]} — .+${SEPARATOR[locale].trim()}`));
    await expect(option).not.toContainText(CURRENCY_NAME);
    if (locale === 'ar') await expect(option).not.toContainText('·');
    await chooseArea(page, locale);
    await expectAccessible(page, `cart (${locale})`);
    await page.getByRole('button', { name: m.cartPage.checkout }).click();

    // The number as a Saudi browser autofills it, confirmed the way it is written at home.
    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout$`));
    // A Saudi mobile number (050…): newPhone's 051 and 052 are no numbers to the server's reading of +966.
    const local = `050${newPhone().slice(-7)}`;
    await fillShipping(page, locale, {
      name: locale === 'en' ? 'Layla Hassan' : 'ليلى حسن',
      email: newShopper().email,
      phone: `+966${local.slice(1)}`,
      confirm: local,
    });
    await page.getByRole('button', { name: m.checkout.place }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/orders/\\d+/confirmed\\?key=`));

    // The confirmed order's line: quantity and unit price joined by the page's separator, never a middle dot in
    // Arabic; the phone kept in its national digits.
    const line = page.getByTestId('order-line').first();
    await expect(line).toContainText(`${m.orders.line.quantity}: `);
    await expect(line).toContainText(`${SEPARATOR[locale]}${m.orders.line.unitPrice}: `);
    if (locale === 'ar') await expect(line).not.toContainText('·');
    // The e-mail address whole, on one line, left to right, in either language.
    const email = page.getByTestId('confirmed-email');
    await expect(email).toHaveCSS('direction', 'ltr');
    const lines = await email.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
    await expectAccessible(page, `confirmed order (${locale})`);
  });

  test(`text fields write in the direction of what is typed (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}/contact`);
    const name = page.getByRole('textbox', { name: label(m.contact.form.name) });
    const comments = page.getByRole('textbox', { name: label(m.contact.form.comments) });
    await expect(name).toHaveAttribute('dir', 'auto');
    await expect(comments).toHaveAttribute('dir', 'auto');
    // Typed in the other language than the page's, each field turns to that language's direction.
    const [typed, direction] = locale === 'en' ? ['نورة صالح', 'rtl'] : ['Noura Saleh', 'ltr'];
    await name.fill(typed);
    await comments.fill(`${typed}.`);
    expect(await name.evaluate((el, d) => el.matches(`:dir(${d})`), direction)).toBe(true);
    expect(await comments.evaluate((el, d) => el.matches(`:dir(${d})`), direction)).toBe(true);
    // The header's search too.
    const search = page.getByRole('combobox', { name: m.header.searchLabel }).first();
    await expect(search).toHaveAttribute('dir', 'auto');
    // Whatever runs in it, its text never runs under its button, which sits at the page's end.
    for (const words of ['', typed]) {
      await search.fill(words);
      const [text, button] = await Promise.all([
        search.evaluate((el) => {
          const box = el.getBoundingClientRect();
          const style = getComputedStyle(el);
          return {
            left: box.left + Number.parseFloat(style.paddingLeft),
            right: box.right - Number.parseFloat(style.paddingRight),
          };
        }),
        page.getByRole('button', { name: m.header.searchLabel }).first().boundingBox(),
      ]);
      if (!button) throw new Error('the search has no button');
      if (locale === 'en') expect(text.right, words).toBeLessThanOrEqual(button.x + 1);
      else expect(text.left, words).toBeGreaterThanOrEqual(button.x + button.width - 1);
    }
    await expectAccessible(page, `contact form (${locale})`);
  });
}

// Issue 39, item 2: the home page's brands are logos, laid out in one row whatever their number (five used to leave
// one alone on a second row), and the row scrolls inside itself on a phone, never the page.
for (const locale of ['en', 'ar'] as const) {
  test(`the home page's brands are logos in one row (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}`);
    const section = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: MESSAGES[locale].home.topBrands }) });
    const tiles = section.getByRole('link');
    await expect(tiles.first()).toBeVisible();
    const count = await tiles.count();
    expect(count).toBeGreaterThanOrEqual(5);
    // The demo brands have their logos (a brand another spec adds may have none).
    for (const brand of DEMO_BRANDS) {
      const tile = section.getByRole('link', { name: new RegExp(escapeRegExp(brand[locale])) });
      await expect(tile.locator('img')).toHaveAttribute('src', /\/uploads\/brands\//);
    }
    const tops = new Set<number>();
    for (let i = 0; i < count; i += 1) tops.add(Math.round((await tiles.nth(i).boundingBox())?.y ?? -1));
    expect([...tops]).toHaveLength(1);
    await expectAccessible(page, `/${locale} brands`);
  });
}

test('Arabic product cards show compact prices and nothing scrolls sideways on a phone @phone', async ({
  page,
}) => {
  await page.goto('/ar/products');
  const card = page.getByRole('article').first();
  await expect(card).toContainText(/[٠-٩]+٫[٠-٩]{2}/);
  await expect(card).not.toContainText(CURRENCY_NAME);
  await expectNoSidewaysScroll(page, 'the Arabic listing');
  await expectAccessible(page, 'the Arabic listing on a phone');
});
