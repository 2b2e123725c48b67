import 'server-only';
import { originOf, readStoreSettings } from '@/domains/store-settings/queries';
import { defineJob, enqueue } from '@/lib/jobs';
import { sendMail } from '@/lib/mail';
import { accessKeyFor } from '../access';
import { readOrder } from '../queries';
import type { OrderMailEvent } from './order-mail';

type OrderMailPayload = { number: number; event: OrderMailEvent };

/**
 * Renders and sends an order's mail from the database, in the job queue: the checkout only stores the job, so a
 * slow or broken mail server never slows or loses an order, and a failed send is retried.
 */
export const orderMailJob = defineJob<OrderMailPayload>('order-mail', async ({ number, event }) => {
  const found = await readOrder(number);
  if (!found) return; // deleted since: nothing to tell
  const { renderOrderMail } = await import('./render');
  const key = accessKeyFor(found.idempotencyKey);
  const settings = await readStoreSettings();
  const link = `${originOf(settings.customDomain)}/${found.detail.locale}/orders/${number}?key=${key}`;
  const message = await renderOrderMail(found.detail, event, link, settings);
  await sendMail({ to: found.detail.email, ...message });
});

/** Queues the mail for an order event (placed, or the status it moved to). */
export async function queueOrderMail(number: number, event: OrderMailEvent): Promise<void> {
  await enqueue(orderMailJob, { number, event });
}
