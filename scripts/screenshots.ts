// `npm run screenshots [URL]`: photographs the storefront's home, listing, product and cart pages in English and
// Arabic, on a 1280-px desktop and a 390-px phone, into docs/screenshots/ (the README and docs/design.md show them).
// Run it against a store started with the demo data (`npm start`, default http://localhost:3000). WebP at quality 80
// keeps the sixteen pictures small enough to commit.
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import ar from '../messages/ar.json' with { type: 'json' };
import en from '../messages/en.json' with { type: 'json' };
import { E2E_CHROME } from '../playwright.config';
import { DEMO_PRODUCTS } from '../src/domains/catalog/demo/catalogue';
import { slugify } from '../src/domains/catalog/schemas';

const base = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');
const out = path.resolve(import.meta.dirname, '../docs/screenshots');
const MESSAGES = { en, ar } as const;
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 860, isMobile: false },
  { name: 'phone', width: 390, height: 844, isMobile: true },
] as const;

// A product with several colours and a compare-at price: the product page at its fullest.
const product =
  DEMO_PRODUCTS.find((p) => !p.draft && !p.soldOut && p.colors.length > 1 && p.compareAt) ?? DEMO_PRODUCTS[0];
if (!product) throw new Error('No demo products: start the store with its demo data.');

async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  const file = path.join(out, `${name}.webp`);
  await sharp(await page.screenshot())
    .webp({ quality: 80 })
    .toFile(file);
  console.log(path.relative(process.cwd(), file));
}

const browser = await chromium.launch({
  executablePath: E2E_CHROME,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  for (const viewport of VIEWPORTS) {
    for (const locale of ['en', 'ar'] as const) {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        deviceScaleFactor: viewport.isMobile ? 2 : 1,
        isMobile: viewport.isMobile,
        hasTouch: viewport.isMobile,
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      const at = (route: string) => page.goto(`${base}/${locale}${route}`);
      const name = (what: string) => `${what}-${locale}-${viewport.width}`;
      await at('');
      await shoot(page, name('home'));
      await at('/products');
      await shoot(page, name('listing'));
      await at(`/products/${locale === 'en' ? product.slug : slugify(product.ar, 'ar')}`);
      await shoot(page, name('product'));
      await page.getByRole('button', { name: MESSAGES[locale].product.addToCart }).click();
      await page.getByTestId('cart-count').and(page.locator('[data-count="1"]')).waitFor();
      await at('/cart');
      await page.getByTestId('cart-line').first().waitFor();
      await shoot(page, name('cart'));
      await context.close();
    }
  }
} finally {
  await browser.close();
}
