import 'server-only';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { nextCookies } from 'better-auth/next-js';
import { admin } from 'better-auth/plugins';
import { z } from 'zod';
import { getDb } from '@/db/client';
import * as schema from '@/db/schema';
import { sendPasswordResetMail } from '@/domains/accounts/password-reset-mail';
import { forgotPasswordSchema, PASSWORD_MAX, PASSWORD_MIN, signUpSchema } from '@/domains/accounts/schemas';
import { env } from './env';

// better-auth wants a secret; the launcher provides one from DATA_DIR when none is configured.
const secret =
  env.BETTER_AUTH_SECRET ?? (env.isProduction ? undefined : 'wishah-development-secret-not-for-production');

// Endpoints whose body is checked with the forms' own schemas, so direct requests get the same message keys.
const VALIDATED_BODIES: Record<string, z.ZodType> = {
  '/sign-up/email': signUpSchema,
  '/request-password-reset': forgotPasswordSchema,
  '/reset-password': z.object({
    newPassword: z.string('validation.passwordRequired').pipe(signUpSchema.shape.password),
  }),
};

function createAuth() {
  return betterAuth({
    appName: 'Wishah',
    baseURL: env.APP_URL,
    secret,
    trustedOrigins: [env.APP_URL],
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
    rateLimit: { enabled: true, storage: 'database', window: 60, max: 100 },
    advanced: { database: { generateId: () => crypto.randomUUID() } },
    hooks: {
      // The same schema as the form, enforced on better-auth's own endpoint so a direct request can't skip it.
      before: createAuthMiddleware(async (ctx) => {
        const bodySchema = VALIDATED_BODIES[ctx.path];
        if (!bodySchema) return;
        const parsed = bodySchema.safeParse(ctx.body);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw new APIError('BAD_REQUEST', {
            code: 'VALIDATION_ERROR',
            message: issue?.message ?? 'validation.invalid',
            field: String(issue?.path[0] ?? ''),
          });
        }
      }),
    },
    plugins: [admin({ defaultRole: 'user', adminRoles: ['admin'] }), nextCookies()],
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
