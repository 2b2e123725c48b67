import 'server-only';
import { desc, lt, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { carts, type StoredCartLine } from '@/db/schema/cart';

/** A signed-in shopper's kept cart, with when it was last changed. */
export type KeptCart = { userId: string; lines: StoredCartLine[]; updatedAt: Date };

/** Kept carts with something in them, left alone since before `before` (cart reminders), newest first (the ones not reminded yet are among them). */
export async function listIdleCarts(before: Date, limit = 500): Promise<KeptCart[]> {
  return getDb()
    .select({ userId: carts.userId, lines: carts.lines, updatedAt: carts.updatedAt })
    .from(carts)
    .where(sql`${lt(carts.updatedAt, before)} and jsonb_array_length(${carts.lines}) > 0`)
    .orderBy(desc(carts.updatedAt))
    .limit(limit);
}
