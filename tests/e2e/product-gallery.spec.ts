import type { Locator, Page } from '@playwright/test';
import { DEMO_BRANDS, DEMO_PRODUCTS } from '../../src/domains/catalog/demo/catalogue';
import { slugify } from '../../src/domains/catalog/schemas';
import { formatNumber } from '../../src/lib/money';
import { escapeRegExp, expectAccessible, expectNoSidewaysScroll, type Locale, MESSAGES, say } from './checks';
import { expect, test } from './fixtures';

// Issue 39: a product's photos follow the colour chosen, zoom to full size, swipe on a phone and answer the arrow
// keys (items 1 and 3, the demo products' photos per colour); a brand's page, opened from its home tile (item 2).

// A demo product of three colours, each with its own photo (demo/seed.ts), that other specs do not buy.
const product = DEMO_PRODUCTS.find((p) => p.slug === 'midnight-garden-silk-square');
if (product?.colors.length !== 3) throw new Error('the demo catalogue has a three-colour silk square');
const slugOf = (locale: Locale) => (locale === 'en' ? product.slug : slugify(product.ar, 'ar'));

const digits = (locale: Locale, n: number) => formatNumber(n, locale);
const position = (locale: Locale, n: number, total = 3) =>
  say(locale, 'gallery.imageOf', { n: digits(locale, n), total: digits(locale, total) });

async function openProduct(page: Page, locale: Locale) {
  await page.goto(`/${locale}/products/${slugOf(locale)}`);
  const gallery = page.getByRole('region', { name: MESSAGES[locale].gallery.label });
  await expect(gallery.getByRole('listitem')).toHaveCount(3);
  // The purchase box is interactive once its buttons are enabled (useMounted): the colour then reaches the gallery.
  await expect(page.getByRole('button', { name: MESSAGES[locale].product.addToCart })).toBeEnabled();
  return gallery;
}

const indicator = (gallery: Locator) => gallery.getByTestId('gallery-position');
const firstSlide = (gallery: Locator) => gallery.getByRole('listitem').first();

/** Chooses a colour other than the one shown (one that can be bought) and returns its id. */
async function chooseAnotherColor(page: Page) {
  const radio = page.locator('input[type="radio"][name$="-color"]:not(:checked):not(:disabled)').last();
  const id = await radio.getAttribute('value');
  await radio.check();
  return id ?? '';
}

