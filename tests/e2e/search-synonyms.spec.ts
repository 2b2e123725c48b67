import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { formatNumber } from '../../src/lib/money';
import { expectAccessible, expectNoSidewaysScroll, type Locale, MESSAGES, say } from './checks';
import { expect, test } from './fixtures';

// Search that speaks like Gulf shoppers (issue 40), in both languages: the owner adds a synonym group and a
// shopper's search finds it at once; a typo is offered "Did you mean …?" on the listing and in the typeahead; the
// searches that found nothing are listed for the owner, who turns one into a synonym in one step. The words added
// are made up per run, so no other spec's search finds anything new (specs share one database and run in parallel).

/** A demo product (src/domains/catalog/demo/catalogue.ts) and a typo of its name's word in each language. */
const PRODUCT = {
  name: { en: 'Andalusian Tiles Silk Square', ar: 'مربع حرير البلاط الأندلسي' },
  word: 'andalusian',
  typo: { en: 'andalusain', ar: 'الاندلسسي' },
} as const;

const madeUp = (prefix: string) => `${prefix}${randomBytes(4).toString('hex').replace(/\d/g, 'q')}`;

const resultCount = async (page: Page) =>
  Number((await page.getByTestId('result-count').getAttribute('data-total')) ?? -1);

const productLink = (page: Page, locale: Locale) =>
  page.locator('main').getByRole('link', { name: PRODUCT.name[locale] }).first();

for (const locale of ['en', 'ar'] as const) {
  test(`the owner's synonym is searched at once, and what found nothing can become one (${locale})`, async ({
    page,
    browser,
    loginAs,
  }) => {
    test.setTimeout(150_000);
    const s = MESSAGES[locale].searchWords;
    const synonym = madeUp('zorbel');
    const missing = madeUp('vellum');
    await loginAs('admin');
    await page.goto(`/${locale}/admin/search-words`);
    await expect(
      page.getByRole('heading', { level: 1, name: MESSAGES[locale].admin.nav.searchWords }),
    ).toBeVisible();
    // The seeded head-scarf words are there.
    await expect(page.getByTestId('synonym-group').filter({ hasText: 'شيلة' })).toBeVisible();
    await expectAccessible(page, `/${locale}/admin/search-words`);

    // A group of one word is refused with the field's error; two words are saved.
    const words = page.getByRole('textbox', { name: s.newGroupWords });
    await words.fill(synonym);
    await page.getByRole('button', { name: s.add }).click();
    await expect(page.getByText(say(locale, 'searchWords.errors.tooFew', { min: 2 }))).toBeVisible();
    await expectAccessible(page, `/${locale}/admin/search-words (error)`);
    await words.fill(`${synonym}، ${PRODUCT.word}`);
    await page.getByRole('button', { name: s.add }).click();
    await expect(page.getByTestId('synonym-group').filter({ hasText: synonym })).toBeVisible({
      timeout: 20_000,
    });

    // A shopper (no session) finds the product by the new word at once.
    const shopperContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.40.0.1' } });
    const shopper = await shopperContext.newPage();
    await shopper.goto(`/${locale}/products?q=${encodeURIComponent(synonym)}`);
    await expect(productLink(shopper, locale)).toBeVisible();
    await expectAccessible(shopper, `/${locale}/products?q=${synonym}`);

    // A word no product has is listed for the owner, with how often it found nothing.
    await shopper.goto(`/${locale}/products?q=${encodeURIComponent(missing)}`);
    expect(await resultCount(shopper)).toBe(0);
    await expect(async () => {
      await page.goto(`/${locale}/admin/search-words`);
      await expect(page.locator(`tr[data-query="${missing}"]`)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    const row = page.locator(`tr[data-query="${missing}"]`);
    await expect(row.getByRole('cell').nth(2)).toHaveText(formatNumber(1, locale));
    // One step: choose the new group, add.
    await row.getByRole('combobox', { name: say(locale, 'searchWords.groupFor', { word: missing }) }).click();
    await page.getByRole('option', { name: new RegExp(synonym) }).click();
    await row.getByRole('button', { name: s.addWord }).click();
    await expect(page.getByText(say(locale, 'searchWords.wordAdded', { word: missing }))).toBeVisible();
    await expectAccessible(page, `/${locale}/admin/search-words (searches)`);

    await shopper.goto(`/${locale}/products?q=${encodeURIComponent(missing)}`);
    await expect(productLink(shopper, locale)).toBeVisible();

    // The dashboard shows the searches that found nothing.
    await page.goto(`/${locale}/admin/dashboard`);
    await expect(page.getByTestId('no-result-searches')).toBeVisible();
    await expect(
      page.getByTestId('no-result-searches').getByRole('heading', { name: s.dashboardTitle }),
    ).toBeVisible();
    await shopperContext.close();
  });

  test(`a typo is offered "Did you mean", on the listing and in the typeahead (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const typo = PRODUCT.typo[locale];
    await page.goto(`/${locale}/products?q=${encodeURIComponent(typo)}`);
    const offer = page.getByTestId('did-you-mean');
    await expect(offer).toBeVisible();
    await expectAccessible(page, `/${locale}/products?q=${typo}`);
    await offer.getByRole('link').click();
    await expect(page).not.toHaveURL(new RegExp(`q=${encodeURIComponent(typo)}`));
    await expect(productLink(page, locale)).toBeVisible();
    await expect(page.getByTestId('did-you-mean')).toHaveCount(0);

    // The header search offers it too, and follows it.
    await page.goto(`/${locale}`);
    const box = page.getByRole('combobox', { name: MESSAGES[locale].header.searchLabel }).first();
    await box.fill(typo);
    const option = page.getByTestId('typeahead-correction').first();
    await expect(option).toBeVisible();
    await expectAccessible(page, `/${locale} (typeahead)`);
    await option.click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/products\\?q=`));
    await expect(productLink(page, locale)).toBeVisible();
  });
}

test('the search words page and a listing offering "Did you mean" fit a phone, right to left in Arabic @phone', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/ar/products?q=${encodeURIComponent(PRODUCT.typo.ar)}`);
  await expect(page.getByTestId('did-you-mean')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoSidewaysScroll(page, '/ar/products?q= (phone)');
  await expectAccessible(page, '/ar/products?q= (phone)');
  await loginAs('admin');
  await page.goto('/ar/admin/search-words');
  await expect(
    page.getByRole('heading', { level: 1, name: MESSAGES.ar.admin.nav.searchWords }),
  ).toBeVisible();
  await expect(page.getByTestId('synonym-group').first()).toBeVisible();
  await expectNoSidewaysScroll(page, '/ar/admin/search-words (phone)');
  await expectAccessible(page, '/ar/admin/search-words (phone)');
});
