import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb, type Tx } from '@/db/client';
import { orderEvents, orderLines, orders } from '@/db/schema/orders';
import type { SessionUser } from '@/domains/accounts/session';
import { returnStock, soldProductTags, takeStock } from '@/domains/catalog/stock';
import type { CacheChange } from '@/lib/cache';
import { DomainError } from '@/lib/domain-error';
import { logger } from '@/lib/logger';
import { formatMoney } from '@/lib/money';
import { accessKeyFor, accessKeyMatches, hashAccessKey } from './access';
import { queueOrderMail } from './mail/queue';
import { canAdminSetStatus, canShopperCancel, canViewOrder } from './policies';
import { readQuote } from './queries';
import type { checkoutInput, OrderStatus } from './schemas';

type Checkout = z.output<typeof checkoutInput>;
type Actor = { id: string | null; name: string | null; role: 'shopper' | 'admin' | 'system' };
/** `notify: false` writes without mailing the shopper (the demo data's past orders). */
type Options = { notify?: boolean };

export type PlacedOrder = { number: number; accessKey: string; created: boolean; cache: CacheChange };

/** Thrown inside the transaction when another submission with this key already made the order. */
class AlreadyPlaced extends Error {}

async function findByIdempotencyKey(key: string) {
  const [row] = await getDb()
    .select({ number: orders.number, userId: orders.userId })
    .from(orders)
    .where(eq(orders.idempotencyKey, key));
  return row ?? null;
}

/** The first order made with this key, when it is this caller's to see again (a retry or a double click). */
async function replay(key: string, user: SessionUser | null): Promise<PlacedOrder | null> {
  const existing = await findByIdempotencyKey(key);
  if (!existing) return null;
  if (existing.userId !== (user?.id ?? null)) throw new DomainError('orders.notCompleted');
  return { number: existing.number, accessKey: accessKeyFor(key), created: false, cache: {} };
}

/**
 * Places an order in one transaction (ARCHITECTURE.md): the order row first, so a second submission with the same
 * idempotency key waits on it and then finds it; prices, delivery and tax recomputed from the database; stock taken
 * with the catalogue's conditional update. Any refusal rolls everything back and names the line at fault. The
 * confirmation mail is queued after the commit: a mail problem never touches the order.
 */
export async function placeOrder(
  input: Checkout,
  user: SessionUser | null,
  { notify = true }: Options = {},
): Promise<PlacedOrder> {
  const replayed = await replay(input.idempotencyKey, user);
  if (replayed) return replayed;
  const accessKey = accessKeyFor(input.idempotencyKey);
  let placed: { id: number; number: number; sold: string[] };
  try {
    placed = await getDb().transaction((tx) => writeOrder(tx, input, user, accessKey));
  } catch (error) {
    if (!(error instanceof AlreadyPlaced)) throw error;
    const again = await replay(input.idempotencyKey, user);
    if (!again) throw new DomainError('orders.notCompleted');
    return again;
  }
  if (notify)
    await queueOrderMail(placed.number, 'placed').catch((error: unknown) =>
      logger.error({ err: error, order: placed.number }, 'could not queue the order mail'),
    );
  return { number: placed.number, accessKey, created: true, cache: { later: placed.sold } };
}

async function writeOrder(tx: Tx, input: Checkout, user: SessionUser | null, accessKey: string) {
  const { quote, variants } = await readQuote(
    input.lines,
    input.deliveryAreaId,
    input.locale,
    tx,
    input.paymentMethod,
  );
  if (!quote.area) throw new DomainError('orders.deliveryAreaRequired', 'deliveryAreaId');
  // The owner turned the method off (or the card's keys are gone) since the page opened.
  if (quote.payment.method !== input.paymentMethod)
    throw new DomainError('orders.paymentUnavailable', 'paymentMethod');
  if (input.paymentMethod === 'cod' && !quote.payment.codTakes)
    throw new DomainError('orders.codOverLimit', 'paymentMethod', {
      limit: formatMoney(quote.payment.codMaxTotal ?? 0, quote.currency, input.locale),
    });
  for (const [index, line] of quote.lines.entries()) {
    if (line.problem || line.quantity < (input.lines[index]?.quantity ?? 0)) throw lineRefusal(line, index);
  }

  const { shipping } = input;
  const [order] = await tx
    .insert(orders)
    .values({
      idempotencyKey: input.idempotencyKey,
      userId: user?.id ?? null,
      accessKeyHash: hashAccessKey(accessKey),
      locale: input.locale,
      paymentMethod: input.paymentMethod,
      currency: quote.currency,
      ...quote.totals,
      taxRate: quote.taxRate,
      pricesIncludeTax: quote.pricesIncludeTax,
      fullName: shipping.fullName,
      streetAddress: shipping.streetAddress,
      zipCode: shipping.zipCode,
      city: shipping.city,
      email: shipping.email,
      phone: shipping.phone,
      whatsapp: shipping.whatsapp,
      notes: shipping.notes,
      deliveryAreaId: quote.area.id,
      deliveryAreaEn: quote.area.nameEn,
      deliveryAreaAr: quote.area.nameAr,
    })
    .onConflictDoNothing({ target: orders.idempotencyKey })
    .returning({ id: orders.id, number: orders.number });
  if (!order) throw new AlreadyPlaced();

  await tx.insert(orderLines).values(
    quote.lines.map((line) => {
      const v = variants.get(line.variantId);
      if (!v) throw new DomainError('orders.productNotFound');
      return {
        orderId: order.id,
        productId: v.productId,
        variantId: v.variantId,
        nameEn: v.nameEn,
        nameAr: v.nameAr,
        slugEn: v.slugEn,
        slugAr: v.slugAr,
        image: v.image,
        sku: v.sku,
        colorEn: v.colorEn,
        colorAr: v.colorAr,
        sizeEn: v.sizeEn,
        sizeAr: v.sizeAr,
        unitPrice: line.unitPrice,
        quantity: line.quantity,
        lineTotal: line.lineTotal,
      };
    }),
  );
  await recordEvent(tx, order.id, 'pending', {
    id: user?.id ?? null,
    name: user?.name ?? shipping.fullName,
    role: 'shopper',
  });
  // Last, so the variant rows stay locked for as short a time as possible: buyers of one product queue on them.
  const { short } = await takeStock(
    tx,
    quote.lines.map((l) => ({
      variantId: l.variantId,
      productId: l.productId as number,
      quantity: l.quantity,
    })),
  );
  if (short.length) {
    const index = quote.lines.findIndex((l) => l.variantId === short[0]);
    throw lineRefusal({ name: quote.lines[index]?.name ?? '', problem: 'orders.outOfStock' }, index);
  }
  // Only the pages of the products sold show something new (their stock).
  return { ...order, sold: soldProductTags([...variants.values()]) };
}

