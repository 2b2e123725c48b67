import { randomBytes, randomInt } from 'node:crypto';
import { devices, type Page } from '@playwright/test';
import { pageDigits } from '../../src/lib/money';
import { pollFor } from '../setup/poll';
import { waitForSmsTo } from '../setup/sms';
import {
  expectAccessible,
  expectNoSidewaysScroll,
  type Locale,
  label,
  MESSAGES,
  OUTBOX,
  say,
} from './checks';
import { expect, test } from './fixtures';
import { addTwoVariants, chooseArea, fillShipping, productFor } from './shop';
import { queueJob, sql } from './store-db';

// Cash-on-delivery confirmation, in English and Arabic, on a desktop and a phone: the owner turns it on (a time
// limit out of bounds refused in words first), a guest places a cash order, reads the link in the SMS outbox and
// confirms it; another order is left unconfirmed, the owner sees it waiting, and once its time is over (made over
// in the database, the expiry job queued through the store's own queue, as its delayed job does) it is cancelled
// and its shopper told. The setting changes every cash order placed meanwhile, so the spec runs in a project of its
// own (playwright.config.ts: `cod-confirmation`), serially, and turns it off again.

test.describe.configure({ mode: 'serial' });

/** A Saudi mobile number of the shopper's own, national (as typed) and international (as the SMS goes). */
const newMobile = () => {
  const national = `050${randomInt(1_000_000, 10_000_000)}`;
  return { national, e164: `+966${national.slice(1)}` };
};

/** A guest places a cash-on-delivery order; returns its number, on its confirmed page. */
async function placeCashOrder(page: Page, locale: Locale, product: number, phone: string) {
  const m = MESSAGES[locale];
  await addTwoVariants(page, locale, productFor(product));
  await page.goto(`/${locale}/cart`);
  await chooseArea(page, locale);
  await page.getByRole('button', { name: m.cartPage.checkout }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/checkout$`));
  await fillShipping(page, locale, {
    name: locale === 'en' ? 'Layla Hassan' : 'ليلى حسن',
    email: `cod-${randomBytes(3).toString('hex')}@wishah.test`,
    phone,
    confirm: phone,
  });
  await expect(page.getByRole('radio', { name: m.orders.paymentMethod.cod })).toBeChecked();
  await page.getByRole('button', { name: m.checkout.place }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/orders/\\d+/confirmed\\?key=`));
  const number = Number(new URL(page.url()).pathname.split('/')[3]);
  // The confirmed page says a message is coming, and where (the number in the page's digits).
  const notice = page.getByTestId('cod-confirmation-notice');
  await expect(notice).toContainText(m.codConfirmation.notice.title);
  await expect(notice).toContainText(pageDigits(phone, locale));
  return number;
}

/** The link in the order's text message (waiting for the job queue to write it). */
async function confirmationLink(locale: Locale, e164: string, since: number) {
  const text = await waitForSmsTo(OUTBOX, e164, since);
  const link = text.match(/https?:\/\/\S+\/orders\/confirm\/\S+/)?.[0];
  expect(link, `the link in: ${text}`).toMatch(new RegExp(`/${locale}/orders/confirm/\\d+\\.`));
  return new URL(link ?? '').pathname;
}

/** Opens the link and presses "Confirm my order"; the page then says the order is confirmed, and still does later. */
async function confirmThroughLink(page: Page, locale: Locale, link: string) {
  const c = MESSAGES[locale].codConfirmation.page;
  await page.goto(link);
  const button = page.getByRole('button', { name: c.confirm });
  await expect(button).toBeVisible();
  await expectAccessible(page, `the ${locale} confirmation link`);
  await button.click();
  const state = page.getByTestId('cod-confirmation-state');
  await expect(state).toHaveAttribute('data-state', 'confirmed');
  await expect(page.getByRole('heading', { level: 1, name: c.confirmedTitle })).toBeVisible();
  // Opened again: confirmed, nothing to press.
  await page.reload();
  await expect(state).toHaveAttribute('data-state', 'confirmed');
  await expect(page.getByRole('button', { name: c.confirm })).toHaveCount(0);
  await expectAccessible(page, `the ${locale} confirmation link, confirmed`);
}

