import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL } from '../../playwright.config';
import { DEMO_PRODUCTS } from '../../src/domains/catalog/demo/catalogue';
import { expectAccessible, expectNoSidewaysScroll, label, MESSAGES, say } from './checks';
import { expect, test } from './fixtures';

// The owner's pages (About us, Privacy policy, Terms) from the admin's editors to the store, and the custom domain
// naming the store's canonical URLs.

const LOCALES = ['en', 'ar'] as const;
// What a shopper would see run if the page let HTML through: each sets a flag or opens a dialog.
const XSS =
  '<img src=x onerror="window.__xss=1"><script>alert(1)</script><a href="javascript:alert(2)">x</a>';

/** Fails the test if any script of a payload runs on the page (a dialog, or the flag set). */
function watchForScripts(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return async () => {
    expect(dialogs, 'dialogs opened by a payload').toEqual([]);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  };
}

/** Replaces an editor's text with `text`, typed as a person would. */
async function typeInto(page: Page, name: string, text: string) {
  const editor = page.getByRole('textbox', { name, exact: true });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await editor.pressSequentially(text);
}

test.describe('About us', () => {
  test.describe.configure({ mode: 'serial' });

  test('the admin writes it in both languages and the store shows each, with typed HTML as inert text', async ({
    page,
    loginAs,
  }) => {
    test.setTimeout(90_000);
    const noScripts = watchForScripts(page);
    const id = randomBytes(3).toString('hex');
    const story = { en: `Woven in Riyadh ${id}`, ar: `نُسج في الرياض ${id}` };
    const m = MESSAGES.en.adminContent;
    await loginAs('admin');

    await page.goto('/en/admin/storesetting/aboutus');
    await expect(page.getByRole('heading', { level: 1, name: MESSAGES.en.admin.nav.aboutus })).toBeVisible();
    await expect(page.getByRole('link', { name: m.viewInStore })).toHaveAttribute('href', '/en/about');
    await typeInto(page, m.bodyEn, `${story.en} ${XSS}`);
    await typeInto(page, m.bodyAr, story.ar);
    await expectAccessible(page, 'about us editor (en)');
    await page.getByRole('button', { name: m.save }).click();
    await expect(page.getByText(m.saved)).toBeVisible();

    for (const locale of LOCALES) {
      await page.goto(`/${locale}/about`);
      const main = page.locator('main');
      await expect(
        main.getByRole('heading', { level: 1, name: MESSAGES[locale].content.about.title }),
      ).toBeVisible();
      await expect(main.getByText(story[locale])).toBeVisible();
      if (locale === 'en') {
        // The payload was text in the editor, so it is text on the page: shown, never run.
        await expect(main.getByText(XSS, { exact: false })).toBeVisible();
        await expect(main.locator('img[src="x"], script, a[href^="javascript"]')).toHaveCount(0);
      }
      await expectAccessible(page, `about us (${locale})`);
      await expectNoSidewaysScroll(page, `about us (${locale})`);
    }
    await noScripts();
  });

  test('the Arabic admin sees which languages the page has, and an empty language falls back marked', async ({
    page,
    loginAs,
  }) => {
    const m = MESSAGES.ar.adminContent;
    await loginAs('admin');
    await page.goto('/ar/admin/storesetting/aboutus');
    await typeInto(page, m.bodyAr, '');
    await expect(page.getByTestId('page-languages')).toHaveText(m.missing.en);
    await expectAccessible(page, 'about us editor (ar)');
    await page.getByRole('button', { name: m.save }).click();
    await expect(page.getByText(m.saved)).toBeVisible();

    await page.goto('/ar/about');
    await expect(page.getByText(MESSAGES.ar.content.onlyInOther)).toBeVisible();
    await expect(page.locator('main [lang="en"][dir="ltr"]')).toContainText('Woven in Riyadh');
    await expectAccessible(page, 'about us in English on the Arabic store');
  });
});

test('the privacy policy and terms show the demo texts in both languages', async ({ page }) => {
  const demo = {
    privacy: { en: 'Your privacy', ar: 'خصوصيتك' },
    terms: { en: 'Orders and prices', ar: 'الطلبات والأسعار' },
  };
  for (const locale of LOCALES) {
    for (const key of ['privacy', 'terms'] as const) {
      await page.goto(`/${locale}/${key}`);
      const main = page.locator('main');
      await expect(
        main.getByRole('heading', { level: 1, name: MESSAGES[locale].content[key].title }),
      ).toBeVisible();
      // The page's title once: the demo text does not repeat it.
      await expect(
        main.getByRole('heading', { name: MESSAGES[locale].content[key].title, exact: true }),
      ).toHaveCount(1);
      await expect(main.getByRole('heading', { name: demo[key][locale] })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`/${locale}/${key}$`),
      );
      await expectAccessible(page, `${key} (${locale})`);
    }
  }
});

