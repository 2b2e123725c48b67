// The owner's dashboard reads a date range: the presets and a custom range from the calendar change the page's
// address and its figures; Arabic shows the Hijri days beside the Gregorian ones.
import { expectAccessible, expectNoSidewaysScroll, MESSAGES, say } from './checks';
import { expect, test } from './fixtures';

for (const locale of ['en', 'ar'] as const) {
  test(`Dashboard: presets and a custom range, KPIs and charts (${locale})`, async ({ page, loginAs }) => {
    // Three renders of the whole dashboard, two axe runs and the calendar: more than 30 s on a busy machine.
    test.setTimeout(75_000);
    const t = MESSAGES[locale].adminReports;
    await loginAs('admin');
    await page.goto(`/${locale}/admin/dashboard`);
    // The demo store's orders: the last 30 days by default, with figures and charts.
    await expect(
      page.getByRole('radio', { name: say(locale, 'adminReports.range.preset.30d', { days: 30 }) }),
    ).toBeChecked();
    await expect(page.getByTestId('kpi-revenue')).toBeVisible();
    // The owner has every area's part: what needs doing in orders, messages and reviews too.
    for (const stat of ['stat-pending', 'stat-contact', 'stat-reviews'])
      await expect(page.getByTestId(stat)).toBeVisible();
    await expect(page.getByRole('heading', { name: t.charts.revenue })).toBeVisible();
    if (locale === 'ar') await expect(page.getByTestId('range-text')).toContainText('هـ');

    // The chips answer once the page has hydrated: a click before that does nothing, so click until one is taken.
    const year = page.getByRole('radio', { name: t.range.preset.year });
    await expect(async () => {
      await page.locator('label', { hasText: t.range.preset.year }).click();
      await expect(year).toBeChecked({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(page).toHaveURL(/range=year/, { timeout: 15_000 });
    await expect(page.getByRole('radio', { name: t.range.preset.year })).toBeChecked();
    await expectAccessible(page, 'dashboard, this year');

    // A custom range: the first and the 10th of the month shown in the calendar.
    await page.getByRole('button', { name: new RegExp(t.range.custom) }).click();
    const days = page.getByRole('dialog').locator('table button:not([data-outside]):not([disabled])');
    await days.first().click();
    await days.nth(Math.min(9, (await days.count()) - 1)).click();
    await expect(page).toHaveURL(/start=\d{4}-\d{2}-\d{2}&end=\d{4}-\d{2}-\d{2}/, { timeout: 15_000 });
    await expect(page.getByRole('radio', { name: t.range.preset.year })).not.toBeChecked();

    await page.setViewportSize({ width: 360, height: 780 });
    await expectNoSidewaysScroll(page, 'dashboard');
  });
}
