import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { rateLimits } from '@/db/schema/accounts';

/** How many times a key may act per window: `max` per `windowSeconds`. */
export type RateLimit = { max: number; windowSeconds: number };

/** The answer for one attempt: allowed (and counted), or refused with the whole seconds until the window ends. */
export type RateLimitResult = { allowed: true } | { allowed: false; retryAfter: number };

/**
 * Counts one attempt of `key` in a fixed window kept in PostgreSQL (the `rate_limits` table beside better-auth's
 * counters, so every app instance shares it): the first attempt opens a window of `windowSeconds`, up to `max`
 * attempts pass inside it, and the first one after it opens the next. One statement, so two requests at once
 * cannot both take the last place; a refused attempt changes nothing. Keys carry their own prefix
 * (`contact:<address>`), apart from better-auth's paths.
 */
export async function takeRateLimit(
  key: string,
  { max, windowSeconds }: RateLimit,
  now = Date.now(),
): Promise<RateLimitResult> {
  const windowMs = windowSeconds * 1000;
  // For our rows `lastRequest` holds the start of the current window.
  const expired = sql`${rateLimits.lastRequest} <= ${now - windowMs}`;
  const taken = await getDb()
    .insert(rateLimits)
    .values({ id: crypto.randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        lastRequest: sql`CASE WHEN ${expired} THEN ${now} ELSE ${rateLimits.lastRequest} END`,
      },
      setWhere: sql`${expired} OR ${rateLimits.count} < ${max}`,
    })
    .returning({ count: rateLimits.count });
  if (taken.length) return { allowed: true };
  const [row] = await getDb()
    .select({ start: rateLimits.lastRequest })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  return {
    allowed: false,
    retryAfter: Math.max(1, Math.ceil(((row?.start ?? now) + windowMs - now) / 1000)),
  };
}
