import 'server-only';
import { count } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { auditEntries } from '@/db/schema/audit';

const HOUR = 3_600_000;
const OWNER = { actorName: 'Store owner', actorEmail: 'admin@wishah.local' };

/** What a demo store's owner did over the last days, so the audit log page is not empty. */
const DEMO_ENTRIES = [
  {
    hoursAgo: 70,
    action: 'settings.payment',
    entityType: 'settings',
    entityId: null,
    before: { codFee: 0 },
    after: { codFee: 500 },
  },
  {
    hoursAgo: 52,
    action: 'product.update',
    entityType: 'product',
    entityId: '1',
    before: { price: 4500 },
    after: { price: 3900 },
  },
  {
    hoursAgo: 30,
    action: 'discount.create',
    entityType: 'discount',
    entityId: null,
    before: null,
    after: { code: 'WELCOME10', kind: 'percent', value: 10 },
  },
  {
    hoursAgo: 6,
    action: 'order.status',
    entityType: 'order',
    entityId: '1001',
    before: { status: 'confirmed' },
    after: { status: 'shipped' },
  },
] as const;

/** A few entries, only into an empty log. */
export async function seedDemoAuditEntries(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(auditEntries);
  if ((row?.n ?? 0) > 0) return false;
  const now = Date.now();
  await db.insert(auditEntries).values(
    DEMO_ENTRIES.map(({ hoursAgo, before, after, ...entry }) => ({
      ...entry,
      ...OWNER,
      before: before ? { ...before } : null,
      after: after ? { ...after } : null,
      at: new Date(now - hoursAgo * HOUR),
      demo: true,
    })),
  );
  return true;
}
