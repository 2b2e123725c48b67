import { z } from 'zod';
import { cartLinesInput } from '@/domains/orders/schemas';
import { routing } from '@/i18n/routing';

/**
 * Keeping a signed-in shopper's cart in step: `merge` at sign-in (the browser's lines join the kept ones), `pull` when
 * a page opens (the kept cart wins: it may have changed on another device), `push` after each change in this browser.
 */
export const syncCartInput = z.object({
  mode: z.enum(['merge', 'pull', 'push']),
  lines: cartLinesInput,
  locale: z.enum(routing.locales),
});
