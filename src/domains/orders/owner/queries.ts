import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { orderEvents, orderJournal, orderLines, orders } from '@/db/schema/orders';
import { listAllSellableVariants } from '@/domains/catalog/stock';
import { readPayments } from '@/domains/payments/queries';
import type { Locale } from '@/i18n/routing';
import { joinFacts } from '@/lib/facts';
import type { OrderStatus } from '../schemas';

// The staff's side of an order, never the shopper's: its notes and edits, who entered it, and its whole story.

/** What an edit changed, as the timeline tells it (kept in the journal's `changes`). */
export type EditChanges = {
  /** Each line whose quantity changed (named with its colour and size): 0 → n added, n → 0 taken off. */
  lines: { nameEn: string; nameAr: string; sku: string; from: number; to: number }[];
  area: { fromEn: string; fromAr: string; toEn: string; toAr: string } | null;
  address: { from: string; to: string } | null;
  total: { from: number; to: number; currency: string } | null;
};

/** One thing that happened to the order, for its timeline. */
export type ActivityEntry = { id: string; at: Date; who: string | null } & (
  | { type: 'status'; status: OrderStatus; role: string }
  | {
      type: 'payment';
      kind: 'attempt' | 'capture' | 'refund';
      state: string;
      amount: number;
      currency: string;
    }
  | { type: 'note'; body: string }
  | { type: 'edit'; changes: EditChanges }
);

export type OrderActivity = {
  /** Where the order came from, and the admin who entered it for its customer. */
  channel: 'web' | 'phone';
  enteredBy: string | null;
  /** The order as read now: an edit form sends it back, and an order changed since is not overwritten. */
  version: string;
  entries: ActivityEntry[];
};

/**
 * The order's timeline for the staff: its statuses (placed first), its payments and refunds (the payments ledger),
 * the staff's notes and edits, oldest first. Null when there is no such order.
 */
export async function readOrderActivity(number: number): Promise<OrderActivity | null> {
  const db = getDb();
  const [order] = await db
    .select({
      id: orders.id,
      channel: orders.channel,
      enteredByName: orders.enteredByName,
      updatedAt: orders.updatedAt,
      paymentMethod: orders.paymentMethod,
    })
    .from(orders)
    .where(eq(orders.number, number));
  if (!order) return null;
  const [events, journal, payments] = await Promise.all([
    db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    db
      .select()
      .from(orderJournal)
      .where(eq(orderJournal.orderId, order.id))
      .orderBy(asc(orderJournal.createdAt), asc(orderJournal.id)),
    order.paymentMethod === 'card' ? readPayments(order.id) : Promise.resolve([]),
  ]);
  const entries: ActivityEntry[] = [
    ...events.map(
      (e): ActivityEntry => ({
        id: `status-${e.id}`,
        at: e.createdAt,
        who: e.actorName,
        type: 'status',
        status: e.status,
        role: e.actorRole,
      }),
    ),
    ...payments.map(
      (p): ActivityEntry => ({
        id: `payment-${p.id}`,
        at: p.createdAt,
        who: p.actorName,
        type: 'payment',
        kind: p.kind,
        state: p.state,
        amount: p.amount,
        currency: p.currency,
      }),
    ),
    ...journal.map(
      (j): ActivityEntry =>
        j.kind === 'note'
          ? { id: `note-${j.id}`, at: j.createdAt, who: j.authorName, type: 'note', body: j.body ?? '' }
          : {
              id: `edit-${j.id}`,
              at: j.createdAt,
              who: j.authorName,
              type: 'edit',
              changes: j.changes as EditChanges,
            },
    ),
  ];
  // Stable: what happened in the same instant keeps the order it was read in (status, payment, note).
  entries.sort((a, b) => a.at.getTime() - b.at.getTime());
  return {
    channel: order.channel,
    enteredBy: order.enteredByName,
    version: order.updatedAt.toISOString(),
    entries,
  };
}

/** A variant the owner may put in an order: its label in the page's language, price and stock. */
export type VariantChoice = { variantId: number; label: string; sku: string; price: number; stock: number };

/** Every variant on sale, for the owner's order forms (the phone order, a line added to an order). */
export async function listVariantChoices(locale: Locale): Promise<VariantChoice[]> {
  const variants = await listAllSellableVariants(getDb());
  const ar = locale === 'ar';
  return variants.map((v) => ({
    variantId: v.variantId,
    label: joinFacts(
      [ar ? v.nameAr : v.nameEn, ar ? v.colorAr : v.colorEn, ar ? v.sizeAr : v.sizeEn],
      locale,
    ),
    sku: v.sku,
    price: v.price,
    stock: v.stock,
  }));
}

/** An order's lines and delivery as the edit form starts from them (lines whose variant was deleted are left out). */
export async function readOrderForEdit(number: number, locale: Locale) {
  const db = getDb();
  const [order] = await db
    .select({
      id: orders.id,
      deliveryAreaId: orders.deliveryAreaId,
      streetAddress: orders.streetAddress,
      city: orders.city,
      zipCode: orders.zipCode,
    })
    .from(orders)
    .where(eq(orders.number, number));
  if (!order) return null;
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id));
  const ar = locale === 'ar';
  return {
    deliveryAreaId: order.deliveryAreaId,
    address: { streetAddress: order.streetAddress, city: order.city, zipCode: order.zipCode },
    lines: lines.flatMap((line) =>
      line.variantId === null
        ? []
        : [
            {
              variantId: line.variantId,
              label: joinFacts(
                [
                  ar ? line.nameAr : line.nameEn,
                  ar ? line.colorAr : line.colorEn,
                  ar ? line.sizeAr : line.sizeEn,
                ],
                locale,
              ),
              quantity: line.quantity,
            },
          ],
    ),
  };
}
