import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '@/db/client';
import { storeSettings } from '@/db/schema/store-settings';
import { env } from '@/lib/env';

// Whether the owner removed the demo data (Settings → Remove demo data, domains/clean-start): the start script then
// never loads it again, whatever SEED_DEMO says.

/** Notes, in the removal's transaction, that the demo data was removed. */
export async function markDemoRemoved(tx: Tx) {
  await tx
    .insert(storeSettings)
    .values({ storeId: env.STORE_ID, demoRemovedAt: new Date() })
    .onConflictDoUpdate({ target: storeSettings.storeId, set: { demoRemovedAt: new Date() } });
}

/** Whether the owner removed the demo data once. */
export async function isDemoRemoved(db: Database | Tx): Promise<boolean> {
  const [row] = await db
    .select({ at: storeSettings.demoRemovedAt })
    .from(storeSettings)
    .where(eq(storeSettings.storeId, env.STORE_ID));
  return Boolean(row?.at);
}
