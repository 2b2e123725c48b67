import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { formatRate } from '../../src/lib/money';
import { expectAccessible, type Locale, label, MESSAGES, say } from './checks';
import { expect, test } from './fixtures';

// The owner's side of selling, in both languages: finding an order among the demo orders, moving it along the
// workflow to delivered (cash on delivery: then paid), cancelling one, printing its invoice, and the selling
// settings (delivery areas, tax, the base currency locked by existing orders). Each test works on its own demo
// order (a pending order of a customer no other test touches), so they run side by side.

/** The demo orders' pending customers (src/domains/orders/demo/seed.ts): one per test. */
const PENDING_CUSTOMER = { en: 'Sarah Mitchell', ar: 'منى الزهراني', cancel: 'Noura Al-Qahtani' } as const;

/** Opens the orders list filtered to one customer's pending orders, and that order's page. */
async function openPendingOrder(page: Page, locale: Locale, customer: string) {
  const o = MESSAGES[locale].adminOrders;
  const statuses = MESSAGES[locale].orders.status;
  await page.goto(`/${locale}/admin/orders`);
  await expect(
    page.getByRole('heading', { name: MESSAGES[locale].admin.nav.orders, level: 1 }),
  ).toBeVisible();
  // The demo orders are listed, newest first.
  await expect(page.getByTestId('order-row').first()).toBeVisible();
  expect(await page.getByTestId('order-row').count()).toBeGreaterThan(3);

  await page.getByRole('combobox', { name: o.filters.status, exact: true }).click();
  await page.getByRole('option', { name: statuses.pending, exact: true }).click();
  await expect(page).toHaveURL(/status=pending/);
  await page.getByRole('searchbox', { name: o.search }).fill(customer);
  await page.getByRole('searchbox', { name: o.search }).press('Enter');
  await expect(page).toHaveURL(/q=/);
  const row = page.getByTestId('order-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(customer);
  await expect(row).toContainText(statuses.pending);
  await expectAccessible(page, `/${locale}/admin/orders (filtered)`);

  const link = row.getByRole('link');
  const numberLabel = (await link.textContent())?.trim() ?? '';
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(numberLabel);
  return numberLabel;
}

for (const locale of ['en', 'ar'] as const) {
  test(`the admin finds a pending order and moves it along to delivered (${locale})`, async ({
    page,
    loginAs,
  }) => {
    test.setTimeout(120_000);
    const m = MESSAGES[locale];
    const o = m.adminOrders;
    await loginAs('admin');
    const numberLabel = await openPendingOrder(page, locale, PENDING_CUSTOMER[locale]);

    // Everything the shopper gave, with the spec's labels; the sidebar keeps "Orders" highlighted.
    for (const text of [
      o.userInfo,
      o.facts.phone,
      o.facts.whatsapp,
      o.deliveryAddress,
      o.facts.city,
      o.facts.zipCode,
      o.facts.deliveryArea,
    ])
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(PENDING_CUSTOMER[locale], { exact: true })).toBeVisible();
    await expect(page.getByTestId('order-lines').getByTestId('order-line').first()).toBeVisible();
    await expect(page.getByText(m.orders.totals.subtotal, { exact: true })).toBeVisible();
    await expect(page.getByText(m.orders.totals.delivery, { exact: true })).toBeVisible();
    // The demo store's 15 % VAT, included in its prices.
    await expect(
      page.getByText(say(locale, 'orders.totals.taxIncluded', { rate: formatRate(1500, locale) })),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: m.admin.nav.orders, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByTestId('payment-status')).toHaveText(m.orders.paymentStatus.unpaid);
    await expectAccessible(page, `/${locale}/admin/orders/[number]`);

    // Along the workflow, one step at a time: each button is the next allowed status.
    for (const to of ['confirmed', 'processing', 'shipped', 'delivered'] as const) {
      await page.getByRole('button', { name: o.actions.to[to], exact: true }).click();
      // Shipping asks for the courier and tracking number; this parcel goes without.
      if (to === 'shipped') {
        const dialog = page.getByRole('dialog');
        await expect(dialog).toContainText(numberLabel);
        await expectAccessible(page, `/${locale}/admin/orders/[number] ship dialog`);
        await dialog.getByRole('button', { name: o.ship.submit }).click();
      }
      // The notification names the new status (and the order, isolated left to right).
      await expect(
        page.locator('.mantine-Notification-root').filter({ hasText: m.orders.status[to] }),
      ).toBeVisible();
      await expect(page.getByTestId('order-timeline')).toContainText(m.orders.status[to]);
      await expect(page.getByRole('button', { name: o.actions.to[to], exact: true })).toBeHidden();
    }

    // Delivered: the end of the workflow, cash collected, and the whole timeline with who did what.
    await expect(
      page.getByText(say(locale, 'adminOrders.actions.final', { status: m.orders.status.delivered })),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: o.actions.to.cancelled })).toHaveCount(0);
    await expect(page.getByTestId('payment-status')).toHaveText(m.orders.paymentStatus.paid);
    const timeline = page.getByTestId('order-timeline');
    for (const title of [
      m.orders.timeline.placed,
      ...(['confirmed', 'processing', 'shipped', 'delivered'] as const).map((s) => m.orders.status[s]),
    ])
      await expect(timeline.getByText(title, { exact: true })).toBeVisible();
    // Each step names who made it: here the admin (the shopper placed it).
    const byAdmin = say(locale, 'orders.timeline.actor', { role: 'admin', name: '§' }).split('§')[1] ?? '';
    await expect(timeline.getByText(byAdmin, { exact: false })).toHaveCount(4);

    // The printable invoice: the same order in the page's language and direction, without the admin frame in print;
    // a cash order is a simplified tax invoice from when it was placed (tests/e2e/tax-invoice.spec.ts reads it all).
    await page.getByRole('link', { name: o.invoice.open }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/admin/orders/\\d+/invoice$`));
    const invoice = page.getByTestId('invoice');
    await expect(
      invoice.getByRole('heading', { name: m.taxInvoice.document.invoiceTitle, level: 1 }),
    ).toBeVisible();
    await expect(invoice).toContainText(numberLabel);
    await expect(invoice).toContainText(o.invoice.shipTo);
    await expect(invoice).toContainText(PENDING_CUSTOMER[locale]);
    await expect(invoice).toContainText(m.orders.totals.total);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('link', { name: m.admin.nav.orders, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectAccessible(page, `/${locale}/admin/orders/[number]/invoice`);
    const print = page.getByRole('button', { name: o.invoice.print });
    await expect(print).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(print).toBeHidden();
    await expect(page.getByRole('navigation', { name: m.admin.title })).toBeHidden();
    await expect(invoice).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await expect(print).toBeVisible();
  });

  test(`the admin manages delivery areas and sees the tax and currency settings (${locale})`, async ({
    page,
    loginAs,
  }) => {
    test.setTimeout(90_000);
    const m = MESSAGES[locale];
    const s = m.adminSettings;
    const id = randomBytes(3).toString('hex');
    const names = { en: `Tabuk ${id}`, ar: `تبوك ${id}` };
    await loginAs('admin');
    await page.goto(`/${locale}/admin/settings`);
    await expect(page.getByRole('heading', { name: m.admin.nav.settings, level: 1 })).toBeVisible();
    await expect(page.getByTestId('delivery-area-row').first()).toBeVisible();
    await expectAccessible(page, `/${locale}/admin/settings`);

    // A new area, first without its Arabic name: the form says so, in the page's language, and saves nothing.
    await page.getByRole('button', { name: s.areas.add }).click();
    const dialog = page.getByRole('dialog', { name: s.areas.addTitle });
    await dialog.getByRole('textbox', { name: label(s.areas.nameEn) }).fill(names.en);
    await dialog.getByRole('textbox', { name: label(s.areas.charge) }).fill('9.5');
    await dialog.getByRole('button', { name: s.areas.save }).click();
    await expect(dialog.getByText(m.validation.required)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: label(s.areas.nameAr) })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectAccessible(page, `/${locale}/admin/settings (area form with an error)`);

    // With it, the area is saved and listed last, in the page's language, with its charge and days.
    await dialog.getByRole('textbox', { name: label(s.areas.nameAr) }).fill(names.ar);
    await dialog.getByRole('button', { name: s.areas.save }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(s.areas.saved)).toBeVisible();
    const row = page.getByTestId('delivery-area-row').filter({ hasText: names[locale] });
    await expect(row).toHaveCount(1);
    await expect(page.getByTestId('delivery-area-row').last()).toContainText(names[locale]);
    await expect(row).toContainText(locale === 'ar' ? '٩٫٥٠' : '9.50');
    await expect(row).toContainText(say(locale, 'adminSettings.areas.daysRange', { min: 1, max: 3 }));

    // Moved up one place, then deleted after a confirmation.
    await row
      .getByRole('button', { name: say(locale, 'adminSettings.areas.moveUp', { name: names[locale] }) })
      .click();
    await expect(page.getByTestId('delivery-area-row').last()).not.toContainText(names[locale]);
    await row
      .getByRole('button', { name: say(locale, 'adminSettings.areas.delete', { name: names[locale] }) })
      .click();
    const confirm = page.getByRole('dialog', {
      name: say(locale, 'adminSettings.areas.deleteTitle', { name: names[locale] }),
    });
    await confirm.getByRole('button', { name: s.areas.deleteConfirm, exact: true }).click();
    await expect(row).toHaveCount(0);

    // Tax: the live example follows the switch; the base currency is locked, the store has orders.
    const example = page.getByTestId('tax-example');
    await expect(example).toBeVisible();
    const before = await example.textContent();
    await page.getByRole('switch', { name: s.tax.included }).click();
    await expect(example).not.toHaveText(before ?? '');
    await expect(page.getByTestId('currency-locked')).toHaveText(m.orders.currencyLocked);
    await expect(page.getByRole('combobox', { name: s.currency.label })).toBeDisabled();
  });
}

test('the admin cancels a pending order after confirming, and it can no longer move', async ({
  page,
  loginAs,
}) => {
  const o = MESSAGES.en.adminOrders;
  await loginAs('admin');
  await openPendingOrder(page, 'en', PENDING_CUSTOMER.cancel);
  await page.getByRole('button', { name: o.actions.to.cancelled }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(o.actions.cancelBody);
  // Changing one's mind keeps the order as it was.
  await dialog.getByRole('button', { name: o.actions.keep }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: o.actions.to.confirmed })).toBeVisible();
  await page.getByRole('button', { name: o.actions.to.cancelled }).click();
  await page.getByRole('dialog').getByRole('button', { name: o.actions.to.cancelled }).click();
  await expect(page.getByTestId('order-timeline')).toContainText(MESSAGES.en.orders.status.cancelled);
  await expect(
    page.getByText(say('en', 'adminOrders.actions.final', { status: MESSAGES.en.orders.status.cancelled })),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: o.actions.to.confirmed })).toHaveCount(0);
});

test('an unknown order number opens the not-found page inside the admin area', async ({ page, loginAs }) => {
  await loginAs('admin');
  for (const path of [
    '/en/admin/orders/999999',
    '/ar/admin/orders/999999/invoice',
    '/en/admin/orders/not-a-number',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});
