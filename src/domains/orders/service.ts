import 'server-only';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb, type Tx } from '@/db/client';
import { orderLines, orders } from '@/db/schema/orders';
import type { SessionUser } from '@/domains/accounts/session';
import { closeCartReminders } from '@/domains/cart-reminders/closing';
import { lowStockCrossings, soldProductTags, type TakenStock, takeStock } from '@/domains/catalog/stock';
import { redeemDiscount } from '@/domains/discounts/redemption';
import { lockBaseCurrency } from '@/domains/store-settings/currency-lock';
import { readStoreSettings } from '@/domains/store-settings/queries';
import type { CacheChange } from '@/lib/cache';
import { DomainError } from '@/lib/domain-error';
import { logger } from '@/lib/logger';
import { formatMoney } from '@/lib/money';
import { accessKeyFor, accessKeyMatches, hashAccessKey } from './access';
import { abandonCardOrder, cardPaymentUrl } from './card-payments';
import { checkQuantities, holdCheckoutLimits } from './checkout-guard';
import { type ConfirmationDue, confirmationFor, requestConfirmation } from './cod-confirmation';
import { issueInvoiceIfDue } from './invoices';
import type { OwnerNotice } from './mail/owner-mail';
import { queueOrderMail, queueOwnerNotices } from './mail/queue';
import { canViewOrder } from './policies';
import { readOrder, readQuote } from './queries';
import type { checkoutInput, OrderStatus, shipmentInput } from './schemas';
import { shipmentOf } from './shipping';
import { type Actor, followMove, lockOrder, makeMove, recordEvent } from './transitions';
import { decide, type Move } from './workflow';

type Checkout = z.output<typeof checkoutInput>;
/** `notify: false` writes without mailing the shopper (the demo data's past orders). */
type Options = { notify?: boolean };
/**
 * `clientAddress`: where the checkout came from (lib/client-ip), counted by the limits; none when placed by code.
 * `enteredBy`: the admin who took the order for a customer (over the phone: orders/owner), who is not its shopper.
 */
type PlaceOptions = Options & {
  clientAddress?: string | null;
  enteredBy?: { id: string | null; name: string };
  /** Waits for its shopper's confirmation whatever the store's setting (the demo's order that waits). */
  confirmation?: ConfirmationDue;
};

export type PlacedOrder = {
  number: number;
  accessKey: string;
  created: boolean;
  cache: CacheChange;
  /** A card order's Stripe Checkout page, where the shopper goes next; null once it no longer waits for one. */
  paymentUrl: string | null;
};

/** Thrown inside the transaction when another submission with this key already made the order. */
class AlreadyPlaced extends Error {}

async function findByIdempotencyKey(key: string) {
  const [row] = await getDb()
    .select({
      id: orders.id,
      number: orders.number,
      userId: orders.userId,
      paymentMethod: orders.paymentMethod,
    })
    .from(orders)
    .where(eq(orders.idempotencyKey, key));
  return row ?? null;
}

/** The first order made with this key, when it is this caller's to see again (a retry or a double click). */
async function replay(key: string, user: SessionUser | null): Promise<PlacedOrder | null> {
  const existing = await findByIdempotencyKey(key);
  if (!existing) return null;
  if (existing.userId !== (user?.id ?? null)) throw new DomainError('orders.notCompleted');
  const paymentUrl = existing.paymentMethod === 'card' ? await openCardPayment(existing.id) : null;
  return { number: existing.number, accessKey: accessKeyFor(key), created: false, cache: {}, paymentUrl };
}

/** The card order's Stripe page; when Stripe cannot be reached, a card is not on offer right now. */
async function openCardPayment(orderId: number) {
  try {
    return await cardPaymentUrl(orderId);
  } catch (error) {
    logger.error({ err: error, order: orderId }, 'could not open the Stripe checkout');
    throw new DomainError('orders.cardUnavailable', 'paymentMethod');
  }
}

/**
 * Places an order in one transaction (ARCHITECTURE.md): the order row first, so a second submission with the same
 * idempotency key waits on it and then finds it; prices, delivery and tax recomputed from the database; stock taken
 * with the catalogue's conditional update; the checkout's limits counted (checkout-guard.ts). Any refusal rolls
 * everything back and names the line or field at fault. The confirmation mail is queued after the commit (unless its
 * mailbox had its share this hour), and the owner's notices (`tellOwner`): a mail problem never touches the order. A
 * card order then opens its Stripe Checkout page (it is mailed once paid); when Stripe cannot be reached it is
 * cancelled, stock back.
 */
