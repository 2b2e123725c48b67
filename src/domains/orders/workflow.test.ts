import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from './schemas';
import { adminMoves, decide, type Move, NEXT_STATUS, type OrderFacts, type Verdict } from './workflow';

// The workflow as plain facts in, verdicts out; and the decision record's table (docs/decisions/0011) is the
// workflow's, row by row, for every payment method, status and payment.

/** The payment as the table names it: "refunding" is paid with the refund asked of Stripe. */
type Payment = 'unpaid' | 'paid' | 'refunding' | 'refunded' | 'failed';

const facts = (method: 'cash' | 'card', status: OrderStatus, payment: Payment): OrderFacts => ({
  status,
  paymentMethod: method === 'cash' ? 'cod' : 'card',
  paymentStatus: payment === 'refunding' ? 'paid' : payment,
  stripePaymentIntentId: method === 'card' && payment !== 'unpaid' && payment !== 'failed' ? 'pi_1' : null,
  refundRequestedAt: payment === 'refunding' || payment === 'refunded' ? new Date() : null,
  total: 10_000,
  refundedAmount: payment === 'refunding' || payment === 'refunded' ? 10_000 : 0,
});

const card = (status: OrderStatus, payment: Payment) => facts('card', status, payment);
const cash = (status: OrderStatus, payment: Payment) => facts('cash', status, payment);

describe('the order workflow', () => {
  it('takes a cash order waiting for its confirmation only to pending (new to the owner) or cancelled', () => {
    expect(adminMoves(cash('awaiting', 'unpaid')).map((m) => m.to)).toEqual(['cancelled']);
    expect(decide(cash('awaiting', 'unpaid'), { type: 'confirmCod' })).toMatchObject({
      status: 'pending',
      announce: true,
      mail: null,
    });
    expect(decide(cash('awaiting', 'unpaid'), { type: 'unconfirmed' })).toMatchObject({
      status: 'cancelled',
      mail: 'cancelled',
    });
    for (const status of ORDER_STATUSES.filter((s) => s !== 'awaiting'))
      for (const type of ['confirmCod', 'unconfirmed'] as const)
        expect(decide(cash(status, 'unpaid'), { type })).toEqual({
          allowed: false,
          reason: 'codConfirmation.notAwaiting',
        });
  });

  it('keeps cash on delivery as it was: the next step, or cancel before shipping; paid when delivered', () => {
    const buttons = (status: OrderStatus) => adminMoves(cash(status, 'unpaid')).map((m) => m.to);
    expect(buttons('pending')).toEqual(['confirmed', 'cancelled']);
    expect(buttons('confirmed')).toEqual(['processing', 'cancelled']);
    expect(buttons('processing')).toEqual(['shipped', 'cancelled']);
    expect(buttons('shipped')).toEqual(['delivered']);
    expect(buttons('delivered')).toEqual([]);
    expect(buttons('cancelled')).toEqual([]);
    expect(decide(cash('shipped', 'unpaid'), { type: 'advance', to: 'delivered' })).toMatchObject({
      status: 'delivered',
      paymentStatus: 'paid',
      mail: 'delivered',
    });
    for (const to of ['delivered', 'pending'] as const)
      expect(decide(cash('pending', 'unpaid'), { type: 'advance', to })).toEqual({
        allowed: false,
        reason: 'orders.statusNotAllowed',
      });
    const shopper = ORDER_STATUSES.filter(
      (status) => decide(cash(status, 'unpaid'), { type: 'cancel', by: 'shopper' }).allowed,
    );
    // A cash order waiting for its shopper's confirmation (cod-confirmation.ts) may be cancelled too.
    expect(shopper).toEqual(['awaiting', 'pending', 'confirmed']);
    expect(decide(cash('pending', 'unpaid'), { type: 'cancel', by: 'shopper' })).toMatchObject({
      refund: null,
      closeSession: false,
      mail: 'cancelled',
    });
  });

  it('moves a card order past pending only once paid, showing the admin why not', () => {
    for (const status of ['pending', 'confirmed', 'processing', 'shipped'] as const)
      for (const payment of ['unpaid', 'failed'] as const)
        expect(
          decide(card(status, payment), { type: 'advance', to: NEXT_STATUS[status] ?? 'delivered' }),
        ).toEqual({
          allowed: false,
          reason: 'orders.cardNotPaid',
        });
    expect(adminMoves(card('pending', 'unpaid'))).toEqual([
      { to: 'confirmed', refusal: 'orders.cardNotPaid', refunds: false },
      { to: 'cancelled', refusal: null, refunds: false },
    ]);
    expect(adminMoves(card('pending', 'paid'))).toEqual([
      { to: 'confirmed', refusal: null, refunds: false },
      { to: 'cancelled', refusal: null, refunds: true },
    ]);
    // Refunded: it may be cancelled, not prepared; a parcel already out may still be delivered.
    expect(adminMoves(card('confirmed', 'refunding'))[0]).toEqual({
      to: 'processing',
      refusal: 'orders.cardRefunded',
      refunds: false,
    });
    expect(decide(card('shipped', 'refunded'), { type: 'advance', to: 'delivered' }).allowed).toBe(true);
  });

  it('refunds a paid card order first when it is cancelled, by the admin or the shopper, and only once', () => {
    for (const by of ['admin', 'shopper'] as const) {
      expect(decide(card('confirmed', 'paid'), { type: 'cancel', by })).toMatchObject({
        status: 'cancelled',
        paymentStatus: 'paid',
        refund: 'first',
        mail: 'cancelled',
      });
      expect(decide(card('pending', 'refunding'), { type: 'cancel', by })).toMatchObject({ refund: null });
      expect(decide(card('pending', 'unpaid'), { type: 'cancel', by })).toMatchObject({
        refund: null,
        closeSession: true,
      });
    }
  });

  it('lets no payment cancel an order the admin moved on, nor one that was paid', () => {
    const lapsed: Move = { type: 'lapsed' };
    expect(decide(card('pending', 'unpaid'), lapsed)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'failed',
    });
    for (const status of ['confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const)
      expect(decide(card(status, 'unpaid'), lapsed)).toEqual({
        allowed: false,
        reason: 'orders.cannotCancel',
      });
    expect(decide(card('pending', 'paid'), lapsed)).toEqual({
      allowed: false,
      reason: 'orders.paymentClosed',
    });
  });

  it('returns money that comes for a cancelled order and tells the owner, instead of thanking the shopper', () => {
    expect(decide(card('cancelled', 'failed'), { type: 'paid' })).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'paid',
      refund: 'after',
      tellOwner: true,
      mail: 'paymentReturned',
    });
    expect(decide(card('pending', 'unpaid'), { type: 'paid' })).toMatchObject({
      paymentStatus: 'paid',
      refund: null,
      tellOwner: false,
      mail: 'placed',
    });
  });
});

