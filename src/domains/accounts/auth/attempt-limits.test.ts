import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { rateLimits } from '@/db/schema';
import { authPost, nextTestIp } from '../../../../tests/setup/auth-request';
import { ACCOUNT_FAILURES_MAX, ACCOUNT_LOCK_SECONDS } from './attempt-limits';

const PASSWORD = 'velvet-evening-scarf';
let counter = 0;

async function newAccount() {
  const email = `limits-${counter++}@wishah.test`;
  expect((await authPost('/sign-up/email', { name: 'Limit Tester', email, password: PASSWORD })).status).toBe(
    200,
  );
  return email;
}

const signIn = (email: string, password: string, ip = nextTestIp()) =>
  authPost('/sign-in/email', { email, password }, { ip });

describe('brute force on one account', () => {
  it('locks the account after repeated failures from any addresses, says when to try again, then lets it in', async () => {
    const email = await newAccount();
    for (let i = 0; i < ACCOUNT_FAILURES_MAX; i++)
      expect((await signIn(email, `wrong-guess-${i}`)).status).toBe(401);

    // Even the right password waits: the guesser can't tell the lock from a wrong guess by trying the right one.
    const locked = await signIn(email, PASSWORD);
    expect(locked.status).toBe(429);
    const body = await locked.json();
    expect(body).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: 'auth.errors.TOO_MANY_REQUESTS' });
    expect(body.retryAfter).toBeGreaterThan(ACCOUNT_LOCK_SECONDS - 60);
    expect(body.retryAfter).toBeLessThanOrEqual(ACCOUNT_LOCK_SECONDS);
    // The e-mail's case doesn't open a second counter.
    expect((await signIn(email.toUpperCase(), PASSWORD)).status).toBe(429);

    // The lock passes with time.
    await getDb()
      .update(rateLimits)
      .set({ lastRequest: Date.now() - (ACCOUNT_LOCK_SECONDS + 1) * 1000 })
      .where(eq(rateLimits.key, `account:${email}`));
    expect((await signIn(email, PASSWORD)).status).toBe(200);
    // A success forgets the failures.
    expect(
      await getDb()
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, `account:${email}`)),
    ).toEqual([]);
  });

  it('does not count successes or lock other accounts', async () => {
    const [a, b] = [await newAccount(), await newAccount()];
    for (let i = 0; i < ACCOUNT_FAILURES_MAX; i++) await signIn(a, 'not-the-password');
    expect((await signIn(b, PASSWORD)).status).toBe(200);
    for (let i = 0; i < ACCOUNT_FAILURES_MAX + 2; i++) expect((await signIn(b, PASSWORD)).status).toBe(200);
  });
});

describe('brute force from one address', () => {
  it("is stopped by better-auth's limiter, in PostgreSQL, with the seconds to wait", async () => {
    const ip = nextTestIp();
    const answers: number[] = [];
    for (let i = 0; i < 21; i++)
      answers.push((await signIn(`nobody-${i}@wishah.test`, 'whatever-pass', ip)).status);
    expect(answers.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(answers[20]).toBe(429);

    const limited = await signIn('nobody-else@wishah.test', 'whatever-pass', ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await limited.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'auth.errors.TOO_MANY_REQUESTS',
    });
    const rows = await getDb().select().from(rateLimits);
    expect(rows.some((r) => r.key.includes(ip))).toBe(true);

    // Another address is not affected, and neither is the other endpoint family.
    expect((await signIn('nobody-else@wishah.test', 'whatever-pass')).status).toBe(401);
  });

  it('keys on the address our server sets, not on a made-up X-Forwarded-For', async () => {
    const ip = nextTestIp();
    for (let i = 0; i < 20; i++) {
      await authPost(
        '/sign-in/email',
        { email: `spoof-${i}@wishah.test`, password: 'whatever-pass' },
        { ip, headers: { 'x-forwarded-for': `198.18.0.${i}` } },
      );
    }
    const next = await authPost(
      '/sign-in/email',
      { email: 'spoof-last@wishah.test', password: 'whatever-pass' },
      { ip, headers: { 'x-forwarded-for': '198.18.1.1' } },
    );
    expect(next.status).toBe(429);
  });
});

describe('password rules on every endpoint', () => {
  it.each(['password1', 'Password1', 'qwerty123', 'iloveyou'])(
    'refuses the common password %s',
    async (password) => {
      const response = await authPost('/sign-up/email', {
        name: 'Common Person',
        email: `common-${counter++}@wishah.test`,
        password,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        message: 'validation.passwordCommon',
        field: 'password',
      });
    },
  );

  it('accepts 64- and 128-character passwords', async () => {
    for (const length of [64, 128]) {
      const body = {
        name: 'Long Secret',
        email: `long-${length}@wishah.test`,
        password: 'x9'.repeat(length / 2),
      };
      expect((await authPost('/sign-up/email', body)).status).toBe(200);
    }
  });

  it('refuses a 3-letter name or a photo URL on better-auth’s update-user', async () => {
    const email = await newAccount();
    const cookie = (await signIn(email, PASSWORD)).headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const short = await authPost('/update-user', { name: 'Amy' }, { cookie });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ message: 'validation.nameMin', field: 'name' });
    const image = await authPost('/update-user', { image: 'https://tracker.example/pixel.png' }, { cookie });
    expect(image.status).toBe(400);
  });
});