export async function placeOrder(
  input: Checkout,
  user: SessionUser | null,
  { notify = true, clientAddress = null, enteredBy, confirmation }: PlaceOptions = {},
): Promise<PlacedOrder> {
  const replayed = await replay(input.idempotencyKey, user);
  if (replayed) return replayed;
  const accessKey = accessKeyFor(input.idempotencyKey);
  let placed: {
    id: number;
    number: number;
    sold: string[];
    mail: boolean;
    taken: TakenStock[];
    awaiting: boolean;
  };
  try {
    placed = await getDb().transaction((tx) =>
      writeOrder(tx, input, user, accessKey, clientAddress, enteredBy ?? null, confirmation ?? null),
    );
  } catch (error) {
    if (!(error instanceof AlreadyPlaced)) throw error;
    const again = await replay(input.idempotencyKey, user);
    if (!again) throw new DomainError('orders.notCompleted');
    return again;
  }
  const cache = { later: placed.sold };
  if (input.paymentMethod === 'card') {
    const paymentUrl = await openCardPayment(placed.id).catch(async (error: unknown) => {
      await abandonCardOrder(placed.number);
      throw error;
    });
    if (notify) await tellOwner(placed.number, placed.taken, false);
    return { number: placed.number, accessKey, created: true, cache, paymentUrl };
  }
  if (notify && !placed.mail)
    logger.info({ order: placed.number }, 'order mail skipped: its mailbox had its share');
  // An order the owner took without an e-mail has nobody to mail.
  if (notify && placed.mail && input.shipping.email)
    await queueOrderMail(placed.number, 'placed').catch((error: unknown) =>
      logger.error({ err: error, order: placed.number }, 'could not queue the order mail'),
    );
  // A cash-on-delivery order that waits for its shopper's confirmation: the link goes now, and it is new to the
  // owner once confirmed (cod-confirmation.ts); its stock taken down to the threshold is news already.
  if (placed.awaiting) await requestConfirmation(placed.number, { message: notify });
  // The owner who entered the order knows of it: only the stock it took down to the threshold is news.
  if (notify) await tellOwner(placed.number, placed.taken, !enteredBy && !placed.awaiting);
  return { number: placed.number, accessKey, created: true, cache, paymentUrl: null };
}

/**
 * Tells the owner of a committed sale (mail/queue.ts): the new order, unless it waits for its card payment (then it
 * is told once paid: transitions.ts), and each variant the sale took down to the low-stock threshold, read fresh.
 * Never throws: the order stands whatever happens here.
 */
export async function tellOwner(
  number: number,
  taken: readonly TakenStock[],
  newOrder: boolean,
): Promise<void> {
  try {
    const { lowStockThreshold: threshold } = await readStoreSettings();
    const notices: OwnerNotice[] = [
      ...(newOrder ? [{ event: 'newOrder' } as const] : []),
      ...lowStockCrossings(taken, threshold).map(
        (line): OwnerNotice => ({ event: 'lowStock', sku: line.sku, stock: line.left, threshold }),
      ),
    ];
    await queueOwnerNotices(number, notices);
  } catch (error) {
    logger.error({ err: error, order: number }, 'could not tell the owner of the order');
  }
}

