import 'server-only';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { createTranslator } from 'use-intl/core';
import { getDb, type Tx } from '@/db/client';
import { orders } from '@/db/schema/orders';
import { toE164 } from '@/domains/accounts/phone/number';
import type { CodConfirmChannel } from '@/domains/store-settings/payment-options';
import { readPaymentOptions, readStoreSettings } from '@/domains/store-settings/queries';
import { messageFormats } from '@/i18n/formats';
import { type Locale, routing } from '@/i18n/routing';
import type { CacheChange } from '@/lib/cache';
import { DomainError } from '@/lib/domain-error';
import { defineJob, enqueue, getJobs } from '@/lib/jobs';
import { logger } from '@/lib/logger';
import { queueSms } from '@/lib/sms';
import { confirmationLink, signedFor, tokenNumber } from './cod-link';
import { formatOrderNumber } from './format';
import { type OrderDetail, readOrder } from './queries';
import { type Actor, followMove, lockOrder, makeMove, type OrderRow, SYSTEM } from './transitions';

// Cash-on-delivery confirmation (README, "Cash-on-delivery confirmation"): when the owner asks for it, a new
// cash-on-delivery order waits (`awaiting`) until its shopper confirms it through a signed link sent by SMS or
// WhatsApp, or the owner confirms it on the phone; nobody in time, and the expiry job cancels it through the
// workflow's own move, which returns the stock once (transitions.ts). Only then is it new to the owner and to ship.

const HOUR_MS = 60 * 60 * 1000;

/** Whether an order about to be placed waits for its confirmation: its channel and deadline, or null. */
export type ConfirmationDue = { channel: CodConfirmChannel; dueAt: Date };

/**
 * Read inside the order's transaction: a cash-on-delivery order from the storefront waits when the owner asks for
 * confirmations. One the owner entered over the phone does not: they spoke to its shopper.
 */
export async function confirmationFor(
  tx: Tx,
  order: { paymentMethod: string; enteredByOwner: boolean },
): Promise<ConfirmationDue | null> {
  if (order.paymentMethod !== 'cod' || order.enteredByOwner) return null;
  const options = await readPaymentOptions(tx);
  if (!options.codConfirm) return null;
  return {
    channel: options.codConfirmChannel,
    dueAt: new Date(Date.now() + options.codConfirmHours * HOUR_MS),
  };
}

// ── The signed link (cod-link.ts) ─────────────────────────────────────────────────────────────────────────────────

/** The order a token was signed for (in `tx`, locked, when given one), or null: malformed, tampered, not one. */
async function orderOfToken(token: string, tx?: Tx): Promise<OrderRow | null> {
  const number = tokenNumber(token);
  if (number === null) return null;
  const order = tx
    ? await lockOrder(tx, number)
    : ((await getDb().select().from(orders).where(eq(orders.number, number)))[0] ?? null);
  if (!order?.confirmDueAt) return null;
  return signedFor(token, order) ? order : null;
}

// ── What the shopper's link shows and does ───────────────────────────────────────────────────────────────────────

/** Where an order's confirmation stands, as its link's page shows it. */
export type ConfirmationState = 'open' | 'confirmed' | 'expired' | 'cancelled';

const stateOf = (order: Pick<OrderRow, 'status' | 'confirmDueAt'>, now = Date.now()): ConfirmationState => {
  if (order.status === 'cancelled') return 'cancelled';
  if (order.status !== 'awaiting') return 'confirmed';
  return (order.confirmDueAt?.getTime() ?? 0) > now ? 'open' : 'expired';
};

/** The link's page: the order it confirms and where it stands, or null for a link that is not one of ours. */
export async function readConfirmation(
  token: string,
): Promise<{ state: ConfirmationState; order: OrderDetail; dueAt: Date } | null> {
  const row = await orderOfToken(token);
  if (!row?.confirmDueAt) return null;
  const found = await readOrder(row.number);
  if (!found) return null;
  return { state: stateOf(row), order: found.detail, dueAt: row.confirmDueAt };
}

/**
 * The shopper's "Confirm my order": the waiting order becomes a new order to prepare (and to the owner). Idempotent:
 * a second press, or a link opened again, finds it confirmed. Too late, or cancelled: says so and changes nothing.
 * A link that is not ours: 'codConfirmation.invalid'.
 */
export async function confirmByToken(
  token: string,
): Promise<{ state: ConfirmationState; cache: CacheChange }> {
  const moved = await getDb().transaction(async (tx) => {
    const order = await orderOfToken(token, tx);
    if (!order) throw new DomainError('codConfirmation.invalid');
    const state = stateOf(order);
    if (state !== 'open') return { state, moved: null };
    const actor: Actor = { id: order.userId, name: order.fullName, role: 'shopper' };
    const result = await makeMove(tx, order, { type: 'confirmCod' }, actor, { confirmedAt: new Date() });
    if (!result.allowed) throw new DomainError(result.reason);
    return { state: 'confirmed' as const, moved: result };
  });
  if (moved.moved) await followMove(moved.moved);
  return { state: moved.state, cache: { later: moved.moved?.tags ?? [] } };
}

/**
 * The owner confirmed the order with its shopper on the phone: recorded with who and when. Only a waiting order
 * ('codConfirmation.notAwaiting' otherwise, on a fresh read under the row's lock).
 */
