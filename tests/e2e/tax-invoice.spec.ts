import jsQR from 'jsqr';
import sharp from 'sharp';
import { E2E_ADMIN, E2E_BASE_URL } from '../../playwright.config';
import { decodeTlv } from '../../src/domains/orders/tax-invoice';
import { SELLER_MESSAGE_VALUES } from '../../src/domains/store-settings/seller/schemas';
import { formatRate } from '../../src/lib/money';
import { expectAccessible, expectNoSidewaysScroll, label, MESSAGES, say } from './checks';
import { expect, newPhone, newShopper, test } from './fixtures';
import { addTwoVariants, chooseArea, fillShipping, productFor } from './shop';

// A simplified tax invoice from end to end, in both languages (docs/decisions/0020-saudi-tax-invoices.md): the owner
// gives the seller's details in Settings (a VAT number of the wrong form is refused on its field), a guest places a
// cash order, and the admin's printable invoice names the seller, the VAT number, the invoice number and its time,
// and shows a QR code that — screenshotted and read here with jsqr — carries ZATCA's five fields.

// Both languages' tests save the same details, so they may run side by side.
const SELLER = {
  legalNameEn: 'Wishah Trading Company',
  legalNameAr: 'شركة وشاح للتجارة',
  vatNumber: '310122393500003',
  buildingNumber: '2322',
  street: 'Olaya Street',
  district: 'Al Olaya',
  city: 'Riyadh',
  postalCode: '12214',
  additionalNumber: '7482',
};