test.afterAll(async () => {
  // Whatever happened above, the other projects' cash orders do not wait.
  await sql('update store_settings set cod_confirm = false');
});

test('the owner asks shoppers to confirm cash orders; a time limit out of bounds is refused (en)', async ({
  page,
  loginAs,
}) => {
  const p = MESSAGES.en.adminSettings.payments;
  const c = MESSAGES.en.codConfirmation.settings;
  await loginAs('admin');
  await page.goto('/en/admin/storesetting/paymentOptions');
  const ask = page.getByRole('switch', { name: c.ask });
  await expect(ask).not.toBeChecked();
  await ask.check({ force: true });
  await page.getByRole('radio', { name: c.channels.sms }).check();
  const hours = page.getByRole('textbox', { name: label(c.hours) });
  await hours.fill('100');
  await page.getByRole('button', { name: p.save }).click();
  // The field names its bound in words (the form kit's number field), and nothing is saved.
  await expect(page.getByText(say('en', 'validation.numberMax', { max: '72' }))).toBeVisible();
  expect(
    (await sql<{ cod_confirm: boolean }>('select cod_confirm from store_settings'))[0]?.cod_confirm,
  ).toBe(false);
  await expectAccessible(page, 'payment options with the confirmation on and its hours refused');
  await hours.fill('24');
  await page.getByRole('button', { name: p.save }).click();
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: p.saved })).toBeVisible();
  await expect
    .poll(
      async () =>
        (await sql('select cod_confirm, cod_confirm_channel, cod_confirm_hours from store_settings'))[0],
    )
    .toEqual({ cod_confirm: true, cod_confirm_channel: 'sms', cod_confirm_hours: 24 });
});

for (const [index, locale] of (['en', 'ar'] as const).entries()) {
  test(`a guest confirms a cash order by its link; another, left unconfirmed, is cancelled in time (${locale})`, async ({
    page,
    loginAs,
  }) => {
    test.setTimeout(150_000);
    const m = MESSAGES[locale];
    const shopper = newMobile();
    const since = Date.now();
    await placeCashOrder(page, locale, 30 + index, shopper.national);
    await expectAccessible(page, `the ${locale} confirmed page, awaiting confirmation`);
    await confirmThroughLink(page, locale, await confirmationLink(locale, shopper.e164, since));

    // Another order, never confirmed: the owner sees it waiting.
    const late = newMobile();
    const lateSince = Date.now();
    const number = await placeCashOrder(page, locale, 32 + index, late.national);
    const link = await confirmationLink(locale, late.e164, lateSince);
    await loginAs('admin');
    await page.goto(`/${locale}/admin/orders?status=awaiting`);
    const row = page.getByTestId('order-row').filter({ hasText: m.orders.status.awaiting }).first();
    await expect(row).toBeVisible();
    await expectAccessible(page, `the ${locale} orders awaiting confirmation`);
    await page.goto(`/${locale}/admin/orders/${number}`);
    const panel = page.getByTestId('cod-confirmation-panel');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: m.codConfirmation.admin.confirmByPhone })).toBeVisible();
    await expectAccessible(page, `the ${locale} order awaiting confirmation (admin)`);

    // Its time is over: the expiry job cancels it, returns its stock and texts its shopper.
    const [order] = await sql<{ id: number }>(
      `update orders set confirm_due_at = now() - interval '1 minute' where number = $1 returning id`,
      [number],
    );
    const expiredSince = Date.now();
    await queueJob('cod-confirmation-expiry', { orderId: order?.id ?? 0 });
    await pollFor('the unconfirmed order cancelled', async () => {
      const [row] = await sql<{ status: string; stock_returned_at: Date | null }>(
        'select status, stock_returned_at from orders where number = $1',
        [number],
      );
      return row?.status === 'cancelled' && row.stock_returned_at ? row : undefined;
    });
    const told = await waitForSmsTo(OUTBOX, late.e164, expiredSince);
    expect(told).toContain(locale === 'en' ? 'was cancelled' : 'أُلغي طلبك');
    await page.goto(link);
    await expect(page.getByTestId('cod-confirmation-state')).toHaveAttribute('data-state', 'cancelled');
    await expect(page.getByRole('button', { name: m.codConfirmation.page.confirm })).toHaveCount(0);
    await expectAccessible(page, `the ${locale} link of the cancelled order`);
  });
}

