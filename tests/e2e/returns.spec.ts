import { E2E_ADMIN, E2E_BASE_URL } from '../../playwright.config';
import { expectAccessible, label, MESSAGES } from './checks';
import { expect, newPhone, type Shopper, test } from './fixtures';
import { chooseArea, fillShipping, productFor, slugOf } from './shop';

// A delivered cash-on-delivery order's return, both sides (docs/decisions/0022-returns.md): the shopper asks to
// send a unit back from their order's page; the owner, in another browser, approves it, marks the parcel received,
// restocks it and records the cash refund; the shopper's page then shows the refund.

for (const [index, locale] of (['en', 'ar'] as const).entries()) {
  const m = MESSAGES[locale];
  const r = m.returns;

  test(`a shopper returns part of a delivered order and the owner refunds it in cash (${locale})`, async ({
    page,
    loginAs,
    browser,
  }) => {
    test.setTimeout(150_000);
    const shopper = (await loginAs('shopper')) as Shopper;
    // One line is enough: the product page's first available variant.
    await page.goto(`/${locale}/products/${slugOf(productFor(14 + index), locale)}`);
    const badge = page.getByTestId('cart-count');
    await page.getByRole('button', { name: m.product.addToCart }).click();
    await expect(badge).toHaveAttribute('data-count', '1');
    await page.goto(`/${locale}/cart`);
    await chooseArea(page, locale);
    await page.getByRole('button', { name: m.cartPage.checkout }).click();
    await expect(page.getByRole('textbox', { name: label(m.checkout.fullName) })).toHaveValue(shopper.name);
    const phone = newPhone();
    await fillShipping(page, locale, { phone, confirm: phone });
    await page.getByRole('button', { name: m.checkout.place }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/orders/\\d+/confirmed\\?key=`));
    const number = /\/orders\/(\d+)\//.exec(page.url())?.[1] as string;

    // Not delivered yet: no return on offer.
    await page.goto(`/${locale}/orders/${number}`);
    await expect(page.getByRole('button', { name: r.request })).toHaveCount(0);

    // The owner delivers it, in a browser of their own.
    const ip = `10.202.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
    const adminContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': ip } });
    const signIn = await adminContext.request.post(`${E2E_BASE_URL}/api/auth/sign-in/email`, {
      data: E2E_ADMIN,
      headers: { origin: E2E_BASE_URL },
    });
    expect(signIn.status()).toBe(200);
    const admin = await adminContext.newPage();
    await admin.goto(`${E2E_BASE_URL}/${locale}/admin/orders/${number}`);
    for (const to of ['confirmed', 'processing', 'shipped', 'delivered'] as const) {
      await admin.getByRole('button', { name: m.adminOrders.actions.to[to], exact: true }).click();
      if (to === 'shipped') {
        const dialog = admin.getByRole('dialog');
        await dialog
          .getByRole('textbox', { name: m.adminOrders.ship.trackingNumber })
          .fill(`RT${Date.now()}`);
        await dialog.getByRole('button', { name: m.adminOrders.ship.submit }).click();
      }
      await expect(admin.getByTestId('order-timeline')).toContainText(m.orders.status[to]);
    }

    // The shopper asks to return one unit of the first line: the reason is required.
    await page.reload();
    await page.getByRole('button', { name: r.request }).click();
    const ask = page.getByRole('dialog');
    await ask.getByRole('textbox').first().fill('1');
    await ask.getByRole('button', { name: r.submit }).click();
    await expect(ask.getByText(r.reasonRequired)).toBeVisible();
    await expectAccessible(page, `/${locale}/orders/[number] asking for a return`);
    await ask.getByRole('combobox', { name: label(r.reason) }).click();
    await page.getByRole('option', { name: r.reasons.damaged }).click();
    await ask
      .getByRole('textbox', { name: r.note })
      .fill(locale === 'en' ? 'A pulled thread.' : 'خيط مسحوب.');
    await ask.getByRole('button', { name: r.submit }).click();
    await expect(page.getByText(r.requested)).toBeVisible();
    const card = page.getByTestId('return');
    await expect(card).toHaveAttribute('data-status', 'requested');
    // One return under way at a time.
    await expect(page.getByRole('button', { name: r.request })).toHaveCount(0);
    await expectAccessible(page, `/${locale}/orders/[number] with a return requested`);

    // The owner approves, receives, restocks and records the cash refund.
    await admin.reload();
    const owned = admin.getByTestId('admin-returns').getByTestId('return');
    await expect(owned).toHaveAttribute('data-status', 'requested');
    await expectAccessible(admin, `/${locale}/admin/orders/[number] with a return requested`);
    await owned.getByRole('button', { name: r.admin.approve }).click();
    await expect(owned).toHaveAttribute('data-status', 'approved');
    await owned.getByRole('button', { name: r.admin.receive }).click();
    await expect(owned).toHaveAttribute('data-status', 'received');
    await owned.getByRole('button', { name: r.admin.restock }).click();
    const restock = admin.getByRole('dialog');
    await expect(restock.getByRole('textbox').first()).toHaveValue(locale === 'en' ? '1' : '١');
    await expectAccessible(admin, 'the restock dialog');
    await restock.getByRole('button', { name: r.admin.restockSubmit }).click();
    await expect(owned.getByRole('button', { name: r.admin.restock })).toHaveCount(0);
    await owned.getByRole('button', { name: r.admin.refund }).click();
    const refund = admin.getByRole('dialog');
    await expect(refund.getByRole('combobox', { name: label(r.admin.refundMethod) })).toHaveValue(
      r.admin.methods.cash,
    );
    await expectAccessible(admin, 'the return refund dialog');
    await refund.getByRole('button', { name: r.admin.refundSubmit }).click();
    await expect(owned).toHaveAttribute('data-status', 'refunded');
    await expect(admin.getByTestId('payment-ledger')).toContainText(r.method.cash);
    await expectAccessible(admin, `/${locale}/admin/orders/[number] with a return refunded`);

    // The owner's list of returns shows it among all of them.
    await admin.goto(`${E2E_BASE_URL}/${locale}/admin/returns?show=all`);
    await expect(admin.getByTestId('return-row').first()).toBeVisible();
    await expectAccessible(admin, `/${locale}/admin/returns`);
    await adminContext.close();

    // The shopper sees the refund on their order's page.
    await page.reload();
    await expect(page.getByTestId('return')).toHaveAttribute('data-status', 'refunded');
    await expect(page.getByTestId('return-refund')).toContainText(r.method.cash);
    await expectAccessible(page, `/${locale}/orders/[number] with a return refunded`);
  });
}
