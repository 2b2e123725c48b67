import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { followProviderRedirects, startOidcProvider } from '../../../../tests/setup/oidc-provider';

// The provider runs before the app's modules load: the environment (OIDC_*) is read once, when they are imported.
const person = { sub: 'oidc-person-1', email: 'Layla.Social@wishah.test', name: 'Layla Social' };
const oidc = await startOidcProvider({
  clientId: 'wishah-test-client',
  clientSecret: 'wishah-test-secret',
  redirectUri: 'http://localhost:3000/api/auth/callback/oidc',
  user: person,
});
vi.stubEnv('OIDC_ISSUER', oidc.issuer);
vi.stubEnv('OIDC_CLIENT_ID', 'wishah-test-client');
vi.stubEnv('OIDC_CLIENT_SECRET', 'wishah-test-secret');
vi.stubEnv('OIDC_NAME', 'Nafath');

const { eq } = await import('drizzle-orm');
const { getDb } = await import('@/db/client');
const { accounts, users } = await import('@/db/schema');
const { authGet, authPost, cookiesOf, nextTestIp, TEST_ORIGIN } = await import(
  '../../../../tests/setup/auth-request'
);
const { socialProviders, socialSignInOptions, socialTrustedOrigins } = await import('./social');

afterAll(async () => {
  vi.unstubAllEnvs();
  await oidc.close();
});

const none = {
  GOOGLE_CLIENT_ID: undefined,
  GOOGLE_CLIENT_SECRET: undefined,
  FACEBOOK_CLIENT_ID: undefined,
  FACEBOOK_CLIENT_SECRET: undefined,
  APPLE_CLIENT_ID: undefined,
  APPLE_CLIENT_SECRET: undefined,
  APPLE_APP_BUNDLE_IDENTIFIER: undefined,
  OIDC_ISSUER: undefined,
  OIDC_CLIENT_ID: undefined,
  OIDC_CLIENT_SECRET: undefined,
  OIDC_NAME: undefined,
};

describe('social providers from the environment', () => {
  it('offers nothing when no credentials are set', () => {
    expect(socialProviders(none)).toEqual({});
    expect(socialSignInOptions(none)).toEqual([]);
    expect(socialTrustedOrigins(none)).toEqual([]);
  });

  it('offers only the providers whose client id and secret are both set', () => {
    const config = {
      ...none,
      GOOGLE_CLIENT_ID: 'google-id',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      FACEBOOK_CLIENT_ID: 'facebook-id-without-secret',
      APPLE_CLIENT_SECRET: 'apple-secret-without-id',
    };
    expect(Object.keys(socialProviders(config))).toEqual(['google']);
    expect(socialProviders(config).google).toMatchObject({
      clientId: 'google-id',
      clientSecret: 'google-secret',
    });
    expect(socialSignInOptions(config)).toEqual([{ id: 'google', name: 'google' }]);
    expect(socialTrustedOrigins(config)).toEqual([]);
  });

  it('lists every configured provider by id and name only, and trusts Apple’s form posts', () => {
    const config = {
      GOOGLE_CLIENT_ID: 'google-id',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      FACEBOOK_CLIENT_ID: 'facebook-id',
      FACEBOOK_CLIENT_SECRET: 'facebook-secret',
      APPLE_CLIENT_ID: 'com.wishah.web',
      APPLE_CLIENT_SECRET: 'apple-jwt',
      APPLE_APP_BUNDLE_IDENTIFIER: 'com.wishah.app',
      OIDC_ISSUER: 'https://id.example.sa/realms/shop/',
      OIDC_CLIENT_ID: 'oidc-id',
      OIDC_CLIENT_SECRET: 'oidc-secret',
      OIDC_NAME: undefined,
    };
    expect(Object.keys(socialProviders(config)).sort()).toEqual(['apple', 'facebook', 'google']);
    const options = socialSignInOptions(config);
    expect(options).toEqual([
      { id: 'google', name: 'google' },
      { id: 'apple', name: 'apple' },
      { id: 'facebook', name: 'facebook' },
      { id: 'oidc', name: 'id.example.sa' },
    ]);
    expect(JSON.stringify(options)).not.toMatch(/secret|jwt/);
    expect(socialTrustedOrigins(config)).toEqual(['https://appleid.apple.com']);
  });

  it('offers the OpenID Connect provider under OIDC_NAME when set', () => {
    expect(socialSignInOptions()).toEqual([{ id: 'oidc', name: 'Nafath' }]);
  });
});

