// Issue 38: the back office's number fields kept only the keys their rules allowed, so "-3" typed over a selected 5
// was saved as 53, a stock of 1.5 as 15 and a price of -5 as 5; a price of 99 999 999 999 said "This field is
// required". Now what is typed stays as typed and the field says what is wrong, in the page's language. Every
// amount and count of the admin is the form kit's one NumberField; the product form shows it (nothing is saved).
import type { Page } from '@playwright/test';
import { escapeRegExp, expectAccessible, type Locale, label, MESSAGES, say } from './checks';
import { expect, test } from './fixtures';

/** Selects all of a field's text and types over it, key by key, as the owner would. */
async function typeOver(page: Page, field: ReturnType<Page['getByRole']>, text: string) {
  await field.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

for (const locale of ['en', 'ar'] as const satisfies Locale[]) {
  test(`a number field keeps what is typed and says what is wrong with it (${locale})`, async ({
    page,
    loginAs,
  }) => {
    test.setTimeout(90_000);
    const c = MESSAGES[locale].adminCatalog;
    const v = MESSAGES[locale].validation;
    const digits = (text: string) =>
      locale === 'ar' ? text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d))) : text;
    await loginAs('admin');
    await page.goto(`/${locale}/admin/products/new`);
    await expect(page.getByRole('heading', { name: c.product.newTitle, level: 1 })).toBeVisible();
    const price = page.getByRole('textbox', { name: label(c.product.price) });
    const stock = page
      .getByRole('textbox', { name: new RegExp(`^${escapeRegExp(c.product.stock)}`) })
      .first();

    // The threshold's case on a count: 5, all selected, "-3" typed over it stays -3, refused as negative.
    await stock.fill('5');
    await typeOver(page, stock, digits('-3'));
    await expect(stock).toHaveValue(digits('-3'));
    await expect(stock).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(say(locale, 'validation.numberMin', { min: digits('0') }))).toBeVisible();
    // A fraction of a count stays a fraction, refused as one.
    await typeOver(page, stock, locale === 'ar' ? '١٫٥' : '1.5');
    await expect(stock).toHaveValue(locale === 'ar' ? '١٫٥' : '1.5');
    await expect(page.getByText(v.numberWhole)).toBeVisible();
    await typeOver(page, stock, digits('15'));
    await expect(stock).toHaveValue(digits('15'));
    await expect(stock).not.toHaveAttribute('aria-invalid', 'true');

    // A negative price stays negative, refused as one.
    await typeOver(page, price, '-5');
    await expect(price).toHaveValue(locale === 'ar' ? '-٥٫٠٠' : '-5.00');
    await expect(page.getByText(say(locale, 'validation.numberMin', { min: digits('0') }))).toBeVisible();
    // A decimal too many is shown, not rounded away.
    await typeOver(page, price, '12.345');
    await expect(price).toHaveValue(locale === 'ar' ? '١٢٫٣٤٥' : '12.345');
    await expect(page.getByText(say(locale, 'validation.numberDecimals', { decimals: 2 }))).toBeVisible();
    // A price far too large is kept, and sending the form says it is too large — not that it is required.
    await typeOver(page, price, '99999999999');
    await expect(price).toHaveValue(locale === 'ar' ? '٩٩٬٩٩٩٬٩٩٩٬٩٩٩٫٠٠' : '99,999,999,999.00');
    await page.getByRole('button', { name: c.product.create }).click();
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(v.numberTooLarge)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${locale}/admin/products/new$`));
    await expectAccessible(page, `product form with refused numbers (${locale})`);
  });
}
