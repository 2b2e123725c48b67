import type { Page } from '@playwright/test';
import { DEMO_PRODUCTS } from '../../src/domains/catalog/demo/catalogue';
import { slugify } from '../../src/domains/catalog/schemas';
import { type Locale, label, MESSAGES, say } from './checks';
import { expect } from './fixtures';

// A shopper's steps through the store, shared by the specs that buy something.

export const AREA = { en: 'Riyadh', ar: 'الرياض' } as const;

// Each test buys from its own demo products, so parallel tests never compete for the same stock; from the end of
// the catalogue, away from the products other specs look at.
const forSale = DEMO_PRODUCTS.filter((p) => !p.draft && !p.soldOut && p.colors.length > 1).reverse();
export const productFor = (index: number) => {
  const product = forSale[index % forSale.length];
  if (!product) throw new Error('no demo product with two colours for sale');
  return product;
};
export const slugOf = (product: (typeof DEMO_PRODUCTS)[number], locale: Locale) =>
  locale === 'en' ? product.slug : slugify(product.ar, 'ar');

/** Adds the product page's first available variant, then one in another colour: two cart lines. */
export async function addTwoVariants(page: Page, locale: Locale, product: (typeof DEMO_PRODUCTS)[number]) {
  const t = MESSAGES[locale].product;
  await page.goto(`/${locale}/products/${slugOf(product, locale)}`);
  // The badge is drawn on the server as empty and counts the browser's cart once hydrated: the count to add to is
  // the stored cart's, once the badge shows it (read before, a kept cart of two lines made the first add look like 3).
  const before = await page.evaluate((key) => {
    try {
      const lines = JSON.parse(localStorage.getItem(key) ?? '[]') as { quantity?: unknown }[];
      return lines.reduce((n, line) => n + (typeof line.quantity === 'number' ? line.quantity : 0), 0);
    } catch {
      return 0;
    }
  }, 'cartData'); // the spec's key (domains/cart/cart-store.ts)
  const badge = page.getByTestId('cart-count');
  await expect(badge).toHaveAttribute('data-count', String(before));
  await page.getByRole('button', { name: t.addToCart }).click();
  await expect(badge).toHaveAttribute('data-count', String(before + 1));
  const other = page.locator('input[type="radio"][name$="-color"]:not(:checked):not(:disabled)').first();
  await other.check();
  await page.getByRole('button', { name: t.addToCart }).click();
  await expect(badge).toHaveAttribute('data-count', String(before + 2));
}

/** The delivery area picker of the cart and the checkout (the browser's select). */
export const areaPicker = (page: Page, locale: Locale) =>
  page.getByRole('combobox', { name: label(say(locale, 'cartPage.area')) });

/** Chooses the demo's first delivery area, whose option starts with its name. */
export async function chooseArea(page: Page, locale: Locale) {
  const picker = areaPicker(page, locale);
  const value = await picker
    .locator('option', { hasText: new RegExp(`^${AREA[locale]} `) })
    .getAttribute('value');
  await picker.selectOption(value ?? '');
}

type Shipping = { name: string; email: string; phone: string };

export async function fillShipping(
  page: Page,
  locale: Locale,
  shipping: Partial<Shipping> & { confirm: string },
) {
  const t = MESSAGES[locale].checkout;
  const field = (text: string) => page.getByRole('textbox', { name: label(text) });
  if (shipping.name) await field(t.fullName).fill(shipping.name);
  await field(t.streetAddress).fill(locale === 'en' ? '12 King Fahd Road' : '١٢ طريق الملك فهد');
  await field(t.city).fill(locale === 'en' ? 'Riyadh' : 'الرياض');
  await field(t.zipCode).fill(locale === 'en' ? '12211' : '١٢٢١١');
  if (shipping.email) await field(t.email).fill(shipping.email);
  if (shipping.phone) await field(t.phone).fill(shipping.phone);
  await field(t.confirmPhone).fill(shipping.confirm);
}
