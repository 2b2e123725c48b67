import 'server-only';
import Stripe from 'stripe';
import { env } from './env';

/** The settings card payments need; the payment options page names the missing ones. */
export type StripeSetting = 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET';

export function missingStripeSettings(): StripeSetting[] {
  const missing: StripeSetting[] = [];
  if (!env.STRIPE_SECRET_KEY) missing.push('STRIPE_SECRET_KEY');
  if (!env.STRIPE_WEBHOOK_SECRET) missing.push('STRIPE_WEBHOOK_SECRET');
  return missing;
}

let client: Stripe | undefined;

/**
 * How long a shopper waits on Stripe at most: two tries of 3 s and the SDK's 0.5 s pause, about 6.5 s. The order's
 * stock is held meanwhile; the SDK's defaults (80 s, or the 20 s × 3 this had) held it for a minute and more. A retry
 * is safe: every POST carries an idempotency key.
 */
const TIMEOUT_MS = 3_000;
const RETRIES = 1;

/** The Stripe SDK, pointed at STRIPE_API_URL when set (the tests' local stand-in). */
export function stripe(): Stripe {
  if (!env.STRIPE_SECRET_KEY) throw new Error('STRIPE_SECRET_KEY is not set.');
  if (client) return client;
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null;
  client = new Stripe(env.STRIPE_SECRET_KEY, {
    maxNetworkRetries: RETRIES,
    timeout: TIMEOUT_MS,
    appInfo: { name: 'Wishah' },
    ...(api && {
      host: api.hostname,
      port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
      protocol: api.protocol === 'https:' ? 'https' : 'http',
    }),
  });
  return client;
}