/** A verdict in the table's words. */
function outcomeOf(verdict: Verdict, order: OrderFacts): string {
  if (!verdict.allowed) return `refused: ${verdict.reason}`;
  const said = [
    verdict.status !== order.status && `status → ${verdict.status}`,
    verdict.paymentStatus !== order.paymentStatus && `payment → ${verdict.paymentStatus}`,
    verdict.refund && `refund ${verdict.refund}`,
    verdict.closeSession && 'close session',
    verdict.tellOwner && 'tell owner',
    verdict.announce && 'new to owner',
    verdict.mail && `mail: ${verdict.mail}`,
  ].filter(Boolean);
  return said.length ? said.join(' · ') : '—';
}

const MOVES: Record<string, (order: OrderFacts) => Move> = {
  'admin: next step': (order) => ({ type: 'advance', to: NEXT_STATUS[order.status] ?? 'delivered' }),
  'admin: cancel': () => ({ type: 'cancel', by: 'admin' }),
  'shopper: cancel': () => ({ type: 'cancel', by: 'shopper' }),
  'shopper: pay now': () => ({ type: 'pay' }),
  'admin: refund': () => ({ type: 'refund' }),
  'Stripe: paid': () => ({ type: 'paid' }),
  'Stripe: paid, its refund first': () => ({ type: 'paid', refundedFirst: true }),
  'Stripe: refunded in full': () => ({ type: 'refunded' }),
  'Stripe or expiry job: no payment': () => ({ type: 'lapsed' }),
  'shopper or admin: confirm cash': () => ({ type: 'confirmCod' }),
  'expiry job: not confirmed': () => ({ type: 'unconfirmed' }),
};

describe("the decision record's table", () => {
  const doc = fs.readFileSync('docs/decisions/0011-card-payments.md', 'utf8');
  const section = doc.slice(doc.search(/^\| Move +\| Method +\|/m));
  const rows = section
    .slice(0, section.indexOf('\n\n'))
    .split('\n')
    .slice(2)
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    )
    .map(([move = '', method = '', status = '', payment = '', outcome = '']) => ({
      move,
      method,
      statuses: status.split(', '),
      payments: payment.split(', '),
      outcome,
    }));

  it('names only moves, methods, statuses and payments that exist', () => {
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) {
      expect(Object.keys(MOVES)).toContain(row.move);
      expect(['any', 'cash', 'card']).toContain(row.method);
      for (const status of row.statuses) expect(['any', ...ORDER_STATUSES]).toContain(status);
    }
  });

  it('is what the workflow decides, for every method, status and payment (the first matching row)', () => {
    const used = new Set<number>();
    const payments: Record<'cash' | 'card', Payment[]> = {
      cash: ['unpaid', 'paid'],
      card: ['unpaid', 'paid', 'refunding', 'refunded', 'failed'],
    };
    for (const [move, make] of Object.entries(MOVES))
      for (const method of ['cash', 'card'] as const)
        for (const status of ORDER_STATUSES)
          for (const payment of payments[method]) {
            const index = rows.findIndex(
              (row) =>
                row.move === move &&
                (row.method === 'any' || row.method === method) &&
                (row.statuses.includes('any') || row.statuses.includes(status)) &&
                (row.payments.includes('any') || row.payments.includes(payment)),
            );
            const order = facts(method, status, payment);
            const where = `${move} · ${method} · ${status} · ${payment}`;
            expect({ where, outcome: outcomeOf(decide(order, make(order)), order) }).toEqual({
              where,
              // "next": the workflow's next status from this one.
              outcome: rows[index]?.outcome.replaceAll(/\bnext\b/g, NEXT_STATUS[status] ?? 'next'),
            });
            used.add(index);
          }
    // Every row decides something: none is hidden behind the ones above it.
    expect(rows.filter((_, index) => !used.has(index))).toEqual([]);
  });
});
