import type { ActionResult } from '@/lib/action-result';
import type { LineProblem } from '../queries';

/** A refused checkout as the form shows it: the lines to mark, and what is left for the form kit (banner, fields). */
export type CheckoutRefusal<T> = { result: ActionResult<T>; marks: Map<number, LineProblem> };

/**
 * The order service names a refused line by its place in the cart it was sent (`lines.2`): that line is marked with
 * the spec's message ('Product Not Found', 'Product Is Out Of Stock'), and the refusal ("Your order is not
 * completed: Silk Square is out of stock.") goes to the banner, since the form has no field for it. A refusal of
 * the whole cart (`lines`: empty, too many) goes to the banner too. Everything else stays on its field.
 */
export function routeCheckoutRefusal<T>(
  result: ActionResult<T>,
  sentVariantIds: readonly number[],
): CheckoutRefusal<T> {
  const marks = new Map<number, LineProblem>();
  if (result.ok || !result.fieldErrors) return { result, marks };
  const fieldErrors: Record<string, string> = {};
  let error = result.error;
  for (const [path, key] of Object.entries(result.fieldErrors)) {
    const index = /^lines\.(\d+)$/.exec(path)?.[1];
    // Only the service's refusals name a product; a schema rule on a line (its quantity) marks nothing.
    const refusedLine = index !== undefined && key.startsWith('orders.notCompleted');
    const variantId = refusedLine ? sentVariantIds[Number(index)] : undefined;
    if (variantId !== undefined)
      marks.set(
        variantId,
        key === 'orders.notCompletedGone' ? 'orders.productNotFound' : 'orders.outOfStock',
      );
    // The discount code's refusal (used up meanwhile, already used with this e-mail or phone) says why above the form.
    if (path === 'discountCode') error = key;
    else if (path === 'lines' || path.startsWith('lines.')) {
      // The line's own refusal names the product; a rule on the cart as a whole says what is wrong with it.
      if (variantId !== undefined || error === 'validation.fixFields') error = key;
    } else fieldErrors[path] = key;
  }
  return { result: { ...result, error, fieldErrors }, marks };
}
