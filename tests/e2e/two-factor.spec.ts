import { randomBytes } from 'node:crypto';
import type { APIRequest, Page } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL } from '../../playwright.config';
import { totpNow, wrongTotp } from '../setup/totp';
import { expectAccessible, expectNoSidewaysScroll, label, MESSAGES } from './checks';
import { expect, newShopper, type Shopper, test } from './fixtures';

// Two-factor sign-in with an authenticator app: an admin of this spec's own (the seeded one signs in for every other
// spec) turns it on from the profile, with the app played by the test (RFC 6238 from the key shown on the page),
// signs out, signs in with the password and a code (a wrong one refused on its field; on a phone, a backup code),
// and turns it off again.

const octet = () => randomBytes(1)[0] ?? 1;

/** A new staff member: signed up in the page's browser, made an admin by the seeded owner. */
async function newAdmin(page: Page, request: APIRequest): Promise<Shopper> {
  const admin = newShopper();
  const signUp = await page.request.post(`${E2E_BASE_URL}/api/auth/sign-up/email`, {
    data: admin,
    headers: { origin: E2E_BASE_URL },
  });
  expect(signUp.status()).toBe(200);
  const { user } = (await signUp.json()) as { user: { id: string } };
  const owner = await request.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { origin: E2E_BASE_URL, 'x-forwarded-for': `10.${octet()}.${octet()}.9` },
  });
  expect((await owner.post('/api/auth/sign-in/email', { data: E2E_ADMIN })).status()).toBe(200);
  expect(
    (await owner.post('/api/auth/admin/set-role', { data: { userId: user.id, role: 'owner' } })).status(),
  ).toBe(200);
  await owner.dispose();
  return admin;
}

for (const locale of ['en', 'ar'] as const) {
  for (const phone of [false, true]) {
    const title = `an admin turns two-factor sign-in on, signs in with ${phone ? 'a backup code' : 'the app’s code'} and turns it off (${locale})${phone ? ' @phone' : ''}`;
    test(title, async ({ page, playwright }) => {
      test.setTimeout(120_000);
      const m = MESSAGES[locale];
      const t = m.twoFactor;
      const admin = await newAdmin(page, playwright.request);

      // Turning it on: the password again, the key read off the page, a wrong code refused, the right one taken.
      await page.goto(`/${locale}/admin/profile`);
      const card = page.getByTestId('two-factor-card');
      await expect(card.getByTestId('two-factor-status')).toHaveText(t.profile.off);
      await card.getByRole('button', { name: t.profile.turnOn }).click();
      await card.getByLabel(m.auth.password, { exact: false }).first().fill('not-my-password');
      await card.getByRole('button', { name: t.profile.continue }).click();
      await expect(card.getByText(t.errors.wrongPassword)).toBeVisible();
      await card.getByLabel(m.auth.password, { exact: false }).first().fill(admin.password);
      await card.getByRole('button', { name: t.profile.continue }).click();
      const shownKey = card.getByTestId('two-factor-secret');
      await expect(shownKey).toBeVisible();
      await expect(card.getByTestId('two-factor-qr')).toBeVisible();
      const secret = ((await shownKey.textContent()) ?? '').trim();
      expect(secret).toMatch(/^[A-Z2-7]+$/);
      await expectAccessible(page, 'two-factor set-up');
      if (phone) await expectNoSidewaysScroll(page, 'two-factor set-up');
      const code = card.getByRole('textbox', { name: label(t.profile.code) });
      await code.fill(wrongTotp(secret));
      await card.getByRole('button', { name: t.profile.verify }).click();
      await expect(card.getByText(t.errors.wrongCode)).toBeVisible();
      await expect(code).toHaveAttribute('aria-invalid', 'true');
      await code.fill(totpNow(secret));
      await card.getByRole('button', { name: t.profile.verify }).click();
      const codes = card.getByTestId('two-factor-backup-codes').getByRole('listitem');
      await expect(codes.first()).toBeVisible();
      const backup = ((await codes.first().textContent()) ?? '').trim();
      await expectAccessible(page, 'backup codes');
      await card.getByRole('button', { name: t.profile.savedCodes }).click();
      await expect(card.getByTestId('two-factor-status')).toHaveText(t.profile.on);

      // Signed out, the password alone no longer signs in: the code is asked for next.
      await page.context().clearCookies();
      await page.goto(`/${locale}/login`);
      await page.getByRole('textbox', { name: m.auth.email }).fill(admin.email);
      await page.getByLabel(m.auth.password, { exact: false }).first().fill(admin.password);
      await page.getByRole('button', { name: m.auth.loginButton, exact: true }).click();
      const step = page.getByTestId('two-factor-step');
      await expect(step.getByRole('heading', { name: t.signIn.title })).toBeVisible();
      await expectAccessible(page, 'two-factor sign-in step');
      if (phone) await expectNoSidewaysScroll(page, 'two-factor sign-in step');
      const field = step.getByRole('textbox', { name: label(t.signIn.code) });
      await field.fill(wrongTotp(secret));
      await step.getByRole('button', { name: t.signIn.verify }).click();
      await expect(step.getByText(t.errors.wrongCode)).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await field.fill(phone ? backup : totpNow(secret));
      await step.getByRole('button', { name: t.signIn.verify }).click();
      await expect(step).toBeHidden();
      await expect(page).not.toHaveURL(/\/login/);

      // Signed in: the admin pages open; two-factor goes off with the password.
      await page.goto(`/${locale}/admin/profile`);
      await expect(card.getByTestId('two-factor-status')).toHaveText(t.profile.on);
      await card.getByRole('button', { name: t.profile.turnOff }).click();
      await card.getByLabel(m.auth.password, { exact: false }).first().fill(admin.password);
      await card.getByRole('button', { name: t.profile.turnOff }).click();
      await expect(card.getByTestId('two-factor-status')).toHaveText(t.profile.off);
      await expectAccessible(page, 'two-factor off');
    });
  }
}
