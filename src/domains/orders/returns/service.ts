import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb, type Tx } from '@/db/client';
import { orderLines, orderReturnLines, orderReturns, orders } from '@/db/schema/orders';
import type { SessionUser } from '@/domains/accounts/session';
import { recordAudit } from '@/domains/audit/record';
import { soldProductTags, takeBackReturned } from '@/domains/catalog/stock';
import { recordHandRefund, refundRequested } from '@/domains/payments/ledger';
import type { CacheChange } from '@/lib/cache';
import { DomainError } from '@/lib/domain-error';
import { logger } from '@/lib/logger';
import { formatMoney, stripeCanMove, toMinor } from '@/lib/money';
import { accessKeyMatches } from '../access';
import { queueOwnerNotices } from '../mail/queue';
import { canViewOrder } from '../policies';
import { type Actor, addRefunded, followMove, lockOrder, makeMove } from '../transitions';
import { canRestock, nextReturnStatus, type ReturnMove } from './machine';
import { queueReturnMail, type ReturnMailEvent } from './mail-queue';
import { checkReturnLines } from './policies';
import { readReturnFacts } from './queries';
import type { HandRefundMethod, returnRequestInput } from './schemas';

// A return's writes (docs/decisions/0022-returns.md): the shopper's request on the locked order, the owner's moves
// through machine.ts on the locked return, the restock once, and the refund in the order's own transaction (card:
// Stripe through the order's workflow; cash on delivery: a row of the payments ledger). Mails follow the commit.

type Admin = { id: string | null; name: string };
/** `notify: false` mails nobody (the demo data's past returns). */
type Options = { notify?: boolean };
const adminActor = (admin: Admin): Actor => ({ id: admin.id, name: admin.name, role: 'admin' });

/** Mails the shopper (and the owner, for a new request) once committed; never throws: the return stands. */
async function tell(returnId: number, event: ReturnMailEvent, orderNumber?: number) {
  await queueReturnMail(returnId, event).catch((error: unknown) =>
    logger.error({ err: error, returnId }, 'could not queue the return mail'),
  );
  if (orderNumber !== undefined) await queueOwnerNotices(orderNumber, [{ event: 'returnRequested' }]);
}

/**
 * The shopper (or a guest with the order's link) asks to return units of a delivered order, within the store's
 * window, not more of a line than bought less earlier returns, with no other return under way. Someone else's
 * order is 'Order Not Found'. The order row is locked, so two requests at once are one after the other.
 */
export async function requestReturn(
  input: z.output<typeof returnRequestInput>,
  user: SessionUser | null,
  now = new Date(),
  { notify = true }: Options = {},
): Promise<{ id: number }> {
  const id = await getDb().transaction(async (tx) => {
    const order = await lockOrder(tx, input.number);
    const keyMatches = order ? accessKeyMatches(input.key, order.accessKeyHash) : false;
    if (!order || !canViewOrder(order, { userId: user?.id ?? null, keyMatches }).allowed)
      throw new DomainError('orders.notFound');
    const facts = await readReturnFacts(order, tx, now);
    if (!facts.decision.allowed) throw new DomainError(facts.decision.reason);
    const left = new Map(facts.lines.map((l) => [l.lineId, l.left]));
    const lines = input.lines.filter((l) => l.quantity > 0);
    const check = checkReturnLines(input.lines, left);
    if (!check.allowed)
      throw new DomainError(
        check.reason,
        check.index === undefined ? 'lines' : `lines.${check.index}.quantity`,
      );
    const [row] = await tx
      .insert(orderReturns)
      .values({
        orderId: order.id,
        reason: input.reason,
        note: input.note || null,
        actorName: user?.name ?? order.fullName,
      })
      .returning({ id: orderReturns.id });
    if (!row) throw new Error('the return was not stored');
    await tx
      .insert(orderReturnLines)
      .values(lines.map((l) => ({ returnId: row.id, orderLineId: l.lineId, quantity: l.quantity })));
    return row.id;
  });
  if (notify) await tell(id, 'requested', input.number);
  return { id };
}

