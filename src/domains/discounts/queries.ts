import 'server-only';
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { type Database, getDb, type Tx } from '@/db/client';
import { discountRedemptions, discounts } from '@/db/schema/discounts';
import {
  type DiscountAmounts,
  type DiscountLine,
  type DiscountRule,
  evaluate,
  pickBetter,
  type Refusal,
} from './policies';
import { normaliseCode } from './schemas';

/** Who is ordering, as far as it is known: the account at the cart; the e-mail and phone at the order. */
export type Customer = { userId: string | null; emailKey?: string | null; phone?: string | null };

export const ruleColumns = {
  id: discounts.id,
  code: discounts.code,
  automatic: discounts.automatic,
  kind: discounts.kind,
  value: discounts.value,
  appliesTo: discounts.appliesTo,
  targetIds: discounts.targetIds,
  minSubtotal: discounts.minSubtotal,
  startsAt: discounts.startsAt,
  endsAt: discounts.endsAt,
  usageLimit: discounts.usageLimit,
  perCustomerLimit: discounts.perCustomerLimit,
  uses: discounts.uses,
  active: discounts.active,
} satisfies Record<keyof DiscountRule, unknown>;

/** Orders this customer already placed with the discount: by their account, mailbox or phone. */
export async function countCustomerUses(db: Database | Tx, discountId: number, customer: Customer) {
  const who: SQL[] = [];
  if (customer.userId) who.push(eq(discountRedemptions.userId, customer.userId));
  if (customer.emailKey) who.push(eq(discountRedemptions.emailKey, customer.emailKey));
  if (customer.phone) who.push(eq(discountRedemptions.phone, customer.phone));
  if (!who.length) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(discountRedemptions)
    .where(and(eq(discountRedemptions.discountId, discountId), or(...who)));
  return row?.n ?? 0;
}

/** The discount chosen for a cart: which, and what it takes off. */
export type AppliedDiscount = { id: number; code: string; automatic: boolean; amounts: DiscountAmounts };

/** The code the shopper entered: refused (and why), or set aside for a better automatic discount. */
export type EnteredCode = {
  code: string;
  refusal: Refusal | null;
  /** A refusal's facts: the smallest subtotal (minor units), when the code starts. */
  minimum?: number;
  startsAt?: Date;
  /** Accepted, but an automatic discount is worth more: that one applies (never both). */
  outdone: boolean;
};

export type QuotedDiscount = { applied: AppliedDiscount | null; entered: EnteredCode | null };

/**
 * The discount for these lines now: the code entered (if any) against the best automatic discount, the better one
 * applying (policies.ts `pickBetter`). `deliveryCharge` values a free delivery. Read inside the order's transaction
 * too (unlocked: the order then locks the chosen one, redemption.ts).
 */
export async function quoteDiscount(
  db: Database | Tx,
  {
    code,
    customer,
    lines,
    deliveryCharge,
    now = new Date(),
  }: {
    code: string | null;
    customer: Customer;
    lines: readonly DiscountLine[];
    deliveryCharge: number;
    now?: Date;
  },
): Promise<QuotedDiscount> {
  const typed = code ? normaliseCode(code) : '';
  let entered: EnteredCode | null = null;
  let fromCode: AppliedDiscount | null = null;
  if (typed) {
    const [rule] = await db
      .select(ruleColumns)
      .from(discounts)
      .where(and(eq(discounts.code, typed), eq(discounts.automatic, false)));
    if (!rule) entered = { code: typed, refusal: 'unknown', outdone: false };
    else {
      const uses = rule.perCustomerLimit !== null ? await countCustomerUses(db, rule.id, customer) : 0;
      const result = evaluate(rule, lines, now, uses);
      if (result.allowed) {
        fromCode = { id: rule.id, code: rule.code, automatic: false, amounts: result.amounts };
        entered = { code: rule.code, refusal: null, outdone: false };
      } else {
        entered = {
          code: rule.code,
          refusal: result.reason,
          minimum: result.values?.minimum,
          startsAt: result.values?.at,
          outdone: false,
        };
      }
    }
  }
  const rules = await db
    .select(ruleColumns)
    .from(discounts)
    .where(and(eq(discounts.automatic, true), eq(discounts.active, true)))
    .orderBy(asc(discounts.id));
  let bestAutomatic: AppliedDiscount | null = null;
  for (const rule of rules) {
    const uses = rule.perCustomerLimit !== null ? await countCustomerUses(db, rule.id, customer) : 0;
    const result = evaluate(rule, lines, now, uses);
    if (!result.allowed) continue;
    const candidate = { id: rule.id, code: rule.code, automatic: true, amounts: result.amounts };
    bestAutomatic = pickBetter(bestAutomatic, candidate, deliveryCharge);
  }
  const applied = pickBetter(fromCode, bestAutomatic, deliveryCharge);
  if (entered && fromCode && applied !== fromCode) entered.outdone = true;
  return { applied, entered };
}

// ── The admin's list and form ─────────────────────────────────────────────────────────────────────────────────

/** A discount in the admin's list, with its start and end as the store's local time (the form's values). */
export type AdminDiscount = DiscountRule & { startsLocal: string | null; endsLocal: string | null };

const localTime = (column: typeof discounts.startsAt | typeof discounts.endsAt, timeZone: string) =>
  sql<string | null>`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD"T"HH24:MI')`;

/** Every discount, newest first (a store has tens, not thousands). */
export async function listDiscounts(timeZone: string, db: Database = getDb()): Promise<AdminDiscount[]> {
  return db
    .select({
      ...ruleColumns,
      startsLocal: localTime(discounts.startsAt, timeZone),
      endsLocal: localTime(discounts.endsAt, timeZone),
    })
    .from(discounts)
    .orderBy(desc(discounts.createdAt), desc(discounts.id));
}
