import 'server-only';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { nextCookies } from 'better-auth/next-js';
import { admin } from 'better-auth/plugins';
import { getDb } from '@/db/client';
import * as schema from '@/db/schema';
import {
  assertAccountNotLocked,
  clearFailedAttempts,
  recordFailedAttempt,
  TooManyAttemptsError,
} from '@/domains/accounts/attempt-limits';
import { checkAuthBody } from '@/domains/accounts/auth-rules';
import { sendPasswordResetMail } from '@/domains/accounts/password-reset-mail';
import { phoneNumberAuth, phoneSignUp } from '@/domains/accounts/phone-auth';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/domains/accounts/schemas';
import {
  refuseOtherSignInMethod,
  socialPlugins,
  socialProviders,
  socialTrustedOrigins,
} from '@/domains/accounts/social';
import { CLIENT_IP_HEADER } from './client-ip';
import { env } from './env';

// better-auth wants a secret; the launcher provides one from DATA_DIR when none is configured.
const secret =
  env.BETTER_AUTH_SECRET ?? (env.isProduction ? undefined : 'wishah-development-secret-not-for-production');

/** Sign-in endpoints whose failures count against the account (its e-mail or number), whoever is guessing. */
const SIGN_IN_ACCOUNT: Record<string, string> = {
  '/sign-in/email': 'email',
  '/sign-in/phone-number': 'phoneNumber',
};

const accountOf = (path: string, body: unknown) => {
  const field = SIGN_IN_ACCOUNT[path];
  const value = field ? (body as Record<string, unknown> | undefined)?.[field] : undefined;
  return typeof value === 'string' ? value : undefined;
};

const tooManyAttempts = (retryAfter: number) =>
  new APIError('TOO_MANY_REQUESTS', {
    code: 'TOO_MANY_REQUESTS',
    message: 'auth.errors.TOO_MANY_REQUESTS',
    retryAfter,
  });

// Per address (better-auth's limiter, rows in PostgreSQL). Windows of 15 minutes or more also keep the
// per-account rows (attempt-limits.ts), which share the table, from being pruned early.
const ADDRESS_LIMITS = {
  '/sign-in/*': { window: 15 * 60, max: 20 },
  '/sign-up/*': { window: 15 * 60, max: 10 },
  '/request-password-reset': { window: 60 * 60, max: 5 },
  '/reset-password': { window: 15 * 60, max: 10 },
  '/change-password': { window: 15 * 60, max: 10 },
  '/phone-number/send-otp': { window: 60 * 60, max: 5 },
  '/phone-number/request-password-reset': { window: 60 * 60, max: 5 },
  '/phone-number/*': { window: 15 * 60, max: 10 },
};

function createAuth() {
  return betterAuth({
    appName: 'Wishah',
    baseURL: env.APP_URL,
    secret,
    trustedOrigins: [env.APP_URL, ...socialTrustedOrigins()],
    database: drizzleAdapter(getDb(), {
      provider: 'pg',
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
        rateLimit: schema.rateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: true,
      // The link works once and for an hour; a reset signs the account out everywhere.
      sendResetPassword: async ({ user, url }) => {
        await sendPasswordResetMail(user, url);
      },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
    },
    socialProviders: socialProviders(),
    rateLimit: { enabled: true, storage: 'database', window: 60, max: 100, customRules: ADDRESS_LIMITS },
    advanced: {
      database: { generateId: () => crypto.randomUUID() },
      // Set by our server from the connection (or a trusted proxy), never taken from what the client sends.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // The forms' rules on better-auth's own endpoints, so a direct request can't skip them.
        const body = await checkAuthBody(ctx.path, ctx.body);
        const account = accountOf(ctx.path, body);
        if (account) {
          try {
            await assertAccountNotLocked(account);
          } catch (error) {
            if (error instanceof TooManyAttemptsError) throw tooManyAttempts(error.retryAfter);
            throw error;
          }
          if (ctx.path === '/sign-in/email') await refuseOtherSignInMethod(account);
        }
        if (body) return { context: { body } };
      }),
      after: createAuthMiddleware(async (ctx) => {
        const account = accountOf(ctx.path, ctx.body);
        if (!account) return;
        const returned = ctx.context.returned;
        if (returned instanceof APIError) {
          if (returned.statusCode === 401) await recordFailedAttempt(account);
        } else {
          await clearFailedAttempts(account);
        }
      }),
    },
    plugins: [
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      phoneNumberAuth(),
      phoneSignUp({ consumeCode: (body): Promise<unknown> => getAuth().api.consumePhoneNumberOTP({ body }) }),
      ...socialPlugins(),
      nextCookies(),
    ],
  });
}

let instance: ReturnType<typeof createAuth> | undefined;

/**
 * The better-auth server: e-mail + password, the admin flag (admin plugin roles), sessions and rate limits in
 * PostgreSQL. Created on first use, so building the app needs no database.
 */
export function getAuth() {
  instance ??= createAuth();
  return instance;
}

/**
 * better-auth's request handler, with its limiter's plain 429 turned into our shape: a message key and the seconds
 * to wait, so the forms can say when to try again in the shopper's language.
 */
export async function handleAuthRequest(request: Request): Promise<Response> {
  const response = await getAuth().handler(request);
  const retryAfter = response.headers.get('x-retry-after');
  if (response.status !== 429 || !retryAfter) return response;
  return Response.json(
    { code: 'TOO_MANY_REQUESTS', message: 'auth.errors.TOO_MANY_REQUESTS', retryAfter: Number(retryAfter) },
    { status: 429, headers: { 'retry-after': retryAfter } },
  );
}
