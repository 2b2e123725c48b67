// Who may ask for which return (docs/decisions/0022-returns.md). Pure: the facts come in. Seeing the order at all is
// orders/policies.ts's canViewOrder, asked first.

export type Decision = { allowed: true } | { allowed: false; reason: string };
const allow: Decision = { allowed: true };
const refuse = (reason: string): Decision => ({ allowed: false, reason });

const DAY = 24 * 60 * 60 * 1000;

/** The last moment a return may be asked for: `windowDays` after delivery (null: none, or not delivered). */
export const returnDeadline = (deliveredAt: Date | null, windowDays: number) =>
  deliveredAt && windowDays > 0 ? new Date(deliveredAt.getTime() + windowDays * DAY) : null;

/**
 * Whether the order's shopper may ask for a return now: the store takes returns, the order was delivered, within
 * the window after delivery, with no other return under way and something left to send back.
 */
export function canRequestReturn(facts: {
  status: string;
  deliveredAt: Date | null;
  windowDays: number;
  now: Date;
  openReturn: boolean;
  unitsLeft: number;
}): Decision {
  if (facts.windowDays <= 0) return refuse('returns.notAccepted');
  const deadline = returnDeadline(facts.deliveredAt, facts.windowDays);
  if (facts.status !== 'delivered' || !deadline) return refuse('returns.notDelivered');
  if (facts.now > deadline) return refuse('returns.windowClosed');
  if (facts.openReturn) return refuse('returns.alreadyOpen');
  if (facts.unitsLeft <= 0) return refuse('returns.nothingLeft');
  return allow;
}

/** What may still be sent back of each line: bought, less what earlier returns (not rejected) took. */
export function returnableUnits(
  lines: readonly { id: number; quantity: number }[],
  taken: readonly { orderLineId: number; quantity: number }[],
): Map<number, number> {
  const left = new Map(lines.map((l) => [l.id, l.quantity]));
  for (const t of taken) left.set(t.orderLineId, (left.get(t.orderLineId) ?? 0) - t.quantity);
  return left;
}

/**
 * Whether the asked units fit what is left of each line; the refusal names the first line at fault by its position
 * in the request (`lines.2.quantity`).
 */
export function checkReturnLines(
  asked: readonly { lineId: number; quantity: number }[],
  left: ReadonlyMap<number, number>,
): Decision & { index?: number } {
  const seen = new Set<number>();
  for (const [index, line] of asked.entries()) {
    if (!left.has(line.lineId) || seen.has(line.lineId)) return { ...refuse('returns.lineUnknown'), index };
    seen.add(line.lineId);
    if (line.quantity > (left.get(line.lineId) ?? 0)) return { ...refuse('returns.tooMany'), index };
  }
  return asked.some((l) => l.quantity > 0) ? allow : refuse('returns.noLines');
}