test('the legal pages overview says which languages each page has, and sign-up links to both', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin');
  for (const locale of LOCALES) {
    const m = MESSAGES[locale];
    await page.goto(`/${locale}/admin/storesetting/terms&privacy`);
    for (const key of ['privacy', 'terms'] as const) {
      const card = page.getByTestId(`page-card-${key}`);
      await expect(card).toContainText(m.adminContent.states.both);
      await expect(card).toContainText(say(locale, 'adminContent.updated', { date: '' }).trim());
    }
    await expectAccessible(page, `terms & privacy overview (${locale})`);
    await page.getByTestId('page-card-terms').click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/admin/terms-conditions$`));
    await expect(page.getByRole('textbox', { name: m.adminContent.bodyAr, exact: true })).toContainText(
      'وشاح',
    );
    await expectAccessible(page, `terms editor (${locale})`);
  }

  await page.context().clearCookies();
  for (const locale of LOCALES) {
    await page.goto(`/${locale}/signup`);
    const notice = page.getByTestId('signup-terms');
    await expect(notice.getByRole('link', { name: MESSAGES[locale].content.privacy.title })).toHaveAttribute(
      'href',
      `/${locale}/privacy`,
    );
    await notice.getByRole('link', { name: MESSAGES[locale].content.terms.title }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/terms$`));
  }
});

test.describe('custom domain', () => {
  test.describe.configure({ mode: 'serial' });
  const domain = `shop-${randomBytes(3).toString('hex')}.wishah-e2e.com`;

  async function saveDomain(page: Page, value: string) {
    const m = MESSAGES.en.adminDomain;
    await page.goto('/en/admin/storesetting/customDomain');
    await page.getByRole('textbox', { name: label(m.domain) }).fill(value);
    await page.getByRole('button', { name: m.save }).click();
    await expect(page.getByText(m.saved)).toBeVisible();
  }

  test.afterAll(async ({ browser }) => {
    // Other specs expect the store at APP_URL.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.request.post(`${E2E_BASE_URL}/api/auth/sign-in/email`, {
      data: E2E_ADMIN,
      headers: { origin: E2E_BASE_URL },
    });
    await page.goto(`${E2E_BASE_URL}/en/admin/storesetting/customDomain`);
    await page.getByRole('textbox', { name: label(MESSAGES.en.adminDomain.domain) }).fill('');
    await page.getByRole('button', { name: MESSAGES.en.adminDomain.save }).click();
    await expect(page.getByText(MESSAGES.en.adminDomain.saved)).toBeVisible();
    await context.close();
  });

  test('the admin sets it, checks it, and product pages name it as their canonical URL', async ({
    page,
    loginAs,
  }) => {
    test.setTimeout(60_000);
    const m = MESSAGES.en.adminDomain;
    await loginAs('admin');
    await page.goto('/en/admin/storesetting/customDomain');
    const field = page.getByRole('textbox', { name: label(m.domain) });
    await field.fill('https://shop.example.com/');
    await page.getByRole('button', { name: m.save }).click();
    await expect(page.getByText(MESSAGES.en.validation.domainInvalid)).toBeVisible();

    await saveDomain(page, domain.toUpperCase());
    // The page names the origin the store now uses.
    await expect(page.getByText(`https://${domain}`, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: m.check }).click();
    await expect(page.getByTestId('domain-check')).toHaveText(
      m.result.unresolved.replace('<domain></domain>', domain),
      { timeout: 15_000 },
    );
    await expectAccessible(page, 'custom domain (en)');

    const product = DEMO_PRODUCTS.find((p) => !p.draft);
    if (!product) throw new Error('no published demo product');
    await page.goto(`/en/products/${product.slug}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `https://${domain}/en/products/${product.slug}`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      `https://${domain}/en/products/${product.slug}`,
    );

    await page.goto('/ar/admin/storesetting/customDomain');
    await expect(page.getByRole('textbox', { name: label(MESSAGES.ar.adminDomain.domain) })).toHaveValue(
      domain,
    );
    await expectAccessible(page, 'custom domain (ar)');
  });

  test('cleared, the store names APP_URL again', async ({ page, loginAs, baseURL }) => {
    await loginAs('admin');
    await saveDomain(page, '');
    const product = DEMO_PRODUCTS.find((p) => !p.draft);
    await page.goto(`/en/products/${product?.slug}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}/en/products/${product?.slug}`,
    );
  });
});
