// The back office's defects of issue 38 that change nothing shared, so they run beside the other specs: a field
// that is too long names its limit and the form's banner goes once the fields are right again (nothing is saved),
// a sales range given backwards is refused saying why, and on an Arabic phone a category's name and a contact
// request's status are shown whole. The ones that change the store's settings are in admin-defects-settings.spec.ts.
import type { Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll, type Locale, label, MESSAGES, say } from './checks';
import { expect, test } from './fixtures';

/** The first product's edit page, found through the products table. */
async function openFirstProduct(page: Page, locale: Locale) {
  await page.goto(`/${locale}/admin/products`);
  const hrefs = await page
    .locator('a[href*="/admin/products/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const href = hrefs.find((h) => /\/admin\/products\/\d+$/.test(h));
  expect(href, 'a product to edit').toBeTruthy();
  await page.goto(href ?? '');
}

for (const locale of ['en', 'ar'] as const) {
  test(`a too-long name says its limit, and the banner goes once the field is right (${locale})`, async ({
    page,
    loginAs,
  }) => {
    const m = MESSAGES[locale];
    await loginAs('admin');
    await openFirstProduct(page, locale);
    const name = page.getByRole('textbox', { name: label(m.adminCatalog.nameEn) });
    const original = await name.inputValue();
    const banner = page.getByRole('alert').filter({ hasText: m.validation.fixFields });

    await name.fill('x'.repeat(121));
    await page.getByRole('button', { name: m.common.save, exact: true }).click();
    await expect(banner).toBeVisible();
    // The schema's own maximum, in the page's language and digits.
    await expect(
      page.getByText(say(locale, 'validation.tooLong', { max: 120 }), { exact: true }),
    ).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, `/${locale}/admin/products/[id] refused`);

    // Corrected: the field's error and the banner that pointed at it go, before anything is sent again.
    await name.fill(original);
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(banner).toHaveCount(0);
  });

  test(`a sales range given backwards is refused on its field, saying why (${locale})`, async ({
    page,
    loginAs,
  }) => {
    const m = MESSAGES[locale];
    await loginAs('admin');
    await page.goto(`/${locale}/admin/sales?start=2026-05-10&end=2026-05-01`);
    await expect(page.getByText(m.adminReports.range.endBeforeStart)).toBeVisible();
    await expectAccessible(page, `/${locale}/admin/sales backwards`);
    // The CSV link behind it is the range shown (the last 30 days), and the file refuses a backwards one too.
    const refused = await page.request.get(
      `/api/admin/sales/export?breakdown=day&start=2026-05-10&end=2026-05-01&locale=${locale}`,
    );
    expect(refused.status()).toBe(400);
    // A range the right way round says nothing of the kind.
    await page.goto(`/${locale}/admin/dashboard?start=2026-05-01&end=2026-05-10`);
    await expect(page.getByText(m.adminReports.range.endBeforeStart)).toHaveCount(0);
  });
}

test('on an Arabic phone, category names are whole and their actions fold into one menu @phone', async ({
  page,
  loginAs,
}) => {
  const c = MESSAGES.ar.adminCatalog;
  await loginAs('admin');
  await page.goto('/ar/admin/categories');
  const rows = page.getByTestId('category-row');
  await expect(rows.first()).toBeVisible();
  // No name cut: each is as wide as its text needs (wrapping if it must), never clipped.
  const names = await rows.evaluateAll((list) =>
    list.map((row) => {
      const name = row.querySelector('p');
      return {
        text: name?.textContent ?? '',
        clipped: name ? name.scrollWidth > name.clientWidth + 1 : true,
        ellipsis: name ? getComputedStyle(name).textOverflow === 'ellipsis' : true,
      };
    }),
  );
  for (const n of names) {
    expect(n.clipped, n.text).toBe(false);
    expect(n.ellipsis, n.text).toBe(false);
  }
  // The five buttons are one "Actions" menu here, which leaves the name the row's width.
  await expectAccessible(page, '/ar/admin/categories (phone)');
  const first = names[0]?.text ?? '';
  await expect(page.getByRole('button', { name: `${c.moveUp}: ${first}`, exact: true })).toHaveCount(0);
  const menu = page.getByRole('button', { name: `${c.rowActions}: ${first}`, exact: true });
  await expect(menu).toBeVisible();
  await menu.click();
  for (const item of [c.moveDown, c.edit, c.delete])
    await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: c.edit })).toHaveCount(0);
  await expectNoSidewaysScroll(page, '/ar/admin/categories (phone)');
});

test('on an Arabic phone, a contact request status badge shows its whole word @phone', async ({
  page,
  loginAs,
}) => {
  const m = MESSAGES.ar.adminContact.status;
  await loginAs('admin');
  await page.goto('/ar/admin/contactus');
  const badges = page.locator('[data-status]');
  await expect(badges.first()).toBeVisible();
  const shown = await badges.evaluateAll((list) =>
    list
      .filter((badge) => (badge as HTMLElement).offsetParent !== null)
      .map((badge) => {
        const text = badge.querySelector('.mantine-Badge-label') ?? badge;
        return {
          status: badge.getAttribute('data-status') ?? '',
          text: badge.textContent ?? '',
          clipped: text.scrollWidth > text.clientWidth + 1 || badge.scrollWidth > badge.clientWidth + 1,
        };
      }),
  );
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.some((b) => b.status === 'handled')).toBe(true);
  for (const badge of shown) {
    expect(badge.clipped, badge.text).toBe(false);
    expect(badge.text).toBe(m[badge.status as keyof typeof m]);
  }
  await expectAccessible(page, '/ar/admin/contactus (phone)');
});