export async function confirmByPhone(
  number: number,
  admin: { id: string | null; name: string },
): Promise<{ cache: CacheChange }> {
  const moved = await getDb().transaction(async (tx) => {
    const order = await lockOrder(tx, number);
    if (!order) throw new DomainError('orders.notFound');
    const result = await makeMove(
      tx,
      order,
      { type: 'confirmCod' },
      { id: admin.id, name: admin.name, role: 'admin' },
      { confirmedAt: new Date(), confirmedById: admin.id, confirmedByName: admin.name },
    );
    if (!result.allowed) throw new DomainError(result.reason);
    return result;
  });
  await followMove(moved);
  return { cache: { later: moved.tags } };
}

// ── Expiry ───────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Cancels the order when it still waits past its deadline, through the workflow's move (its stock back once, under
 * the row's lock, whoever else confirms or expires it at the same moment), then tells its shopper. Safe to run any
 * number of times. Returns whether this run cancelled it.
 */
export async function expireUnconfirmed(orderId: number): Promise<boolean> {
  const moved = await getDb().transaction(async (tx) => {
    const [row] = await tx.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId));
    if (!row) return null;
    const order = await lockOrder(tx, row.number);
    if (!order || stateOf(order) !== 'expired') return null;
    const result = await makeMove(tx, order, { type: 'unconfirmed' }, SYSTEM);
    return result.allowed ? result : null;
  });
  if (!moved) return false;
  logger.info({ order: moved.order.number }, 'cancelled a cash-on-delivery order nobody confirmed');
  // The demo's customers are made up: nobody to tell.
  await followMove(moved, { notify: !moved.order.demo });
  if (!moved.order.demo)
    await sendConfirmationText(moved.order, 'expired').catch((error: unknown) =>
      logger.error({ err: error, order: moved.order.number }, 'could not queue the cancellation message'),
    );
  return true;
}

/** At the order's deadline: cancels it if still unconfirmed (queued when it is placed). */
export const codConfirmationExpiryJob = defineJob<{ orderId: number }>(
  'cod-confirmation-expiry',
  async ({ orderId }) => {
    await expireUnconfirmed(orderId);
  },
);

/**
 * The sweep behind each order's own job (a job lost with its queue, a deadline the owner's store passed while no
 * instance ran): every waiting order past its deadline, cancelled. Returns how many it cancelled.
 */
export async function expireUnconfirmedOrders(): Promise<number> {
  const due = await getDb()
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'awaiting'), lte(orders.confirmDueAt, sql`now()`)))
    .orderBy(asc(orders.id))
    .limit(200);
  let cancelled = 0;
  for (const { id } of due) if (await expireUnconfirmed(id)) cancelled += 1;
  return cancelled;
}

export const unconfirmedOrdersSweepJob = defineJob<Record<string, never>>(
  'cod-confirmation-sweep',
  async () => {
    await expireUnconfirmedOrders();
  },
);

/** Every ten minutes, once whichever instances are up (set at each server start). */
export const scheduleUnconfirmedSweep = () =>
  getJobs().schedule(unconfirmedOrdersSweepJob, '*/10 * * * *', 'UTC', {});

// ── The shopper's messages ───────────────────────────────────────────────────────────────────────────────────────

/**
 * The order's text message, in its language, by its channel (WhatsApp to the WhatsApp number when the shopper gave
 * one): the link to confirm it, or that it was cancelled unconfirmed.
 */
export async function sendConfirmationText(
  order: Pick<
    OrderRow,
    'number' | 'idempotencyKey' | 'confirmDueAt' | 'confirmChannel' | 'locale' | 'phone' | 'whatsapp'
  >,
  kind: 'request' | 'expired',
): Promise<void> {
  const channel = order.confirmChannel ?? 'sms';
  const locale: Locale = (routing.locales as readonly string[]).includes(order.locale)
    ? (order.locale as Locale)
    : routing.defaultLocale;
  const [settings, messages] = await Promise.all([
    readStoreSettings(),
    import(`../../../messages/${locale}.json`).then((m) => m.default),
  ]);
  const t = createTranslator({
    locale,
    messages,
    namespace: 'codConfirmation.message',
    formats: messageFormats(locale),
  });
  const values = {
    store: settings.storeName[locale],
    number: formatOrderNumber(order.number, locale, settings.orderNumberPrefix),
  };
  const text =
    kind === 'request'
      ? t('request', {
          ...values,
          link: await confirmationLink(order),
          hours: Math.max(1, Math.round(((order.confirmDueAt?.getTime() ?? 0) - Date.now()) / HOUR_MS)),
        })
      : t('expired', values);
  const given = channel === 'whatsapp' && order.whatsapp ? order.whatsapp : order.phone;
  // Providers take international numbers: the store's country's national form becomes +966… (as sign-up's codes).
  await queueSms({ to: toE164(given) ?? given, text, channel });
}

/**
 * After a waiting order's commit: its shopper's link (`message: false`: none, the demo's order), and its own expiry
 * job at its deadline. Never throws.
 */
export async function requestConfirmation(number: number, { message = true } = {}): Promise<void> {
  try {
    const [order] = await getDb().select().from(orders).where(eq(orders.number, number));
    if (!order?.confirmDueAt) return;
    if (message) await sendConfirmationText(order, 'request');
    await enqueue(codConfirmationExpiryJob, { orderId: order.id }, { startAfter: order.confirmDueAt });
  } catch (error) {
    // The sweep still cancels it at its deadline; the owner sees it waiting and can confirm it on the phone.
    logger.error({ err: error, order: number }, 'could not queue the order confirmation request');
  }
}
