// The owner brands and words the store (Store Setting, Settings) and every storefront page follows, in both
// languages; an open page on another app instance changes without a reload. These specs change what every page
// shows, so they run in their own project after all the others (playwright.config.ts: `store-settings`).
import type { Page, Request } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll, type Locale, label, MESSAGES, say } from './checks';
import { expect, test } from './fixtures';
import { E2E_PORT, startInstance } from './instances';

test.describe.configure({ mode: 'serial' });

const s = (locale: Locale) => MESSAGES[locale].adminStore;
const field = (page: Page, text: string) => page.getByLabel(label(text));

/** Sends the open settings form by its button, from the keyboard (a toast of an earlier save may cover it). */
const submit = (page: Page, button: string) => page.getByRole('button', { name: button }).press('Enter');

/** Saves the open settings form and waits for its confirmation. */
async function save(page: Page, button: string, saved: string) {
  await submit(page, button);
  await expect(page.getByText(saved)).toBeVisible();
}

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

test('Logo & Branding Colors: the name and colours reach the storefront; a bad colour is refused (en admin, ar check)', async ({
  page,
  loginAs,
}) => {
  const b = s('en').branding;
  await loginAs('admin');
  await page.goto('/en/admin/storesetting/logoAndColors');
  await expectAccessible(page, 'branding settings');

  // A name is required in both languages, and a colour that is not one stays as typed and is refused on its field.
  await field(page, say('en', 'adminStore.inEnglish', { label: b.storeName })).fill('Silk Lane');
  await field(page, say('en', 'adminStore.inArabic', { label: b.storeName })).fill('');
  await field(page, b.primary).fill('#zz12');
  await page.keyboard.press('Escape');
  await submit(page, b.save);
  await expect(page.getByText(MESSAGES.en.validation.required)).toBeVisible();
  await expect(field(page, b.primary)).toHaveValue('#zz12');
  await expect(page.getByText(MESSAGES.en.validation.colorInvalid)).toBeVisible();
  await field(page, say('en', 'adminStore.inArabic', { label: b.storeName })).fill('درب الحرير');
  await field(page, b.primary).fill('#f5e050');
  await field(page, b.primary).blur();
  // Yellow text on a white page is unreadable: the page warns before anything is saved.
  await expect(page.getByTestId('contrast-warning')).toBeVisible();
  await field(page, b.primary).fill('#0B6E4F');
  await field(page, b.primary).blur();
  await expect(page.getByTestId('contrast-warning')).toHaveCount(0);
  // Escape closes the colour picker, and the focus stays in its field.
  const picker = page.locator('.mantine-ColorInput-dropdown');
  await field(page, b.primary).click();
  await expect(picker).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(field(page, b.primary)).toBeFocused();
  await expect(page.getByTestId('branding-preview').getByRole('img', { name: 'Silk Lane' })).toBeVisible();
  await save(page, b.save, b.saved);

  await page.goto('/en');
  await expect(page.getByRole('banner').getByRole('img', { name: 'Silk Lane' }).first()).toBeAttached();
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0B6E4F');
  // A render of /ar that began before the save may still be the cached copy once: the next visit shows the new name.
  await expect(async () => {
    await page.goto('/ar');
    await expect(page.getByRole('banner').getByRole('img', { name: 'درب الحرير' }).first()).toBeAttached({
      timeout: 1000,
    });
  }).toPass({ timeout: 15_000 });
  const brand = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-brand-6').trim(),
  );
  expect(brand.toLowerCase()).toBe('#0b6e4f');
  await expectAccessible(page, 'storefront in the new colours');
});

test('Homepage: banner, announcement and sections in both languages; an empty announcement is refused (ar admin)', async ({
  page,
  loginAs,
}) => {
  const h = s('ar').homepage;
  const both = (key: string) => [
    say('ar', 'adminStore.inEnglish', { label: key }),
    say('ar', 'adminStore.inArabic', { label: key }),
  ];
  await loginAs('admin');
  await page.goto('/ar/admin/storesetting/homepage');
  await expectAccessible(page, 'homepage settings');

  // On without its text: refused, in the admin's language.
  const [barEn, barAr] = both(h.announcement);
  await page.getByLabel(h.announcementOn).check();
  await field(page, barEn ?? '').fill('');
  await submit(page, h.save);
  await expect(page.getByText(MESSAGES.ar.validation.announcementRequired)).toBeVisible();

  const [titleEn, titleAr] = both(h.heroTitle);
  await field(page, titleEn ?? '').fill('Autumn silks are here');
  await field(page, titleAr ?? '').fill('وصل حرير الخريف');
  await field(page, barEn ?? '').fill('Free delivery this week');
  await field(page, barAr ?? '').fill('توصيل مجاني هذا الأسبوع');
  // Trending moves to the top (two places up; a retry of this serial file finds it there already).
  const up = page.getByRole('button', {
    name: say('ar', 'adminStore.homepage.moveUp', { section: h.sections.trending }),
  });
  if (await up.isEnabled()) {
    await up.click();
    await up.click();
  }
  await expect(up).toBeDisabled();
  await save(page, h.save, h.saved);

  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1, name: 'Autumn silks are here' })).toBeVisible();
  await expect(page.getByTestId('announcement-bar')).toHaveText('Free delivery this week');
  const headings = page.getByRole('heading', { level: 2 });
  await expect(headings.first()).toHaveText(MESSAGES.en.home.trending);
  await page.goto('/ar');
  await expect(page.getByRole('heading', { level: 1, name: 'وصل حرير الخريف' })).toBeVisible();
  await expect(page.getByTestId('announcement-bar')).toHaveText('توصيل مجاني هذا الأسبوع');
  await expectNoSidewaysScroll(page, 'home with the announcement');
});

