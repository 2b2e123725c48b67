import 'server-only';
import { env } from '@/lib/env';
import { logger } from '@/lib/logger';

/**
 * The store's subscription (spec sections 4 and 7):
 * - `off`: no subscription service configured, the gate is not used;
 * - `missing-stripe-id`: the service is configured but `STRIPE_ID` is not;
 * - `unknown`: no expiry known (zero, missing, or the service failed) — pages render normally;
 * - `active` / `expired`: now is before / at or after the expiry.
 */
export type SubscriptionStatus =
  | { state: 'off' }
  | { state: 'missing-stripe-id' }
  | { state: 'unknown' }
  | { state: 'active'; expiresAt: number }
  | { state: 'expired'; expiresAt: number };

type CheckOptions = {
  serviceUrl: string | undefined;
  stripeId: string | undefined;
  storeId: string;
  now?: number;
  timeoutMs?: number;
};

/** Asks the subscription service once: GET {service}/api/check-subscription/{stripeId}?storeId={storeId}. */
export async function checkSubscription(options: CheckOptions): Promise<SubscriptionStatus> {
  const { serviceUrl, stripeId, storeId, now = Date.now(), timeoutMs = 5_000 } = options;
  if (!serviceUrl) return { state: 'off' };
  if (!stripeId) {
    logger.error('subscription: stripeId not found! Set STRIPE_ID to check the store subscription.');
    return { state: 'missing-stripe-id' };
  }
  const url = new URL(`/api/check-subscription/${encodeURIComponent(stripeId)}`, serviceUrl);
  url.searchParams.set('storeId', storeId);
  try {
    const response = await fetch(url, {
      headers: { 'Content-Type': 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as { subData?: { current_period_end?: unknown }[] };
    const seconds = Number(body?.subData?.[0]?.current_period_end ?? 0);
    if (!Number.isFinite(seconds) || seconds <= 0) return { state: 'unknown' };
    const expiresAt = seconds * 1000;
    return now >= expiresAt ? { state: 'expired', expiresAt } : { state: 'active', expiresAt };
  } catch (error) {
    // Spec: failures are only logged; the store keeps working.
    logger.warn({ err: String(error) }, 'subscription: check failed');
    return { state: 'unknown' };
  }
}

const CACHE_MS = 5 * 60_000;
let cached: { at: number; status: Promise<SubscriptionStatus> } | undefined;

/** This store's subscription status, asked at most once every five minutes per instance. */
export function getSubscriptionStatus(): Promise<SubscriptionStatus> {
  if (!cached || Date.now() - cached.at > CACHE_MS) {
    cached = {
      at: Date.now(),
      status: checkSubscription({
        serviceUrl: env.SUBSCRIPTION_SERVICE_URL,
        stripeId: env.STRIPE_ID,
        storeId: env.STORE_ID,
      }),
    };
  }
  return cached.status;
}
