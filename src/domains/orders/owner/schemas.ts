import { z } from 'zod';
import { nameSchema } from '@/domains/accounts/schemas';
import { cartLinesInput } from '@/domains/cart/schemas';
import { routing } from '@/i18n/routing';
import { toAsciiDigits } from '@/lib/money';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '@/lib/order-limits';
import { hasNoNul, requiredText } from '@/lib/text';
import { checkoutPhone } from '../schemas';

// What the store's staff do to an order beyond moving it along: a note on its timeline, an order taken over the
// phone, an edit before it ships. The forms and the actions read these same schemas.

/** Statuses an order may still be edited in: anything before it ships (the admin may cancel these too). */
export const EDITABLE_STATUSES = ['pending', 'confirmed', 'processing'] as const;

/** The longest note, in characters (its field's error names it). */
export const NOTE_MAX = 1000;

/** A note on the order's timeline, for the staff only. */
export const noteInput = z.object({
  number: z.int32().positive(),
  body: z
    .string('orderOwner.noteRequired')
    .trim()
    .min(1, 'orderOwner.noteRequired')
    .max(NOTE_MAX, 'orderOwner.noteTooLong')
    .refine(hasNoNul, 'validation.invalid'),
});
export type NoteInput = z.input<typeof noteInput>;

/** A postcode, which a customer on the phone may not know: empty, or as the checkout takes it. */
const optionalZip = z.preprocess(
  (v) => (typeof v === 'string' ? toAsciiDigits(v) : (v ?? '')),
  z
    .string()
    .trim()
    .max(12, 'validation.tooLong')
    .regex(/^([A-Za-z0-9][A-Za-z0-9 -]*)?$/, 'validation.zipInvalid'),
);

/** Where the parcel goes: the street and city as the checkout asks them, the postcode if known. */
const addressFields = {
  streetAddress: requiredText(200),
  city: requiredText(80),
  zipCode: optionalZip,
};

/**
 * The order the owner takes for a customer on the phone: what they buy, who they are and where it goes; paid in
 * cash on delivery. `phone` is the checkout's rule (the server reads it into national digits, checkout-input.ts).
 */
export const phoneOrderSchema = (phone: z.ZodType<string, unknown>) =>
  z.object({
    idempotencyKey: z.uuid(),
    /** The customer's language: their mails speak it. */
    locale: z.enum(routing.locales),
    lines: cartLinesInput.refine((lines) => lines.length > 0, 'orders.cartEmpty'),
    deliveryAreaId: z.int32('orders.deliveryAreaRequired').positive('orders.deliveryAreaRequired'),
    shipping: z.object({
      fullName: nameSchema,
      phone,
      email: z
        .string()
        .trim()
        .max(254, 'validation.tooLong')
        .refine((v) => v === '' || z.email().safeParse(v).success, 'validation.emailInvalid')
        .default(''),
      ...addressFields,
    }),
  });
export const phoneOrderInput = phoneOrderSchema(checkoutPhone);
export type PhoneOrderInput = z.input<typeof phoneOrderInput>;

/**
 * An edit of an order before it ships: every line's quantity (0 takes the line off; a variant the order lacks is
 * added), the delivery area and address. `version` is the order as the form read it (its `updatedAt`): an order
 * changed since is not overwritten.
 */
export const orderEditInput = z.object({
  number: z.int32().positive(),
  version: z.iso.datetime(),
  lines: z
    .array(
      z.object({
        variantId: z.int32().positive(),
        quantity: z
          .number('validation.quantityInvalid')
          .int('validation.quantityInvalid')
          .min(0, 'validation.quantityInvalid')
          .max(MAX_LINE_QUANTITY, 'validation.quantityInvalid'),
      }),
    )
    .max(MAX_ORDER_LINES, 'validation.tooMany')
    .refine((lines) => new Set(lines.map((l) => l.variantId)).size === lines.length, 'validation.duplicate')
    .refine((lines) => lines.some((l) => l.quantity > 0), 'orderOwner.noLinesLeft'),
  deliveryAreaId: z.int32('orders.deliveryAreaRequired').positive('orders.deliveryAreaRequired'),
  shipping: z.object(addressFields),
});
export type OrderEditInput = z.input<typeof orderEditInput>;
