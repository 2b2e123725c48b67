// Who may review what (docs/architecture.md, "Policies"). Pure: the facts come in.

export type Decision = { allowed: true } | { allowed: false; reason: string };

/**
 * Whether the viewer of an order may review one of its products: only once the order is delivered (the purchase is
 * then real), only products in it, and once each. Only the order's buyer gets this far (`getOrderForViewer`).
 */
export function canReview(facts: {
  orderStatus: string;
  productInOrder: boolean;
  alreadyReviewed: boolean;
}): Decision {
  if (!facts.productInOrder) return { allowed: false, reason: 'reviews.notInOrder' };
  if (facts.orderStatus !== 'delivered') return { allowed: false, reason: 'reviews.notDelivered' };
  if (facts.alreadyReviewed) return { allowed: false, reason: 'reviews.alreadyReviewed' };
  return { allowed: true };
}
