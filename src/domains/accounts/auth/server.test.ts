import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { users } from '@/db/schema';
import { authGet, authPost, signUpTestUser } from '../../../../tests/setup/auth-request';

const post = (path: string, body: unknown, ip?: string) => authPost(path, body, { ip });

describe("better-auth's own sign-up endpoint", () => {
  it.each([
    [{ name: 'Mon', email: 'a1@wishah.test', password: 'secret1' }, 'validation.nameMin', 'name'],
    [{ name: 'Mona Ali', email: 'not-an-email', password: 'secret1' }, 'validation.emailInvalid', 'email'],
    [{ name: 'Mona Ali', email: 'a2@wishah.test', password: '123' }, 'validation.passwordMin', 'password'],
  ])('refuses %o with a 400 and the message key', async (body, message, field) => {
    const response = await post('/sign-up/email', body, `198.51.100.${Math.floor(Math.random() * 250)}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message, field });
  });

  it('refuses a sign-up that tries to set its own role, and creates shoppers only', async () => {
    const claims = {
      name: 'Sneaky Shopper',
      email: 'sneaky@wishah.test',
      password: 'a-long-enough-password',
    };
    const refused = await post('/sign-up/email', { ...claims, role: 'admin' }, '203.0.113.9');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'FIELD_NOT_ALLOWED' });
    expect(await getDb().select().from(users).where(eq(users.email, claims.email))).toEqual([]);

    expect((await post('/sign-up/email', claims, '203.0.113.10')).status).toBe(200);
    const [user] = await getDb().select().from(users).where(eq(users.email, claims.email));
    expect(user?.role).toBe('user');
  });

  it('refuses a sign-up that names its own photo, by e-mail or by phone, and creates nothing', async () => {
    const claims = {
      name: 'Picture Taker',
      email: 'picture@wishah.test',
      password: 'a-long-enough-password',
    };
    const refused = await post('/sign-up/email', { ...claims, image: 'javascript:alert(1)' }, '203.0.113.11');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'image' });
    expect(await getDb().select().from(users).where(eq(users.email, claims.email))).toEqual([]);

    const byPhone = await post(
      '/sign-up/phone-number',
      {
        name: 'Picture Taker',
        phoneNumber: '+966501230099',
        password: 'a-long-password',
        code: '123456',
        image: 'https://evil.example/x.png',
      },
      '203.0.113.12',
    );
    expect(byPhone.status).toBe(400);
    expect(await byPhone.json()).toMatchObject({ field: 'image' });
  });

  it('refuses a second account with the same e-mail', async () => {
    const body = { name: 'Twice Over', email: 'twice@wishah.test', password: 'secret-one' };
    expect((await post('/sign-up/email', body, '203.0.113.1')).status).toBe(200);
    const again = await post('/sign-up/email', body, '203.0.113.2');
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
  });

  it('accepts a 64-character password and signs in with it', async () => {
    const password = 'p'.repeat(64);
    const body = { name: 'Long Password', email: 'long@wishah.test', password };
    expect((await post('/sign-up/email', body, '203.0.113.3')).status).toBe(200);
    const signIn = await post('/sign-in/email', { email: body.email, password }, '203.0.113.4');
    expect(signIn.status).toBe(200);
  });
});

describe("reading one's own session", () => {
  it('is never limited like a sign-in attempt: many quick reads from one address all answer', async () => {
    const { cookie, id } = await signUpTestUser('many-reads@wishah.test');
    const ip = '198.51.100.201';
    // Well past the limiter's default of 100 a minute, from one address, as quick page loads make them.
    for (let i = 0; i < 110; i++) {
      const response = await authGet('/get-session', { ip, cookie });
      expect(response.status, `read ${i + 1}`).toBe(200);
      const body = (await response.json()) as { user: { id: string } } | null;
      expect(body?.user.id).toBe(id);
    }
    // Sign-in attempts from that address are still limited (each on another account, so no account lock).
    const tries: number[] = [];
    for (let i = 0; i < 22; i++) {
      const body = { email: `nobody-${i}@wishah.test`, password: 'wrong-password' };
      tries.push((await post('/sign-in/email', body, ip)).status);
    }
    expect(tries.slice(0, 20)).not.toContain(429);
    expect(tries.slice(20)).toEqual([429, 429]);
  }, 120_000);
});

describe('a body nested thousands deep', () => {
  // The endpoints the store's forms call; the server's guard refuses such JSON before it gets here (request-guard).
  const endpoints = [
    '/sign-up/email',
    '/sign-in/email',
    '/sign-out',
    '/request-password-reset',
    '/reset-password',
    '/change-password',
    '/update-user',
    '/sign-up/phone-number',
    '/sign-in/phone-number',
    '/phone-number/send-otp',
    '/phone-number/verify',
    '/phone-number/request-password-reset',
    '/phone-number/reset-password',
  ];
  const nested = (inner: string) => `${'{"a":'.repeat(5000)}${inner}${'}'.repeat(5000)}`;

  it('is refused, or ignored, by every endpoint: the NUL check overflowed the stack (a 500)', async () => {
    for (const path of endpoints) {
      expect((await post(path, nested('1'))).status, path).toBeLessThan(500);
      const withNul = await post(path, `{"name":${nested('"a\\u0000b"')}}`);
      expect(withNul.status, path).toBe(400);
      expect(await withNul.json(), path).toMatchObject({ message: 'validation.invalid', field: 'name' });
    }
  });
});
