import 'server-only';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import { type Database, getDb, type Tx } from '@/db/client';
import { orderEvents, orderLines, orders } from '@/db/schema/orders';
import type { CartLineInput } from '@/domains/cart/schemas';
import { readSellableVariants, type SellableVariant } from '@/domains/catalog/stock';
import { type Customer, type QuotedDiscount, quoteDiscount } from '@/domains/discounts/queries';
import {
  codTakes,
  methodFee,
  offeredMethods,
  type PaymentMethod,
  usableMethods,
} from '@/domains/store-settings/payment-options';
import { readActiveDeliveryArea, readOrderDisplay, readSellingTerms } from '@/domains/store-settings/queries';
import type { CheckoutLimits, DeliveryArea, OrderDisplay } from '@/domains/store-settings/schemas';
import type { Locale } from '@/i18n/routing';
import { roundForStripe } from '@/lib/money';
import { accessKeyMatches } from './access';
import { canViewOrder } from './policies';
import { type OrderTotals, priceOrder } from './pricing';
import type { OrderStatus, PaymentStatus } from './schemas';

/** Why a cart line cannot be bought now (the spec's messages): it is left out of the totals. */
export type LineProblem = 'orders.productNotFound' | 'orders.outOfStock';

/** A cart line priced from the database now, in the page's language. */
export type QuotedLine = {
  variantId: number;
  productId: number | null;
  name: string;
  slug: string;
  image: string | null;
  color: string | null;
  size: string | null;
  unitPrice: number;
  /** What can be bought: the asked quantity, capped by the stock and the most of one item an order takes. */
  quantity: number;
  stock: number;
  lineTotal: number;
  /** The line's share of the discount (in `lineTotal`). */
  discount: number;
  problem: LineProblem | null;
};

export type Quote = {
  currency: string;
  taxRate: number;
  pricesIncludeTax: boolean;
  lines: QuotedLine[];
  area: DeliveryArea | null;
  totals: OrderTotals;
  /** The discount applied (a code or an automatic one), and what became of the code entered. */
  discount: QuotedDiscount;
  payment: QuotePayment;
  /** The most units of one item, and of one order, the store takes (the cart keeps to them). */
  limits: { lineQuantity: number; orderUnits: number };
};

/** How this cart may be paid: the methods the owner offers, and the cash-on-delivery terms. */
export type QuotePayment = {
  offered: PaymentMethod[];
  /** The method the totals are priced for (its fee, its rounding); null: none chosen or not offered. */
  method: PaymentMethod | null;
  codFee: number;
  codMaxTotal: number | null;
  /** False when the order is over the cash-on-delivery maximum. */
  codTakes: boolean;
  /** The offered methods that can take this order; none: it cannot be placed (cash only, and over its maximum). */
  usable: PaymentMethod[];
};

/**
 * Prices a cart the way placing it would (the same reads and `priceOrder`), without taking anything: the cart and
 * checkout pages show this.
 */
export async function quoteCart(
  lines: readonly CartLineInput[],
  deliveryAreaId: number | null,
  locale: Locale,
  paymentMethod: PaymentMethod | null = null,
  offer: QuoteOffer = { code: null, customer: { userId: null } },
): Promise<Quote> {
  return (await readQuote(lines, deliveryAreaId, locale, getDb(), paymentMethod, offer)).quote;
}

/** The discount code entered (none: only the automatic discounts) and who asks (their uses of it are counted). */
export type QuoteOffer = { code: string | null; customer: Customer };

/**
 * The quote and the variants it was priced from (both languages, SKU), and the checkout limits: the order service
 * reads them once, inside its transaction, and copies the lines from the same rows.
 */
