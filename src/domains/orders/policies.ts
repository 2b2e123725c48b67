// Who may see an order (ARCHITECTURE.md: docs/architecture.md, "Policies"). Pure: the facts come in. What may happen
// to an order (its status and payment moves) is workflow.ts's.

export type Decision = { allowed: true } | { allowed: false; reason: string };
const allow: Decision = { allowed: true };
const refuse = (reason: string): Decision => ({ allowed: false, reason });

/**
 * Whether a visitor may see an order on the storefront: its owner, or whoever holds its link's secret (a guest).
 * `keyMatches` is the service's constant-time comparison of the link's secret. Anyone else: 'Order Not Found'.
 */
export function canViewOrder(
  order: { userId: string | null },
  viewer: { userId: string | null; keyMatches: boolean },
): Decision {
  if (order.userId !== null && order.userId === viewer.userId) return allow;
  if (viewer.keyMatches) return allow;
  return refuse('orders.notFound');
}

/**
 * Whether a visitor may open an order's tax invoice on the storefront: whoever may see the order, once it has one
 * (a card order is invoiced when paid). Anyone else, or before then: 'Order Not Found'.
 */
export function canViewInvoice(
  order: { userId: string | null; invoiceNumber: number | null },
  viewer: { userId: string | null; keyMatches: boolean },
): Decision {
  const view = canViewOrder(order, viewer);
  if (!view.allowed) return view;
  return order.invoiceNumber === null ? refuse('orders.notFound') : allow;
}
