import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { orders } from '@/db/schema/orders';
import { originOf, readStoreSettings } from '@/domains/store-settings/queries';
import { appSecret } from '@/lib/env';

// The cash-on-delivery confirmation's signed link (cod-confirmation.ts): made here, apart from the confirmation's
// moves, so the order mail can carry it without importing the workflow it sits in.

type Signed = Pick<typeof orders.$inferSelect, 'number' | 'idempotencyKey'>;

/**
 * The link's signature, with the store's signing secret (like the order's own link, access.ts): over the order's
 * number and its checkout's unique key (another store's, or a reinstalled one's, order #1001 is another order), for
 * this purpose only, so it opens nothing else and no other order. Its deadline is the order's, read fresh: a link
 * opened late says so, and a cancelled order's link says it is cancelled.
 */
const signatureOf = (order: Signed) =>
  createHmac('sha256', appSecret())
    .update(`cod-confirm:${order.number}:${order.idempotencyKey}`)
    .digest('base64url');

/** The confirmation link's token: the order's number and the signature (`1042.AbC…`). */
export const confirmationToken = (order: Signed): string => `${order.number}.${signatureOf(order)}`;

const TOKEN = /^(\d{1,9})\.([A-Za-z0-9_-]{43})$/;

/** The order number a token names, or null when it is malformed (its signature is checked by `signedFor`). */
export function tokenNumber(token: string): number | null {
  const match = TOKEN.exec(token);
  return match ? Number(match[1]) : null;
}

/** Whether `token` was signed for `order` (compared in constant time). */
export function signedFor(token: string, order: Signed): boolean {
  const given = Buffer.from(TOKEN.exec(token)?.[2] ?? '');
  const expected = Buffer.from(signatureOf(order));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The confirmation link, absolute, in the order's language. */
export async function confirmationLink(order: Signed & { locale: string }): Promise<string> {
  const { customDomain } = await readStoreSettings();
  return `${originOf(customDomain)}/${order.locale}/orders/confirm/${confirmationToken(order)}`;
}
