import en from '../../messages/en.json' with { type: 'json' };
import { DEMO_PRODUCTS } from '../../src/domains/catalog/demo/catalogue';
import { expect, test } from './fixtures';

// A save throws away only the cached pages that show what it changed: the product's own page at once, and no other
// product's page.

const c = en.adminCatalog;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const label = (text: string) => new RegExp(`^${escapeRegExp(text)}\\s*\\*?$`);

// Two published demo products that share neither sub category nor brand, in categories no other test edits.
const listed = DEMO_PRODUCTS.filter((p) => !p.draft && !p.soldOut);
const saved = listed.find((p) => p.sub === 'bandanas') ?? listed[0];
const other = listed.find((p) => p.sub === 'girls-hijabs' && p.brand !== saved?.brand);

test('saving product A in the admin leaves product B’s cached page a cache hit', async ({
  page,
  request,
  loginAs,
}) => {
  test.setTimeout(90_000);
  if (!saved || !other)
    throw new Error('the demo catalogue has a bandana and a girls’ hijab of other brands');
  const cacheOf = async (slug: string) => {
    const response = await request.get(`/en/products/${slug}`);
    expect(response.status()).toBe(200);
    return { state: response.headers()['x-nextjs-cache'], html: await response.text() };
  };
  // Rendered once, then served from the cache.
  await cacheOf(other.slug);
  await expect.poll(async () => (await cacheOf(other.slug)).state).toBe('HIT');
  await cacheOf(saved.slug);

  await loginAs('admin');
  await page.goto(`/en/admin/products?q=${encodeURIComponent(saved.en)}`);
  // A failed attempt may have left the new name: the retry starts from either.
  const either = new RegExp(`^${escapeRegExp(saved.en)}( \\(new\\))?$`);
  await page.getByRole('link', { name: either }).click();
  await expect(page.getByRole('heading', { name: either, level: 1 })).toBeVisible();
  const renamed = `${saved.en} (new)`;
  await page.getByRole('textbox', { name: label(c.nameEn) }).fill(renamed);
  await page.getByRole('button', { name: en.common.save, exact: true }).click();
  await expect(page.getByText(c.product.saved)).toBeVisible();

  // The other product's page is still the cached one; the saved product's page already shows the change.
  expect((await cacheOf(other.slug)).state).toBe('HIT');
  expect((await cacheOf(saved.slug)).html).toContain(renamed);
  expect((await cacheOf(other.slug)).state).toBe('HIT');

  // Put the name back so reruns and other tests see the demo catalogue.
  await page.getByRole('textbox', { name: label(c.nameEn) }).fill(saved.en);
  await page.getByRole('button', { name: en.common.save, exact: true }).click();
  await expect(page.getByText(c.product.saved).first()).toBeVisible();
});
