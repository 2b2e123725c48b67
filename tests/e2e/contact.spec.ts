import { randomBytes } from 'node:crypto';
import { E2E_ADMIN } from '../../playwright.config';
import { expectAccessible, expectNoSidewaysScroll, label, MESSAGES, say } from './checks';
import { expect, test } from './fixtures';

// The contact page in both languages: the form's rules speak the page's language, a valid message is thanked for,
// and the admin finds it in Contact requests, opens it and marks it handled.

for (const locale of ['en', 'ar'] as const) {
  const m = MESSAGES[locale];

  test(`a visitor writes to the store and the admin handles the message (${locale})`, async ({
    page,
    loginAs,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`/${locale}/contact`);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: m.contact.title })).toBeVisible();
    await expect(page.getByText(m.contact.details.hours, { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page, `/${locale}/contact at 360 px`);
    await expectAccessible(page, `/${locale}/contact`);

    const name = page.getByRole('textbox', { name: label(m.contact.form.name) });
    const email = page.getByRole('textbox', { name: label(m.contact.form.email) });
    const comments = page.getByRole('textbox', { name: label(m.contact.form.comments) });
    const send = page.getByRole('button', { name: m.contact.form.send });

    // Nothing filled in: each field says what it needs, in the page's language.
    await send.click();
    await expect(page.getByText(say(locale, 'validation.nameRequired'), { exact: true })).toBeVisible();
    await expect(page.getByText(say(locale, 'validation.emailRequired'), { exact: true })).toBeVisible();
    await expect(page.getByText(m.contact.errors.commentsRequired, { exact: true })).toBeVisible();
    // A name too short and an e-mail that is not one.
    await name.fill('Mon');
    await email.fill('not-an-email');
    await send.click();
    await expect(
      page.getByText(say(locale, 'validation.nameMin', { nameMin: 4 }), { exact: true }),
    ).toBeVisible();
    await expect(page.getByText(say(locale, 'validation.emailInvalid'), { exact: true })).toBeVisible();
    await expectAccessible(page, `/${locale}/contact with errors`);

    // A valid message: the form gives way to the thank-you.
    const id = randomBytes(3).toString('hex');
    const sender = locale === 'ar' ? `نورة ${id}` : `Visitor ${id}`;
    const address = `visitor-${id}@wishah.test`;
    const text = locale === 'ar' ? `هل يتوفر الوشاح الكحلي؟ ${id}` : `Is the navy scarf back in stock? ${id}`;
    await name.fill(sender);
    await email.fill(address);
    await comments.fill(text);
    await send.click();
    await expect(page.getByRole('heading', { name: m.contact.thanks.title })).toBeVisible();
    await expect(page.getByText(address)).toBeVisible();
    await expect(send).toHaveCount(0);
    await expectAccessible(page, `/${locale}/contact thank-you`);

    // The admin finds it, opens it and marks it handled. Signed in, the form starts from their name and e-mail.
    await loginAs('admin');
    await page.goto(`/${locale}/contact`);
    await expect(email).toHaveValue(E2E_ADMIN.email);
    await expect(name).not.toHaveValue('');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/${locale}/admin/contactus?q=${encodeURIComponent(address)}`);
    const row = page.getByTestId('contact-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(m.adminContact.status.new);
    await expectAccessible(page, `/${locale}/admin/contactus`);
    await page.getByRole('button', { name: say(locale, 'adminContact.open', { name: sender }) }).click();
    const dialog = page.getByRole('dialog', {
      name: say(locale, 'adminContact.detail.title', { name: sender }),
    });
    await expect(dialog.getByTestId('contact-message')).toHaveText(text);
    await expect(dialog.getByRole('link', { name: m.adminContact.actions.reply })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${address.replace(/[.+]/g, '\\$&')}\\?subject=`),
    );
    await expectAccessible(page, `/${locale}/admin/contactus message open`);
    await dialog.getByRole('button', { name: m.adminContact.actions.markHandled }).click();
    await expect(dialog.getByRole('button', { name: m.adminContact.actions.markNew })).toBeVisible();
    await expect(dialog).toContainText(m.adminContact.detail.handledAt);
    await page.keyboard.press('Escape');
    await expect(row).toContainText(m.adminContact.status.handled);
  });
}
