import 'server-only';
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { phoneNumber } from 'better-auth/plugins';
import { createTranslator, hasLocale } from 'use-intl/core';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { uniqueViolation } from '@/db/errors';
import { accounts, users } from '@/db/schema/accounts';
import { messageFormats } from '@/i18n/formats';
import { type Locale, routing } from '@/i18n/routing';
import { queueSms } from '@/lib/sms';
import { validationError } from '../auth/rules';
import { PHONE_CODE_LENGTH, PHONE_CODE_MINUTES } from '../limits';
import { toE164 } from './number';
import { phoneAccountEmail } from './stand-in-email';

export { isPhoneAccountEmail, phoneAccountEmail } from './stand-in-email';

/** The page the request came from decides the SMS language (`/ar/signup` → Arabic). */
function localeOfReferer(headers: Headers | undefined): Locale {
  try {
    const referer = headers?.get('referer');
    const first = referer ? new URL(referer).pathname.split('/')[1] : undefined;
    return hasLocale(routing.locales, first) ? first : routing.defaultLocale;
  } catch {
    return routing.defaultLocale;
  }
}

/** The request's headers; a reset code is sent from a job, whose server-side call carries the referer as a header. */
type CodeContext = { request?: Request; headers?: Headers } | undefined;

async function sendCode(kind: 'verify' | 'reset', to: string, code: string, ctx: CodeContext) {
  const locale = localeOfReferer(ctx?.request?.headers ?? ctx?.headers);
  const messages = (await import(`../../../../messages/${locale}.json`)).default;
  const t = createTranslator({ locale, messages, namespace: 'sms', formats: messageFormats(locale) });
  await queueSms({ to, text: t(kind, { code, minutes: PHONE_CODE_MINUTES }) });
}

/**
 * better-auth's phone-number plugin: six-digit SMS codes valid for 5 minutes and 3 tries, queued for the SMS
 * provider (or the outbox) in the page's language, sign-in by phone and password, and reset by code. Numbers are
 * E.164 by the time they get here (see auth/rules.ts).
 */
export function phoneNumberAuth() {
  return phoneNumber({
    otpLength: PHONE_CODE_LENGTH,
    expiresIn: PHONE_CODE_MINUTES * 60,
    allowedAttempts: 3,
    phoneNumberValidator: (value) => toE164(value) === value,
    sendOTP: ({ phoneNumber: to, code }, ctx) => sendCode('verify', to, code, ctx),
    sendPasswordResetOTP: ({ phoneNumber: to, code }, ctx) => sendCode('reset', to, code, ctx),
  });
}

/**
 * `POST /sign-up/phone-number` `{ name, phoneNumber, password, code }`: opens an account with a phone number and a
 * password once the SMS code proves the number. The plugin alone can only sign up without a password.
 */
export function phoneSignUp({
  consumeCode,
}: {
  /** The phone-number plugin's `consumePhoneNumberOTP` (throws on a wrong, used or expired code). */
  consumeCode: (body: { phoneNumber: string; code: string }) => Promise<unknown>;
}) {
  return {
    id: 'wishah-phone-sign-up',
    endpoints: {
      signUpPhoneNumber: createAuthEndpoint(
        '/sign-up/phone-number',
        {
          method: 'POST',
          body: z.object({
            name: z.string(),
            phoneNumber: z.string(),
            password: z.string(),
            code: z.string(),
          }),
        },
        async (ctx) => {
          const { name, phoneNumber: e164, password, code } = ctx.body;
          // Checks the code against the one sent, counts the attempt, and uses it up.
          await consumeCode({ phoneNumber: e164, code });

          const passwordHash = await ctx.context.password.hash(password);
          const id = crypto.randomUUID();
          const user = await getDb()
            .transaction(async (tx) => {
              const [created] = await tx
                .insert(users)
                .values({
                  id,
                  name,
                  email: phoneAccountEmail(e164),
                  phoneNumber: e164,
                  phoneNumberVerified: true,
                })
                .returning();
              await tx.insert(accounts).values({
                id: crypto.randomUUID(),
                userId: id,
                providerId: 'credential',
                accountId: id,
                password: passwordHash,
              });
              return created;
            })
            .catch((error: unknown) => {
              // Two sign-ups for one number at once: the unique index lets only one through.
              if (uniqueViolation(error) !== null)
                throw validationError('validation.phoneTaken', 'phoneNumber');
              throw error;
            });
          if (!user) throw validationError('validation.invalid', 'phoneNumber');

          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ token: session.token, user: { id: user.id, name: user.name } });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
