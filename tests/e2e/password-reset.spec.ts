import os from 'node:os';
import path from 'node:path';
import { E2E_BASE_URL } from '../../playwright.config';
import { resetLinkIn, waitForMailTo } from '../setup/eml';
import { expect, type Shopper, test } from './fixtures';

// The e2e server writes mail to its data folder's outbox (no SMTP_URL; see tests/setup/e2e-server.ts).
const OUTBOX = path.join(os.tmpdir(), `wishah-e2e-${new URL(E2E_BASE_URL).port}`, 'outbox');

const TEXT = {
  en: {
    account: 'Account',
    logout: 'Log out',
    login: 'Log in',
    email: 'E-mail',
    password: 'Password',
    forgot: 'Forgot password?',
    send: 'Send reset link',
    sent: 'If an account exists for',
    subject: 'Reset your Wishah password',
    newPassword: 'New password',
    confirm: 'Confirm new password',
    save: 'Save new password',
    mismatch: 'The passwords do not match',
    success: 'Your password has been changed.',
    invalid: 'This reset link has expired or has already been used.',
    requestNew: 'Request a new link',
  },
  ar: {
    account: 'الحساب',
    logout: 'تسجيل الخروج',
    login: 'تسجيل الدخول',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    forgot: 'نسيتِ كلمة المرور؟',
    send: 'أرسلي رابط الاستعادة',
    sent: 'إذا كان هناك حساب مرتبط بالبريد',
    subject: 'إعادة تعيين كلمة مرور وشاح',
    newPassword: 'كلمة المرور الجديدة',
    confirm: 'تأكيد كلمة المرور الجديدة',
    save: 'احفظي كلمة المرور الجديدة',
    mismatch: 'كلمتا المرور غير متطابقتين',
    success: 'تم تغيير كلمة المرور',
    invalid: 'انتهت صلاحية رابط الاستعادة هذا أو سبق استخدامه.',
    requestNew: 'اطلبي رابطًا جديدًا',
  },
} as const;

for (const locale of ['en', 'ar'] as const) {
  const t = TEXT[locale];

  test(`a shopper resets a forgotten password from the mailed link (${locale})`, async ({
    page,
    loginAs,
  }) => {
    const shopper = (await loginAs('shopper')) as Shopper;
    await page.goto(`/${locale}`);
    await page.getByRole('button', { name: t.account }).click();
    await page.getByRole('menuitem', { name: t.logout }).click();
    await page.getByRole('link', { name: t.login }).click();

    await page.getByRole('link', { name: t.forgot }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/forgot-password$`));
    await page.getByRole('textbox', { name: t.email, exact: true }).fill(shopper.email);
    await page.getByRole('button', { name: t.send }).click();
    await expect(page.getByRole('status').filter({ hasText: t.sent })).toBeVisible();

    // The job queue looks the account up and writes the mail a moment after the request.
    const mail = await waitForMailTo(OUTBOX, shopper.email);
    expect(mail.headers.subject).toBe(t.subject);
    const link = resetLinkIn(mail);
    expect(link).toBeDefined();

    await page.goto(link as string);
    await expect(page).toHaveURL(new RegExp(`/${locale}/reset-password\\?token=`));
    const newPassword = `${shopper.password}-new`;
    await page.getByRole('textbox', { name: t.newPassword, exact: true }).fill(newPassword);
    await page.getByRole('textbox', { name: t.confirm, exact: true }).fill('something-else');
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.mismatch)).toBeVisible();
    await page.getByRole('textbox', { name: t.confirm, exact: true }).fill(newPassword);
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('status').filter({ hasText: t.success })).toBeVisible();

    await page.getByRole('link', { name: t.login, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/login$`));
    await page.getByRole('textbox', { name: t.email, exact: true }).fill(shopper.email);
    await page.getByRole('textbox', { name: t.password, exact: true }).fill(newPassword);
    await page.getByRole('button', { name: t.login, exact: true }).click();
    await expect(page.getByRole('button', { name: t.account })).toBeVisible();

    // The link works once: opened again it explains and offers a new one.
    await page.goto(link as string);
    await expect(page.getByRole('alert').filter({ hasText: t.invalid })).toBeVisible();
    await page.getByRole('link', { name: t.requestNew }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/forgot-password$`));
  });
}

test('a reset request whose link would lead to another site is refused before anything is queued', async ({
  request,
}) => {
  // The request is answered by our hook and finished by a job; better-auth's check of `redirectTo` still runs first.
  const response = await request.post('/api/auth/request-password-reset', {
    data: { email: 'anyone@wishah.test', redirectTo: 'https://evil.example/steal' },
    headers: { origin: E2E_BASE_URL },
  });
  expect(response.status()).toBe(403);
  expect(await response.json()).toMatchObject({ code: 'INVALID_REDIRECT_URL' });
});
