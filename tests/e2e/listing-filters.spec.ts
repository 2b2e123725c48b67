import type { Locator } from '@playwright/test';
import { DEMO_CATEGORIES } from '../../src/domains/catalog/demo/catalogue';
import { expectAccessible, MESSAGES } from './checks';
import { expect, test } from './fixtures';

// The filter form on /products: its fields always show the list's own choices, and the sub category choices
// follow the chosen category.

const silk = DEMO_CATEGORIES.find((c) => c.slug === 'silk-scarves');
if (!silk) throw new Error('no silk category in the demo catalogue');
const allSubs = DEMO_CATEGORIES.flatMap((c) => c.subs.map((s) => s.slug));

/**
 * Whether a sub category select offers exactly one demo category's sub categories (`only`), or every demo sub
 * category. Other tests add categories of their own, so only the demo catalogue's are counted.
 */
async function expectSubChoices(select: Locator, only?: (typeof DEMO_CATEGORIES)[number]) {
  const offered = (await choices(select)).filter((slug) => allSubs.includes(slug));
  expect(offered).toEqual(only ? only.subs.map((s) => s.slug) : allSubs);
}

/** The values of a select's choices, "all" ('') left out. */
const choices = async (select: Locator) =>
  (
    await select
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
  ).filter(Boolean);

test('"Clear filters" empties the fields too, and sub categories follow the chosen category', async ({
  page,
}) => {
  await page.goto('/en/products?category=silk-scarves&sub=silk-squares&sort=price-desc&min=20&max=300');
  const form = page.locator('aside').getByRole('form', { name: 'Filters' });
  const category = form.getByLabel('Category', { exact: true });
  const sub = form.getByLabel('Sub category');
  const sort = form.getByLabel('Sort by');
  await expect(category).toHaveValue('silk-scarves');
  await expect(sub).toHaveValue('silk-squares');
  await expect(sort).toHaveValue('price-desc');
  await expectSubChoices(sub, silk);

  await form.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/en\/products\?min=0&max=10000$/);
  await expect(category).toHaveValue('');
  await expect(sub).toHaveValue('');
  await expect(sort).toHaveValue('newest');
  await expect(form.getByLabel(/Minimum price/)).toHaveValue('0');
  await expect(form.getByLabel(/Maximum price/)).toHaveValue('10000');
  await expectSubChoices(sub);

  // Choosing a category offers its own sub categories at once, before the form is applied.
  await category.selectOption('silk-scarves');
  await expectSubChoices(sub, silk);
  await sub.selectOption('long-silk-scarves');
  // Another category drops a sub category that is not its own.
  const other = DEMO_CATEGORIES.find((c) => c.slug !== 'silk-scarves');
  await category.selectOption(other?.slug ?? '');
  await expect(sub).toHaveValue('');
  await expectSubChoices(sub, other);
  // Back to every category; choosing a sub category picks its category.
  await category.selectOption('');
  await expectSubChoices(sub);
  await sub.selectOption('silk-twillies');
  await expect(category).toHaveValue('silk-scarves');
  await form.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/category=silk-scarves&sub=silk-twillies/);
  await expect(sub).toHaveValue('silk-twillies');
});

test('without JavaScript the applied category narrows the sub categories', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/products');
  const form = page.locator('aside').getByRole('form', { name: 'Filters' });
  await expectSubChoices(form.getByLabel('Sub category'));
  await form.getByLabel('Category', { exact: true }).selectOption('silk-scarves');
  await form.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/category=silk-scarves/);
  const applied = page.locator('aside').getByRole('form', { name: 'Filters' });
  await expectSubChoices(applied.getByLabel('Sub category'), silk);
  await applied.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page.locator('aside').getByLabel('Category', { exact: true })).toHaveValue('');
  await context.close();
});

test('the Arabic price filter shows its amounts in Arabic digits and reads them typed in either', async ({
  page,
}) => {
  const t = MESSAGES.ar.catalog;
  await page.goto('/ar/products?min=20&max=300');
  const form = page.locator('aside').getByRole('form', { name: t.filters });
  const min = form.getByLabel(new RegExp(`^${t.minPrice}`));
  const max = form.getByLabel(new RegExp(`^${t.maxPrice}`));
  await expect(min).toHaveValue('٢٠');
  await expect(max).toHaveValue('٣٠٠');
  await min.fill('١٠٠');
  await max.fill('250');
  await form.getByRole('button', { name: t.apply }).click();
  await expect(page).toHaveURL(/max=250/);
  await expect(min).toHaveValue('١٠٠');
  await expect(max).toHaveValue('٢٥٠');
  await expectAccessible(page, 'the Arabic listing filtered by price');
});
