import { readFile } from 'node:fs/promises';
import { expectAccessible, expectNoSidewaysScroll, MESSAGES, say } from './checks';
import { expect, test } from './fixtures';

// The owner's sales report on the demo store's orders: a preset changes the page's address and its figures, each
// breakdown downloads as CSV in the page's language, and the page reads at 360 px without scrolling sideways.

for (const locale of ['en', 'ar'] as const) {
  test(`Sales report: a preset, the totals and a CSV download (${locale})`, async ({ page, loginAs }) => {
    test.setTimeout(90_000);
    const t = MESSAGES[locale].adminSales;
    await loginAs('admin');
    await page.goto(`/${locale}/admin/sales`);
    await expect(
      page.getByRole('heading', { name: MESSAGES[locale].admin.nav.sales, level: 1 }),
    ).toBeVisible();
    await expect(
      page.getByRole('radio', { name: say(locale, 'adminReports.range.preset.30d', { days: 30 }) }),
    ).toBeChecked();
    await expect(page.getByTestId('counted')).toHaveText(MESSAGES[locale].adminReports.counted);

    // The demo orders of the last weeks: some counted, so the net is an amount and the tables have rows.
    await expect(page.getByTestId('total-net')).toContainText(t.totals.net);
    await expect(page.getByTestId('net-table')).toContainText(t.totals.sales);
    for (const breakdown of ['day', 'product', 'category', 'area', 'payment'] as const)
      await expect(page.getByRole('heading', { name: t.breakdowns[breakdown], level: 2 })).toBeVisible();
    await expect(page.getByTestId('sales-by-product').getByRole('link').nth(1)).toBeVisible();
    await expect(page.getByTestId('sales-by-payment')).toContainText(
      MESSAGES[locale].orders.paymentMethod.cod,
    );

    // One breakdown as a file: its columns named in the page's language, amounts as plain decimals.
    const downloading = page.waitForEvent('download');
    await page.getByTestId('sales-by-product').getByRole('link', { name: t.csv }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^wishah-sales-product-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const [header, first] = (await readFile(await download.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/);
    expect(header).toBe([t.columns.product, t.columns.orders, t.columns.units, t.columns.goods].join(','));
    expect(first).toMatch(/,\d+,\d+,\d+\.\d{2}$/);

    // A preset: the chips answer once the page has hydrated (a click before that does nothing), so click until one
    // is taken; the page's address and figures follow.
    const week = page.getByRole('radio', { name: say(locale, 'adminReports.range.preset.7d', { days: 7 }) });
    await expect(async () => {
      await page
        .locator('label', { hasText: say(locale, 'adminReports.range.preset.7d', { days: 7 }) })
        .click();
      await expect(week).toBeChecked({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(page).toHaveURL(/range=7d/, { timeout: 15_000 });
    await expect(page.getByTestId('sales-by-day').getByRole('row')).toHaveCount(1 + 7 + 1);
    await expectAccessible(page, `/${locale}/admin/sales?range=7d`);

    // The page opened on a phone (a resize would catch the admin frame's sidebar mid-transition).
    await page.setViewportSize({ width: 360, height: 780 });
    await page.reload();
    await expect(page.getByTestId('sales-by-day')).toBeVisible();
    await expectNoSidewaysScroll(page, 'sales report');
  });
}