async function writeOrder(
  tx: Tx,
  input: Checkout,
  user: SessionUser | null,
  accessKey: string,
  clientAddress: string | null,
  enteredBy: { id: string | null; name: string } | null,
  forcedConfirmation: ConfirmationDue | null,
) {
  // Who orders, for a code's uses per customer: the account, the mailbox (as orders' `emailKey` reads it), the phone.
  const customer = {
    userId: user?.id ?? null,
    emailKey: input.shipping.email ? input.shipping.email.toLowerCase().replace(/[+][^@]*@/, '@') : null,
    phone: input.shipping.phone,
  };
  const { quote, variants, limits } = await readQuote(
    input.lines,
    input.deliveryAreaId,
    input.locale,
    tx,
    input.paymentMethod,
    { code: input.discountCode, customer },
  );
  // A code the shopper applied that no longer applies: nothing is placed, and the code's field says why.
  const entered = quote.discount.entered;
  if (entered?.refusal)
    throw discountRefusal(entered.refusal, entered.code, entered.minimum ?? 0, quote, input);
  if (!quote.area) throw new DomainError('orders.deliveryAreaRequired', 'deliveryAreaId');
  // The owner turned the method off (or the card's keys are gone) since the page opened.
  if (quote.payment.method !== input.paymentMethod)
    throw new DomainError('orders.paymentUnavailable', 'paymentMethod');
  if (input.paymentMethod === 'cod' && !quote.payment.codTakes) {
    const limit = formatMoney(quote.payment.codMaxTotal ?? 0, quote.currency, input.locale);
    // No method takes it at all (cash only, over its maximum): "choose another method" would point at none.
    if (!quote.payment.usable.length)
      throw new DomainError(enteredBy ? 'orders.noMethodOwner' : 'orders.noMethod', 'paymentMethod', {
        limit,
        total: formatMoney(quote.totals.total, quote.currency, input.locale),
      });
    throw new DomainError('orders.codOverLimit', 'paymentMethod', { limit });
  }
  checkQuantities(input.lines, quote.lines, limits);
  for (const [index, line] of quote.lines.entries()) {
    if (line.problem || line.quantity < (input.lines[index]?.quantity ?? 0)) throw lineRefusal(line, index);
  }

  // From the first order on, the store's amounts are in this currency for good.
  await lockBaseCurrency(tx);
  const { shipping } = input;
  // Cash on delivery may wait for its shopper's confirmation (the owner's payment options).
  const confirmation =
    forcedConfirmation ??
    (await confirmationFor(tx, { paymentMethod: input.paymentMethod, enteredByOwner: Boolean(enteredBy) }));
  const status = confirmation ? 'awaiting' : 'pending';
  const [order] = await tx
    .insert(orders)
    .values({
      idempotencyKey: input.idempotencyKey,
      userId: user?.id ?? null,
      accessKeyHash: hashAccessKey(accessKey),
      locale: input.locale,
      paymentMethod: input.paymentMethod,
      status,
      confirmChannel: confirmation?.channel ?? null,
      confirmDueAt: confirmation?.dueAt ?? null,
      currency: quote.currency,
      ...quote.totals,
      discountCode: quote.discount.applied?.code ?? null,
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
      clientAddress,
      channel: enteredBy ? 'phone' : 'web',
      enteredById: enteredBy?.id ?? null,
      enteredByName: enteredBy?.name ?? null,
    })
    .onConflictDoNothing({ target: orders.idempotencyKey })
    .returning({ id: orders.id, number: orders.number, emailKey: orders.emailKey });
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
        discount: line.discount,
      };
    }),
  );
  // The discount's use, counted under its row's lock (discounts/redemption.ts): the last use goes to one order.
  const applied = quote.discount.applied;
  if (applied)
    await redeemDiscount(tx, applied, {
      orderId: order.id,
      customer: { ...customer, emailKey: order.emailKey || null },
      lines: quote.lines
        .filter((l) => !l.problem)
        .map((l) => {
          const v = variants.get(l.variantId);
          return {
            productId: l.productId,
            categoryId: v?.categoryId ?? null,
            subCategoryId: v?.subCategoryId ?? null,
            brandId: v?.brandId ?? null,
            lineTotal: l.lineTotal,
          };
        }),
      deliveryCharge: quote.totals.deliveryCharge,
      currency: quote.currency,
      locale: input.locale,
    });
  await recordEvent(
    tx,
    order.id,
    status,
    enteredBy
      ? { id: enteredBy.id, name: enteredBy.name, role: 'admin' }
      : { id: user?.id ?? null, name: user?.name ?? shipping.fullName, role: 'shopper' },
  );
  // Near the end, as the stock below, so the limits' locks are held briefly: one shopper's orders queue on them.
  // After the row, so a second submission of this one waits on its key and never counts against itself.
  const { mail } = await holdCheckoutLimits(
    tx,
    {
      orderId: order.id,
      phone: shipping.phone,
      // An order taken without an e-mail (over the phone) has no mailbox to count.
      emailKey: order.emailKey || null,
      clientAddress,
      paymentMethod: input.paymentMethod,
    },
    limits,
  );
  // Last, so the variant rows stay locked for as short a time as possible: buyers of one product queue on them.
  const { short, taken } = await takeStock(
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
  // The shopper ordered: their cart is reminded no more (and counts as ordered after its reminder, if it had one).
  await closeCartReminders(tx, { userId: user?.id ?? null, email: input.shipping.email || null });
  // Cash on delivery is a sale from now: its invoice number, from the gapless counter, whose row stays locked until
  // the commit — so last of all, where every other checkout waits for it the shortest time (invoices.ts).
  await issueInvoiceIfDue(tx, {
    id: order.id,
    status,
    paymentMethod: input.paymentMethod,
    paymentStatus: 'unpaid',
    invoiceNumber: null,
  });
  // Only the pages of the products sold show something new (their stock).
  return {
    id: order.id,
    number: order.number,
    mail,
    taken,
    sold: soldProductTags([...variants.values()]),
    awaiting: status === 'awaiting',
  };
}

