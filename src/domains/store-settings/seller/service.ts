import 'server-only';
import { getDb } from '@/db/client';
import { storeSettings } from '@/db/schema/store-settings';
import type { CacheChange } from '@/lib/cache';
import { env } from '@/lib/env';
import type { Seller } from './schemas';

/**
 * The seller's details on the tax invoices. Only the invoices, credit notes and order mails read them, fresh, so no
 * cached page changes.
 */
export async function saveSeller(seller: Seller) {
  await getDb()
    .insert(storeSettings)
    .values({ storeId: env.STORE_ID, seller })
    .onConflictDoUpdate({ target: storeSettings.storeId, set: { seller, updatedAt: new Date() } });
  return { cache: {} satisfies CacheChange };
}
