import { randomInt } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import ar from '../../messages/ar.json' with { type: 'json' };
import en from '../../messages/en.json' with { type: 'json' };
import { E2E_ADMIN, E2E_BASE_URL } from '../../playwright.config';
import { codeIn, waitForSmsTo } from '../setup/sms';
import { expect, newShopper, type Shopper, test } from './fixtures';
import { shown } from './messages';

// The e2e server writes SMS to its data folder's outbox (see tests/setup/e2e-server.ts).
const OUTBOX = path.join(os.tmpdir(), `wishah-e2e-${new URL(E2E_BASE_URL).port}`, 'outbox');

const MESSAGES = { en, ar } as const;
const randomOctet = () => Math.floor(Math.random() * 250) + 1;

const png = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: '#7a3b69' } })
    .png()
    .toBuffer();

async function login(page: Page, locale: 'en' | 'ar', shopper: { email: string; password: string }) {
  const m = MESSAGES[locale].auth;
  await page.getByRole('textbox', { name: m.email }).fill(shopper.email);
  await page.getByLabel(m.password, { exact: false }).first().fill(shopper.password);
  await page.getByRole('button', { name: m.loginButton, exact: true }).click();
}

async function sessionUserId(page: Page): Promise<string> {
  const response = await page.request.get(`${E2E_BASE_URL}/api/auth/get-session`);
  const body = (await response.json()) as { user: { id: string } };
  return body.user.id;
}

