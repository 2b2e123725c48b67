import { z } from 'zod';
import { routing } from '@/i18n/routing';

// "Tell me when it is back" on a sold-out variant, and the unsubscribe link of its mail. Messages are translation keys.

/** The largest id PostgreSQL's integer holds: anything past it names no row. */
const MAX_ID = 2_147_483_647;

/**
 * What the product page sends. A guest types an address; a signed-in shopper sends none (their account's is used),
 * unless their account has no real one (opened by phone).
 */
export const stockAlertInput = z.object({
  variantId: z.int('validation.invalid').positive('validation.invalid').max(MAX_ID, 'validation.invalid'),
  email: z
    .string('validation.emailInvalid')
    .trim()
    .max(254, 'validation.tooLong')
    .pipe(z.union([z.literal(''), z.email('validation.emailInvalid')]))
    .optional(),
  locale: z.enum(routing.locales, 'validation.invalid'),
});
export type StockAlertInput = z.input<typeof stockAlertInput>;

/** The secret of an unsubscribe link: 43 URL-safe base64 characters (32 random bytes). */
export const unsubscribeInput = z.object({
  token: z
    .string('stockAlertsPages.unsubscribe.invalid')
    .regex(/^[\w-]{43}$/, 'stockAlertsPages.unsubscribe.invalid'),
});
