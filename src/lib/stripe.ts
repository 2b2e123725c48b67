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

/** The Stripe SDK, pointed at STRIPE_API_URL when set (the tests' local stand-in). */
export function stripe(): Stripe {
  if (!env.STRIPE_SECRET_KEY) throw new Error('STRIPE_SECRET_KEY is not set.');
  if (client) return client;
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null;
  client = new Stripe(env.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Wishah' },
    ...(api && {
      host: api.hostname,
      port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
      protocol: api.protocol === 'https:' ? 'https' : 'http',
    }),
  });
  return client;
}
