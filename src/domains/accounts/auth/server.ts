import 'server-only';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { nextCookies } from 'better-auth/next-js';
import { admin, twoFactor } from 'better-auth/plugins';
import { adminAc, userAc } from 'better-auth/plugins/admin/access';
import { getDb } from '@/db/client';
import * as schema from '@/db/schema/accounts';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import { env, signingSecret } from '@/lib/env';
import { defineJob, enqueue } from '@/lib/jobs';
import { logger } from '@/lib/logger';
import { PASSWORD_MAX, PASSWORD_MIN } from '../limits';
import { phoneNumberAuth, phoneSignUp } from '../phone/auth';
import type { AssignableRole } from '../staff/roles';
import { recordSignIn } from '../users/service';
import {
  assertAccountNotLocked,
  clearFailedAttempts,
  recordFailedAttempt,
  TooManyAttemptsError,
} from './attempt-limits';
import { queuePasswordResetMail } from './password-reset-mail';
import { checkAuthBody, refuseNul } from './rules';
import { refuseOtherSignInMethod, socialPlugins, socialProviders, socialTrustedOrigins } from './social';

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
  // Reading one's own session guesses nothing: every page load asks for it, and a limit there showed signed-in
  // shoppers as signed out. Only attempts (sign-in, sign-up, codes, resets) are limited.
  '/get-session': false as const,
  '/sign-in/*': { window: 15 * 60, max: 20 },
  '/sign-up/*': { window: 15 * 60, max: 10 },
  '/request-password-reset': { window: 60 * 60, max: 5 },
  '/reset-password': { window: 15 * 60, max: 10 },
  '/change-password': { window: 15 * 60, max: 10 },
  '/phone-number/send-otp': { window: 60 * 60, max: 5 },
  '/phone-number/request-password-reset': { window: 60 * 60, max: 5 },
  '/phone-number/*': { window: 15 * 60, max: 10 },
  // Authenticator codes: the plugin also locks the account after 10 wrong codes in a row (its accountLockout).
  '/two-factor/*': { window: 15 * 60, max: 30 },
};

type EmailResetRequest = { email: string; redirectTo?: string };
type PhoneResetRequest = { phoneNumber: string; referer?: string };

/**
 * A reset request over HTTP is answered at once, alike for every address and number (see `deferResetRequest`).
 * These jobs then run better-auth's own endpoint from the server: the account lookup, the token and the queued
 * message. So whether an account exists never shows in how long the answer takes.
 */
export const emailResetRequestJob = defineJob<EmailResetRequest>('reset-request-email', async (body) => {
  await getAuth().api.requestPasswordReset({ body });
});

export const phoneResetRequestJob = defineJob<PhoneResetRequest>(
  'reset-request-phone',
  async ({ phoneNumber, referer }) => {
    // The page the request came from decides the SMS language (phone/auth.ts).
    const headers = new Headers(referer ? { referer } : undefined);
    await getAuth().api.requestPasswordResetPhoneNumber({ body: { phoneNumber }, headers });
  },
);

/** Queues an HTTP reset request for its job and returns better-auth's answer; undefined for any other path. */
async function deferResetRequest(path: string, body: Record<string, unknown>, request: Request) {
  if (path === '/request-password-reset') {
    const redirectTo = typeof body.redirectTo === 'string' ? body.redirectTo : undefined;
    await enqueue(emailResetRequestJob, { email: String(body.email), redirectTo });
    return {
      status: true,
      message: 'If this email exists in our system, check your email for the reset link',
    };
  }
  if (path === '/phone-number/request-password-reset') {
    const referer = request.headers.get('referer') ?? undefined;
    await enqueue(phoneResetRequestJob, { phoneNumber: String(body.phoneNumber), referer });
    return { status: true };
  }
  return undefined;
}

// better-auth's origin check logs a callback URL or origin a client sent that is not the store's as an error; the
// client is answered 403, so in the store's log it is a warning.
const CLIENT_REFUSED = /^Invalid (origin|callbackURL|redirectURL|errorCallbackURL|newUserCallbackURL):/;

/** better-auth's messages, in the store's JSON log. */
function logAuthMessage(level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) {
  const err = args.find((arg) => arg instanceof Error);
  const details = err ? { err } : args.length ? { details: args } : {};
  logger[level === 'error' && CLIENT_REFUSED.test(message) ? 'warn' : level](details, `auth: ${message}`);
}

/**
 * The origins a request to this server comes from when its page is on this server: its host (as the trusted proxy
 * passed it: the production server drops a client's own `X-Forwarded-Host`, scripts/request-guard.mjs) over https, and over the scheme
 * the request arrived by.
 */
function ownOrigins(request: Request | undefined): string[] {
  const host = request?.headers.get('x-forwarded-host') ?? request?.headers.get('host');
  if (!request || !host) return [];
  const scheme = request.headers.get('x-forwarded-proto') ?? new URL(request.url).protocol.replace(':', '');
  return [...new Set([`https://${host}`, `${scheme}://${host}`])];
}

function createAuth() {
  return betterAuth({
    appName: 'Wishah',
    baseURL: env.APP_URL,
    secret: signingSecret,
    // The address the request was sent to too, so forms on the store's custom domain (Store Setting → Custom
    // domain) are not refused: a browser names a page's own origin, which another site's page cannot claim.
    trustedOrigins: async (request) => [env.APP_URL, ...socialTrustedOrigins(), ...ownOrigins(request)],
    logger: { log: logAuthMessage },
    database: drizzleAdapter(getDb(), {
      provider: 'pg',
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
        rateLimit: schema.rateLimits,
        twoFactor: schema.twoFactors,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: true,
      // The link works once and for an hour; a reset signs the account out everywhere. The mail is queued.
      sendResetPassword: async ({ user, url }) => {
        await queuePasswordResetMail(user, url);
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
    databaseHooks: {
      session: { create: { after: (session) => recordSignIn(session) } },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        refuseNul(ctx.body, ctx.query, ctx.params);
        // The forms' rules on better-auth's own endpoints, so a direct request can't skip them.
        const body = await checkAuthBody(ctx.path, ctx.body);
        // Over HTTP (the limiter and the origin checks have run), reset requests end here; a job does the rest.
        // Its own call to the endpoint comes from the server, with no request, and goes on.
        if (ctx.request && body) {
          const answer = await deferResetRequest(ctx.path, body, ctx.request);
          if (answer) return ctx.json(answer);
        }
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
      admin({ defaultRole: 'user', adminRoles: ['owner'], roles: AUTH_ROLES }),
      // Two-factor sign-in with an authenticator app (staff, from the admin profile): the first code turns it on.
      twoFactor({ issuer: 'Wishah' }),
      phoneNumberAuth(),
      phoneSignUp({ consumeCode: (body): Promise<unknown> => getAuth().api.consumePhoneNumberOTP({ body }) }),
      ...socialPlugins(),
      nextCookies(),
    ],
  });
}

/**
 * better-auth's admin plugin knows the store's roles, but only the owner may use its endpoints (list users, ban,
 * set a role, impersonate): the other staff roles have a shopper's rights there. The store's own pages and actions
 * check the staff's areas themselves (domains/admin/permissions.ts).
 */
const AUTH_ROLES = {
  owner: adminAc,
  manager: userAc,
  orders: userAc,
  catalogue: userAc,
  support: userAc,
  user: userAc,
} satisfies Record<AssignableRole, unknown>;

let instance: ReturnType<typeof createAuth> | undefined;

/**
 * The better-auth server: e-mail + password, the staff roles (admin plugin roles, owners only on its endpoints), sessions and rate limits in
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
