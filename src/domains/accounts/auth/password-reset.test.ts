import { eq, like } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { verifications } from '@/db/schema';
import { env } from '@/lib/env';
import { getJobs } from '@/lib/jobs';
import { mailJob, outboxDir } from '@/lib/mail';
import { JOBS } from '@/workers';
import { authGet, authPost } from '../../../../tests/setup/auth-request';
import { outboxFiles, parseMail, resetLinkIn, waitForMailTo } from '../../../../tests/setup/eml';
import { waitForCompletedJob } from '../../../../tests/setup/jobs';
import { pollFor } from '../../../../tests/setup/poll';
import { startSmtpServer } from '../../../../tests/setup/smtp-server';
import { emailResetRequestJob } from './server';

// Each request comes from its own address: the reset endpoint allows only a few requests per address.
const post = (path: string, body: unknown) => authPost(path, body);
const get = (url: string) => authGet(url);

async function signUp(email: string, password = 'first-password') {
  expect((await post('/sign-up/email', { name: 'Reset Tester', email, password })).status).toBe(200);
}

const signIn = (email: string, password: string) => post('/sign-in/email', { email, password });

/** Asks for a reset link and returns the token from the mailed link, after following it like a browser. */
async function requestToken(email: string, redirectTo = '/en/reset-password') {
  const since = Date.now();
  const response = await post('/request-password-reset', { email, redirectTo });
  expect(response.status).toBe(200);
  // The request only queues the work; this file's workers make the token and deliver the mail to the outbox.
  const mail = await waitForMailTo(outboxDir(), email, since);
  const link = resetLinkIn(mail);
  expect(link).toBeDefined();
  // The link goes to better-auth, which redirects to the reset page with the token.
  const redirect = await get(link as string);
  expect(redirect.status).toBe(302);
  const location = new URL(redirect.headers.get('location') ?? '');
  expect(location.pathname).toBe(redirectTo);
  const token = location.searchParams.get('token');
  expect(token).toBeTruthy();
  return { token: token as string, mail };
}

beforeAll(async () => {
  await getJobs().work(JOBS);
});

afterEach(() => {
  env.SMTP_URL = undefined;
});

