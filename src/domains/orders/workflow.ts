import type { OrderStatus, PaymentMethod, PaymentStatus } from './schemas';

// Every move of an order, decided in one place over its status and its payment's (the table is in
// docs/decisions/0011-card-payments.md, "One workflow"): the admin's status buttons and cancel, the shopper's cancel
// and "Pay now", the owner's refund, and what Stripe reports, by webhook or through the expiry job. Pure, like
// policies.ts: the services ask with the order row they locked, the pages with what they read, so a page offers
// only what the service would do. transitions.ts carries out what is allowed.

/** The next step of the workflow for each status, or null at its end. */
export const NEXT_STATUS: Record<OrderStatus, Exclude<OrderStatus, 'pending' | 'awaiting'> | null> = {
  // Out of waiting by its own moves only (`confirmCod`, `unconfirmed`): the status buttons never skip the shopper.
  awaiting: null,
  pending: 'confirmed',
  confirmed: 'processing',
  processing: 'shipped',
  shipped: 'delivered',
  delivered: null,
  cancelled: null,
};

/** Statuses a shopper may still cancel from (ARCHITECTURE.md: while pending or confirmed). */
const SHOPPER_CANCELLABLE: readonly OrderStatus[] = ['awaiting', 'pending', 'confirmed'];
/** Statuses the admin may still cancel from: anything before shipped. */
const ADMIN_CANCELLABLE: readonly OrderStatus[] = ['awaiting', 'pending', 'confirmed', 'processing'];

/** What the workflow reads of an order. */
export type OrderFacts = {
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** Stripe's payment, which a refund names. */
  stripePaymentIntentId: string | null;
  /** The last of the money asked back from Stripe: the payment shows refunded once Stripe's webhook confirms it. */
  refundRequestedAt: Date | null;
  /** What the order charged, and what was given back of it so far (partial refunds), in minor units. */
  total: number;
  refundedAmount: number;
};

/** The shopper's mails (mail/order-mail.tsx): the order received, each status it moves to, and the payment's. */
export type OrderMailEvent =
  | 'placed'
  | 'confirmed'
  | 'processing'
  | 'shipped'
  | 'delivered'
  | 'cancelled'
  | 'refunded'
  /** Part of a card payment given back: the order goes on. */
  | 'partRefunded'
  /** A card payment that came after the order was cancelled, and goes back. */
  | 'paymentReturned'
  /** The owner changed the order before it shipped (orders/owner): its lines, amounts or address as they now are. */
  | 'updated';

export type Move =
  /** The admin's status button: the workflow's next step. */
  | { type: 'advance'; to: OrderStatus }
  | { type: 'cancel'; by: 'admin' | 'shopper' }
  /** The shopper goes back to Stripe's page for an order left unpaid. */
  | { type: 'pay' }
  /** The owner's refund: `amount` (minor units) of what is left, or all of it. */
  | { type: 'refund'; amount?: number }
  /** Stripe took the payment; `refundedFirst` when its full refund's event came before it. */
  | { type: 'paid'; refundedFirst?: boolean }
  /** Stripe confirms the payment refunded in full. */
  | { type: 'refunded' }
  /** No payment came: the session expired or its payment failed (or Stripe was out of reach at checkout). */
  | { type: 'lapsed' }
  /** The shopper (through the link) or the owner (on the phone) confirms a cash-on-delivery order waiting for it. */
  | { type: 'confirmCod' }
  /** Nobody confirmed the waiting cash-on-delivery order in time: it is called off (cod-confirmation.ts). */
  | { type: 'unconfirmed' };

export type Allowed = {
  allowed: true;
  /** Where the order lands. */
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  /**
   * Stripe's full refund of the payment: 'first', before the move is stored, which does not happen when Stripe
   * refuses (a paid order is never cancelled without its refund); 'after' it, for money that came anyway.
   */
  refund: 'first' | 'after' | null;
  /** How much that refund gives back (minor units); 0 without one. */
  refundAmount: number;
  /** The Checkout Session is closed at Stripe, so nobody pays for the order afterwards. */
  closeSession: boolean;
  /** The owner is mailed (money came for a cancelled order). */
  tellOwner: boolean;
  /** The order is new to the owner now (a cash-on-delivery order once its shopper confirmed it). */
  announce: boolean;
  /** The shopper's mail, if any. */
  mail: OrderMailEvent | null;
};

/** A move refused, with the message key that says why. */
export type Refused = { allowed: false; reason: string };
export type Verdict = Allowed | Refused;

const refuse = (reason: string): Refused => ({ allowed: false, reason });

/** What of a paid card order can still be refunded (minor units). */
export const refundable = (order: Pick<OrderFacts, 'total' | 'refundedAmount'>) =>
  order.total - order.refundedAmount;

/** Whether the order's payment was asked back from Stripe in full: refunded, or its last refund on the way. */
export const refundAsked = (order: Pick<OrderFacts, 'paymentStatus' | 'refundRequestedAt'>) =>
  order.paymentStatus === 'refunded' || order.refundRequestedAt !== null;

/** A refund asked for that Stripe's webhook has not confirmed yet: the order's pages say it is on its way. */
export const refundPending = (order: Pick<OrderFacts, 'paymentStatus' | 'refundRequestedAt'>) =>
  order.paymentStatus === 'paid' && order.refundRequestedAt !== null;

