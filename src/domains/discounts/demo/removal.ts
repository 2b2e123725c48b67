import 'server-only';
import { eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { discounts } from '@/db/schema/discounts';

// The demo codes' part of Settings → Remove demo data (domains/clean-start). Orders placed with them keep their
// discount (copied on the order); their uses go with the code.

export async function removeDemoDiscounts(tx: Tx): Promise<number> {
  return (await tx.delete(discounts).where(eq(discounts.demo, true)).returning({ id: discounts.id })).length;
}