test.describe('on a phone', () => {
  // The phone project's device, for this spec's own project (the setting it needs is on only here).
  const { defaultBrowserType: _, ...pixel } = devices['Pixel 7'];
  test.use(pixel);

  for (const [index, locale] of (['en', 'ar'] as const).entries()) {
    test(`a guest confirms a cash order by its link on a phone (${locale})`, async ({ page }) => {
      test.setTimeout(120_000);
      const shopper = newMobile();
      const since = Date.now();
      await placeCashOrder(page, locale, 34 + index, shopper.national);
      await expectNoSidewaysScroll(page, `the ${locale} confirmed page on a phone`);
      await page.goto(await confirmationLink(locale, shopper.e164, since));
      await expectNoSidewaysScroll(page, `the ${locale} confirmation link on a phone`);
      await expectAccessible(page, `the ${locale} confirmation link on a phone`);
      await page.getByRole('button', { name: MESSAGES[locale].codConfirmation.page.confirm }).click();
      await expect(page.getByTestId('cod-confirmation-state')).toHaveAttribute('data-state', 'confirmed');
      await expectNoSidewaysScroll(page, `the ${locale} confirmed link on a phone`);
    });
  }
});

test('the owner confirms a waiting order by phone, and the order says who did (ar)', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  const c = MESSAGES.ar.codConfirmation.admin;
  const number = await placeCashOrder(page, 'ar', 36, newMobile().national);
  await loginAs('admin');
  await page.goto(`/ar/admin/orders/${number}`);
  const panel = page.getByTestId('cod-confirmation-panel');
  await panel.getByRole('button', { name: c.confirmByPhone }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(c.confirmBody);
  await expectAccessible(page, 'the ar confirm-by-phone dialog');
  await dialog.getByRole('button', { name: c.confirmByPhone }).click();
  await expect(page.locator('.mantine-Notification-root').first()).toBeVisible();
  // "Confirmed by phone by {name} on {at}": the words between the name and the time.
  const between = say('ar', 'codConfirmation.admin.byAdmin', { name: '\u0001', at: '\u0002' })
    .split('\u0001')[1]
    ?.split('\u0002')[0]
    ?.trim();
  await expect(panel).toContainText(between ?? 'missing');
  await expect(panel.getByRole('button', { name: c.confirmByPhone })).toHaveCount(0);
  const [row] = await sql<{ status: string; confirmed_by_name: string | null }>(
    'select status, confirmed_by_name from orders where number = $1',
    [number],
  );
  expect(row?.status).toBe('pending');
  expect(row?.confirmed_by_name).toBeTruthy();
});

test('the owner turns the confirmation off again (en)', async ({ page, loginAs }) => {
  const p = MESSAGES.en.adminSettings.payments;
  await loginAs('admin');
  await page.goto('/en/admin/storesetting/paymentOptions');
  const ask = page.getByRole('switch', { name: MESSAGES.en.codConfirmation.settings.ask });
  await expect(ask).toBeChecked();
  await ask.uncheck({ force: true });
  await page.getByRole('button', { name: p.save }).click();
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: p.saved })).toBeVisible();
  await expect
    .poll(async () => (await sql<{ cod_confirm: boolean }>('select cod_confirm from store_settings'))[0])
    .toEqual({ cod_confirm: false });
});