for (const locale of ['en', 'ar'] as const) {
  const m = MESSAGES[locale];
  const p = m.profile;

  test(`a shopper edits their name and photo, then changes their password (${locale})`, async ({
    page,
    loginAs,
    playwright,
  }) => {
    test.setTimeout(90_000); // a whole journey: profile, photo, password, log out and in
    const shopper = (await loginAs('shopper')) as Shopper;
    await page.goto(`/${locale}/account/profile`);
    await expect(page.getByRole('heading', { name: p.pages.profile, level: 1 })).toBeVisible();
    const name = page.getByRole('textbox', { name: p.name });
    await expect(name).toHaveValue(shopper.name);
    await expect(page.getByRole('textbox', { name: p.email })).toHaveValue(shopper.email);

    // A name too short is refused in the page's language.
    await name.fill('Abc');
    await page.getByRole('button', { name: p.save }).click();
    await expect(page.getByText(shown(locale, 'validation.nameMin'))).toBeVisible();

    const newName = `${locale === 'ar' ? 'نورة' : 'Noura'} ${shopper.name.slice(-8)}`;
    await name.fill(newName);
    await page.getByRole('button', { name: p.save }).click();
    await expect(page.getByText(p.saved)).toBeVisible();

    // A new e-mail asks for the password: a wrong one is refused, the right one saves it.
    const newEmail = `moved-${shopper.email}`;
    await page.getByRole('textbox', { name: p.email }).fill(newEmail);
    const current = page.getByLabel(p.password.current, { exact: false }).first();
    await current.fill('not-my-password');
    await page.getByRole('button', { name: p.save }).click();
    await expect(page.getByText(p.password.wrongCurrent)).toBeVisible();
    await current.fill(shopper.password);
    await page.getByRole('button', { name: p.save }).click();
    await expect(page.getByText(p.saved)).toBeVisible();
    shopper.email = newEmail;

    await page.getByLabel(p.photo.choose).setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await png(),
    });
    await expect(page.getByText(p.photo.saved)).toBeVisible();
    await expect(page.getByTestId('profile-photo').locator('img')).toHaveAttribute(
      'src',
      /^\/uploads\/avatars\/[0-9a-f]+-320\.webp$/,
    );

    // The header's account menu shows the new name and photo.
    const account = page.getByRole('button', { name: m.header.account });
    await expect(account.locator('img')).toHaveAttribute('src', /^\/uploads\/avatars\//);
    await account.click();
    await expect(page.getByText(m.header.signedInAs.replace('{name}', newName))).toBeVisible();
    await page.getByRole('menuitem', { name: m.header.changePassword }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/account/password$`));

    // Another device signed in to the same account: changing the password ends its session.
    const otherDevice = await playwright.request.newContext({
      baseURL: E2E_BASE_URL,
      extraHTTPHeaders: { origin: E2E_BASE_URL, 'x-forwarded-for': `10.${randomOctet()}.${randomOctet()}.7` },
    });
    const signIn = await otherDevice.post('/api/auth/sign-in/email', {
      data: { email: shopper.email, password: shopper.password },
    });
    expect(signIn.status()).toBe(200);

    const newPassword = `${shopper.password}-new`;
    await page.getByLabel(p.password.current, { exact: false }).first().fill('not-my-password');
    await page.getByLabel(p.password.new, { exact: false }).first().fill(newPassword);
    await page.getByLabel(p.password.confirm, { exact: false }).first().fill(newPassword);
    await page.getByRole('button', { name: p.password.save }).click();
    await expect(page.getByText(p.password.wrongCurrent)).toBeVisible();

    await page.getByLabel(p.password.current, { exact: false }).first().fill(shopper.password);
    await page.getByRole('button', { name: p.password.save }).click();
    await expect(page.getByText(p.password.saved)).toBeVisible();
    expect(await (await otherDevice.get('/api/auth/get-session')).json()).toBeNull();
    await otherDevice.dispose();
    // This tab is still signed in.
    await page.reload();
    await expect(page.getByRole('button', { name: p.password.save })).toBeVisible();

    await account.click();
    await page.getByRole('menuitem', { name: m.header.logout }).click();
    await expect(page.getByRole('link', { name: m.header.login })).toBeVisible();

    await page.goto(`/${locale}/login`);
    await login(page, locale, { email: shopper.email, password: shopper.password });
    await expect(
      page.getByRole('alert').filter({ hasText: m.auth.errors.INVALID_EMAIL_OR_PASSWORD }),
    ).toBeVisible();
    await login(page, locale, { email: shopper.email, password: newPassword });
    await expect(page.getByRole('button', { name: m.header.account })).toBeVisible();
  });
}

test('a guest opening the profile logs in and comes back to it', async ({ page, playwright }) => {
  const shopper = newShopper();
  const api = await playwright.request.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { origin: E2E_BASE_URL, 'x-forwarded-for': `10.${randomOctet()}.${randomOctet()}.9` },
  });
  expect((await api.post('/api/auth/sign-up/email', { data: shopper })).status()).toBe(200);
  await api.dispose();

  await page.goto('/en/account/profile');
  await expect(page).toHaveURL(/\/en\/login\?next=%2Faccount%2Fprofile$/);
  await login(page, 'en', shopper);
  await expect(page).toHaveURL(/\/en\/account\/profile$/);
  await expect(page.getByRole('textbox', { name: en.profile.name })).toHaveValue(shopper.name);
});

test('an admin renames themself on /admin/profile and the sidebar avatar follows', async ({
  page,
  loginAs,
  playwright,
}) => {
  // A second admin of its own, so the seeded admin's name other tests look for stays as it is.
  const shopper = (await loginAs('shopper')) as Shopper;
  const userId = await sessionUserId(page);
  const owner = await playwright.request.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { origin: E2E_BASE_URL, 'x-forwarded-for': `10.${randomOctet()}.${randomOctet()}.8` },
  });
  expect((await owner.post('/api/auth/sign-in/email', { data: E2E_ADMIN })).status()).toBe(200);
  // A manager: every staff member has their own profile.
  expect((await owner.post('/api/auth/admin/set-role', { data: { userId, role: 'manager' } })).status()).toBe(
    200,
  );
  await owner.dispose();

  await page.goto('/en/admin/profile');
  await expect(page.getByRole('heading', { name: en.admin.nav.profile, level: 1 })).toBeVisible();
  const sidebarAvatar = page.getByRole('link', { name: new RegExp(shopper.name) });
  await expect(sidebarAvatar).toBeVisible();
  await expect(page.getByRole('textbox', { name: en.profile.name })).toHaveValue(shopper.name);

  const newName = `Owner ${shopper.name.slice(-8)}`;
  await page.getByRole('textbox', { name: en.profile.name }).fill(newName);
  await page.getByRole('button', { name: en.profile.save }).click();
  await expect(page.getByText(en.profile.saved)).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(newName) })).toBeVisible();
  await expect(page.getByRole('heading', { name: en.profile.password.title })).toBeVisible();
});

test('the profile fits a phone screen in Arabic @phone', async ({ page, loginAs }) => {
  await loginAs('shopper');
  await page.goto('/ar/account/profile');
  await expect(page.getByRole('textbox', { name: ar.profile.name })).toBeVisible();
  await expect(page.getByText(shown('ar', 'profile.photo.hint'))).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/screenshots/profile-phone-ar.png', fullPage: true });
});

test('a shopper adds a phone number with the code sent by SMS', async ({ page, loginAs }) => {
  await loginAs('shopper');
  const local = `056${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  const e164 = `+966${local.slice(1)}`;
  const t = en.profile.phone;
  await page.goto('/en/account/profile');
  await expect(page.getByTestId('profile-phone')).toHaveText(t.none);
  await page.getByRole('button', { name: t.add }).click();
  await page.getByRole('textbox', { name: t.new }).fill(local);
  await page.getByRole('button', { name: t.sendCode }).click();
  await expect(page.getByText(shown('en', 'profile.phone.codeSent'))).toBeVisible();

  const code = codeIn(await waitForSmsTo(OUTBOX, e164));
  await page.getByRole('textbox', { name: t.code }).fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: t.verify }).click();
  await expect(page.getByText(en.auth.errors.INVALID_OTP)).toBeVisible();
  await page.getByRole('textbox', { name: t.code }).fill(code);
  await page.getByRole('button', { name: t.verify }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await expect(page.getByTestId('profile-phone')).toHaveText(e164);
  await page.reload();
  await expect(page.getByTestId('profile-phone')).toHaveText(e164);
});