for (const [index, locale] of (['en', 'ar'] as const).entries()) {
  const m = MESSAGES[locale];
  const s = m.taxInvoice.settings;
  const d = m.taxInvoice.document;

  test(`the owner sets the seller, a guest's order is invoiced, and its QR code reads back (${locale})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    // The owner, in a browser of their own.
    const ip = `10.202.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
    const ownerContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': ip } });
    const signIn = await ownerContext.request.post(`${E2E_BASE_URL}/api/auth/sign-in/email`, {
      data: E2E_ADMIN,
      headers: { origin: E2E_BASE_URL },
    });
    expect(signIn.status()).toBe(200);
    const owner = await ownerContext.newPage();
    const ownerErrors: string[] = [];
    owner.on('pageerror', (error) => ownerErrors.push(error.message));

    await owner.goto(`${E2E_BASE_URL}/${locale}/admin/settings`);
    const section = owner.getByRole('region', { name: s.title });
    await expect(section).toBeVisible();
    const field = (name: string) => section.getByRole('textbox', { name: label(name) });
    await field(s.legalNameEn).fill(SELLER.legalNameEn);
    await field(s.legalNameAr).fill(SELLER.legalNameAr);
    await field(s.street).fill(SELLER.street);
    await field(s.district).fill(SELLER.district);
    await field(s.city).fill(SELLER.city);
    await field(s.buildingNumber).fill(SELLER.buildingNumber);
    await field(s.postalCode).fill(SELLER.postalCode);
    await field(s.additionalNumber).fill(SELLER.additionalNumber);
    // Fourteen digits: refused on its field, in the page's language; nothing is saved.
    await field(s.vatNumber).fill('31012239350000');
    await section.getByRole('button', { name: s.save }).click();
    await expect(
      section.getByText(say(locale, 'taxInvoice.validation.vatNumber', SELLER_MESSAGE_VALUES)),
    ).toBeVisible();
    await expect(field(s.vatNumber)).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(owner, `/${locale}/admin/settings (a bad VAT number)`);
    await field(s.vatNumber).fill(SELLER.vatNumber);
    await section.getByRole('button', { name: s.save }).click();
    await expect(owner.getByText(s.saved)).toBeVisible();
    await owner.reload();
    await expect(field(s.vatNumber)).toHaveValue(SELLER.vatNumber);

    // A guest buys, cash on delivery.
    await addTwoVariants(page, locale, productFor(16 + index));
    await page.goto(`/${locale}/cart`);
    await chooseArea(page, locale);
    await page.getByRole('button', { name: m.cartPage.checkout }).click();
    const phone = newPhone();
    await fillShipping(page, locale, {
      name: locale === 'en' ? 'Huda Al-Harbi' : 'هدى الحربي',
      email: newShopper().email,
      phone,
      confirm: phone,
    });
    await page.getByRole('button', { name: m.checkout.place }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/orders/\\d+/confirmed\\?key=`));
    const number = /\/orders\/(\d+)\//.exec(page.url())?.[1] as string;

    // The owner opens its invoice from the order's page.
    await owner.goto(`${E2E_BASE_URL}/${locale}/admin/orders/${number}`);
    await owner.getByRole('link', { name: m.adminOrders.invoice.open }).click();
    await expect(owner).toHaveURL(new RegExp(`/${locale}/admin/orders/${number}/invoice$`));
    const invoice = owner.getByTestId('invoice');
    await expect(invoice.getByRole('heading', { name: d.invoiceTitle, level: 1 })).toBeVisible();
    await expect(owner.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await expect(invoice).toContainText(locale === 'en' ? SELLER.legalNameEn : SELLER.legalNameAr);
    // The VAT number and the postal code in the page's digits.
    await expect(invoice).toContainText(locale === 'en' ? SELLER.vatNumber : '٣١٠١٢٢٣٩٣٥٠٠٠٠٣');
    await expect(invoice).toContainText(locale === 'en' ? SELLER.postalCode : '١٢٢١٤');
    for (const text of [d.invoiceNumber, d.issuedAt, d.vatRate, d.totalVat, d.totalWithVat, d.taxable])
      await expect(invoice).toContainText(text);
    // The demo store's 15 % VAT, on each line.
    await expect(invoice.getByRole('cell', { name: formatRate(1500, locale) }).first()).toBeVisible();
    const invoiceNumber = (await invoice.getByTestId('invoice-number').textContent()) ?? '';
    expect(invoiceNumber).toMatch(locale === 'en' ? /^INV-\d{6}$/ : /^INV-[٠-٩]{6}$/);
    await expectAccessible(owner, `/${locale}/admin/orders/[number]/invoice`);

    // The QR code as the page draws it, read from a screenshot.
    const qr = invoice.getByTestId('zatca-qr');
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute(
      'alt',
      say(locale, 'taxInvoice.document.qrAlt', { number: invoiceNumber }),
    );
    const shot = await qr.screenshot();
    // Enlarged without smoothing, so each module stays a crisp square for the reader.
    const { data, info } = await sharp(shot)
      .resize({ width: 480, kernel: 'nearest' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const code = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    expect(code, 'the QR code reads').not.toBeNull();
    const fields = decodeTlv(code?.data ?? '');
    expect(fields.get(1)).toBe(SELLER.legalNameAr);
    expect(fields.get(2)).toBe(SELLER.vatNumber);
    const issued = await invoice.locator('time').first().getAttribute('datetime');
    expect(fields.get(3)).toBe(issued?.replace(/\.\d{3}Z$/, 'Z'));
    // The total with VAT and the VAT, as the page prints them (the demo store's amounts, in dollars).
    const totals = invoice.getByTestId('invoice-totals');
    const amount = async (name: string) => (await totals.getByTestId(name).getAttribute('data-amount')) ?? '';
    expect(fields.get(4)).toBe(await amount('total-with-vat'));
    expect(fields.get(5)).toBe(await amount('total-vat'));
    expect(Number(fields.get(5))).toBeGreaterThan(0);
    expect(ownerErrors).toEqual([]);
    await ownerContext.close();

    // The guest opens the same invoice from their order's page (its link keeps the order's secret), on a phone's
    // width too, without scrolling sideways.
    const key = new URL(page.url()).searchParams.get('key') ?? '';
    await page.goto(`/${locale}/orders/${number}?key=${key}`);
    await page.getByRole('link', { name: d.shopperLink }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/orders/${number}/invoice\\?key=`));
    const own = page.getByTestId('invoice');
    await expect(own.getByRole('heading', { name: d.invoiceTitle, level: 1 })).toBeVisible();
    await expect(own.getByTestId('invoice-number')).toHaveText(invoiceNumber);
    await expect(own.getByTestId('zatca-qr')).toBeVisible();
    await expectAccessible(page, `/${locale}/orders/[number]/invoice`);
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoSidewaysScroll(page, `/${locale}/orders/[number]/invoice`);
    // Without the secret, nobody finds it.
    const stranger = await browser.newContext();
    const response = await stranger.request.get(`${E2E_BASE_URL}/${locale}/orders/${number}/invoice`);
    expect(response.status()).toBe(404);
    await stranger.close();
  });
}