/** Locks a return's row for a move: two owners at once apply one after the other, on fresh facts. */
async function lockReturn(tx: Tx, id: number) {
  const [row] = await tx.select().from(orderReturns).where(eq(orderReturns.id, id)).for('update');
  if (!row) throw new DomainError('returns.notFound');
  return row;
}

/** One of the owner's moves that changes nothing but the return (approve, reject, receive, close). */
async function moveReturn(
  id: number,
  move: ReturnMove,
  admin: Admin,
  set: { rejectionReason?: string } = {},
) {
  const moved = await getDb().transaction(async (tx) => {
    const row = await lockReturn(tx, id);
    const to = nextReturnStatus(row.status, move);
    if (!to) throw new DomainError('returns.moveNotAllowed');
    await tx
      .update(orderReturns)
      .set({ ...set, status: to, actorName: admin.name, updatedAt: new Date() })
      .where(eq(orderReturns.id, id));
    const action = move === 'approve' || move === 'reject' ? 'return.decide' : (`return.${move}` as const);
    await recordAudit(tx, {
      action,
      entityType: 'return',
      entityId: id,
      before: { status: row.status },
      after: { status: to, ...set },
    });
    return to;
  });
  return moved;
}

/** The owner approves a requested return, or rejects it with a reason; the shopper is mailed either way. */
export async function decideReturn(
  id: number,
  approve: boolean,
  reason: string | undefined,
  admin: Admin,
  { notify = true }: Options = {},
) {
  if (approve) await moveReturn(id, 'approve', admin);
  else await moveReturn(id, 'reject', admin, { rejectionReason: reason ?? '' });
  if (notify) await tell(id, approve ? 'approved' : 'rejected');
}

/** The owner received the approved return's parcel. */
export async function receiveReturn(id: number, admin: Admin) {
  await moveReturn(id, 'receive', admin);
}

/** The owner closes a received return without a refund (nothing is owed, or it was settled otherwise). */
export async function closeReturn(id: number, admin: Admin) {
  await moveReturn(id, 'close', admin);
}

/**
 * Puts the received units back on the shelf: `restock` of each returned line (0 keeps a damaged one off it), and
 * every returned unit stops counting as sold. Once per return, however many owners press at once: the return's row
 * lock and its `restockedAt`. Only the restocked products' pages are expired.
 */
export async function restockReturn(
  id: number,
  lines: readonly { returnLineId: number; restock: number }[],
  admin: Admin,
): Promise<{ cache: CacheChange }> {
  const tags = await getDb().transaction(async (tx) => {
    const row = await lockReturn(tx, id);
    if (!canRestock(row)) throw new DomainError('returns.restockNotAllowed');
    const returned = await tx
      .select({
        id: orderReturnLines.id,
        quantity: orderReturnLines.quantity,
        variantId: orderLines.variantId,
        productId: orderLines.productId,
        slugEn: orderLines.slugEn,
        slugAr: orderLines.slugAr,
        placedAt: orders.createdAt,
      })
      .from(orderReturnLines)
      .innerJoin(orderLines, eq(orderLines.id, orderReturnLines.orderLineId))
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orderReturnLines.returnId, id));
    const chosen = new Map(lines.map((l) => [l.returnLineId, l.restock]));
    for (const [index, line] of lines.entries()) {
      const own = returned.find((r) => r.id === line.returnLineId);
      if (!own) throw new DomainError('returns.lineUnknown');
      if (line.restock > own.quantity)
        throw new DomainError('returns.restockTooMany', `lines.${index}.restock`);
    }
    for (const line of returned)
      await tx
        .update(orderReturnLines)
        .set({ restocked: chosen.get(line.id) ?? 0 })
        .where(eq(orderReturnLines.id, line.id));
    await tx
      .update(orderReturns)
      .set({ restockedAt: sql`now()`, actorName: admin.name, updatedAt: new Date() })
      .where(eq(orderReturns.id, id));
    await recordAudit(tx, {
      action: 'return.restock',
      entityType: 'return',
      entityId: id,
      after: Object.fromEntries(returned.map((line) => [`restocked ${line.id}`, chosen.get(line.id) ?? 0])),
    });
    // Variants or products deleted since are skipped: nothing to put back, nothing to uncount.
    const kept = returned.filter((l) => l.variantId !== null && l.productId !== null);
    const stock = (quantity: (l: (typeof kept)[number]) => number) =>
      kept.map((l) => ({
        variantId: l.variantId as number,
        productId: l.productId as number,
        quantity: quantity(l),
      }));
    await takeBackReturned(
      tx,
      stock((l) => chosen.get(l.id) ?? 0).filter((l) => l.quantity > 0),
      stock((l) => l.quantity),
      returned[0]?.placedAt ?? new Date(),
    );
    // Only the pages of the products that got units back show something new (their stock).
    return soldProductTags(kept.filter((l) => (chosen.get(l.id) ?? 0) > 0));
  });
  return { cache: { later: tags } };
}

