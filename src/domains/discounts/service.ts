import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb } from '@/db/client';
import { discounts } from '@/db/schema/discounts';
import { readOrderDisplay } from '@/domains/store-settings/queries';
import { DomainError } from '@/lib/domain-error';
import type { discountInput } from './schemas';

type Input = z.output<typeof discountInput>;

/** A local date and time in the store's time zone as the instant it is (PostgreSQL knows the zones' rules). */
const inZone = (local: string | null, timeZone: string) =>
  local ? sql`(${local}::timestamp at time zone ${timeZone})` : null;

/**
 * Creates or edits a discount. The code is unique among all discounts (automatic ones too: it is their name). The
 * start and end are the store's local time, turned into instants with its time zone now. Uses so far are kept.
 */
export async function saveDiscount(input: Input): Promise<{ id: number }> {
  return getDb().transaction(async (tx) => {
    const { timeZone } = await readOrderDisplay(tx);
    const [taken] = await tx
      .select({ id: discounts.id })
      .from(discounts)
      .where(and(eq(discounts.code, input.code), input.id ? ne(discounts.id, input.id) : undefined));
    if (taken) throw new DomainError('adminDiscounts.errors.codeTaken', 'code');
    const values = {
      code: input.code,
      automatic: input.automatic,
      kind: input.kind,
      // Basis points for a percentage (10 % → 1000); minor units for a fixed amount; nothing for free delivery.
      value: input.kind === 'percentage' ? input.value * 100 : input.kind === 'fixed' ? input.value : 0,
      appliesTo: input.appliesTo,
      targetIds: input.appliesTo === 'order' ? [] : [...new Set(input.targetIds)],
      minSubtotal: input.minSubtotal,
      startsAt: inZone(input.startsAt, timeZone),
      endsAt: inZone(input.endsAt, timeZone),
      usageLimit: input.usageLimit,
      perCustomerLimit: input.perCustomerLimit,
      active: input.active,
    };
    if (input.id) {
      const [row] = await tx
        .update(discounts)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(discounts.id, input.id))
        .returning({ id: discounts.id });
      if (!row) throw new DomainError('adminDiscounts.errors.notFound');
      return row;
    }
    const [row] = await tx.insert(discounts).values(values).returning({ id: discounts.id });
    return row as { id: number };
  });
}

/** Deletes a discount; the orders placed with it keep their amounts and code (copied on the order). */
export async function deleteDiscount(id: number): Promise<void> {
  const gone = await getDb().delete(discounts).where(eq(discounts.id, id)).returning({ id: discounts.id });
  if (!gone.length) throw new DomainError('adminDiscounts.errors.notFound');
}
