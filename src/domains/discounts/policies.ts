// The discounts' rules (docs/decisions/0027-discounts.md), pure: the quote, the order's transaction (with the locked
// row) and the admin's list ask them with the facts they read.

export const DISCOUNT_KINDS = ['percentage', 'fixed', 'freeDelivery'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
export const DISCOUNT_TARGETS = ['order', 'products', 'categories', 'brands'] as const;
export type DiscountTarget = (typeof DISCOUNT_TARGETS)[number];

/** A discount as the rules read it. */
export type DiscountRule = {
  id: number;
  code: string;
  automatic: boolean;
  kind: DiscountKind;
  value: number;
  appliesTo: DiscountTarget;
  targetIds: number[];
  minSubtotal: number;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  uses: number;
  active: boolean;
};

/** A cart line as a discount sees it: what it is and what it costs. */
export type DiscountLine = {
  productId: number | null;
  categoryId: number | null;
  subCategoryId: number | null;
  brandId: number | null;
  lineTotal: number;
};

/** Why a code is refused: the message key under `discounts.refused`. */
export type Refusal =
  | 'unknown'
  | 'notStarted'
  | 'expired'
  | 'usedUp'
  | 'alreadyUsed'
  | 'notApplicable'
  | 'belowMinimum';

export type DiscountStatus = 'active' | 'scheduled' | 'expired' | 'off' | 'usedUp';

/** The admin list's word for a discount now. */
export function statusOf(
  d: Pick<DiscountRule, 'active' | 'startsAt' | 'endsAt' | 'usageLimit' | 'uses'>,
  now: Date,
): DiscountStatus {
  if (!d.active) return 'off';
  if (d.endsAt && d.endsAt <= now) return 'expired';
  if (d.usageLimit !== null && d.uses >= d.usageLimit) return 'usedUp';
  if (d.startsAt && d.startsAt > now) return 'scheduled';
  return 'active';
}

/** Whether a line is one the discount is for. */
export function lineQualifies(d: Pick<DiscountRule, 'appliesTo' | 'targetIds'>, line: DiscountLine): boolean {
  const targets = new Set(d.targetIds);
  switch (d.appliesTo) {
    case 'order':
      return true;
    case 'products':
      return line.productId !== null && targets.has(line.productId);
    case 'categories':
      return (
        (line.categoryId !== null && targets.has(line.categoryId)) ||
        (line.subCategoryId !== null && targets.has(line.subCategoryId))
      );
    case 'brands':
      return line.brandId !== null && targets.has(line.brandId);
  }
}

/** `total` shared out over `amounts` in proportion, the odd units to the largest remainders; exact, in bigint. */
export function shareOut(amounts: readonly number[], total: number): number[] {
  const sum = amounts.reduce((s, a) => s + a, 0);
  if (sum <= 0 || total <= 0) return amounts.map(() => 0);
  const exact = amounts.map((a) => BigInt(a) * BigInt(total));
  const shares = exact.map((e) => Number(e / BigInt(sum)));
  const left = total - shares.reduce((s, x) => s + x, 0);
  const order = exact
    .map((e, index) => ({ index, remainder: e % BigInt(sum) }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (let i = 0; i < left; i++) {
    const at = order[i % order.length]?.index ?? 0;
    shares[at] = (shares[at] ?? 0) + 1;
  }
  return shares;
}

/** What a discount takes off: each line's share of the goods' part, and whether the delivery is free. */
export type DiscountAmounts = { goods: number; lineShares: number[]; freeDelivery: boolean };

export type Evaluation =
  | { allowed: true; amounts: DiscountAmounts }
  | { allowed: false; reason: Refusal; values?: { minimum?: number; at?: Date } };

/**
 * Whether the discount applies to these lines now, and what it takes off. `customerUses`: the orders this shopper
 * already placed with it (by account, e-mail or phone), when known. A percentage is rounded half up on the lines it
 * is for; a fixed amount never takes more than they cost.
 */
export function evaluate(
  d: DiscountRule,
  lines: readonly DiscountLine[],
  now: Date,
  customerUses = 0,
): Evaluation {
  if (!d.active) return { allowed: false, reason: 'unknown' };
  if (d.startsAt && d.startsAt > now)
    return { allowed: false, reason: 'notStarted', values: { at: d.startsAt } };
  if (d.endsAt && d.endsAt <= now) return { allowed: false, reason: 'expired' };
  if (d.usageLimit !== null && d.uses >= d.usageLimit) return { allowed: false, reason: 'usedUp' };
  if (d.perCustomerLimit !== null && customerUses >= d.perCustomerLimit)
    return { allowed: false, reason: 'alreadyUsed' };
  const qualifying = lines.map((line) => (lineQualifies(d, line) ? line.lineTotal : 0));
  const base = qualifying.reduce((s, a) => s + a, 0);
  if (base <= 0) return { allowed: false, reason: 'notApplicable' };
  if (base < d.minSubtotal)
    return { allowed: false, reason: 'belowMinimum', values: { minimum: d.minSubtotal } };
  const goods =
    d.kind === 'percentage'
      ? Number((BigInt(base) * BigInt(d.value) + 5_000n) / 10_000n)
      : d.kind === 'fixed'
        ? Math.min(d.value, base)
        : 0;
  return {
    allowed: true,
    amounts: { goods, lineShares: shareOut(qualifying, goods), freeDelivery: d.kind === 'freeDelivery' },
  };
}

/** What the discount is worth on an order whose delivery costs `deliveryCharge`: to compare two. */
export const worth = (a: DiscountAmounts, deliveryCharge: number) =>
  a.goods + (a.freeDelivery ? deliveryCharge : 0);

/**
 * The one rule between a code and the automatic discounts: the shopper gets the one worth most (the best automatic
 * discount, or the code), never two; on a tie the code wins, since the shopper chose it.
 */
export function pickBetter<T extends { amounts: DiscountAmounts }>(
  code: T | null,
  automatic: T | null,
  deliveryCharge: number,
): T | null {
  if (!code) return automatic;
  if (!automatic) return code;
  return worth(automatic.amounts, deliveryCharge) > worth(code.amounts, deliveryCharge) ? automatic : code;
}
