import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { type Database, getDb, type Tx } from '@/db/client';
import { deliveryAreas, storeSettings } from '@/db/schema/store-settings';
import { cached } from '@/lib/cache';
import { TAGS } from '@/lib/cache-tags';
import { env } from '@/lib/env';
import {
  DEFAULT_STORE_SETTINGS,
  type DeliveryArea,
  type SellingSettings,
  type StoreSettings,
} from './schemas';

async function readStoreSettings(): Promise<StoreSettings> {
  const [row] = await getDb().select().from(storeSettings).where(eq(storeSettings.storeId, env.STORE_ID));
  if (!row) return DEFAULT_STORE_SETTINGS;
  return { primaryColor: row.primaryColor, secondaryColor: row.secondaryColor, currency: row.currency };
}

/** This store's settings (colours, currency), shared by every visitor and cached until an admin changes them. */
export const getStoreSettings = () => cached(['store-settings'], [TAGS.storeSettings], readStoreSettings);

/**
 * The currency and tax an order is priced with, read fresh (inside the order's transaction when given one): a
 * cached copy must never price an order.
 */
export async function readSellingSettings(db: Database | Tx = getDb()): Promise<SellingSettings> {
  const [row] = await db
    .select({
      currency: storeSettings.currency,
      taxRate: storeSettings.taxRate,
      pricesIncludeTax: storeSettings.pricesIncludeTax,
    })
    .from(storeSettings)
    .where(eq(storeSettings.storeId, env.STORE_ID));
  return row ?? { currency: DEFAULT_STORE_SETTINGS.currency, taxRate: 0, pricesIncludeTax: true };
}

const areaColumns = {
  id: deliveryAreas.id,
  nameEn: deliveryAreas.nameEn,
  nameAr: deliveryAreas.nameAr,
  charge: deliveryAreas.charge,
  freeFrom: deliveryAreas.freeFrom,
  minDays: deliveryAreas.minDays,
  maxDays: deliveryAreas.maxDays,
  active: deliveryAreas.active,
  position: deliveryAreas.position,
};

/** Every delivery area in the admin's order, active or not (the admin's list; never cached). */
export function listDeliveryAreas(db: Database | Tx = getDb()): Promise<DeliveryArea[]> {
  return db
    .select(areaColumns)
    .from(deliveryAreas)
    .orderBy(asc(deliveryAreas.position), asc(deliveryAreas.id));
}

/** The areas a shopper may choose, cached until an admin changes one. */
export const getActiveDeliveryAreas = () =>
  cached(['delivery-areas'], [TAGS.deliveryAreas], async () =>
    (await listDeliveryAreas()).filter((area) => area.active),
  );

/** One area, fresh, when it may be sold to (active); null otherwise. */
export async function readActiveDeliveryArea(db: Database | Tx, id: number): Promise<DeliveryArea | null> {
  const [row] = await db.select(areaColumns).from(deliveryAreas).where(eq(deliveryAreas.id, id));
  return row?.active ? row : null;
}