/** The whole browser journey: ask the app, sign in at the provider, come back to the app's callback. */
async function signInAtProvider() {
  const ip = nextTestIp();
  const start = await authPost(
    '/sign-in/social',
    { provider: 'oidc', callbackURL: '/en/account', errorCallbackURL: '/en/login' },
    { ip },
  );
  expect(start.status).toBe(200);
  const { url } = (await start.json()) as { url: string };
  expect(url.startsWith(`${oidc.issuer}/`)).toBe(true);
  const callback = await followProviderRedirects(url, oidc.issuer);
  expect(callback.startsWith(`${TEST_ORIGIN}/api/auth/callback/oidc?`)).toBe(true);
  return authGet(callback, { ip, cookie: cookiesOf(start) });
}

describe('signing in through an OpenID Connect provider', () => {
  const email = person.email.toLowerCase();
  let userId: string | undefined;

  beforeAll(async () => {
    const back = await signInAtProvider();
    expect(back.status).toBe(302);
    expect(new URL(back.headers.get('location') ?? '', TEST_ORIGIN).pathname).toBe('/en/account');
    const session = await authGet('/get-session', { cookie: cookiesOf(back) });
    const body = (await session.json()) as { user?: { id: string; email: string; name: string } } | null;
    expect(body?.user).toMatchObject({ email, name: person.name });
    userId = body?.user?.id;
  });

  it('creates the user and an account with the provider’s id', async () => {
    const rows = await getDb().select().from(users).where(eq(users.email, email));
    expect(rows.map((u) => u.id)).toEqual([userId]);
    expect(rows[0]?.emailVerified).toBe(true);
    const linked = await getDb()
      .select()
      .from(accounts)
      .where(eq(accounts.userId, userId ?? ''));
    expect(linked.map((a) => [a.providerId, a.accountId])).toEqual([['oidc', person.sub]]);
  });

  it('tells an e-mail and password login which method the account uses', async () => {
    const response = await authPost('/sign-in/email', { email, password: 'some-password-1' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      code: 'PREVIOUS_METHOD',
      message: 'auth.errors.PREVIOUS_METHOD',
      method: 'oidc',
    });
  });

  it('signs the same person in again to the same user, with no duplicate', async () => {
    const again = await signInAtProvider();
    expect(again.status).toBe(302);
    const session = await authGet('/get-session', { cookie: cookiesOf(again) });
    expect(((await session.json()) as { user: { id: string } }).user.id).toBe(userId);
    expect(await getDb().select().from(users).where(eq(users.email, email))).toHaveLength(1);
    expect(
      await getDb()
        .select()
        .from(accounts)
        .where(eq(accounts.userId, userId ?? '')),
    ).toHaveLength(1);
  });
});

describe('a provider sign-in that fails', () => {
  it('comes back to the login page with the error for it to show', async () => {
    const start = await authPost('/sign-in/social', {
      provider: 'oidc',
      callbackURL: '/ar/account',
      errorCallbackURL: '/ar/login?next=%2Far%2Faccount',
    });
    const { url } = (await start.json()) as { url: string };
    const state = new URL(url).searchParams.get('state');
    // What the provider sends back when the shopper cancels on its page.
    const back = await authGet(
      `/callback/oidc?error=access_denied&state=${state}&iss=${encodeURIComponent(oidc.issuer)}`,
      {
        cookie: cookiesOf(start),
      },
    );
    expect(back.status).toBe(302);
    const location = new URL(back.headers.get('location') ?? '', TEST_ORIGIN);
    expect(location.pathname).toBe('/ar/login');
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('next')).toBe('/ar/account');
  });
});
