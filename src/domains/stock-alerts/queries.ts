import 'server-only';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Tx } from '@/db/client';
import { getDb } from '@/db/client';
import { stockAlerts } from '@/db/schema/stock-alerts';

/** How many shoppers wait for each of these variants (the owner's product page); variants nobody waits for are absent. */
export async function countWaitingByVariant(
  variantIds: readonly number[],
  db: Database | Tx = getDb(),
): Promise<Map<number, number>> {
  if (!variantIds.length) return new Map();
  const rows = await db
    .select({ variantId: stockAlerts.variantId, n: count() })
    .from(stockAlerts)
    .where(and(inArray(stockAlerts.variantId, [...variantIds]), isNull(stockAlerts.notifiedAt)))
    .groupBy(stockAlerts.variantId);
  return new Map(rows.map((row) => [row.variantId, row.n]));
}

/** Whether an unsubscribe link still names a request (the page says so before the shopper confirms). */
export async function isUnsubscribeTokenKnown(token: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: stockAlerts.id })
    .from(stockAlerts)
    .where(eq(stockAlerts.token, token))
    .limit(1);
  return Boolean(row);
}
