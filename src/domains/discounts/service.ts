import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb, type Tx } from '@/db/client';
import { discounts } from '@/db/schema/discounts';
import { recordAudit } from '@/domains/audit/record';
import { readOrderDisplay } from '@/domains/store-settings/queries';
import { DomainError } from '@/lib/domain-error';
import type { discountInput } from './schemas';

type Input = z.output<typeof discountInput>;

/** A local date and time in the store's time zone as the instant it is (PostgreSQL knows the zones' rules). */
const inZone = (local: string | null, timeZone: string) =>
  local ? sql`(${local}::timestamp at time zone ${timeZone})` : null;

/** A discount's fields as the audit log compares them (not its use count or bookkeeping). */
async function discountFields(tx: Tx, id: number): Promise<Record<string, unknown> | null> {
  const row = await tx.query.discounts.findFirst({ where: eq(discounts.id, id) });
  if (!row) return null;
  const { id: _id, uses, demo, createdAt, updatedAt, ...fields } = row;
  return fields;
}

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
      const before = await discountFields(tx, input.id);
      const [row] = await tx
        .update(discounts)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(discounts.id, input.id))
        .returning({ id: discounts.id });
      if (!row) throw new DomainError('adminDiscounts.errors.notFound');
      const after = await discountFields(tx, row.id);
      await recordAudit(tx, {
        action: 'discount.update',
        entityType: 'discount',
        entityId: row.id,
        before,
        after,
      });
      return row;
    }
    const [row] = await tx.insert(discounts).values(values).returning({ id: discounts.id });
    if (!row) throw new Error('discount insert returned nothing');
    const after = await discountFields(tx, row.id);
    await recordAudit(tx, { action: 'discount.create', entityType: 'discount', entityId: row.id, after });
    return row;
  });
}

/** Deletes a discount; the orders placed with it keep their amounts and code (copied on the order). */
export async function deleteDiscount(id: number): Promise<void> {
  await getDb().transaction(async (tx) => {
    const before = await discountFields(tx, id);
    const gone = await tx.delete(discounts).where(eq(discounts.id, id)).returning({ id: discounts.id });
    if (!gone.length) throw new DomainError('adminDiscounts.errors.notFound');
    await recordAudit(tx, { action: 'discount.delete', entityType: 'discount', entityId: id, before });
  });
}
