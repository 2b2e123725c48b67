import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { accounts, users, verifications } from '@/db/schema';
import { getJobs } from '@/lib/jobs';
import { outboxDir } from '@/lib/mail';
import { pageDigits } from '@/lib/money';
import { smsJob } from '@/lib/sms';
import { JOBS } from '@/workers';
import { authGet, authPost, cookiesOf } from '../../../../tests/setup/auth-request';
import { waitForCompletedJob } from '../../../../tests/setup/jobs';
import { codeIn, waitForSmsTo } from '../../../../tests/setup/sms';
import { phoneResetRequestJob } from '../auth/server';

// The requests only queue their work; this file's workers send the codes, into the outbox.
beforeAll(async () => {
  await getJobs().work(JOBS);
});

/** The newest SMS to the number written since `since`, once the queue has delivered it. */
const smsTo = (e164: string, since = 0) => waitForSmsTo(outboxDir(), e164, since);

let numberCounter = 1000;
/** A fresh valid Saudi mobile number, typed the local way and in E.164. */
function newNumber() {
  const local = `050${String(numberCounter++).padStart(7, '0')}`;
  return { local, e164: `+966${local.slice(1)}` };
}

const PASSWORD = 'scarves-and-silk';

async function sendCode(phoneNumber: string, headers?: Record<string, string>) {
  return authPost('/phone-number/send-otp', { phoneNumber }, { headers });
}

async function signUpByPhone(name = 'Noura Saleh') {
  const phone = newNumber();
  expect((await sendCode(phone.local)).status).toBe(200);
  const code = codeIn(await smsTo(phone.e164));
  const response = await authPost('/sign-up/phone-number', {
    name,
    phoneNumber: phone.local,
    password: PASSWORD,
    code,
  });
  return { phone, response };
}

async function sessionUser(cookie: string) {
  const response = await authGet('/get-session', { cookie });
  return ((await response.json()) as { user?: { id: string; phoneNumber?: string } } | null)?.user;
}

describe('sign-up by phone number, password and SMS code', () => {
  it('opens a verified account in E.164 with a session, after the code from the outbox', async () => {
    const { phone, response } = await signUpByPhone();
    expect(response.status).toBe(200);
    const user = await sessionUser(cookiesOf(response));
    expect(user?.phoneNumber).toBe(phone.e164);

    const [row] = await getDb().select().from(users).where(eq(users.phoneNumber, phone.e164));
    expect(row).toMatchObject({ name: 'Noura Saleh', phoneNumberVerified: true, role: 'user' });
    expect(row?.email).toMatch(/@phone\.wishah\.invalid$/);
    const rows = await getDb()
      .select()
      .from(accounts)
      .where(eq(accounts.userId, row?.id ?? ''));
    expect(rows.map((a) => a.providerId)).toEqual(['credential']);
  });

  it('reads a number and a code typed in Arabic-Indic digits, as typed on an Arabic keyboard', async () => {
    const phone = newNumber();
    const arabic = (text: string) => pageDigits(text, 'ar');
    expect((await sendCode(arabic(phone.local))).status).toBe(200);
    const code = codeIn(await smsTo(phone.e164));
    const response = await authPost('/sign-up/phone-number', {
      name: 'Noura Saleh',
      phoneNumber: arabic(phone.local),
      password: PASSWORD,
      code: arabic(code),
    });
    expect(response.status).toBe(200);
    expect((await sessionUser(cookiesOf(response)))?.phoneNumber).toBe(phone.e164);
  });

  it('signs in with the number typed either way and the password', async () => {
    const { phone } = await signUpByPhone();
    for (const typed of [phone.local, phone.e164, `${phone.e164.slice(0, 4)} ${phone.e164.slice(4)}`]) {
      const response = await authPost('/sign-in/phone-number', { phoneNumber: typed, password: PASSWORD });
      expect(response.status).toBe(200);
    }
    const wrong = await authPost('/sign-in/phone-number', {
      phoneNumber: phone.local,
      password: 'not-it-at-all',
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: 'INVALID_PHONE_NUMBER_OR_PASSWORD' });
  });

  it("refuses a registered number with the spec's message, before sending any code", async () => {
    const { phone } = await signUpByPhone();
    const again = await sendCode(phone.e164);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ message: 'validation.phoneTaken', field: 'phoneNumber' });

    const direct = await authPost('/sign-up/phone-number', {
      name: 'Someone Else',
      phoneNumber: phone.local,
      password: PASSWORD,
      code: '123456',
    });
    expect(direct.status).toBe(400);
    expect(await direct.json()).toMatchObject({ message: 'validation.phoneTaken', field: 'phoneNumber' });
  });

  it.each([
    [{ name: 'Nou' }, 'validation.nameMin', 'name'],
    [{ phoneNumber: '12345' }, 'validation.phoneInvalid', 'phoneNumber'],
    [{ phoneNumber: '' }, 'validation.phoneRequired', 'phoneNumber'],
    [{ password: 'seven77' }, 'validation.phonePasswordMin', 'password'],
    [{ password: 'password123' }, 'validation.passwordCommon', 'password'],
    [{ code: '' }, 'validation.codeRequired', 'code'],
    [{ code: '12ab56' }, 'validation.codeInvalid', 'code'],
  ])('refuses %o on the endpoint itself with a 400 and the message key', async (change, message, field) => {
    const body = {
      name: 'Noura Saleh',
      phoneNumber: newNumber().local,
      password: PASSWORD,
      code: '123456',
      ...change,
    };
    const response = await authPost('/sign-up/phone-number', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message, field });
  });

  it('accepts the code only three times wrong, then not even the right one', async () => {
    const phone = newNumber();
    await sendCode(phone.local);
    const code = codeIn(await smsTo(phone.e164));
    const wrongCode = code === '000000' ? '111111' : '000000';
    const attempt = (c: string) =>
      authPost('/sign-up/phone-number', {
        name: 'Noura Saleh',
        phoneNumber: phone.local,
        password: PASSWORD,
        code: c,
      });
    for (let i = 0; i < 3; i++) {
      const response = await attempt(wrongCode);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'INVALID_OTP' });
    }
    const blocked = await attempt(code);
    expect(blocked.status).toBeGreaterThanOrEqual(400);
    expect(blocked.status).toBeLessThan(500);
    expect((await blocked.json()).code).toMatch(/TOO_MANY_ATTEMPTS|OTP_NOT_FOUND/);
    expect(await getDb().select().from(users).where(eq(users.phoneNumber, phone.e164))).toEqual([]);
  });

  it('refuses an expired code', async () => {
    const phone = newNumber();
    await sendCode(phone.local);
    const code = codeIn(await smsTo(phone.e164));
    await getDb()
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verifications.identifier, `%${phone.e164}%`));
    const response = await authPost('/sign-up/phone-number', {
      name: 'Noura Saleh',
      phoneNumber: phone.local,
      password: PASSWORD,
      code,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'OTP_EXPIRED' });
  });

  it('writes the SMS in the language of the page it was asked from', async () => {
    const phone = newNumber();
    await sendCode(phone.local, { referer: 'http://localhost:3000/ar/signup' });
    expect(await smsTo(phone.e164)).toMatch(/^وشاح: رمزك هو \d{6}/);
  });
});

