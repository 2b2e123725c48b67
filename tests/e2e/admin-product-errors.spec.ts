import en from '../../messages/en.json' with { type: 'json' };
import { expect, test } from './fixtures';

// On the admin's product form a field's error goes away once the field is changed, and the form's error banner
// once the form is sent again.

const c = en.adminCatalog;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const label = (text: string) => new RegExp(`^${escapeRegExp(text)}\\s*\\*?$`);

test('a field error clears when the field changes, the banner on the next submit', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(60_000);
  await loginAs('admin');
  await page.goto('/en/admin/products/new');
  await expect(page.getByRole('heading', { name: c.product.newTitle, level: 1 })).toBeVisible();
  const banner = page.getByRole('alert').filter({ hasText: en.validation.fixFields });
  const nameEn = page.getByRole('textbox', { name: label(c.nameEn) });
  const price = page.getByRole('textbox', { name: label(c.product.price) });
  const sku = page.getByRole('textbox', { name: new RegExp(`^${c.product.sku}`) }).first();

  await page.getByRole('button', { name: c.product.create }).click();
  await expect(banner).toBeVisible();
  for (const field of [nameEn, price, sku]) await expect(field).toHaveAttribute('aria-invalid', 'true');

  // Each fix takes its own error away at once; the others stay until they are fixed.
  await nameEn.fill('Rose Chiffon');
  await expect(nameEn).not.toHaveAttribute('aria-invalid', 'true');
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await price.fill('25');
  await expect(price).not.toHaveAttribute('aria-invalid', 'true');
  // A row filled by a button, not typed into, loses its error too.
  await page.getByRole('button', { name: c.product.suggestSkus }).click();
  await expect(sku).toHaveValue('ROSE-CHIFFON');
  await expect(sku).not.toHaveAttribute('aria-invalid', 'true');
  await expect(banner).toBeVisible();

  // Sent again with the Arabic name and the category still missing: the banner is the new attempt's, and it
  // goes once nothing is left to fix.
  await page.getByRole('button', { name: c.product.create }).click();
  const nameAr = page.getByRole('textbox', { name: label(c.nameAr) });
  await expect(nameAr).toHaveAttribute('aria-invalid', 'true');
  await expect(nameEn).not.toHaveAttribute('aria-invalid', 'true');
  await nameAr.fill('شيفون وردي');
  await page.getByRole('combobox', { name: label(c.product.category) }).click();
  await page.getByRole('option').first().click();
  await expect(page.getByText(en.validation.required)).toHaveCount(0);
  await page.getByRole('button', { name: c.product.create }).click();
  await expect(page.getByText(c.product.saved)).toBeVisible();
  await expect(banner).toHaveCount(0);
});
