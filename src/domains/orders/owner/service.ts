import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb, type Tx } from '@/db/client';
import { orderJournal, orderLines, orders } from '@/db/schema/orders';
import { recordAudit } from '@/domains/audit/record';
import { readSellableVariants, returnStock, soldProductTags, takeStock } from '@/domains/catalog/stock';
import { codTakes } from '@/domains/store-settings/payment-options';
import { readActiveDeliveryArea, readSellingTerms } from '@/domains/store-settings/queries';
import type { CacheChange } from '@/lib/cache';
import { DomainError } from '@/lib/domain-error';
import { joinFacts } from '@/lib/facts';
import { logger } from '@/lib/logger';
import { formatMoney } from '@/lib/money';
import { checkQuantities } from '../checkout-guard';
import { queueOrderMail } from '../mail/queue';
import { priceOrder } from '../pricing';
import { placeOrder, tellOwner } from '../service';
import { lockOrder } from '../transitions';
import type { EditChanges } from './queries';
import { EDITABLE_STATUSES, type noteInput, type orderEditInput, type phoneOrderSchema } from './schemas';

/** The admin doing it: who the timeline names. */
export type Staff = { id: string | null; name: string };

/** Writes a note on the order's timeline (never shown to the shopper). 'Order Not Found' for a number that is none. */
export async function addNote({ number, body }: z.output<typeof noteInput>, admin: Staff): Promise<void> {
  const [order] = await getDb().select({ id: orders.id }).from(orders).where(eq(orders.number, number));
  if (!order) throw new DomainError('orders.notFound');
  await getDb()
    .insert(orderJournal)
    .values({ orderId: order.id, kind: 'note', body, authorId: admin.id, authorName: admin.name });
}

/**
 * The owner takes an order for a customer on the phone: the shoppers' own checkout (`placeOrder`), so its stock,
 * limits, delivery, cash-on-delivery fee and maximum, tax and totals are the same rules, in the same transaction,
 * with the same refusals on the same fields. Paid in cash on delivery; no account (the customer's e-mail, when
 * given, gets the order's mail and its link); the order says who entered it. The owner is not told of the order
 * they entered, only of the stock it took down to the low-stock threshold.
 */
export async function placePhoneOrder(
  input: z.output<ReturnType<typeof phoneOrderSchema>>,
  admin: Staff,
  { notify = true } = {},
): Promise<{ number: number; cache: CacheChange }> {
  const { shipping } = input;
  const placed = await placeOrder(
    {
      idempotencyKey: input.idempotencyKey,
      locale: input.locale,
      lines: input.lines,
      deliveryAreaId: input.deliveryAreaId,
      paymentMethod: 'cod',
      // The owner takes no code over the phone; an automatic discount applies as at the checkout.
      discountCode: null,
      shipping: {
        fullName: shipping.fullName,
        streetAddress: shipping.streetAddress,
        zipCode: shipping.zipCode,
        city: shipping.city,
        email: shipping.email,
        phone: shipping.phone,
        confirmPhone: shipping.phone,
        whatsapp: null,
        notes: null,
      },
    },
    null,
    { enteredBy: admin, notify },
  );
  return { number: placed.number, cache: placed.cache };
}

/** The version a form carries: the order's `updatedAt`, to the millisecond. */
export const versionOf = (order: { updatedAt: Date }) => order.updatedAt.toISOString();

/**
 * Edits an order before it ships, in one transaction on the locked order row: each line's quantity (0 takes it off,
 * a variant the order lacks is added at today's price), the delivery area and address. Stock moves by the
 * difference (more taken with the catalogue's conditional update, refused when short; less put back); the amounts
 * are priced again by `priceOrder` with the order's own tax terms and cash-on-delivery fee and the area's delivery
 * charge, and the cash-on-delivery maximum still holds. A card order keeps its lines and area (its payment was made,
 * or is being made, for its total): only its address changes. An order changed since the form read it (`version`)
 * is refused, as is one shipped or cancelled. The edit is written on the timeline, with what changed.
 */
export async function editOrder(
  input: z.output<typeof orderEditInput>,
  admin: Staff,
  { notify = true } = {},
): Promise<{ cache: CacheChange }> {
  const done = await getDb().transaction(async (tx) => {
    const before = await orderAuditFields(tx, input.number);
    const written = await writeEdit(tx, input, admin);
    const after = await orderAuditFields(tx, input.number);
    await recordAudit(tx, {
      action: 'order.edit',
      entityType: 'order',
      entityId: input.number,
      before,
      after,
    });
    return written;
  });
  if (done.taken.length) await tellOwner(input.number, done.taken, false);
  if (notify && done.changed && done.email)
    await queueOrderMail(input.number, 'updated').catch((error: unknown) =>
      logger.error({ err: error, order: input.number }, 'could not queue the order mail'),
    );
  return { cache: { later: done.tags } };
}

