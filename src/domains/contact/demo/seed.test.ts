import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { contactRequests } from '@/db/schema';
import { seedDemoContactRequests } from './seed';

describe('demo contact requests', () => {
  it('go into an empty table once, some already handled', async () => {
    expect(await seedDemoContactRequests(getDb())).toBe(true);
    expect(await seedDemoContactRequests(getDb())).toBe(false);
    const rows = await getDb().select().from(contactRequests);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.some((r) => r.status === 'handled' && r.handledAt)).toBe(true);
    expect(rows.some((r) => r.status === 'new' && r.locale === 'ar')).toBe(true);
  });
});