/** 'your order is not completed', naming the line and why, on the line's field (`lines.2`). */
const lineRefusal = (line: { name: string; problem: string | null }, index: number) =>
  new DomainError(
    line.problem === 'orders.productNotFound' ? 'orders.notCompletedGone' : 'orders.notCompletedOutOfStock',
    `lines.${index}`,
    { product: line.name },
  );

async function recordEvent(tx: Tx, orderId: number, status: OrderStatus, actor: Actor) {
  await tx.insert(orderEvents).values({
    orderId,
    status,
    actorId: actor.id,
    actorName: actor.name,
    actorRole: actor.role,
  });
}

/** Locks the order row for a status change: two changes at once apply one after the other, on fresh facts. */
async function lockOrder(tx: Tx, number: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.number, number)).for('update');
  return order ?? null;
}

async function moveOrder(tx: Tx, order: typeof orders.$inferSelect, to: OrderStatus, actor: Actor) {
  const set: Partial<typeof orders.$inferInsert> = { status: to, updatedAt: new Date() };
  // Cash on delivery is paid when the parcel is handed over.
  if (to === 'delivered' && order.paymentMethod === 'cod') set.paymentStatus = 'paid';
  await tx.update(orders).set(set).where(eq(orders.id, order.id));
  await recordEvent(tx, order.id, to, actor);
  if (to !== 'cancelled') return [];
  // The stock goes back once, however many cancellations race: the row lock and this flag see to it.
  const returned = await tx
    .update(orders)
    .set({ stockReturnedAt: sql`now()` })
    .where(and(eq(orders.id, order.id), isNull(orders.stockReturnedAt)))
    .returning({ id: orders.id });
  if (!returned.length) return [];
  const lines = await tx
    .select({
      variantId: orderLines.variantId,
      productId: orderLines.productId,
      quantity: orderLines.quantity,
      slugEn: orderLines.slugEn,
      slugAr: orderLines.slugAr,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));
  const kept = lines.filter((l) => l.variantId !== null && l.productId !== null);
  await returnStock(
    tx,
    kept.map((l) => ({
      variantId: l.variantId as number,
      productId: l.productId as number,
      quantity: l.quantity,
    })),
  );
  return soldProductTags(kept);
}

/**
 * A shopper cancels their order (or a guest, with the link's secret) while it is pending or confirmed. Anyone else
 * gets 'Order Not Found', as if it did not exist. The stock returns once.
 */
export async function cancelOrderAsShopper(
  ref: { number: number; key?: string },
  user: SessionUser | null,
): Promise<{ cache: CacheChange }> {
  const result = await getDb().transaction(async (tx) => {
    const order = await lockOrder(tx, ref.number);
    if (!order) throw new DomainError('orders.notFound');
    const view = canViewOrder(order, {
      userId: user?.id ?? null,
      keyMatches: accessKeyMatches(ref.key, order.accessKeyHash),
    });
    if (!view.allowed) throw new DomainError(view.reason);
    const cancel = canShopperCancel(order);
    if (!cancel.allowed) throw new DomainError(cancel.reason);
    const tags = await moveOrder(tx, order, 'cancelled', {
      id: user?.id ?? null,
      name: user?.name ?? order.fullName,
      role: 'shopper',
    });
    return { id: order.id, tags };
  });
  await queueOrderMail(ref.number, 'cancelled').catch((error: unknown) =>
    logger.error({ err: error, order: ref.number }, 'could not queue the order mail'),
  );
  return { cache: { later: result.tags } };
}

/** The admin moves an order along the workflow, or cancels it before it ships; the shopper is mailed. */
export async function setOrderStatus(
  number: number,
  to: OrderStatus,
  admin: { id: string | null; name: string },
  { notify = true }: Options = {},
): Promise<{ cache: CacheChange }> {
  const result = await getDb().transaction(async (tx) => {
    const order = await lockOrder(tx, number);
    if (!order) throw new DomainError('orders.notFound');
    const decision = canAdminSetStatus(order, to);
    if (!decision.allowed) throw new DomainError(decision.reason, 'status');
    const tags = await moveOrder(tx, order, to, { id: admin.id, name: admin.name, role: 'admin' });
    return { id: order.id, tags };
  });
  if (notify)
    await queueOrderMail(number, to === 'pending' ? 'placed' : to).catch((error: unknown) =>
      logger.error({ err: error, order: number }, 'could not queue the order mail'),
    );
  return { cache: { later: result.tags } };
}