test('Contact & Footer Info: the footer shows the contacts and localised support hours (en admin)', async ({
  page,
  loginAs,
}) => {
  const c = s('en').contact;
  await loginAs('admin');
  await page.goto('/en/admin/storesetting/contact&footer');
  await expectAccessible(page, 'contact settings');
  await field(page, c.whatsapp).fill('+966 50 123 4567');
  await field(page, c.email).fill('not-an-address');
  await submit(page, c.save);
  await expect(page.getByText(MESSAGES.en.validation.emailInvalid)).toBeVisible();
  await field(page, c.email).fill('care@wishah.test');
  // A chip's checkbox is hidden behind its label (a retry of this serial file finds Saturday chosen already).
  const saturday = page.getByRole('checkbox', { name: 'Saturday' });
  if (!(await saturday.isChecked())) await page.getByText('Saturday', { exact: true }).click();
  await expect(saturday).toBeChecked();
  await field(page, c.social.instagram).fill('https://instagram.com/wishah');
  await save(page, c.save, c.saved);

  await page.goto('/en');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: MESSAGES.en.footer.whatsapp })).toHaveAttribute(
    'href',
    'https://wa.me/966501234567',
  );
  await expect(footer.getByRole('link', { name: 'care@wishah.test' })).toHaveAttribute(
    'href',
    'mailto:care@wishah.test',
  );
  await expect(footer.getByRole('link', { name: MESSAGES.en.footer.social.instagram })).toBeVisible();
  await expect(footer.getByTestId('support-hours')).toHaveText('Support hours: Mon–Sat, 8:00 AM to 5:00 PM');
  await page.goto('/ar');
  await expect(page.getByRole('contentinfo').getByTestId('support-hours')).toHaveText(
    'ساعات الدعم: الاثنين–السبت، من ٨:٠٠ ص حتى ٥:٠٠ م',
  );
});

