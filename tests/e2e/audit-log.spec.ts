import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { E2E_BASE_URL } from '../../playwright.config';
import { expectAccessible, expectNoSidewaysScroll, label, MESSAGES } from './checks';
import { expect, test } from './fixtures';

// The audit log: an admin changes a product's price in its form and finds the change on /admin/audit-log, with
// the price before and after; a date range given backwards is refused on its field; guests and shoppers are kept out.

const dataDir = path.join(os.tmpdir(), `wishah-e2e-${new URL(E2E_BASE_URL).port}`);

/** A draft product of this spec's own (a demo scarf's price is what other specs read), at 25.00 with one variant. */
async function draftProduct(): Promise<{ id: number; name: string }> {
  const id = randomBytes(3).toString('hex');
  const db = new pg.Client(fs.readFileSync(path.join(dataDir, 'database-url'), 'utf8'));
  await db.connect();
  try {
    const { rows } = await db.query<{ id: number }>(
      `with category as (
         select c.id from categories c where c.parent_id is null order by c.id limit 1
       ), product as (
         insert into products (slug_en, slug_ar, name_en, name_ar, category_id, price, published)
         select $1, $2, $3, $4, category.id, 2500, false from category returning id
       )
       insert into product_variants (product_id, sku, stock)
       select product.id, $5, 3 from product
       returning product_id as id`,
      [`audit-wrap-${id}`, `لفة-سجل-${id}`, `Audit wrap ${id}`, `لفة سجل ${id}`, `AUDIT-${id}`],
    );
    const productId = rows[0]?.id;
    if (!productId) throw new Error('the audit product was not made');
    return { id: productId, name: `Audit wrap ${id}` };
  } finally {
    await db.end();
  }
}

for (const locale of ['en', 'ar'] as const) {
  for (const phone of [false, true]) {
    test(`a price change shows on the audit log with its before and after (${locale})${phone ? ' @phone' : ''}`, async ({
      page,
      loginAs,
    }) => {
      test.setTimeout(90_000);
      const m = MESSAGES[locale];
      const a = m.audit;
      const product = await draftProduct();
      await loginAs('admin');

      await page.goto(`/${locale}/admin/products/${product.id}`);
      const price = page.getByRole('textbox', { name: label(m.adminCatalog.product.price) });
      // A value typed before the form has hydrated does not stay: type again until it does.
      await expect(async () => {
        await price.fill('19');
        await expect(price).toHaveValue(/^(19|١٩)$/, { timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      await page.getByRole('button', { name: m.common.save, exact: true }).click();
      await expect(page.getByText(m.adminCatalog.product.saved)).toBeVisible();

      await page.goto(`/${locale}/admin/audit-log?what=product.update`);
      await expect(page.getByRole('heading', { name: m.admin.nav.auditLog, level: 1 })).toBeVisible();
      const row = page.getByTestId('audit-row').filter({ hasText: `#${product.id}` });
      await expect(row).toHaveCount(1);
      await expect(row.getByTestId('audit-action')).toHaveText(a.actions.product.update);
      const changes = page.getByTestId('audit-changes');
      // The button answers once the page has hydrated: a click before that does nothing, so click until it opens.
      await expect(async () => {
        await row.getByRole('button', { name: a.showChanges }).click();
        await expect(changes).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      const priceRow = changes
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: 'price', exact: true }) });
      await expect(priceRow.getByTestId('audit-before')).toHaveText('2500');
      await expect(priceRow.getByTestId('audit-after')).toHaveText('1900');
      await expectAccessible(page, 'audit log');
      if (phone) await expectNoSidewaysScroll(page, 'audit log');

      // A range given backwards is refused on its "to" field.
      await page.goto(`/${locale}/admin/audit-log?from=2026-03-09&to=2026-03-01`);
      await expect(page.getByText(a.filters.endBeforeStart)).toBeVisible();
      await expectAccessible(page, 'audit log, range refused');
    });
  }
}

test('guests are sent to log in and shoppers refused at the audit log', async ({ page, loginAs }) => {
  await page.goto('/en/admin/audit-log');
  await expect(page).toHaveURL(/\/en\/login\?next=%2Fadmin%2Faudit-log$/);
  await loginAs('shopper');
  const response = await page.goto('/en/admin/audit-log');
  expect(response?.status()).toBe(403);
});
