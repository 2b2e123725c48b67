import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { storeSettings } from '@/db/schema/store-settings';
import { cached } from '@/lib/cache';
import { TAGS } from '@/lib/cache-tags';
import { env } from '@/lib/env';
import { DEFAULT_STORE_SETTINGS, type StoreSettings } from './schemas';

async function readStoreSettings(): Promise<StoreSettings> {
  const [row] = await getDb().select().from(storeSettings).where(eq(storeSettings.storeId, env.STORE_ID));
  if (!row) return DEFAULT_STORE_SETTINGS;
  return { primaryColor: row.primaryColor, secondaryColor: row.secondaryColor, currency: row.currency };
}

/** This store's settings (colours, currency), shared by every visitor and cached until an admin changes them. */
export const getStoreSettings = () => cached(['store-settings'], [TAGS.storeSettings], readStoreSettings);