test('Settings: the default language opens / and order numbers carry the prefix (ar admin)', async ({
  page,
  loginAs,
  request,
}) => {
  const g = s('ar').general;
  await loginAs('admin');
  await page.goto('/ar/admin/settings');
  await expectAccessible(page, 'settings');
  await field(page, g.prefix).fill('ws/1');
  await submit(page, g.save);
  await expect(page.getByText(MESSAGES.ar.validation.prefixInvalid)).toBeVisible();
  await field(page, g.prefix).fill('WS-');
  // Number fields show the page's digits, and read a number typed in either (the store's threshold stays what it
  // was).
  const lowStock = field(page, g.lowStock);
  await expect(lowStock).toHaveValue(/^[٠-٩]+$/);
  await lowStock.fill('');
  await lowStock.pressSequentially('٥');
  await expect(lowStock).toHaveValue('٥');
  await lowStock.fill('7');
  await expect(lowStock).toHaveValue('٧');
  // What is typed stays as typed, and a field left holding no number says so.
  await lowStock.pressSequentially('x');
  await expect(lowStock).toHaveValue('٧x');
  await lowStock.press('Tab');
  await expect(page.getByText(MESSAGES.ar.validation.numberNotNumber)).toBeVisible();
  await lowStock.fill('٥');
  // The Arabic decimal separator is the decimal point (the rate is put back: this test saves no tax).
  const rate = field(page, MESSAGES.ar.adminSettings.tax.rate);
  const rateBefore = await rate.inputValue();
  await rate.fill('');
  await rate.pressSequentially('١٢٫٥');
  await expect(rate).toHaveValue('١٢٫٥');
  await rate.press('Tab');
  await expect(rate).toHaveValue('١٢٫٥');
  // A rate out of range stays as typed and is refused as too large, naming the most, not quietly saved as 100 %.
  await rate.fill('١٥٠');
  await rate.press('Tab');
  await expect(rate).toHaveValue('١٥٠');
  await page.getByRole('button', { name: MESSAGES.ar.adminSettings.tax.save }).click();
  await expect(rate).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(say('ar', 'validation.numberMax', { max: '١٠٠' }))).toBeVisible();
  await rate.fill(rateBefore);
  // Time zones are named in the page's language, and found by an offset typed in either digits.
  const zone = page.getByRole('combobox', { name: g.timeZone });
  const zoneBefore = await zone.inputValue();
  await zone.fill('+3');
  await expect(
    page.getByRole('option', { name: 'Asia/Riyadh · التوقيت العربي الرسمي (غرينتش+٣)' }),
  ).toBeVisible();
  await zone.press('Escape');
  await zone.blur();
  await expect(zone).toHaveValue(zoneBefore);
  await page.getByRole('combobox', { name: g.defaultLocale }).click();
  await page.getByRole('option', { name: 'العربية' }).click();
  await save(page, g.save, g.saved);

  const response = await request.get('/', { headers: { 'Accept-Language': 'fr-FR' }, maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe('/ar');
  // A browser that asks for one of the store's languages still gets it.
  const english = await request.get('/', { headers: { 'Accept-Language': 'en-GB' }, maxRedirects: 0 });
  expect(new URL(english.headers().location ?? '', 'http://x').pathname).toBe('/en');

  await page.goto('/en/admin/orders');
  await expect(page.getByRole('link', { name: /^WS-\d+$/ }).first()).toBeVisible();

  // The Store Setting overview says what each page is set to (the earlier tests set the colours and the bar).
  await page.goto('/ar/admin/storesetting');
  await expectAccessible(page, 'store setting overview');
  await expect(page.getByTestId('overview-homepage')).toContainText(
    MESSAGES.ar.adminStore.overview.announcementOn,
  );
  await expect(page.getByTestId('overview-logoAndColors')).toContainText(
    MESSAGES.ar.adminStore.overview.noLogo,
  );
});

test("the owner's new colour and announcement reach a guest's open page on another instance, without reload", async ({
  page,
  browser,
  loginAs,
}) => {
  test.setTimeout(120_000);
  const instanceB = await startInstance(E2E_PORT + 1);
  try {
    const context = await browser.newContext({ baseURL: `http://localhost:${E2E_PORT + 1}`, locale: 'ar' });
    const guest = await context.newPage();
    const errors: string[] = [];
    guest.on('pageerror', (error) => errors.push(error.message));
    const timeline = recordLiveTraffic(guest);
    // The page opens its stream once it has settled.
    const streaming = guest.waitForRequest('**/api/events');
    await guest.goto('/ar/products');
    await guest.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    await streaming;

    await loginAs('admin');
    const b = s('en').branding;
    await page.goto('/en/admin/storesetting/logoAndColors');
    await field(page, b.primary).fill('#7A1F3D');
    await field(page, b.primary).blur();
    await save(page, b.save, b.saved);
    timeline.push(`${clock()} the colour is saved`);
    const h = s('en').homepage;
    await page.goto('/en/admin/storesetting/homepage');
    await page.getByLabel(h.announcementOn).check();
    await field(page, say('en', 'adminStore.inEnglish', { label: h.announcement })).fill('Weekend sale');
    await field(page, say('en', 'adminStore.inArabic', { label: h.announcement })).fill(
      'تخفيضات نهاية الأسبوع',
    );
    await save(page, h.save, h.saved);
    timeline.push(`${clock()} the announcement is saved`);

    // Each save re-renders the guest's page on B; on CI's two loaded cores two of them have taken over 15 s.
    await expect(guest.getByTestId('announcement-bar'))
      .toHaveText('تخفيضات نهاية الأسبوع', { timeout: 30_000 })
      .catch((error) => {
        // It failed once in CI (the second save never reached the page): what the page asked and B did, to see why.
        console.log(
          ['The guest page on B:', ...timeline, 'Instance B logged:', instanceB.readLog()].join('\n'),
        );
        throw error;
      });
    await expect(guest.getByTestId('announcement-bar')).toHaveCSS('background-color', rgb('#7A1F3D'));
    await expect
      .poll(() =>
        guest.evaluate(() =>
          getComputedStyle(document.documentElement)
            .getPropertyValue('--mantine-color-brand-6')
            .trim()
            .toLowerCase(),
        ),
      )
      .toBe('#7a1f3d');
    expect(await guest.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
    expect(errors).toEqual([]);
    await context.close();
  } finally {
    instanceB.stop();
  }
});

const clock = () => new Date().toISOString().slice(11, 23);

/** What a page asks of the live settings (its event stream, its refresh actions) and is answered, in order. */
function recordLiveTraffic(page: Page): string[] {
  const timeline: string[] = [];
  const live = (request: Request) => request.method() === 'POST' || request.url().includes('/api/events');
  const path = (request: Request) => new URL(request.url()).pathname;
  page.on('request', (request) => {
    if (live(request)) timeline.push(`${clock()} → ${request.method()} ${path(request)}`);
  });
  page.on('response', (response) => {
    const request = response.request();
    if (live(request))
      timeline.push(`${clock()} ← ${response.status()} ${request.method()} ${path(request)}`);
  });
  page.on('requestfailed', (request) => {
    if (live(request))
      timeline.push(`${clock()} ✗ ${request.method()} ${path(request)}: ${request.failure()?.errorText}`);
  });
  page.on('console', (message) => timeline.push(`${clock()} console.${message.type()}: ${message.text()}`));
  return timeline;
}