for (const locale of ['en', 'ar'] as const) {
  const g = MESSAGES[locale].gallery;

  test(`choosing a colour shows its photo first; zoom and the arrow keys (${locale})`, async ({ page }) => {
    const gallery = await openProduct(page, locale);
    // The first photo is the page's largest paint: loaded at once, first; the others wait.
    const photos = gallery.getByRole('listitem').locator('img');
    await expect(photos.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(photos.first()).toHaveAttribute('loading', 'eager');
    await expect(photos.nth(1)).toHaveAttribute('loading', 'lazy');
    await expect(indicator(gallery)).toContainText(position(locale, 1));
    const shown = await firstSlide(gallery).getAttribute('data-color');

    const color = await chooseAnotherColor(page);
    expect(color).not.toBe(shown);
    await expect(firstSlide(gallery)).toHaveAttribute('data-color', color);
    await expect(indicator(gallery)).toContainText(position(locale, 1));
    // The thumbnails follow the same order.
    const firstThumb = gallery.getByRole('link', { name: position(locale, 1), exact: true });
    await expect(firstThumb).toHaveAttribute('aria-current', 'true');
    const src = await firstSlide(gallery).locator('img').getAttribute('src');
    await expect(firstThumb.locator('img')).toHaveAttribute('src', (src ?? '').replace('-1280.', '-320.'));
    await expectAccessible(page, `product gallery (${locale})`);

    // The arrow keys move through the photos, the way the page reads: right to left in Arabic.
    const slideLink = gallery.getByRole('link', {
      name: say(locale, 'gallery.zoom', { image: position(locale, 1) }),
    });
    await slideLink.focus();
    const forward = locale === 'ar' ? 'ArrowLeft' : 'ArrowRight';
    const back = locale === 'ar' ? 'ArrowRight' : 'ArrowLeft';
    await page.keyboard.press(forward);
    await expect(indicator(gallery)).toContainText(position(locale, 2));
    await page.keyboard.press(forward);
    await expect(indicator(gallery)).toContainText(position(locale, 3));
    await page.keyboard.press(back);
    await expect(indicator(gallery)).toContainText(position(locale, 2));
    // The focus went with the photo shown.
    await expect(
      gallery.getByRole('link', { name: say(locale, 'gallery.zoom', { image: position(locale, 2) }) }),
    ).toBeFocused();
    // The second photo is on screen, inside the gallery's frame.
    const frame = await gallery.getByRole('list').boundingBox();
    const second = await gallery.getByRole('listitem').nth(1).boundingBox();
    expect(Math.abs((second?.x ?? 0) - (frame?.x ?? -100))).toBeLessThan(2);

    // The arrow buttons, named.
    await gallery.getByRole('button', { name: g.next }).click();
    await expect(indicator(gallery)).toContainText(position(locale, 3));
    await expect(gallery.getByRole('button', { name: g.next })).toBeDisabled();
    await gallery.getByRole('button', { name: g.previous }).click();
    await expect(indicator(gallery)).toContainText(position(locale, 2));

    // Full size: the largest rendition in a dialog, moved with the arrow keys, closed with Escape; the focus returns.
    const zoom = gallery.getByRole('button', {
      name: say(locale, 'gallery.zoom', { image: position(locale, 2) }),
    });
    await zoom.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(position(locale, 2));
    await expect(dialog.locator('img')).toHaveAttribute('src', /-1280\.webp$/);
    await expect(dialog.getByRole('button', { name: g.close })).toBeVisible();
    await expectAccessible(page, `full-size photo (${locale})`);
    await page.keyboard.press(forward);
    await expect(dialog).toContainText(position(locale, 3));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(indicator(gallery)).toContainText(position(locale, 3));
    await expect(page.locator(':focus')).toHaveAttribute(
      'aria-label',
      say(locale, 'gallery.zoom', { image: position(locale, 3) }),
    );
  });

  test(`a phone swipes through the photos and the indicator follows (${locale}) @phone`, async ({ page }) => {
    const gallery = await openProduct(page, locale);
    await expect(indicator(gallery)).toContainText(position(locale, 1));
    const color = await chooseAnotherColor(page);
    await expect(firstSlide(gallery)).toHaveAttribute('data-color', color);

    // A swipe towards the start of the line (left in English, right in Arabic): the row snaps to the next photo.
    // Choosing the colour scrolled the page down to the pickers: the photos come back into view first.
    const row = gallery.getByRole('list');
    await row.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const box = await row.boundingBox();
    if (!box) throw new Error('no gallery');
    // A finger on the screen (the phone's touch emulation): down, moved in steps, lifted.
    const session = await page.context().newCDPSession(page);
    const y = Math.round(box.y + box.height / 2);
    const from = Math.round(box.x + box.width * (locale === 'ar' ? 0.2 : 0.8));
    const by = Math.round(box.width * 0.6) * (locale === 'ar' ? 1 : -1);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      session.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }],
      });
    await touch('touchStart', from);
    for (let step = 1; step <= 10; step += 1) await touch('touchMove', from + Math.round((by * step) / 10));
    await touch('touchEnd', from + by);
    await expect(indicator(gallery)).toContainText(position(locale, 2));
    // Once the row has snapped, the second photo fills the frame.
    await expect
      .poll(async () =>
        Math.abs(((await gallery.getByRole('listitem').nth(1).boundingBox())?.x ?? 0) - box.x),
      )
      .toBeLessThan(2);
    await expectNoSidewaysScroll(page, `product page (${locale}, phone)`);
    await expectAccessible(page, `product gallery on a phone (${locale})`);
  });

  test(`a brand's page, from its home tile, lists that brand's products (${locale})`, async ({ page }) => {
    const brand = DEMO_BRANDS.find((b) => b.slug === 'sahara-loom');
    if (!brand) throw new Error('the demo catalogue has Sahara Loom');
    await page.goto(`/${locale}`);
    const tiles = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: MESSAGES[locale].home.topBrands }) });
    await tiles.getByRole('link', { name: new RegExp(escapeRegExp(brand[locale])) }).click();
    const slug = locale === 'en' ? brand.slug : slugify(brand.ar, 'ar');
    await expect(page).toHaveURL(new RegExp(`/${locale}/brands/${escapeRegExp(encodeURIComponent(slug))}$`));
    await expect(page.getByRole('heading', { level: 1, name: brand[locale] })).toBeVisible();
    await expect(page.locator('img[src*="/uploads/brands/"]').first()).toBeVisible();
    const count = DEMO_PRODUCTS.filter((p) => !p.draft && p.brand === brand.slug).length;
    await expect(page.getByTestId('result-count')).toHaveAttribute('data-total', String(count));
    const names = DEMO_PRODUCTS.filter((p) => !p.draft && p.brand === brand.slug).map((p) => p[locale]);
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const name of await cards.getByRole('heading').allTextContents())
      expect(names).toContain(name.trim());
    // The brand comes from the path: the filters offer no brand; sorting keeps the brand.
    await expect(page.getByLabel(MESSAGES[locale].catalog.brand)).toHaveCount(0);
    await expectAccessible(page, `brand page (${locale})`);

    await page.goto(`/${locale}/brands/no-such-brand`);
    await expect(page.getByRole('heading', { name: MESSAGES[locale].brandPage.notFound })).toBeVisible();
  });
}
