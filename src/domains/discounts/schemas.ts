import { z } from 'zod';
import { toAsciiDigits } from '@/lib/money';
import { DISCOUNT_KINDS, DISCOUNT_TARGETS } from './policies';

export { DISCOUNT_KINDS, DISCOUNT_TARGETS, type DiscountKind, type DiscountTarget } from './policies';

/** A code as stored and compared: trimmed, upper case, Arabic-Indic digits read as 0–9. */
export const normaliseCode = (code: string) => toAsciiDigits(code).trim().toUpperCase();

const CODE = /^[A-Z0-9_-]{2,32}$/;

/** The code a shopper types in the cart or at checkout (absent: none); checked against the discounts on the server. */
export const discountCodeInput = z
  .string()
  .max(40, 'discounts.refused.unknown')
  .transform(normaliseCode)
  .optional()
  .transform((code) => code || null);

/** A local date and time as a `datetime-local` field writes it, in the store's time zone; '' for none. */
const localDateTime = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v), 'adminDiscounts.errors.dateInvalid')
  .transform((v) => v || null);

const optionalCount = z
  .int32('adminDiscounts.errors.countInvalid')
  .min(1, 'adminDiscounts.errors.countInvalid')
  .max(1_000_000, 'adminDiscounts.errors.countInvalid')
  .nullable();

/**
 * The admin's discount. `value`: whole percent (1–100) for a percentage, minor units of the base currency for a
 * fixed amount, ignored for free delivery. `startsAt`/`endsAt`: the store's local time.
 */
export const discountInput = z
  .object({
    id: z.int32().positive().optional(),
    code: z
      .string('adminDiscounts.errors.codeRequired')
      .transform(normaliseCode)
      .pipe(
        z
          .string()
          .min(1, 'adminDiscounts.errors.codeRequired')
          .regex(CODE, 'adminDiscounts.errors.codeInvalid'),
      ),
    automatic: z.boolean(),
    kind: z.enum(DISCOUNT_KINDS),
    value: z
      .number('adminDiscounts.errors.valueInvalid')
      .int('adminDiscounts.errors.valueInvalid')
      .min(0, 'adminDiscounts.errors.valueInvalid')
      .max(1_000_000_000_000, 'adminDiscounts.errors.valueInvalid'),
    appliesTo: z.enum(DISCOUNT_TARGETS),
    targetIds: z.array(z.int32().positive()).max(500, 'validation.tooMany'),
    minSubtotal: z
      .number('adminDiscounts.errors.amountInvalid')
      .int('adminDiscounts.errors.amountInvalid')
      .min(0, 'adminDiscounts.errors.amountInvalid')
      .max(1_000_000_000_000, 'adminDiscounts.errors.amountInvalid'),
    startsAt: localDateTime,
    endsAt: localDateTime,
    usageLimit: optionalCount,
    perCustomerLimit: optionalCount,
    active: z.boolean(),
  })
  .superRefine((d, ctx) => {
    if (d.kind === 'percentage' && (d.value < 1 || d.value > 100))
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'adminDiscounts.errors.percentInvalid' });
    if (d.kind === 'fixed' && d.value < 1)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'adminDiscounts.errors.valueInvalid' });
    if (d.appliesTo !== 'order' && d.targetIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['targetIds'], message: 'adminDiscounts.errors.targetsRequired' });
    if (d.startsAt && d.endsAt && d.endsAt <= d.startsAt)
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'adminDiscounts.errors.endBeforeStart' });
  });
export type DiscountInput = z.input<typeof discountInput>;

export const discountIdInput = z.object({ id: z.int32().positive() });
