import { z } from 'zod';
import { routing } from '@/i18n/routing';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '@/lib/order-limits';

/** A cart line as the browser sends it: which variant, how many. Prices are never taken from the client. */
export const cartLineInput = z.object({
  variantId: z.int32().positive(),
  quantity: z
    .number('validation.quantityInvalid')
    .int('validation.quantityInvalid')
    .min(1, 'validation.quantityInvalid')
    .max(MAX_LINE_QUANTITY, 'validation.quantityInvalid'),
});
export type CartLineInput = z.infer<typeof cartLineInput>;

export const cartLinesInput = z
  .array(cartLineInput)
  .max(MAX_ORDER_LINES, 'validation.tooMany')
  .refine((lines) => new Set(lines.map((l) => l.variantId)).size === lines.length, 'validation.duplicate');

/**
 * Keeping a signed-in shopper's cart in step: `merge` at sign-in (the browser's lines join the kept ones), `pull` when
 * a page opens (the kept cart wins: it may have changed on another device), `push` after each change in this browser.
 */
export const syncCartInput = z.object({
  mode: z.enum(['merge', 'pull', 'push']),
  lines: cartLinesInput,
  locale: z.enum(routing.locales),
});
