import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  authPost,
  cookiesOf,
  signUpTestAdmin,
  signUpTestUser,
  TEST_PASSWORD,
} from '../../../../tests/setup/auth-request';
import { testRequest } from '../../../../tests/setup/request';
import { secretOf, totpNow, wrongTotp } from '../../../../tests/setup/totp';
import { hasTwoFactor } from './queries';

// The page's locale check calls next-intl's request store, which needs Next's runtime.
vi.mock('@/i18n/page-locale', () => ({
  pageLocale: async (params: Promise<{ locale: string }>) => (await params).locale,
}));

const { authorizeAdminPage } = await import('@/domains/admin/guard');
const { redirect } = await import('@/i18n/navigation');
const { saveStaffTwoFactor } = await import('./service');

const json = async (response: Response) => (await response.json()) as Record<string, unknown>;

/** Turns two-factor on for a new admin the way the profile does; its secret, backup codes and fresh session. */
async function adminWithTwoFactor(email: string) {
  const admin = await signUpTestAdmin(email);
  const enabled = await authPost('/two-factor/enable', { password: TEST_PASSWORD }, { cookie: admin.cookie });
  expect(enabled.status).toBe(200);
  const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
  const secret = secretOf(totpURI);
  const verified = await authPost(
    '/two-factor/verify-totp',
    { code: totpNow(secret) },
    { cookie: admin.cookie },
  );
  expect(verified.status).toBe(200);
  return { ...admin, secret, backupCodes, cookie: cookiesOf(verified) };
}

/** Signs in with e-mail and password: the answer and the cookie it set. */
async function signIn(email: string) {
  const response = await authPost('/sign-in/email', { email, password: TEST_PASSWORD });
  return { status: response.status, body: await json(response), cookie: cookiesOf(response) };
}

describe('turning two-factor sign-in on', () => {
  it('asks for the password again, and is on only once a code from the app is verified', async () => {
    const admin = await signUpTestAdmin('tf-on@wishah.test');
    const wrongPassword = await authPost(
      '/two-factor/enable',
      { password: 'not-the-password' },
      { cookie: admin.cookie },
    );
    expect(wrongPassword.status).toBe(400);
    expect((await json(wrongPassword)).code).toBe('INVALID_PASSWORD');
    const noPassword = await authPost('/two-factor/enable', {}, { cookie: admin.cookie });
    expect(await json(noPassword)).toMatchObject({ code: 'VALIDATION_ERROR', field: 'password' });

    const enabled = await authPost(
      '/two-factor/enable',
      { password: TEST_PASSWORD },
      { cookie: admin.cookie },
    );
    const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Wishah:/);
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);
    const secret = secretOf(totpURI);
    // Not on yet: the password alone still signs in.
    expect(await hasTwoFactor(admin.id)).toBe(false);
    expect((await signIn('tf-on@wishah.test')).body.twoFactorRedirect).toBeUndefined();

    const wrong = await authPost(
      '/two-factor/verify-totp',
      { code: wrongTotp(secret) },
      { cookie: admin.cookie },
    );
    expect(wrong.ok).toBe(false);
    expect((await json(wrong)).code).toBe('INVALID_CODE');
    const malformed = await authPost('/two-factor/verify-totp', { code: '12ab' }, { cookie: admin.cookie });
    expect(await json(malformed)).toMatchObject({ code: 'VALIDATION_ERROR', field: 'code' });
    expect(await hasTwoFactor(admin.id)).toBe(false);

    const right = await authPost(
      '/two-factor/verify-totp',
      { code: totpNow(secret) },
      { cookie: admin.cookie },
    );
    expect(right.status).toBe(200);
    expect(await hasTwoFactor(admin.id)).toBe(true);
  });
});

describe('signing in with two-factor on', () => {
  it('asks for the code after the password, refuses a wrong one, and starts the session on the right one', async () => {
    const admin = await adminWithTwoFactor('tf-sign-in@wishah.test');
    const first = await signIn(admin.email);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ twoFactorRedirect: true });
    // No session yet: only the challenge's cookie.
    const session = await authPost(
      '/two-factor/verify-totp',
      { code: wrongTotp(admin.secret) },
      { cookie: first.cookie },
    );
    expect((await json(session)).code).toBe('INVALID_CODE');
    const right = await authPost(
      '/two-factor/verify-totp',
      { code: totpNow(admin.secret) },
      { cookie: first.cookie },
    );
    expect(right.status).toBe(200);
    expect(await json(right)).toMatchObject({ user: { email: admin.email } });
    expect(cookiesOf(right)).toMatch(/session_token=/);
  });

  it('takes a backup code once', async () => {
    const admin = await adminWithTwoFactor('tf-backup@wishah.test');
    const [code] = admin.backupCodes;
    if (!code) throw new Error('no backup code');
    const first = await signIn(admin.email);
    const used = await authPost('/two-factor/verify-backup-code', { code }, { cookie: first.cookie });
    expect(used.status).toBe(200);
    const again = await signIn(admin.email);
    const reused = await authPost('/two-factor/verify-backup-code', { code }, { cookie: again.cookie });
    expect(reused.ok).toBe(false);
    expect((await json(reused)).code).toBe('INVALID_BACKUP_CODE');
  });

  it('is off again with the password, and the password alone signs in', async () => {
    const admin = await adminWithTwoFactor('tf-off@wishah.test');
    const off = await authPost('/two-factor/disable', { password: TEST_PASSWORD }, { cookie: admin.cookie });
    expect(off.status).toBe(200);
    expect(await hasTwoFactor(admin.id)).toBe(false);
    expect((await signIn(admin.email)).body.twoFactorRedirect).toBeUndefined();
  });
});

describe('two-factor required of all staff', () => {
  beforeEach(() => vi.mocked(redirect).mockClear());

  const open = (key: 'dashboard' | 'profile') => authorizeAdminPage(Promise.resolve({ locale: 'en' }), key);
  const sentToProfile = () =>
    vi
      .mocked(redirect)
      .mock.calls.some(
        ([target]) => (target as { href: { pathname: string } }).href.pathname === '/admin/profile',
      );

  it('sends a staff member without it to their profile before any other admin page; not when it is off', async () => {
    const without = await signUpTestAdmin('tf-without@wishah.test');
    const withIt = await adminWithTwoFactor('tf-with@wishah.test');
    testRequest.cookie = without.cookie;
    await open('dashboard');
    expect(sentToProfile()).toBe(false);

    await saveStaffTwoFactor(true);
    await open('dashboard');
    expect(sentToProfile()).toBe(true);
    expect(vi.mocked(redirect)).toHaveBeenCalledWith({
      href: { pathname: '/admin/profile', query: { twoFactor: 'required' } },
      locale: 'en',
    });
    vi.mocked(redirect).mockClear();
    // The profile is where it is turned on: it opens.
    await open('profile');
    expect(sentToProfile()).toBe(false);
    testRequest.cookie = withIt.cookie;
    await open('dashboard');
    expect(sentToProfile()).toBe(false);

    await saveStaffTwoFactor(false);
    testRequest.cookie = '';
    // Shoppers are not asked, required or not: their password signs them in.
    await saveStaffTwoFactor(true);
    await signUpTestUser('tf-shopper@wishah.test');
    expect((await signIn('tf-shopper@wishah.test')).body).toMatchObject({
      user: { email: 'tf-shopper@wishah.test' },
    });
    await saveStaffTwoFactor(false);
  });
});
