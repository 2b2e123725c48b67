import 'server-only';
import type { Database } from '@/db/client';
import { storeSettings } from '@/db/schema/store-settings';

/** Gives the store its settings row, with the defaults, unless it has one (the demo data's first step). */
export async function seedStoreSettings(db: Database, storeId: string): Promise<void> {
  await db.insert(storeSettings).values({ storeId }).onConflictDoNothing();
}
