import 'server-only';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { appSecret } from '@/lib/env';

/**
 * The secret in an order's link (`/orders/1042?key=…`), which opens it for a guest. It is signed from the order's
 * idempotency key, so a retried submission gets the same link back; only its hash is stored.
 */
export const accessKeyFor = (idempotencyKey: string): string =>
  createHmac('sha256', appSecret()).update(`order-link:${idempotencyKey}`).digest('base64url');

export const hashAccessKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** Constant-time: whether `key` is the secret whose hash the order keeps. */
export function accessKeyMatches(key: string | null | undefined, storedHash: string): boolean {
  if (!key) return false;
  const given = Buffer.from(hashAccessKey(key), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
