import 'server-only';
import path from 'node:path';
import { z } from 'zod';
import { StartupError } from './startup-error';

/** Every environment variable the store reads, validated once. Nothing else reads `process.env`. */
const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    APP_URL: z.url().optional(),
    DATABASE_URL: z.string().min(1).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    BETTER_AUTH_SECRET: z.string().min(32).optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(6).optional(),
    STORE_ID: z.string().min(1).default('wishah'),
    STRIPE_ID: z.string().min(1).optional(),
    SUBSCRIPTION_SERVICE_URL: z.url().optional(),
    // Card payments (Stripe Checkout): both are needed before the owner can turn cards on. STRIPE_API_URL points the
    // SDK elsewhere than api.stripe.com (the tests' stand-in, or an egress proxy).
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    STRIPE_API_URL: z.url().optional(),
    SEED_DEMO: z.enum(['true', 'false']).default('true'),
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().min(3).default('Wishah <no-reply@wishah.local>'),
    // SMS go to this provider endpoint as JSON `{ to, text }` (with the token as a bearer), else to the outbox.
    // A proxy in front (nginx, Caddy, a load balancer) puts the client's address in this header; scripts/server.mjs
    // trusts it then, instead of the connection's address. Unset when clients connect to the store directly.
    TRUSTED_PROXY_IP_HEADER: z.string().min(1).optional(),
    SMS_WEBHOOK_URL: z.url().optional(),
    SMS_WEBHOOK_TOKEN: z.string().min(1).optional(),
    // Phone numbers typed without a country code are read as numbers of this country (ISO 3166 alpha-2).
    PHONE_DEFAULT_COUNTRY: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .default('SA'),
    // Social sign-in: each provider is offered only when its client id and secret are both set.
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
    FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
    // Apple: the Services ID, the client-secret JWT signed with the Sign in with Apple key, and (for native apps'
    // ID tokens) the app's bundle identifier.
    APPLE_CLIENT_ID: z.string().min(1).optional(),
    APPLE_CLIENT_SECRET: z.string().min(1).optional(),
    APPLE_APP_BUNDLE_IDENTIFIER: z.string().min(1).optional(),
    // Any OpenID Connect provider (a regional identity service, Keycloak, …), found through its issuer's discovery.
    OIDC_ISSUER: z.url().optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_NAME: z.string().min(1).max(40).optional(),
    // Uploads in an S3-compatible bucket (AWS S3, Cloudflare R2, DigitalOcean Spaces, MinIO) instead of DATA_DIR's
    // disk, so several instances of the store share them. S3_BUCKET switches it on; the endpoint is needed for all
    // but AWS, and MinIO (often R2 and Spaces too) wants path-style addresses. Keys may come from the platform.
    S3_BUCKET: z.string().min(1).optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
    // How many backups (nightly and made by hand) are kept, in DATA_DIR/backups or the bucket's backups/; older go.
    BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .transform((e) => ({
    ...e,
    APP_URL: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    DATA_DIR: path.resolve(e.DATA_DIR),
    isProduction: e.NODE_ENV === 'production',
  }));

export type Env = z.infer<typeof schema>;

function parseEnv(source: NodeJS.ProcessEnv): Env {
  // Empty strings from `.env` files mean "unset".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const settings = parsed.error.issues.map((i) => `${i.path.join('.')} (${i.message})`);
    throw new StartupError(
      `These settings are not valid: ${settings.join('; ')}. Fix them in the environment (see .env.example) and start again.`,
    );
  }
  return parsed.data;
}

export const env: Env = parseEnv(process.env);

/** The database URL; the launcher (`npm start`) sets it to the embedded server when none is given. */
export function requireDatabaseUrl(): string {
  if (!env.DATABASE_URL) {
    throw new Error(
      'DATABASE_URL is not set. Start the store with `npm start`, which runs an embedded PostgreSQL.',
    );
  }
  return env.DATABASE_URL;
}

/**
 * The server's signing secret (better-auth's sessions, order links). The launcher provides one from DATA_DIR when
 * none is configured; without one, a production server signs nothing.
 */
export const signingSecret: string | undefined =
  env.BETTER_AUTH_SECRET ?? (env.isProduction ? undefined : 'wishah-development-secret-not-for-production');

/** The signing secret, for code that must sign now. */
export function appSecret(): string {
  if (!signingSecret) throw new Error('BETTER_AUTH_SECRET is not set.');
  return signingSecret;
}
