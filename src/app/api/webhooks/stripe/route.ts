import Stripe from 'stripe';
import { handleStripeEvent } from '@/domains/orders/card-payments';
import { expire } from '@/lib/cache';
import { env } from '@/lib/env';
import { logger } from '@/lib/logger';

export const dynamic = 'force-dynamic';

/** Stripe's signatures are refused when older than this (Stripe's own default): a captured request cannot be replayed later. */
const TOLERANCE_SECONDS = 300;

const refuse = (message: string) => Response.json({ error: message }, { status: 400 });

/**
 * Stripe's webhook (`{APP_URL}/api/webhooks/stripe`): the only way an order becomes paid, failed or refunded. The
 * signature is checked over the raw body with the endpoint's secret; anything unsigned, forged or stale is refused
 * and changes nothing. Each event is applied once (see `handleStripeEvent`).
 */
export async function POST(request: Request) {
  if (!env.STRIPE_WEBHOOK_SECRET) return Response.json({ error: 'not configured' }, { status: 503 });
  const signature = request.headers.get('stripe-signature');
  if (!signature) return refuse('missing signature');
  const body = await request.text();
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(body, signature, env.STRIPE_WEBHOOK_SECRET, TOLERANCE_SECONDS);
  } catch (error) {
    logger.warn({ err: error }, 'refused a Stripe webhook whose signature does not verify');
    return refuse('bad signature');
  }
  const { cache } = await handleStripeEvent(event);
  expire(cache);
  return Response.json({ received: true });
}