/** An order's own fields and its lines' quantities, as the audit log compares them before and after an edit. */
async function orderAuditFields(tx: Tx, number: number): Promise<Record<string, unknown> | null> {
  const order = await lockOrder(tx, number);
  if (!order) return null;
  const lines = await tx
    .select({ variantId: orderLines.variantId, quantity: orderLines.quantity, sku: orderLines.sku })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));
  const { id, createdAt, updatedAt, accessKeyHash, ...fields } = order;
  const quantities = Object.fromEntries(lines.map((line) => [`quantity ${line.sku}`, line.quantity]));
  return { ...fields, ...quantities };
}

async function writeEdit(tx: Tx, input: z.output<typeof orderEditInput>, admin: Staff) {
  const order = await lockOrder(tx, input.number);
  if (!order) throw new DomainError('orders.notFound');
  if (versionOf(order) !== input.version) throw new DomainError('orderOwner.stale');
  if (!(EDITABLE_STATUSES as readonly string[]).includes(order.status))
    throw new DomainError('orderOwner.notEditable');

  const current = await tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id));
  const byVariant = new Map(
    current.flatMap((line) => (line.variantId ? [[line.variantId, line] as const] : [])),
  );
  const asked = new Map(input.lines.map((line) => [line.variantId, line.quantity]));
  const added = input.lines.filter((line) => !byVariant.has(line.variantId) && line.quantity > 0);
  const newVariants = await readSellableVariants(
    tx,
    added.map((line) => line.variantId),
  );
  const fieldOf = (variantId: number) => `lines.${input.lines.findIndex((l) => l.variantId === variantId)}`;
  for (const line of added) {
    if (!newVariants.has(line.variantId))
      throw new DomainError('orders.notCompletedGone', fieldOf(line.variantId), { product: '' });
  }

  const linesChanged =
    added.length > 0 ||
    input.lines.some((line) => (byVariant.get(line.variantId)?.quantity ?? 0) !== line.quantity);
  const areaChanged = input.deliveryAreaId !== order.deliveryAreaId;
  if (order.paymentMethod === 'card' && (linesChanged || areaChanged))
    throw new DomainError('orderOwner.cardAddressOnly', linesChanged ? 'lines' : 'deliveryAreaId');

  const { payment, limits } = await readSellingTerms(tx);
  // The order after the edit: its lines at the prices they were sold at, the added ones at today's.
  // A line whose variant was deleted since cannot be priced or stocked again: it stays as it is.
  const after = [
    ...current.map((line) => ({
      line,
      variantId: line.variantId,
      productId: line.productId,
      unitPrice: line.unitPrice,
      name: line.nameEn,
      quantity: line.variantId !== null ? (asked.get(line.variantId) ?? line.quantity) : line.quantity,
    })),
    ...added.map((line) => {
      const v = newVariants.get(line.variantId);
      if (!v) throw new DomainError('orders.productNotFound');
      return {
        line: null,
        variantId: v.variantId,
        productId: v.productId,
        unitPrice: v.price,
        name: v.nameEn,
        quantity: line.quantity,
      };
    }),
  ];
  const remaining = after.filter((line) => line.quantity > 0);
  if (!remaining.length) throw new DomainError('orderOwner.noLinesLeft', 'lines');
  checkQuantities(
    input.lines,
    input.lines.map((line) => ({ name: after.find((a) => a.variantId === line.variantId)?.name ?? '' })),
    limits,
  );

  const area = await readActiveDeliveryArea(tx, input.deliveryAreaId);
  if (!area) throw new DomainError('orders.deliveryAreaRequired', 'deliveryAreaId');
  // A discounted order's amounts and line shares were settled with its discount's rules and uses: not re-priced here.
  if (order.discount > 0 && (linesChanged || areaChanged))
    throw new DomainError('discounts.refused.editDiscounted', 'lines');
  // The order's own tax terms and fee (what it was sold under); the area's delivery charge as it is now.
  const totals =
    linesChanged || areaChanged
      ? priceOrder(remaining, area, order, { fee: order.paymentFee })
      : {
          subtotal: order.subtotal,
          deliveryCharge: order.deliveryCharge,
          tax: order.tax,
          paymentFee: order.paymentFee,
          discount: order.discount,
          total: order.total,
          itemCount: order.itemCount,
        };
  // The cash-on-delivery maximum, read as the checkout reads it: on the total before the method's fee.
  if (order.paymentMethod === 'cod' && !codTakes(payment, priceOrder(remaining, area, order).total))
    throw new DomainError('orders.codOverLimit', 'lines', {
      limit: formatMoney(payment.codMaxTotal ?? 0, order.currency, order.locale === 'ar' ? 'ar' : 'en'),
    });

  // Stock: more taken (refused when short: the transaction rolls back), less given back to the day it was sold.
  const moves = after
    .filter((a) => a.variantId !== null && a.productId !== null)
    .map((a) => ({
      variantId: a.variantId as number,
      productId: a.productId as number,
      delta: a.quantity - (a.line?.quantity ?? 0),
    }))
    .filter((m) => m.delta !== 0);
  const more = moves.filter((m) => m.delta > 0).map((m) => ({ ...m, quantity: m.delta }));
  const less = moves.filter((m) => m.delta < 0).map((m) => ({ ...m, quantity: -m.delta }));
  const { short, taken } = await takeStock(tx, more);
  if (short.length) {
    const variantId = short[0] as number;
    throw new DomainError('orderOwner.notEnoughStock', fieldOf(variantId), {
      product: after.find((a) => a.variantId === variantId)?.name ?? '',
    });
  }
  if (less.length) await returnStock(tx, less, order.createdAt);

  // The lines as they now are.
  for (const a of after) {
    if (!a.line) continue;
    if (a.quantity === 0) await tx.delete(orderLines).where(eq(orderLines.id, a.line.id));
    else if (a.quantity !== a.line.quantity)
      await tx
        .update(orderLines)
        .set({ quantity: a.quantity, lineTotal: a.unitPrice * a.quantity })
        .where(eq(orderLines.id, a.line.id));
  }
  if (added.length)
    await tx.insert(orderLines).values(
      added.map((line) => {
        const v = newVariants.get(line.variantId);
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
          unitPrice: v.price,
          quantity: line.quantity,
          lineTotal: v.price * line.quantity,
        };
      }),
    );

  const address = {
    streetAddress: input.shipping.streetAddress,
    city: input.shipping.city,
    zipCode: input.shipping.zipCode,
  };
  const addressText = (a: typeof address) => [a.streetAddress, a.city, a.zipCode].filter(Boolean).join(', ');
  const changes: EditChanges = {
    lines: after
      .filter((a) => a.quantity !== (a.line?.quantity ?? 0))
      .map((a) => {
        const named = a.line ?? newVariants.get(a.variantId as number);
        return {
          // The product with its colour and size, as the order's lines and the edit form name it.
          nameEn: named ? joinFacts([named.nameEn, named.colorEn, named.sizeEn], 'en') : '',
          nameAr: named ? joinFacts([named.nameAr, named.colorAr, named.sizeAr], 'ar') : '',
          sku: named?.sku ?? '',
          from: a.line?.quantity ?? 0,
          to: a.quantity,
        };
      }),
    area: areaChanged
      ? { fromEn: order.deliveryAreaEn, fromAr: order.deliveryAreaAr, toEn: area.nameEn, toAr: area.nameAr }
      : null,
    address:
      addressText(order) !== addressText(address)
        ? { from: addressText(order), to: addressText(address) }
        : null,
    total:
      totals.total !== order.total ? { from: order.total, to: totals.total, currency: order.currency } : null,
  };
  const changed = Boolean(changes.lines.length || changes.area || changes.address || changes.total);

  await tx
    .update(orders)
    .set({
      ...totals,
      ...address,
      deliveryAreaId: area.id,
      deliveryAreaEn: area.nameEn,
      deliveryAreaAr: area.nameAr,
      // Always later than the version the form read, even within its millisecond: the next stale form is refused.
      updatedAt: sql`greatest(now(), ${orders.updatedAt} + interval '1 millisecond')`,
    })
    .where(eq(orders.id, order.id));
  if (changed)
    await tx
      .insert(orderJournal)
      .values({ orderId: order.id, kind: 'edit', changes, authorId: admin.id, authorName: admin.name });

  // Only the pages of the products whose stock moved show something new.
  const movedIds = moves.map((m) => m.productId);
  const movedSlugs = after.filter((a) => a.productId !== null && movedIds.includes(a.productId));
  const slugs = movedSlugs
    .map((a) => a.line ?? newVariants.get(a.variantId as number))
    .filter((s) => s != null);
  return { taken, changed, email: order.email, tags: soldProductTags(slugs) };
}
