import 'server-only';
import { count, eq } from 'drizzle-orm';
import type { Database, Tx } from '@/db/client';
import { reviews } from '@/db/schema/reviews';

// The demo reviews' part of Settings → Remove demo data (domains/clean-start). They are all on demo products, whose
// deletion takes them too; deleting them first says how many went.

export async function countDemoReviews(db: Database | Tx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reviews).where(eq(reviews.demo, true));
  return row?.n ?? 0;
}

export async function removeDemoReviews(tx: Tx): Promise<number> {
  return (await tx.delete(reviews).where(eq(reviews.demo, true)).returning({ id: reviews.id })).length;
}
