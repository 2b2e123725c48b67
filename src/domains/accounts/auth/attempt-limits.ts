import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { rateLimits } from '@/db/schema/accounts';

/** Failed sign-ins for one account before it is locked, and how long the lock lasts after the last failure. */
export const ACCOUNT_FAILURES_MAX = 5;
export const ACCOUNT_LOCK_SECONDS = 15 * 60;

/** Refused because of too many failed attempts; `retryAfter` is in whole seconds. */
export class TooManyAttemptsError extends Error {
  constructor(readonly retryAfter: number) {
    super('auth.errors.TOO_MANY_REQUESTS');
  }
}

// Rows live beside better-auth's per-address counters, under their own prefix.
const rowKey = (account: string) => `account:${account.toLowerCase()}`;

/**
 * Throws while `account` (an e-mail or E.164 number) has had too many failed attempts: whoever is guessing,
 * from however many addresses, waits for the lock to pass. The per-address limit is better-auth's limiter.
 */
export async function assertAccountNotLocked(account: string, now = Date.now()): Promise<void> {
  const [row] = await getDb()
    .select()
    .from(rateLimits)
    .where(eq(rateLimits.key, rowKey(account)));
  if (!row || row.count < ACCOUNT_FAILURES_MAX) return;
  const retryAfter = Math.ceil((row.lastRequest + ACCOUNT_LOCK_SECONDS * 1000 - now) / 1000);
  if (retryAfter > 0) throw new TooManyAttemptsError(retryAfter);
}

/** Counts one failed attempt; a failure after the lock window starts a fresh count. */
export async function recordFailedAttempt(account: string, now = Date.now()): Promise<void> {
  const windowStart = now - ACCOUNT_LOCK_SECONDS * 1000;
  await getDb()
    .insert(rateLimits)
    .values({ id: crypto.randomUUID(), key: rowKey(account), count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.lastRequest} < ${windowStart} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        lastRequest: now,
      },
    });
}

/** A successful sign-in forgets earlier failures. */
export async function clearFailedAttempts(account: string): Promise<void> {
  await getDb()
    .delete(rateLimits)
    .where(eq(rateLimits.key, rowKey(account)));
}
