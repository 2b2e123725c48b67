import 'server-only';
import { count, eq } from 'drizzle-orm';
import type { Database, Tx } from '@/db/client';
import { contactRequests } from '@/db/schema/contact';

// The demo contact requests' part of Settings → Remove demo data (domains/clean-start).

export async function countDemoContactRequests(db: Database | Tx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contactRequests).where(eq(contactRequests.demo, true));
  return row?.n ?? 0;
}

export async function removeDemoContactRequests(tx: Tx): Promise<number> {
  return (
    await tx
      .delete(contactRequests)
      .where(eq(contactRequests.demo, true))
      .returning({ id: contactRequests.id })
  ).length;
}
