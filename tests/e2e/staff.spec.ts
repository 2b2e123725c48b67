import type { Browser, Page } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL } from '../../playwright.config';
import { waitForMailTo } from '../setup/eml';
import { expectAccessible, expectNoSidewaysScroll, type Locale, MESSAGES, OUTBOX, say } from './checks';
import { expect, newShopper, test } from './fixtures';

// Staff with roles: the owner invites a catalogue staff member by e-mail from the users page; the invitee opens the
// mailed link, signs up with the invited address, accepts, and finds an admin of the catalogue only: its sidebar
// entries, the 403 page on Orders, and a refused sales export.

const octet = () => Math.floor(Math.random() * 250) + 1;

/** The owner, signed in, in a browser of their own. */
async function ownerBrowser(browser: Browser, locale: Locale) {
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    locale,
    extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` },
  });
  const page = await context.newPage();
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: E2E_ADMIN,
    headers: { origin: E2E_BASE_URL },
  });
  expect(signIn.status()).toBe(200);
  return { context, page };
}

/** The owner invites `email` as catalogue staff on the users page. */
async function invite(page: Page, locale: Locale, email: string) {
  const s = MESSAGES[locale].staff;
  await page.goto(`/${locale}/admin/users`);
  const form = page.getByRole('form', { name: s.section.invite });
  // Bad input first: a translated field error, and no invitation.
  await form.getByRole('textbox', { name: s.section.email }).fill('not-an-address');
  await form.getByRole('button', { name: s.section.invite }).click();
  await expect(form.getByText(s.errors.email)).toBeVisible();
  await form.getByRole('textbox', { name: s.section.email }).fill(email);
  await form.getByRole('combobox', { name: s.section.role, exact: true }).click();
  await page.getByRole('option', { name: s.roles.catalogue, exact: true }).click();
  await form.getByRole('button', { name: s.section.invite }).click();
  await expect(page.getByText(say(locale, 'staff.section.invited', { email }))).toBeVisible();
  await expect(page.getByTestId('pending-invitations')).toContainText(email);
  await expectAccessible(page, `${locale} users page with the staff section`);
}

for (const locale of ['en', 'ar'] as const) {
  for (const phone of [false, true]) {
    test(`the owner invites catalogue staff, who sees only the catalogue (${locale})${phone ? ' @phone' : ''}`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(90_000);
      const m = MESSAGES[locale];
      const s = m.staff;
      const invitee = newShopper();
      invitee.email = invitee.email.replace('shopper-', 'staff-');

      const owner = await ownerBrowser(browser, locale);
      const since = Date.now();
      await invite(owner.page, locale, invitee.email);
      await owner.context.close();

      // The mail, in the owner's language, carries the link.
      const mail = await waitForMailTo(OUTBOX, invitee.email, since);
      expect(mail.headers.subject).toBe(
        say(locale, 'staff.mail.subject', { site: new URL(E2E_BASE_URL).host }),
      );
      const link = /https?:\/\/\S+\/staff-invitation\?token=[\w-]+/.exec(mail.text)?.[0];
      if (!link) throw new Error(`no invitation link in ${mail.text}`);
      const path = new URL(link).pathname + new URL(link).search;
      expect(path.startsWith(`/${locale}/staff-invitation`)).toBe(true);

      // A guest is asked to log in or sign up first.
      await page.goto(path);
      await expect(page.getByRole('heading', { name: s.invitation.title })).toBeVisible();
      await expect(
        page.getByText(say(locale, 'staff.invitation.signInFirst', { email: invitee.email })),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: s.invitation.signup })).toBeVisible();
      await expectAccessible(page, `${locale} invitation page`);
      await expectNoSidewaysScroll(page, `${locale} invitation page`);
      // The sign-up page it leads to comes back here.
      await page.getByRole('link', { name: s.invitation.signup }).click();
      await expect(page).toHaveURL(/\/signup\?next=/);
      const signUp = await page.request.post('/api/auth/sign-up/email', {
        data: invitee,
        headers: { origin: E2E_BASE_URL },
      });
      expect(signUp.status()).toBe(200);
      await page.goto(path);
      await expect(
        page.getByText(say(locale, 'staff.invitation.signedInAs', { email: invitee.email })),
      ).toBeVisible();
      await page.getByRole('button', { name: s.invitation.accept }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/admin/dashboard`));

      // The catalogue's sidebar: its entries and no other.
      if (phone) await page.getByRole('button', { name: m.admin.openMenu }).click();
      const nav = page.getByRole('navigation', { name: m.admin.title });
      await nav.getByRole('button', { name: m.admin.nav.productsGroup, exact: true }).click();
      const labels = (await nav.locator('.mantine-NavLink-label').allTextContents()).map((text) =>
        text.trim(),
      );
      const n = m.admin.nav;
      expect(labels).toEqual([
        n.dashboard,
        n.productsGroup,
        n.products,
        n.categories,
        n.searchWords,
        n.discounts,
        invitee.name,
      ]);
      for (const hidden of [n.orders, n.users, n.sales, n.settings, n.contactus])
        await expect(nav.getByText(hidden, { exact: true })).toHaveCount(0);
      // Their dashboard is their work: stock running low and searches that found nothing, never the sales, the
      // orders (with their customers' names) or the contact requests.
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: m.adminReports.lowStock.title })).toBeVisible();
      await expect(main.getByRole('heading', { name: m.searchWords.dashboardTitle })).toBeVisible();
      for (const hidden of ['kpi-revenue', 'stat-pending', 'stat-contact', 'stat-reviews'])
        await expect(page.getByTestId(hidden)).toHaveCount(0);
      await expect(main.getByRole('heading', { name: m.adminOrders.dashboard.latest })).toHaveCount(0);
      await expect(main.getByRole('heading', { name: m.adminReports.topProducts.title })).toHaveCount(0);
      await expectAccessible(page, `${locale} catalogue staff dashboard`);
      await expectNoSidewaysScroll(page, `${locale} catalogue staff dashboard`);

      // Their area opens; Orders is the 403 page; the sales export and an orders action are refused.
      await page.goto(`/${locale}/admin/products`);
      await expect(page.getByRole('heading', { name: n.products, level: 1 })).toBeVisible();
      const orders = await page.goto(`/${locale}/admin/orders`);
      expect(orders?.status()).toBe(403);
      await expect(page.getByRole('heading', { name: m.errors.forbiddenTitle })).toBeVisible();
      await expectAccessible(page, `${locale} 403 page for catalogue staff`);
      const sales = await page.request.get('/api/admin/sales/export?breakdown=day&range=30d');
      expect(sales.status()).toBe(403);

      // The link works once.
      await page.goto(path);
      await expect(page.getByText(s.errors.used)).toBeVisible();
    });
  }
}

for (const locale of ['en', 'ar'] as const) {
  test(`the owner cancels an invitation, and its mailed link no longer works (${locale})`, async ({
    page,
    browser,
  }) => {
    const s = MESSAGES[locale].staff;
    const email = newShopper().email.replace('shopper-', 'mistaken-');
    const owner = await ownerBrowser(browser, locale);
    const since = Date.now();
    await invite(owner.page, locale, email);
    const mail = await waitForMailTo(OUTBOX, email, since);
    const link = /https?:\/\/\S+\/staff-invitation\?token=[\w-]+/.exec(mail.text)?.[0];
    if (!link) throw new Error(`no invitation link in ${mail.text}`);

    await owner.page
      .getByRole('button', { name: say(locale, 'staff.section.cancelLabel', { email }) })
      .click();
    await expect(owner.page.getByText(say(locale, 'staff.section.cancelled', { email }))).toBeVisible();
    await expect(owner.page.getByTestId('pending-invitations').getByText(email)).toHaveCount(0);
    await expectAccessible(owner.page, `${locale} users page after cancelling an invitation`);
    await owner.context.close();

    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByText(s.errors.invalid)).toBeVisible();
  });
}
