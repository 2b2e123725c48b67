import 'server-only';
import { listAdminEmails } from '@/domains/accounts/users/queries';
import { originOf, readStoreSettings } from '@/domains/store-settings/queries';
import { defineJob, enqueue } from '@/lib/jobs';
import { queueMail, sendMail } from '@/lib/mail';
import { accessKeyFor } from '../access';
import { readOrder } from '../queries';
import type { OrderMailEvent } from '../workflow';
import type { OwnerMailEvent } from './owner-mail';

type OrderMailPayload = { number: number; event: OrderMailEvent };
type OwnerMailPayload = { number: number; event: OwnerMailEvent };

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

/**
 * Tells the owner about an order from the job queue: every admin, who can act on it from the order's page, in the
 * store's language, one mail each (delivered and retried on its own). Written from the order as it is then.
 */
export const ownerMailJob = defineJob<OwnerMailPayload>('order-owner-mail', async ({ number, event }) => {
  const found = await readOrder(number);
  if (!found) return;
  const recipients = await listAdminEmails();
  if (!recipients.length) return;
  const { renderOwnerMail } = await import('./render');
  const settings = await readStoreSettings();
  const locale = settings.defaultLocale;
  const link = `${originOf(settings.customDomain)}/${locale}/admin/orders/${number}`;
  const message = await renderOwnerMail(found.detail, event, locale, link, settings);
  for (const to of recipients) await queueMail({ to, ...message });
});

/** Queues the owner's mail about an order. */
export async function queueOwnerMail(number: number, event: OwnerMailEvent): Promise<void> {
  await enqueue(ownerMailJob, { number, event });
}
