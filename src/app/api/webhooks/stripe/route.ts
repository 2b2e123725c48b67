import Stripe from 'stripe';
import { handleStripeEvent, readPaymentEvent } from '@/domains/orders/card-payments';
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
 * and changes nothing, and so is a signed event of a shape Stripe does not send. Each event is applied once, and
 * only to the order whose session it is (see `handleStripeEvent`).
 */
export async function POST(request: Request) {
  if (!env.STRIPE_WEBHOOK_SECRET) return Response.json({ error: 'not configured' }, { status: 503 });
  const signature = request.headers.get('stripe-signature');
  if (!signature) return refuse('missing signature');
  const body = await request.text();
  let verified: unknown;
  try {
    verified = Stripe.webhooks.constructEvent(body, signature, env.STRIPE_WEBHOOK_SECRET, TOLERANCE_SECONDS);
  } catch (error) {
    logger.warn({ err: error }, 'refused a Stripe webhook whose signature does not verify');
    return refuse('bad signature');
  }
  const event = readPaymentEvent(verified);
  if (!event) {
    logger.warn('refused a signed Stripe webhook of a shape Stripe does not send');
    return refuse('malformed event');
  }
  const { cache } = await handleStripeEvent(event);
  expire(cache);
  return Response.json({ received: true });
}
