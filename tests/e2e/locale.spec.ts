import { ARABIC_FONT_FILES, DISPLAY_FONT_FILES } from '../../src/app/[locale]/fonts';
import { DEFAULT_BRANDING } from '../../src/domains/store-settings/storefront-schemas';
import { expect, test } from './fixtures';

test.describe('locales and direction', () => {
  test('/ negotiates the language from Accept-Language', async ({ request }) => {
    for (const [header, locale] of [
      ['ar-SA,ar;q=0.9,en;q=0.5', 'ar'],
      ['en-GB,en;q=0.8', 'en'],
      ['fr-FR', 'en'],
    ] as const) {
      const response = await request.get('/', { headers: { 'Accept-Language': header }, maxRedirects: 0 });
      expect(response.status()).toBe(307);
      expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe(`/${locale}`);
    }
  });

  test('English is left-to-right and Arabic right-to-left, with their own titles', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    // The store's own name (the demo's), from its settings.
    await expect(page).toHaveTitle(DEFAULT_BRANDING.storeName.en);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_US');
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
    const image = await page.request.get(
      (await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '',
    );
    expect(image.headers()['content-type']).toBe('image/png');

    await page.goto('/ar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page).toHaveTitle(DEFAULT_BRANDING.storeName.ar);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'ar_SA');
    await expect(page.getByRole('heading', { name: 'وصل حديثًا' })).toBeVisible();
  });

  test('Arabic pages preload their font and paint in it; English pages download only their headings font', async ({
    page,
  }) => {
    const cacheControl = new Map<string, string | undefined>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'font')
        cacheControl.set(response.url(), response.headers()['cache-control']);
    });
    await page.goto('/en');
    await page.waitForLoadState('load');
    // The English storefront's headings font (app/[locale]/fonts.ts), preloaded; none of the Arabic pages'.
    expect([...cacheControl.keys()].map((url) => new URL(url).pathname)).toEqual([...DISPLAY_FONT_FILES]);
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(DISPLAY_FONT_FILES.length);
    cacheControl.clear();

    await page.goto('/ar');
    const preloads = page.locator('link[rel="preload"][as="font"]');
    await expect(preloads).toHaveCount(ARABIC_FONT_FILES.length);
    // Both weights in use once the page has loaded.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          await document.fonts.ready;
          return ['400', '700'].map((weight) =>
            document.fonts.check(`${weight} 16px "Noto Sans Arabic Wishah"`, 'وشاح'),
          );
        }),
      )
      .toEqual([true, true]);
    // Each file crossed the network once, for the preload; the stylesheet's use of it came from the browser's cache.
    const downloaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter(
          (entry) => entry.name.endsWith('.woff2') && (entry as PerformanceResourceTiming).transferSize > 0,
        )
        .map((entry) => [entry.name, (entry as PerformanceResourceTiming).initiatorType]),
    );
    const hrefs = await preloads.evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(downloaded.sort()).toEqual(hrefs.sort().map((href) => [href, 'link']));
    for (const href of hrefs) expect(cacheControl.get(href)).toBe('public, max-age=31536000, immutable');
  });

  test('the language switch keeps the current page', async ({ page }) => {
    await page.goto('/en/login?next=%2Fadmin%2Fusers');
    await page.getByRole('link', { name: /Language: العربية/ }).click();
    await expect(page).toHaveURL(/\/ar\/login\?next=%2Fadmin%2Fusers$/);
    await expect(page.getByRole('heading', { name: 'مرحبًا بعودتك' })).toBeVisible();
    await page.getByRole('link', { name: /English/ }).click();
    await expect(page).toHaveURL(/\/en\/login/);
  });

  test('colour mode starts light and is remembered', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' }); // the system preference is not followed
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    // The button answers once the page has hydrated: a click before that does nothing, so click until one is taken.
    await expect(async () => {
      await page.getByRole('button', { name: 'Toggle colour mode' }).first().click();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark', {
        timeout: 1000,
      });
    }).toPass({ timeout: 20_000 });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });

  test('an unknown page is a localised 404', async ({ page }) => {
    const response = await page.goto('/ar/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'الصفحة غير موجودة' })).toBeVisible();
  });
});
