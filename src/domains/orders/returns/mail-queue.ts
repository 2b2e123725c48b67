import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { orders } from '@/db/schema/orders';
import { originOf, readStoreSettings } from '@/domains/store-settings/queries';
import { defineJob, enqueue } from '@/lib/jobs';
import { sendMail } from '@/lib/mail';
import { accessKeyFor } from '../access';
import { readOrder } from '../queries';
import type { ReturnMailEvent } from './mail';
import { readReturn } from './queries';

export type { ReturnMailEvent } from './mail';

type ReturnMailPayload = { returnId: number; event: ReturnMailEvent };

/**
 * The shopper's mail about their return, from the job queue (never inside the request), in the order's language,
 * with the order's link (its secret, so a guest opens it too). Written from the return as it is then.
 */
export const returnMailJob = defineJob<ReturnMailPayload>('return-mail', async ({ returnId, event }) => {
  const ret = await readReturn(returnId);
  if (!ret) return;
  const [ref] = await getDb()
    .select({ number: orders.number })
    .from(orders)
    .where(eq(orders.id, ret.orderId));
  const found = ref && (await readOrder(ref.number));
  if (!found) return;
  const settings = await readStoreSettings();
  const key = accessKeyFor(found.idempotencyKey);
  const link = `${originOf(settings.customDomain)}/${found.detail.locale}/orders/${ref.number}?key=${key}`;
  const { renderReturnMail } = await import('./mail');
  const message = await renderReturnMail(found.detail, ret, event, link, settings);
  await sendMail({ to: found.detail.email, ...message });
});

/** Queues the shopper's mail about a return. */
export async function queueReturnMail(returnId: number, event: ReturnMailEvent): Promise<void> {
  await enqueue(returnMailJob, { returnId, event });
}
