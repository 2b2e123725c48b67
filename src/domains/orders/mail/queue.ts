import 'server-only';
import { listAdminEmails } from '@/domains/accounts/users/queries';
import { AREA_ROLES } from '@/domains/admin/permissions';
import { originOf, readStoreSettings } from '@/domains/store-settings/queries';
import { readSeller } from '@/domains/store-settings/seller/queries';
import { defineJob, enqueue } from '@/lib/jobs';
import { logger } from '@/lib/logger';
import { queueMail, sendMail } from '@/lib/mail';
import { queueSms } from '@/lib/sms';
import { accessKeyFor } from '../access';
import { confirmationLink } from '../cod-link';
import { readOrder } from '../queries';
import type { OrderMailEvent } from '../workflow';
import type { OwnerMailEvent, OwnerNotice } from './owner-mail';

type OrderMailPayload = { number: number; event: OrderMailEvent };
type OwnerMailPayload = { number: number; event: OwnerMailEvent };

/**
 * Renders and sends an order's mail from the database, in the job queue: the checkout only stores the job, so a
 * slow or broken mail server never slows or loses an order, and a failed send is retried.
 */
export const orderMailJob = defineJob<OrderMailPayload>('order-mail', async ({ number, event }) => {
  const found = await readOrder(number);
  // Deleted since, or taken over the phone without an e-mail: nothing to tell, nobody to tell it to.
  if (!found?.detail.email) return;
  const { renderOrderMail } = await import('./render');
  const key = accessKeyFor(found.idempotencyKey);
  const settings = await readStoreSettings();
  const link = `${originOf(settings.customDomain)}/${found.detail.locale}/orders/${number}?key=${key}`;
  // The order's invoice in its first mail: the number, and ZATCA's QR code (the seller's details, fresh).
  const seller = event === 'placed' ? await readSeller() : null;
  // A cash order still waiting for its shopper: the mail asks for the confirmation too, with the text's own link.
  const confirmLink =
    event === 'placed' && found.detail.status === 'awaiting' && found.detail.confirmDueAt
      ? await confirmationLink({
          number,
          idempotencyKey: found.idempotencyKey,
          locale: found.detail.locale,
        })
      : null;
  const message = await renderOrderMail(found.detail, event, link, settings, seller, confirmLink);
  await sendMail({ to: found.detail.email, ...message });
});

/** Queues the mail for an order event (placed, or the status it moved to). */
export async function queueOrderMail(number: number, event: OrderMailEvent): Promise<void> {
  await enqueue(orderMailJob, { number, event });
}

/**
 * Tells the staff who handle orders about one, from the job queue: the owners, the managers and the orders staff
 * (the roles that may open it, permissions.ts), who can act on it from the order's page, in the store's language,
 * one mail each (delivered and retried on its own). Written from the order as it is then.
 */
export const ownerMailJob = defineJob<OwnerMailPayload>('order-owner-mail', async ({ number, event }) => {
  const found = await readOrder(number);
  if (!found) return;
  const recipients = await listAdminEmails(AREA_ROLES.orders);
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

type OwnerNoticePayload = { number: number; notice: OwnerNotice };

/**
 * Tells the owner as it happens, from the job queue, in the store's language: a mail to the store's contact address
 * and an SMS (or WhatsApp, through the SMS webhook) to its WhatsApp number, else its phone, each only when Contact &
 * Footer names one. A new order links to its page in the admin; a variant running low to its product's.
 */
export const ownerNoticeJob = defineJob<OwnerNoticePayload>('owner-notice', async ({ number, notice }) => {
  const settings = await readStoreSettings();
  const { email } = settings.contact;
  const phone = (settings.contact.whatsapp || settings.contact.phone).replaceAll(' ', '');
  if (!email && !phone) return;
  const found = await readOrder(number);
  if (!found) return;
  const locale = settings.defaultLocale;
  const origin = originOf(settings.customDomain);
  const productId =
    notice.event === 'lowStock' ? found.detail.lines.find((l) => l.sku === notice.sku)?.productId : null;
  const link = productId
    ? `${origin}/${locale}/admin/products/${productId}`
    : `${origin}/${locale}/admin/orders/${number}`;
  const { renderOwnerNotice } = await import('./render');
  const { mail, sms } = await renderOwnerNotice(found.detail, notice, locale, link, settings);
  if (email) await queueMail({ to: email, ...mail });
  if (phone) await queueSms({ to: phone, text: sms });
});

/**
 * Queues the owner's notices about order `number`, after its transaction committed. Never throws: a notice that
 * cannot be queued is logged, and the order stands.
 */
export async function queueOwnerNotices(number: number, notices: readonly OwnerNotice[]): Promise<void> {
  for (const notice of notices)
    await enqueue(ownerNoticeJob, { number, notice }).catch((error: unknown) =>
      logger.error({ err: error, order: number, notice: notice.event }, 'could not queue the owner notice'),
    );
}