export async function readQuote(
  lines: readonly CartLineInput[],
  deliveryAreaId: number | null,
  locale: Locale,
  db: Database | Tx,
  paymentMethod: PaymentMethod | null = null,
  offer: QuoteOffer = { code: null, customer: { userId: null } },
): Promise<{ quote: Quote; variants: Map<number, SellableVariant>; limits: CheckoutLimits }> {
  // One after the other: inside the order's transaction they share one connection.
  const { selling: settings, payment: options, limits } = await readSellingTerms(db);
  const variants = await readSellableVariants(
    db,
    lines.map((l) => l.variantId),
  );
  const area = deliveryAreaId ? await readActiveDeliveryArea(db, deliveryAreaId) : null;
  const ar = locale === 'ar';
  const quoted = lines.map((line): QuotedLine => {
    const v = variants.get(line.variantId);
    // Missing, or a draft's: nothing about it is told.
    if (!v) {
      return {
        variantId: line.variantId,
        productId: null,
        name: '',
        slug: '',
        image: null,
        color: null,
        size: null,
        unitPrice: 0,
        quantity: line.quantity,
        stock: 0,
        lineTotal: 0,
        discount: 0,
        problem: 'orders.productNotFound',
      };
    }
    const quantity = Math.min(line.quantity, v.stock, limits.lineQuantityMax);
    return {
      variantId: v.variantId,
      productId: v.productId,
      name: ar ? v.nameAr : v.nameEn,
      slug: ar ? v.slugAr : v.slugEn,
      image: v.image,
      color: ar ? v.colorAr : v.colorEn,
      size: ar ? v.sizeAr : v.sizeEn,
      unitPrice: v.price,
      quantity: quantity || line.quantity,
      stock: v.stock,
      lineTotal: v.price * quantity,
      discount: 0,
      problem: v.stock < 1 ? 'orders.outOfStock' : null,
    };
  });
  const sellable = quoted.filter((l) => !l.problem);
  const offered = offeredMethods(options);
  const method = paymentMethod && offered.includes(paymentMethod) ? paymentMethod : null;
  // The discount, valued on this cart (a free delivery is worth the charge before it): docs/decisions/0027.
  const { deliveryCharge } = priceOrder(sellable, area, settings);
  const discount = await quoteDiscount(db, {
    code: offer.code,
    customer: offer.customer,
    lines: sellable.map((l) => {
      const v = variants.get(l.variantId);
      return {
        productId: l.productId,
        categoryId: v?.categoryId ?? null,
        subCategoryId: v?.subCategoryId ?? null,
        brandId: v?.brandId ?? null,
        lineTotal: l.lineTotal,
      };
    }),
    deliveryCharge,
  });
  const amounts = discount.applied?.amounts;
  sellable.forEach((line, index) => {
    line.discount = amounts?.lineShares[index] ?? 0;
  });
  const terms = { goods: amounts?.goods ?? 0, freeDelivery: amounts?.freeDelivery ?? false };
  const beforePayment = priceOrder(sellable, area, settings, { fee: 0 }, terms);
  const usable = usableMethods(options, beforePayment.total);
  // The fee of a method that cannot take the order never counts: a greyed-out cash option's fee was in the total.
  const priced = method && usable.includes(method) ? method : null;
  const round = (total: number) => roundForStripe(total, settings.currency);
  const quote: Quote = {
    currency: settings.currency,
    taxRate: settings.taxRate,
    pricesIncludeTax: settings.pricesIncludeTax,
    lines: quoted,
    area,
    totals: priceOrder(
      sellable,
      area,
      settings,
      { fee: methodFee(options, priced), round: priced === 'card' ? round : undefined },
      terms,
    ),
    discount,
    payment: {
      offered,
      method,
      codFee: options.codFee,
      codMaxTotal: options.codMaxTotal,
      codTakes: codTakes(options, beforePayment.total),
      usable,
    },
    limits: { lineQuantity: limits.lineQuantityMax, orderUnits: limits.orderUnitsMax },
  };
  return { quote, variants, limits };
}

// ── Orders as shoppers and admins read them ─────────────────────────────────────────────────────────────────────

export type OrderLineView = {
  productId: number | null;
  nameEn: string;
  nameAr: string;
  slugEn: string;
  slugAr: string;
  image: string | null;
  sku: string;
  colorEn: string | null;
  colorAr: string | null;
  sizeEn: string | null;
  sizeAr: string | null;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
  /** The line's share of the order's discount. */
  discount: number;
};

export type OrderEventView = { status: OrderStatus; actorRole: string; actorName: string | null; at: Date };

/** Where an order goes and how to reach its shopper, as they gave it at checkout. */
export type OrderShipping = {
  fullName: string;
  streetAddress: string;
  zipCode: string;
  city: string;
  email: string;
  phone: string;
  whatsapp: string | null;
};

/** The columns of `OrderShipping`, for reads that select them (a shopper's last address). */
export const orderShippingColumns = {
  fullName: orders.fullName,
  streetAddress: orders.streetAddress,
  zipCode: orders.zipCode,
  city: orders.city,
  email: orders.email,
  phone: orders.phone,
  whatsapp: orders.whatsapp,
} satisfies Record<keyof OrderShipping, unknown>;