/** A refused discount code, on its field, with the facts its message names. */
const discountRefusal = (
  reason: string,
  code: string,
  minimum: number,
  quote: { currency: string },
  input: { locale: string },
) =>
  new DomainError(`discounts.refused.${reason}`, 'discountCode', {
    code,
    minimum: formatMoney(minimum, quote.currency, input.locale),
  });

/** 'your order is not completed', naming the line and why, on the line's field (`lines.2`). */
const lineRefusal = (line: { name: string; problem: string | null }, index: number) =>
  new DomainError(
    line.problem === 'orders.productNotFound' ? 'orders.notCompletedGone' : 'orders.notCompletedOutOfStock',
    `lines.${index}`,
    { product: line.name },
  );

/**
 * Makes a person's move on the order (`workflow.ts` decides it on the locked row; a refusal is thrown as its reason),
 * then what follows it. `visible` says whether the caller may see the order at all: 'Order Not Found' otherwise.
 */
async function movePerson(
  number: number,
  move: Move,
  actor: (order: { fullName: string }) => Actor,
  {
    visible = () => true,
    notify = true,
    field,
    set = {},
  }: Options & {
    visible?: (order: { userId: string | null; accessKeyHash: string }) => boolean;
    field?: string;
    /** Other columns written with the move. */
    set?: Partial<typeof orders.$inferInsert>;
  } = {},
): Promise<{ cache: CacheChange }> {
  const moved = await getDb().transaction(async (tx) => {
    const order = await lockOrder(tx, number);
    if (!order || !visible(order)) throw new DomainError('orders.notFound');
    const result = await makeMove(tx, order, move, actor(order), set);
    if (!result.allowed) throw new DomainError(result.reason, field);
    return result;
  });
  await followMove(moved, { notify });
  return { cache: { later: moved.tags } };
}

/**
 * A shopper cancels their order (or a guest, with the link's secret) while it is pending or confirmed; a card
 * payment already taken is refunded first. Anyone else gets 'Order Not Found', as if it did not exist. The stock
 * returns once.
 */
export async function cancelOrderAsShopper(
  ref: { number: number; key?: string },
  user: SessionUser | null,
): Promise<{ cache: CacheChange }> {
  return movePerson(
    ref.number,
    { type: 'cancel', by: 'shopper' },
    (order) => ({ id: user?.id ?? null, name: user?.name ?? order.fullName, role: 'shopper' }),
    {
      visible: (order) =>
        canViewOrder(order, {
          userId: user?.id ?? null,
          keyMatches: accessKeyMatches(ref.key, order.accessKeyHash),
        }).allowed,
    },
  );
}

/**
 * The admin moves an order along the workflow (a card order once paid), or cancels it before it ships (a card
 * payment refunded first); the shopper is mailed.
 */
export async function setOrderStatus(
  number: number,
  to: OrderStatus,
  admin: { id: string | null; name: string },
  { notify = true, shipment }: Options & { shipment?: z.output<typeof shipmentInput> } = {},
): Promise<{ cache: CacheChange }> {
  const move: Move = to === 'cancelled' ? { type: 'cancel', by: 'admin' } : { type: 'advance', to };
  return movePerson(number, move, () => ({ id: admin.id, name: admin.name, role: 'admin' }), {
    notify,
    field: 'status',
    // The parcel's tracking, stored with the move that ships it (the "shipped" mail names it).
    set: to === 'shipped' && shipment ? shipmentOf(shipment) : {},
  });
}

/**
 * The shopper goes back to Stripe's page for an order they left unpaid (its owner, or a guest with the link), while
 * its session is open. Anyone else: 'Order Not Found'.
 */
export async function payOrderNow(ref: { number: number; key?: string }, user: SessionUser | null) {
  const found = await readOrder(ref.number);
  const view =
    found &&
    canViewOrder(found.detail, {
      userId: user?.id ?? null,
      keyMatches: accessKeyMatches(ref.key, found.accessKeyHash),
    });
  if (!found || !view?.allowed) throw new DomainError('orders.notFound');
  const pay = decide(found.detail, { type: 'pay' });
  if (!pay.allowed) throw new DomainError(pay.reason);
  const url = await openCardPayment(found.detail.id);
  if (!url) throw new DomainError('orders.paymentClosed');
  return url;
}
