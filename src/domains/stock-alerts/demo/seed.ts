import 'server-only';
import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { stockAlerts } from '@/db/schema/stock-alerts';
import { listAllSellableVariants } from '@/domains/catalog/stock';

const HOUR = 60 * 60 * 1000;

/** Shoppers waiting for sold-out demo scarves, in both languages; each variant gets the next few. */
const DEMO_ASKERS = [
  { email: 'huda.salem@example.com', locale: 'ar', hoursAgo: 5 },
  { email: 'emma.clarke@example.com', locale: 'en', hoursAgo: 26 },
  { email: 'fatimah.z@example.com', locale: 'ar', hoursAgo: 49 },
  { email: 'lina.haddad@example.com', locale: 'en', hoursAgo: 73 },
] as const;

/**
 * A few shoppers waiting for the demo's sold-out scarves, so the owner's product page shows who waits and the first
 * restock mails them (to example.com, which receives nothing). Only into an empty table.
 */
export async function seedDemoStockAlerts(db: Database): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(stockAlerts);
  if (existing?.n) return false;
  const soldOut = (await listAllSellableVariants(db)).filter((v) => v.stock === 0).slice(0, 2);
  if (!soldOut.length) return false;
  const now = Date.now();
  await db.insert(stockAlerts).values(
    soldOut.flatMap((variant, i) =>
      DEMO_ASKERS.slice(i, i + 3).map((asker) => ({
        variantId: variant.variantId,
        email: asker.email,
        locale: asker.locale,
        token: randomBytes(32).toString('base64url'),
        createdAt: new Date(now - asker.hoursAgo * HOUR),
        demo: true,
      })),
    ),
  );
  return true;
}
