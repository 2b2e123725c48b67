import 'server-only';
import { eq } from 'drizzle-orm';
import { type Database, getDb, type Tx } from '@/db/client';
import { storeSettings } from '@/db/schema/store-settings';
import { env } from '@/lib/env';
import { EMPTY_SELLER, type Seller, type SellerInput, sellerInput } from './schemas';

async function readStoredSeller(db: Database | Tx) {
  const [row] = await db
    .select({ seller: storeSettings.seller })
    .from(storeSettings)
    .where(eq(storeSettings.storeId, env.STORE_ID));
  return { ...EMPTY_SELLER, ...(row?.seller ?? {}) } as SellerInput;
}

/** The seller's details as the settings form shows them, fresh (possibly incomplete). */
export async function readSellerForm(db: Database | Tx = getDb()): Promise<SellerInput> {
  return readStoredSeller(db);
}

/** The seller on a tax invoice, fresh; null until the owner has given every required detail. */
export async function readSeller(db: Database | Tx = getDb()): Promise<Seller | null> {
  const parsed = sellerInput.safeParse(await readStoredSeller(db));
  return parsed.success ? parsed.data : null;
}