/** Whether the shopper's card was charged: the money is theirs to get back if the order is cancelled. */
export const paidByCard = (order: Pick<OrderFacts, 'paymentMethod' | 'paymentStatus'>) =>
  order.paymentMethod === 'card' && (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded');

/** Whether `move` may happen to the order now and, when it may, where the order lands and what else must happen. */
export function decide(order: OrderFacts, move: Move): Verdict {
  const card = order.paymentMethod === 'card';
  const allow = (changes: Partial<Allowed> = {}): Allowed => ({
    allowed: true,
    status: order.status,
    paymentStatus: order.paymentStatus,
    refund: null,
    refundAmount: 0,
    closeSession: false,
    tellOwner: false,
    announce: false,
    mail: null,
    ...changes,
  });
  switch (move.type) {
    case 'advance': {
      const to = NEXT_STATUS[order.status];
      if (!to || to !== move.to) return refuse('orders.statusNotAllowed');
      if (!card)
        // Cash on delivery is paid when the parcel is handed over.
        return allow({
          status: to,
          paymentStatus: to === 'delivered' ? 'paid' : order.paymentStatus,
          mail: to,
        });
      // A card order is prepared only for money taken; a parcel already out may still be marked delivered.
      if (order.paymentStatus === 'unpaid' || order.paymentStatus === 'failed')
        return refuse('orders.cardNotPaid');
      if (refundAsked(order) && to !== 'delivered') return refuse('orders.cardRefunded');
      return allow({ status: to, mail: to });
    }
    case 'cancel': {
      const from = move.by === 'admin' ? ADMIN_CANCELLABLE : SHOPPER_CANCELLABLE;
      if (!from.includes(order.status)) return refuse('orders.cannotCancel');
      // What is left of a paid card payment goes back with the cancel (all of it, or what partial refunds left).
      const left = order.total - order.refundedAmount;
      const refunds = card && order.paymentStatus === 'paid' && !order.refundRequestedAt && left > 0;
      return allow({
        status: 'cancelled',
        refund: refunds ? 'first' : null,
        refundAmount: refunds ? left : 0,
        closeSession: card && order.paymentStatus === 'unpaid',
        mail: 'cancelled',
      });
    }
    case 'pay':
      return card && order.paymentStatus === 'unpaid' && order.status === 'pending'
        ? allow()
        : refuse('orders.paymentClosed');
    case 'refund': {
      if (!card || order.paymentStatus !== 'paid' || !order.stripePaymentIntentId)
        return refuse('orders.cannotRefund');
      if (order.refundRequestedAt) return refuse('orders.refundRequested');
      const left = order.total - order.refundedAmount;
      const amount = move.amount ?? left;
      if (!Number.isSafeInteger(amount) || amount < 1) return refuse('orders.refundAmountInvalid');
      if (amount > left) return refuse('orders.refundTooLarge');
      // The last of it: the order shows refunded, and the shopper hears, once Stripe confirms (`refunded`).
      return allow({ refund: 'first', refundAmount: amount, mail: amount < left ? 'partRefunded' : null });
    }
    case 'paid': {
      if (!card || order.paymentStatus === 'paid' || order.paymentStatus === 'refunded')
        return refuse('orders.paymentClosed');
      const paymentStatus = move.refundedFirst ? 'refunded' : 'paid';
      if (order.status !== 'cancelled') return allow({ paymentStatus, mail: 'placed' });
      // Money for an order already cancelled (paid as its session expired): it goes back, and nobody is thanked.
      if (move.refundedFirst) return allow({ paymentStatus });
      return allow({
        paymentStatus,
        refund: 'after',
        refundAmount: order.total,
        tellOwner: true,
        mail: 'paymentReturned',
      });
    }
    case 'refunded':
      return card && order.paymentStatus === 'paid'
        ? allow({ paymentStatus: 'refunded', mail: 'refunded' })
        : refuse('orders.cannotRefund');
    case 'lapsed':
      if (!card || order.paymentStatus !== 'unpaid') return refuse('orders.paymentClosed');
      // Only an order still waiting for its payment: never one the admin moved on, nor one already cancelled.
      if (order.status !== 'pending') return refuse('orders.cannotCancel');
      return allow({ status: 'cancelled', paymentStatus: 'failed' });
    // Only a cash-on-delivery order still waiting: its shopper got the link, nobody moved it on or called it off.
    case 'confirmCod':
      if (card || order.status !== 'awaiting') return refuse('codConfirmation.notAwaiting');
      return allow({ status: 'pending', announce: true });
    case 'unconfirmed':
      if (card || order.status !== 'awaiting') return refuse('codConfirmation.notAwaiting');
      return allow({ status: 'cancelled', mail: 'cancelled' });
  }
}

/** One of the admin's status buttons: refused with its reason (shown, the button disabled), or what it does. */
export type AdminMove = { to: OrderStatus; refusal: string | null; refunds: boolean };

/** The admin's status buttons now: the workflow's next step, allowed or not, and cancel while it is allowed. */
export function adminMoves(order: OrderFacts): AdminMove[] {
  const next = NEXT_STATUS[order.status];
  const moves: [OrderStatus, Verdict][] = next ? [[next, decide(order, { type: 'advance', to: next })]] : [];
  const cancel = decide(order, { type: 'cancel', by: 'admin' });
  if (cancel.allowed) moves.push(['cancelled', cancel]);
  return moves.map(([to, verdict]) => ({
    to,
    refusal: verdict.allowed ? null : verdict.reason,
    refunds: verdict.allowed && verdict.refund === 'first',
  }));
}