/**
 * Records the refund of a received return, in the order's transaction (the order row locked first, then the
 * return's): a card order's amount goes back through Stripe by the order's workflow (refundCardOrder's rules: no
 * more than is left, a step Stripe can move); a cash-on-delivery order's is a refund row the owner gave by hand
 * (cash or a transfer), the order paid back in full once it reaches its total. One refund per request key; the
 * shopper is mailed.
 */
export async function refundReturn(
  id: number,
  { amount, method, requestKey }: { amount: string; method?: HandRefundMethod; requestKey: string },
  admin: Admin,
  { notify = true, at }: Options & { at?: Date } = {},
): Promise<void> {
  const actor = adminActor(admin);
  const done = await getDb().transaction(async (tx) => {
    const [ref] = await tx
      .select({ number: orders.number })
      .from(orderReturns)
      .innerJoin(orders, eq(orders.id, orderReturns.orderId))
      .where(eq(orderReturns.id, id));
    if (!ref) throw new DomainError('returns.notFound');
    const order = await lockOrder(tx, ref.number);
    if (!order) throw new DomainError('returns.notFound');
    if (await refundRequested(tx, requestKey)) return null;
    const row = await lockReturn(tx, id);
    if (!nextReturnStatus(row.status, 'refund')) throw new DomainError('returns.moveNotAllowed');
    const minor = toMinor(amount, order.currency);
    if (minor === null || minor < 1) throw new DomainError('orders.refundAmountInvalid', 'amount');
    const left = order.total - order.refundedAmount;
    if (minor > left)
      throw new DomainError('orders.refundTooLarge', 'amount', {
        left: formatMoney(left, order.currency, order.locale),
      });
    let moved = null;
    if (order.paymentMethod === 'card') {
      if (!stripeCanMove(minor, order.currency)) throw new DomainError('orders.refundAmountStep', 'amount');
      const result = await makeMove(
        tx,
        order,
        { type: 'refund', amount: minor },
        actor,
        {},
        { requestKey, actor },
      );
      if (!result.allowed) throw new DomainError(result.reason, 'amount');
      moved = result;
    } else {
      const recorded = await recordHandRefund(tx, order, {
        amount: minor,
        method: method ?? 'cash',
        requestKey,
        actor: admin.id ? { id: admin.id, name: admin.name } : null,
        at,
      });
      await addRefunded(tx, order.id, recorded);
      // All of it given back: the order's payment reads refunded, from today (the reports take it off today).
      if (order.refundedAmount + recorded >= order.total)
        await tx
          .update(orders)
          .set({ paymentStatus: 'refunded', refundRequestedAt: at ?? new Date(), updatedAt: new Date() })
          .where(and(eq(orders.id, order.id), eq(orders.paymentMethod, 'cod')));
    }
    await tx
      .update(orderReturns)
      .set({
        status: 'refunded',
        refundAmount: minor,
        refundMethod: order.paymentMethod === 'card' ? 'card' : (method ?? 'cash'),
        actorName: admin.name,
        updatedAt: new Date(),
      })
      .where(eq(orderReturns.id, id));
    await recordAudit(tx, {
      action: 'return.refund',
      entityType: 'return',
      entityId: id,
      before: { status: row.status },
      after: { status: 'refunded', refundAmount: minor },
    });
    return { moved };
  });
  if (!done) return;
  // The order's own mails stay quiet: the return's mail says what was refunded.
  if (done.moved) await followMove(done.moved, { notify: false });
  if (notify) await tell(id, 'refunded');
}
