import type { OrderStatus, PaymentMethod, PaymentStatus } from './schemas';

// Who may do what to an order (ARCHITECTURE.md: docs/architecture.md, "Policies"). Pure: the facts come in.

export type Decision = { allowed: true } | { allowed: false; reason: string };
const allow: Decision = { allowed: true };
const refuse = (reason: string): Decision => ({ allowed: false, reason });

/** The next step of the workflow for each status, or null at its end. */
export const NEXT_STATUS: Record<OrderStatus, OrderStatus | null> = {
  pending: 'confirmed',
  confirmed: 'processing',
  processing: 'shipped',
  shipped: 'delivered',
  delivered: null,
  cancelled: null,
};

/** Statuses a shopper may still cancel from (ARCHITECTURE.md: while pending or confirmed). */
const SHOPPER_CANCELLABLE: readonly OrderStatus[] = ['pending', 'confirmed'];
/** Statuses the admin may still cancel from: anything before shipped. */
const ADMIN_CANCELLABLE: readonly OrderStatus[] = ['pending', 'confirmed', 'processing'];

/** Whether a shopper may cancel their order now. */
export const canShopperCancel = (order: { status: OrderStatus }): Decision =>
  SHOPPER_CANCELLABLE.includes(order.status) ? allow : refuse('orders.cannotCancel');

/** Whether the admin may move an order to `to`: the workflow's next step, or a cancellation before shipping. */
export function canAdminSetStatus(order: { status: OrderStatus }, to: OrderStatus): Decision {
  if (to === 'cancelled')
    return ADMIN_CANCELLABLE.includes(order.status) ? allow : refuse('orders.cannotCancel');
  return NEXT_STATUS[order.status] === to ? allow : refuse('orders.statusNotAllowed');
}

/** The statuses the admin may move an order to now (the detail page's buttons). */
export const adminNextStatuses = (order: { status: OrderStatus }): OrderStatus[] =>
  (['confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const).filter(
    (to) => canAdminSetStatus(order, to).allowed,
  );

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

type PaymentFacts = {
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  stripePaymentIntentId: string | null;
  refundRequestedAt: Date | null;
};

/** Whether the owner may refund the order through Stripe: a paid card order (cancelled or not), asked once. */
export function canRefund(order: PaymentFacts): Decision {
  if (order.paymentMethod !== 'card' || order.paymentStatus !== 'paid' || !order.stripePaymentIntentId)
    return refuse('orders.cannotRefund');
  return order.refundRequestedAt ? refuse('orders.refundRequested') : allow;
}

/** Whether the shopper may still pay for the order by card (they left Stripe's page before paying). */
export const canPayNow = (
  order: Pick<PaymentFacts, 'status' | 'paymentMethod' | 'paymentStatus'>,
): Decision =>
  order.paymentMethod === 'card' && order.paymentStatus === 'unpaid' && order.status === 'pending'
    ? allow
    : refuse('orders.paymentClosed');
