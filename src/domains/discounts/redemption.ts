import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { discountRedemptions, discounts } from '@/db/schema/discounts';
import { DomainError } from '@/lib/domain-error';
import { formatMoney } from '@/lib/money';
import { type DiscountLine, evaluate, worth } from './policies';
import { type AppliedDiscount, type Customer, countCustomerUses, ruleColumns } from './queries';

/**
 * Counts one use of the discount an order was priced with, inside the order's transaction, after the order's row
 * (a double submission waits on that, never here). The discount's row is locked (`FOR UPDATE`), so the orders that
 * want it queue: each reads the uses the one before committed, and fifty shoppers racing for the last use make one
 * order with it. Refused — used up, or used by this customer (account, e-mail or phone), or changed since the quote
 * — the whole order rolls back with the reason on the code's field; the shopper confirms again.
 */
export async function redeemDiscount(
  tx: Tx,
  applied: AppliedDiscount,
  {
    orderId,
    customer,
    lines,
    deliveryCharge,
    currency,
    locale,
    now = new Date(),
  }: {
    orderId: number;
    customer: Customer;
    lines: readonly DiscountLine[];
    deliveryCharge: number;
    currency: string;
    locale: string;
    now?: Date;
  },
): Promise<void> {
  const [rule] = await tx
    .select(ruleColumns)
    .from(discounts)
    .where(eq(discounts.id, applied.id))
    .for('update');
  if (!rule) throw new DomainError('discounts.refused.changed', 'discountCode');
  const uses = rule.perCustomerLimit !== null ? await countCustomerUses(tx, rule.id, customer) : 0;
  const result = evaluate(rule, lines, now, uses);
  if (!result.allowed)
    throw new DomainError(`discounts.refused.${result.reason}`, 'discountCode', {
      code: rule.code,
      minimum: formatMoney(result.values?.minimum ?? 0, currency, locale),
    });
  if (worth(result.amounts, deliveryCharge) !== worth(applied.amounts, deliveryCharge))
    throw new DomainError('discounts.refused.changed', 'discountCode');
  await tx.insert(discountRedemptions).values({
    discountId: rule.id,
    orderId,
    userId: customer.userId,
    emailKey: customer.emailKey ?? null,
    phone: customer.phone ?? null,
  });
  await tx
    .update(discounts)
    .set({ uses: sql`${discounts.uses} + 1` })
    .where(eq(discounts.id, rule.id));
}

/**
 * Gives back the use a cancelled order made of its discount, inside the cancellation's transaction (which returns
 * the order's stock once, transitions.ts): a code limited to one use per shopper can be used again by the shopper
 * whose card payment expired, and a code limited to fifty uses still has fifty orders to give.
 */
export async function returnDiscountUse(tx: Tx, orderId: number): Promise<void> {
  const returned = await tx
    .delete(discountRedemptions)
    .where(eq(discountRedemptions.orderId, orderId))
    .returning({ discountId: discountRedemptions.discountId });
  for (const { discountId } of returned)
    await tx
      .update(discounts)
      .set({ uses: sql`greatest(${discounts.uses} - 1, 0)` })
      .where(eq(discounts.id, discountId));
}
