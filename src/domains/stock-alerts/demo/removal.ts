import 'server-only';
import { count, eq } from 'drizzle-orm';
import type { Database, Tx } from '@/db/client';
import { stockAlerts } from '@/db/schema/stock-alerts';

// The demo back-in-stock requests' part of Settings → Remove demo data (domains/clean-start).

export async function countDemoStockAlerts(db: Database | Tx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(stockAlerts).where(eq(stockAlerts.demo, true));
  return row?.n ?? 0;
}

export async function removeDemoStockAlerts(tx: Tx): Promise<number> {
  return (await tx.delete(stockAlerts).where(eq(stockAlerts.demo, true)).returning({ id: stockAlerts.id }))
    .length;
}
