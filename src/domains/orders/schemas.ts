import { z } from 'zod';
import { nameSchema, phoneAsTyped } from '@/domains/accounts/schemas';
import { cartLinesInput } from '@/domains/cart/schemas';
import { discountCodeInput } from '@/domains/discounts/schemas';
import { PAYMENT_METHODS } from '@/domains/store-settings/payment-options';
import { routing } from '@/i18n/routing';
import { toAsciiDigits } from '@/lib/money';
import { hasNoNul, optionalQueryText, requiredText } from '@/lib/text';
import { PHONE_DIGITS } from './limits';
import { COURIERS } from './shipping';

/** ARCHITECTURE.md's order workflow, in its order (the timeline and the admin's filter list them so). */
export const ORDER_STATUSES = [
  /** Cash on delivery waiting for the shopper's confirmation (cod-confirmation.ts), when the owner asks for one. */
  'awaiting',
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'refunded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export { PAYMENT_METHODS, type PaymentMethod } from '@/domains/store-settings/payment-options';

/** A number as typed (accounts' `phoneAsTyped`: Arabic-Indic digits, spaces, dashes and brackets, `00`). */
const digitsOf = (value: unknown) => (typeof value === 'string' ? phoneAsTyped(value) : value);

/**
 * The checkout's phone as the form checks it: the spec's ten digits (`0501234567`), or the same number with the
 * country code, as Saudi browsers autofill it (`+966501234567`). The server reads either into the ten digits
 * (`serverCheckoutInput`, through accounts' phone numbers), so an order always stores the national form.
 */
export const checkoutPhone = z.preprocess(
  digitsOf,
  z
    .string('validation.phoneRequired')
    .min(1, 'validation.phoneRequired')
    .regex(new RegExp(`^(\\d{${PHONE_DIGITS}}|\\+\\d{8,15})$`), 'validation.phoneTenDigits'),
);

/**
 * Whether the phone and its confirmation are one number: equal, or (before the server has read them) one typed with
 * the country code and the other in the national form with its leading 0 ("+966501234567", "0501234567").
 */
export function samePhone(a: string, b: string): boolean {
  if (a === b) return true;
  const [international, national] = a.startsWith('+') ? [a, b] : [b, a];
  return (
    international.startsWith('+') && /^0\d+$/.test(national) && international.endsWith(national.slice(1))
  );
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .refine(hasNoNul, 'validation.invalid')
    .optional()
    .transform((v) => v || null);

/**
 * The spec's shipping information (section 5: all required; confirm phone 10 digits and equal to the phone), with
 * `phone` the rule both phone fields follow.
 */
export const shippingSchema = (phone: z.ZodType<string, unknown>) =>
  z
    .object({
      fullName: nameSchema,
      streetAddress: requiredText(200),
      zipCode: z.preprocess(
        (v) => (typeof v === 'string' ? toAsciiDigits(v) : v),
        requiredText(12).pipe(z.string().regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, 'validation.zipInvalid')),
      ),
      city: requiredText(80),
      email: z
        .string('validation.emailRequired')
        .trim()
        .min(1, 'validation.emailRequired')
        .pipe(z.email('validation.emailInvalid')),
      phone,
      confirmPhone: phone,
      whatsapp: z.preprocess(
        (v) => (v === '' || v == null ? undefined : digitsOf(v)),
        z
          .string()
          .regex(/^\+?\d{8,15}$/, 'validation.whatsappInvalid')
          .optional()
          .transform((v) => v ?? null),
      ),
      notes: optionalText(500),
    })
    .refine((s) => samePhone(s.phone, s.confirmPhone), {
      path: ['confirmPhone'],
      message: 'validation.phoneMismatch',
    });

/** The shipping information as the checkout form checks it. */
export const shippingInput = shippingSchema(checkoutPhone);
export type ShippingInput = z.input<typeof shippingInput>;

/** Placing an order: the cart, where it goes, how it is paid, and the client's key for this one submission. */
export const checkoutSchema = (shipping: typeof shippingInput) =>
  z.object({
    idempotencyKey: z.uuid(),
    locale: z.enum(routing.locales),
    lines: cartLinesInput.refine((lines) => lines.length > 0, 'orders.cartEmpty'),
    deliveryAreaId: z.int32('orders.deliveryAreaRequired').positive('orders.deliveryAreaRequired'),
    paymentMethod: z.enum(PAYMENT_METHODS),
    /** The discount code the shopper applied in the cart or at checkout, if any. */
    discountCode: discountCodeInput,
    shipping,
  });
export const checkoutInput = checkoutSchema(shippingInput);
export type CheckoutInput = z.input<typeof checkoutInput>;

/** Pricing a cart for the cart and checkout pages (nothing is taken or stored). */
export const quoteInput = z.object({
  lines: cartLinesInput,
  deliveryAreaId: z.int32().positive().nullable(),
  /** The method chosen at checkout (its fee is in the totals); the cart page asks with none. */
  paymentMethod: z.enum(PAYMENT_METHODS).nullable().default(null),
  /** The discount code entered, if any: the quote says whether it applies, or why not. */
  discountCode: discountCodeInput,
});

/** An order as a shopper names it: its number, and the secret of its link when they are a guest. */
export const orderRefInput = z.object({
  number: z.int32().positive(),
  key: z.string().max(100).optional(),
});

/** The shopper's "Confirm my order": the signed token of their cash-on-delivery order's link (cod-confirmation.ts). */
export const codConfirmInput = z.object({ token: z.string().min(1).max(200) });

/** The owner confirmed a waiting cash-on-delivery order with its shopper on the phone. */
export const codPhoneConfirmInput = z.object({ number: z.int32().positive() });

/**
 * The owner's refund of a card order: an amount in the order's currency's major units (`12.50`; empty: all that is
 * left), and the form's own key, made when it opens, so sending it twice refunds once.
 */
export const refundInput = z.object({
  number: z.int32().positive(),
  amount: z
    .string()
    .trim()
    .max(20)
    .regex(/^\d+([.]\d+)?$/, 'orders.refundAmountInvalid')
    .optional()
    .or(z.literal('')),
  requestKey: z.uuid(),
});

/** A tracking number as couriers print them: letters, digits and dashes. */
const TRACKING_NUMBER = /^[A-Za-z0-9-]{4,40}$/;

/** The parcel's courier and tracking number, given when an order is marked shipped (orders/shipping.ts). */
export const shipmentInput = z
  .object({
    courier: z.enum(COURIERS),
    courierName: z.string().trim().max(60).refine(hasNoNul, 'validation.invalid').optional(),
    trackingNumber: z.string().trim().regex(TRACKING_NUMBER, 'validation.trackingNumberInvalid'),
    trackingUrl: z
      .string()
      .trim()
      .max(500)
      .refine((url) => url === '' || /^https:\/\/[^\s]+$/.test(url), 'validation.trackingUrlInvalid')
      .optional(),
  })
  .refine((s) => s.courier !== 'other' || Boolean(s.courierName?.trim()), {
    message: 'validation.courierNameRequired',
    path: ['courierName'],
  });
export type ShipmentInput = z.input<typeof shipmentInput>;

export const orderStatusInput = z
  .object({
    number: z.int32().positive(),
    status: z.enum(ORDER_STATUSES),
    /** Only with `shipped`: the parcel's courier and tracking number (none: shipped without tracking). */
    shipment: shipmentInput.optional(),
  })
  .refine((input) => !input.shipment || input.status === 'shipped', {
    message: 'validation.invalid',
    path: ['shipment'],
  });

// ── The admin's orders table ─────────────────────────────────────────────────────────────────────────────────────

export const ADMIN_ORDERS_PAGE_SIZE = 20;

/** A calendar day as a date input writes it (`2026-03-14`); anything else reads as absent. */
const optionalDay = z.iso
  .date()
  .optional()
  .catch(undefined)
  .transform((v) => v || undefined);

/**
 * The admin orders table's query parameters (search, filters, page), all in the URL. Anything malformed falls back
 * to its default, so a mistyped or stale link shows the table instead of an error.
 */
export const adminOrderParams = z.object({
  q: optionalQueryText(),
  status: z.enum(ORDER_STATUSES).optional().catch(undefined),
  payment: z.enum(PAYMENT_STATUSES).optional().catch(undefined),
  from: optionalDay,
  to: optionalDay,
  /** One customer's orders (the users list links here). */
  user: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type AdminOrderParams = z.output<typeof adminOrderParams>;

/** Reads a Next `searchParams` object (arrays keep their first value) into the table's parameters. */
export function parseAdminOrderParams(
  search: Record<string, string | string[] | undefined>,
): AdminOrderParams {
  const first = Object.fromEntries(Object.entries(search).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  return adminOrderParams.parse(first);
}