export type OrderDetail = OrderShipping & {
  id: number;
  number: number;
  userId: string | null;
  locale: Locale;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  currency: string;
  subtotal: number;
  deliveryCharge: number;
  tax: number;
  paymentFee: number;
  /** What the discount took off (goods and delivery), and its code or name; 0 and null without one. */
  discount: number;
  discountCode: string | null;
  total: number;
  itemCount: number;
  taxRate: number;
  pricesIncludeTax: boolean;
  notes: string | null;
  deliveryAreaEn: string;
  deliveryAreaAr: string;
  /** Card orders: Stripe's payment (the owner's reference), when it was confirmed, and a refund asked for. */
  stripePaymentIntentId: string | null;
  /** The parcel's courier, tracking number and tracking page, once shipped with them (shipping.ts). */
  courier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  paidAt: Date | null;
  refundRequestedAt: Date | null;
  /** What was given back of `total` so far (partial refunds, then the rest). */
  refundedAmount: number;
  /** The simplified tax invoice's number and when it was issued; null until the order is a sale (invoices.ts). */
  invoiceNumber: number | null;
  invoicedAt: Date | null;
  /**
   * Cash-on-delivery confirmation (cod-confirmation.ts): the channel of its link and the deadline (null: the order
   * never waited for one), then when and by whom it was confirmed (no name: the shopper, through the link).
   */
  confirmChannel: 'sms' | 'whatsapp' | null;
  confirmDueAt: Date | null;
  confirmedAt: Date | null;
  confirmedByName: string | null;
  createdAt: Date;
  lines: OrderLineView[];
  events: OrderEventView[];
  /** The store's order number prefix and time zone, read with the order. */
  display: OrderDisplay;
};

/** One order with its lines and timeline, whoever asks: callers decide who may see it. */
export async function readOrder(number: number, db: Database | Tx = getDb()) {
  const [order] = await db.select().from(orders).where(eq(orders.number, number));
  if (!order) return null;
  const [lines, events, display] = await Promise.all([
    db
      .select({
        productId: orderLines.productId,
        nameEn: orderLines.nameEn,
        nameAr: orderLines.nameAr,
        slugEn: orderLines.slugEn,
        slugAr: orderLines.slugAr,
        image: orderLines.image,
        sku: orderLines.sku,
        colorEn: orderLines.colorEn,
        colorAr: orderLines.colorAr,
        sizeEn: orderLines.sizeEn,
        sizeAr: orderLines.sizeAr,
        unitPrice: orderLines.unitPrice,
        quantity: orderLines.quantity,
        lineTotal: orderLines.lineTotal,
        discount: orderLines.discount,
      })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.id)),
    db
      .select({
        status: orderEvents.status,
        actorRole: orderEvents.actorRole,
        actorName: orderEvents.actorName,
        at: orderEvents.createdAt,
      })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    readOrderDisplay(db),
  ]);
  const {
    accessKeyHash,
    idempotencyKey,
    deliveryAreaId,
    stockReturnedAt,
    updatedAt,
    stripeSessionId,
    // Who entered an order for its customer is the staff's (orders/owner/queries.ts), never the shopper's page's.
    channel,
    enteredById,
    enteredByName,
    ...fields
  } = order;
  const detail: OrderDetail = { ...fields, locale: fields.locale as Locale, lines, events, display };
  return { detail, accessKeyHash, idempotencyKey };
}

/** The order a storefront visitor asked for: theirs, or the one their link's secret opens; otherwise null. */
export async function getOrderForViewer(
  number: number,
  viewer: { userId: string | null; key?: string | null },
): Promise<OrderDetail | null> {
  const found = await readOrder(number);
  if (!found) return null;
  const keyMatches = accessKeyMatches(viewer.key, found.accessKeyHash);
  return canViewOrder(found.detail, { userId: viewer.userId, keyMatches }).allowed ? found.detail : null;
}

export type OrderSummary = {
  number: number;
  createdAt: Date;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  currency: string;
  total: number;
  itemCount: number;
};

/** The columns of `OrderSummary`, for the lists of orders (the shopper's and the admin's). */
export const orderSummaryColumns = {
  number: orders.number,
  createdAt: orders.createdAt,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  currency: orders.currency,
  total: orders.total,
  itemCount: orders.itemCount,
} satisfies Record<keyof OrderSummary, unknown>;

export const MY_ORDERS_PAGE_SIZE = 10;

/** A shopper's orders, newest first, a page at a time. */
export async function listShopperOrders(userId: string, page: number) {
  const db = getDb();
  const [rows, [counted]] = await Promise.all([
    db
      .select(orderSummaryColumns)
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(MY_ORDERS_PAGE_SIZE)
      .offset((page - 1) * MY_ORDERS_PAGE_SIZE),
    db.select({ total: count() }).from(orders).where(eq(orders.userId, userId)),
  ]);
  return { rows: rows satisfies OrderSummary[], total: counted?.total ?? 0 };
}

/** Whether any order exists (the base currency may change only before the first). */
export async function hasOrders(db: Database | Tx = getDb()): Promise<boolean> {
  const [row] = await db.select({ id: orders.id }).from(orders).limit(1);
  return Boolean(row);
}

/** How many orders each of these users placed (the admin's users list). */
export async function countOrdersByUser(userIds: readonly string[]): Promise<Map<string, number>> {
  if (!userIds.length) return new Map();
  const rows = await getDb()
    .select({ userId: orders.userId, orders: count() })
    .from(orders)
    .where(inArray(orders.userId, [...userIds]))
    .groupBy(orders.userId);
  return new Map(rows.map((row) => [row.userId as string, row.orders]));
}
