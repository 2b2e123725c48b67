// Starts the store for the end-to-end run on a clean data folder (see playwright.config.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { main } from '../../scripts/start';
import { startStripeStandIn } from './stripe-stand-in';

const dataDir = path.join(os.tmpdir(), `wishah-e2e-${process.env.PORT}`);
fs.rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
// Card payments go to a stand-in for Stripe's API, which takes the "payment" on its own page and signs its webhooks
// (delivered a moment later, so the store's "confirming your payment" state is seen as it is with Stripe).
const webhookSecret = 'whsec_wishah_e2e';
const stripe = await startStripeStandIn({
  webhookSecret,
  webhookUrl: `${process.env.APP_URL}/api/webhooks/stripe`,
  webhookDelayMs: 1500,
});
Object.assign(process.env, {
  STRIPE_SECRET_KEY: 'sk_test_wishah_e2e',
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_API_URL: stripe.url,
});
await main([]);
