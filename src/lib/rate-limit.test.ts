import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { rateLimits } from '@/db/schema';
import { takeRateLimit } from './rate-limit';

const LIMIT = { max: 3, windowSeconds: 60 };
const row = async (key: string) =>
  (await getDb().select().from(rateLimits).where(eq(rateLimits.key, key)))[0];

describe('a fixed-window rate limit in PostgreSQL', () => {
  it('lets `max` attempts through in a window, refuses the next without counting it, and opens a new window', async () => {
    const t0 = 1_700_000_000_000;
    for (const offset of [0, 10_000, 20_000]) {
      expect(await takeRateLimit('test:a', LIMIT, t0 + offset)).toEqual({ allowed: true });
    }
    const before = await row('test:a');
    expect(await takeRateLimit('test:a', LIMIT, t0 + 30_000)).toEqual({ allowed: false, retryAfter: 30 });
    expect(await row('test:a')).toEqual(before);
    // The window is fixed from its first attempt: at t0 + 60 s a new one opens, counting from one.
    expect(await takeRateLimit('test:a', LIMIT, t0 + 60_000)).toEqual({ allowed: true });
    expect(await row('test:a')).toMatchObject({ count: 1, lastRequest: t0 + 60_000 });
  });

  it('keeps each key apart', async () => {
    const now = Date.now();
    for (let i = 0; i < 3; i++) await takeRateLimit('test:b', LIMIT, now);
    expect(await takeRateLimit('test:b', LIMIT, now)).toMatchObject({ allowed: false });
    expect(await takeRateLimit('test:c', LIMIT, now)).toEqual({ allowed: true });
  });

  it('never lets more than `max` through when attempts arrive at once', async () => {
    const now = Date.now();
    const results = await Promise.all(Array.from({ length: 8 }, () => takeRateLimit('test:d', LIMIT, now)));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
  });
});