describe('password recovery by phone', () => {
  it('resets the password with the SMS code, once, and signs the account out everywhere', async () => {
    const { phone, response } = await signUpByPhone();
    const oldSession = cookiesOf(response);

    const since = Date.now();
    expect(
      (await authPost('/phone-number/request-password-reset', { phoneNumber: phone.local })).status,
    ).toBe(200);
    const code = codeIn(await smsTo(phone.e164, since));
    const reset = (otp: string) =>
      authPost('/phone-number/reset-password', {
        phoneNumber: phone.local,
        otp,
        newPassword: 'a-brand-new-secret',
      });
    expect((await reset(code)).status).toBe(200);
    expect((await reset(code)).status).toBe(400);

    expect(await sessionUser(oldSession)).toBeUndefined();
    const signIn = (password: string) =>
      authPost('/sign-in/phone-number', { phoneNumber: phone.e164, password });
    expect((await signIn(PASSWORD)).status).toBe(401);
    expect((await signIn('a-brand-new-secret')).status).toBe(200);
  });

  it('answers an unknown number like a known one, and sends nothing', async () => {
    const phone = newNumber();
    const response = await authPost('/phone-number/request-password-reset', { phoneNumber: phone.local });
    expect(response.status).toBe(200);
    // Once the request's job has looked the number up: no SMS queued for it.
    await waitForCompletedJob(phoneResetRequestJob, { phoneNumber: phone.e164 });
    expect(await getJobs().find(smsJob, { to: phone.e164 })).toEqual([]);
  });

  it('sends the reset code in the language of the page it was asked from, though a job sends it', async () => {
    const { phone } = await signUpByPhone();
    const since = Date.now();
    const response = await authPost(
      '/phone-number/request-password-reset',
      { phoneNumber: phone.local },
      { headers: { referer: 'http://localhost:3000/ar/forgot-password' } },
    );
    expect(response.status).toBe(200);
    expect(await smsTo(phone.e164, since)).toMatch(/^وشاح: رمز إعادة تعيين كلمة المرور هو \d{6}/);
  });

  it('refuses a common new password', async () => {
    const { phone } = await signUpByPhone();
    const since = Date.now();
    await authPost('/phone-number/request-password-reset', { phoneNumber: phone.local });
    const otp = codeIn(await smsTo(phone.e164, since));
    const response = await authPost('/phone-number/reset-password', {
      phoneNumber: phone.local,
      otp,
      newPassword: 'iloveyou',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: 'validation.passwordCommon',
      field: 'newPassword',
    });
  });
});

describe('adding a number to an account', () => {
  it('only with a session: the plugin would otherwise sign in by code alone', async () => {
    const phone = newNumber();
    await sendCode(phone.local);
    const code = codeIn(await smsTo(phone.e164));
    const bare = await authPost('/phone-number/verify', { phoneNumber: phone.local, code });
    expect(bare.status).toBe(400);
    const guest = await authPost('/phone-number/verify', {
      phoneNumber: phone.local,
      code,
      updatePhoneNumber: true,
    });
    expect(guest.status).toBe(401);
  });
});