describe('password reset by e-mail', () => {
  it('mails a link whose token sets a new password once; the old password stops working', async () => {
    const email = 'reset-once@wishah.test';
    await signUp(email);
    const { token, mail } = await requestToken(email);
    expect(mail.headers.subject).toBe('Reset your Wishah password');
    expect(mail.html).toContain('dir="ltr"');

    const reset = await post('/reset-password', { token, newPassword: 'second-password' });
    expect(reset.status).toBe(200);
    expect((await signIn(email, 'first-password')).status).toBe(401);
    expect((await signIn(email, 'second-password')).status).toBe(200);

    const again = await post('/reset-password', { token, newPassword: 'third-password' });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await signIn(email, 'third-password')).status).toBe(401);
  });

  it('ends every session of the account when the password is reset', async () => {
    const email = 'reset-sessions@wishah.test';
    await signUp(email);
    const login = await signIn(email, 'first-password');
    const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
    const session = () => authGet('/get-session', { cookie });
    expect(await (await session()).json()).toMatchObject({ user: { email } });

    const { token } = await requestToken(email);
    expect((await post('/reset-password', { token, newPassword: 'second-password' })).status).toBe(200);
    expect(await (await session()).json()).toBeNull();
  });

  it('refuses an expired token, and the mailed link then lands on the page with an error', async () => {
    const email = 'reset-expired@wishah.test';
    await signUp(email);
    const { token, mail } = await requestToken(email);
    await getDb()
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));

    const reset = await post('/reset-password', { token, newPassword: 'second-password' });
    expect(reset.status).toBe(400);
    expect(await reset.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await signIn(email, 'first-password')).status).toBe(200);

    const redirect = await get(resetLinkIn(mail) as string);
    expect(new URL(redirect.headers.get('location') ?? '').searchParams.get('error')).toBe('INVALID_TOKEN');
  });

  it('refuses a token with a NUL in it as invalid input, wherever it is sent', async () => {
    const reset = await post('/reset-password', { token: 'abc\u0000def', newPassword: 'second-password' });
    expect(reset.status).toBe(400);
    expect(await reset.json()).toMatchObject({ message: 'validation.invalid', field: 'token' });
    // In the link's path it stays percent-encoded: no such token, so the page says so.
    const link = await get('/reset-password/abc%00def?callbackURL=%2Fen%2Freset-password');
    expect(new URL(link.headers.get('location') ?? '').searchParams.get('error')).toBe('INVALID_TOKEN');
    const verify = await get('/verify-email?token=abc%00def');
    expect(verify.status).toBe(400);
  });

  it('issues tokens that expire after one hour', async () => {
    const email = 'reset-hour@wishah.test';
    await signUp(email);
    const { token } = await requestToken(email);
    const [row] = await getDb()
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const minutes = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('answers an unknown e-mail exactly like a known one, and sends nothing', async () => {
    const before_tokens = await getDb()
      .select()
      .from(verifications)
      .where(like(verifications.identifier, 'reset-password:%'));
    const response = await post('/request-password-reset', {
      email: 'nobody-here@wishah.test',
      redirectTo: '/en/reset-password',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: true,
      message: 'If this email exists in our system, check your email for the reset link',
    });
    // Once the request's job has looked the address up: no mail queued for it, and no token.
    await waitForCompletedJob(emailResetRequestJob, { email: 'nobody-here@wishah.test' });
    expect(await getJobs().find(mailJob, { to: 'nobody-here@wishah.test' })).toEqual([]);
    const after_tokens = await getDb()
      .select()
      .from(verifications)
      .where(like(verifications.identifier, 'reset-password:%'));
    expect(after_tokens).toHaveLength(before_tokens.length);
  });

  it.each([
    [{ email: 'not-an-email', redirectTo: '/en/reset-password' }, 'validation.emailInvalid'],
    [{ email: '', redirectTo: '/en/reset-password' }, 'validation.emailRequired'],
    [{ redirectTo: '/en/reset-password' }, 'validation.emailRequired'],
  ])('refuses a reset request for %o with a 400 and a message key', async (body, message) => {
    const response = await post('/request-password-reset', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message, field: 'email' });
  });

  it.each([
    ['12345', 'validation.passwordMin'],
    ['x'.repeat(129), 'validation.passwordMax'],
  ])('refuses the new password %s with the sign-up rules', async (newPassword, message) => {
    const email = `reset-rules-${newPassword.length}@wishah.test`;
    await signUp(email);
    const { token } = await requestToken(email);
    const response = await post('/reset-password', { token, newPassword });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    // The refused attempt leaves the token usable.
    expect((await post('/reset-password', { token, newPassword: 'a-good-password' })).status).toBe(200);
  });

  it('writes the mail in Arabic, right to left, when asked from the Arabic page', async () => {
    const email = 'reset-arabic@wishah.test';
    await signUp(email);
    const { mail } = await requestToken(email, '/ar/reset-password');
    expect(mail.headers.subject).toBe('إعادة تعيين كلمة مرور وشاح');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain('lang="ar"');
    expect(mail.text).toContain('مرحبًا Reset Tester');
  });

  it('sends the reset mail over SMTP when SMTP_URL is set', async () => {
    const email = 'reset-smtp@wishah.test';
    await signUp(email);
    const smtp = await startSmtpServer();
    try {
      env.SMTP_URL = smtp.url;
      const before = outboxFiles(outboxDir()).length;
      const response = await post('/request-password-reset', { email, redirectTo: '/en/reset-password' });
      expect(response.status).toBe(200);
      await pollFor('the mail over SMTP', () => smtp.received[0]);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.to).toEqual([email]);
      const mail = parseMail(smtp.received[0]?.data ?? '');
      const link = resetLinkIn(mail);
      expect(link).toContain('/api/auth/reset-password/');
      expect(outboxFiles(outboxDir())).toHaveLength(before);

      const token = new URL((await get(link as string)).headers.get('location') ?? '').searchParams.get(
        'token',
      );
      expect((await post('/reset-password', { token, newPassword: 'smtp-password' })).status).toBe(200);
      expect((await signIn(email, 'smtp-password')).status).toBe(200);
    } finally {
      await smtp.close();
    }
  });
});
