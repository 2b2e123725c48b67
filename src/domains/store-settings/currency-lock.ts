import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '@/db/client';
import { storeSettings } from '@/db/schema/store-settings';
import { env } from '@/lib/env';

// The base currency stays once an order exists: the order's transaction says so here (orders/service), and the
// currency's save reads it under the settings row's lock (service.ts). The orders domain calls in; this domain
// never reads orders.

/**
 * Marks the base currency as taken by an order, in the order's transaction. After the first order it only reads:
 * the settings row is neither written nor locked, so checkouts never wait on each other for it.
 */
export async function lockBaseCurrency(db: Database | Tx) {
  const [row] = await db
    .select({ locked: storeSettings.currencyLocked })
    .from(storeSettings)
    .where(eq(storeSettings.storeId, env.STORE_ID));
  if (row?.locked) return;
  await db
    .insert(storeSettings)
    .values({ storeId: env.STORE_ID, currencyLocked: true })
    .onConflictDoUpdate({ target: storeSettings.storeId, set: { currencyLocked: true } });
}

/**
 * Frees the base currency once no order is left (Settings → Remove demo data took the demo orders), in the caller's
 * transaction, which has made sure of that while holding the orders table against new ones.
 */
export async function unlockBaseCurrency(tx: Tx) {
  await tx
    .update(storeSettings)
    .set({ currencyLocked: false })
    .where(eq(storeSettings.storeId, env.STORE_ID));
}
