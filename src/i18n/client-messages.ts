import 'server-only';
import type { Messages } from 'next-intl';
import { getMessages } from 'next-intl/server';

/**
 * The namespaces that client components on storefront pages read (header islands, product purchase, wishlist,
 * error boundary, action errors). Every page carries its client messages in its HTML, so the root layout sends only
 * these; the frames with forms (sign-in pages, account pages, admin) send all with a provider of their own.
 */
const STOREFRONT_CLIENT_NAMESPACES = [
  'common',
  'header',
  'errors',
  'validation',
  'catalog',
  'product',
  // The product page's gallery and its full-size view; a brand's 404 (a client boundary).
  'gallery',
  'brandPage',
  'wishlist',
  // The header search's "Did you mean …?".
  'searchHelp',
  // The product page's "Tell me when it is back".
  'stockAlerts',
] as const satisfies readonly (keyof Messages)[];

/** This request's messages for the storefront's client components. */
export async function storefrontClientMessages(): Promise<Partial<Messages>> {
  const all = await getMessages();
  return Object.fromEntries(STOREFRONT_CLIENT_NAMESPACES.map((namespace) => [namespace, all[namespace]]));
}

/** The namespaces the cart page's client components read (the cart, its totals, the delivery-area picker). */
export const CART_CLIENT_NAMESPACES = [
  'common',
  'errors',
  'validation',
  'orders',
  'cartPage',
  'checkout',
  // The totals' discount line.
  'discounts',
] as const satisfies readonly (keyof Messages)[];

/** The checkout form's: the cart's, and the guest checkout's "Remind me about my cart". */
export const CHECKOUT_CLIENT_NAMESPACES = [
  ...CART_CLIENT_NAMESPACES,
  'cartReminders',
] as const satisfies readonly (keyof Messages)[];

/** The shopper's order pages': the order, its cancel dialog, and what a delivered or cash order offers. */
export const ORDER_CLIENT_NAMESPACES = [
  'common',
  'errors',
  'validation',
  'orders',
  'myOrders',
  'discounts',
  // The delivered order's "review your purchase".
  'reviews',
  // The delivered order's "request a return".
  'returns',
  // The cash-on-delivery order's "Confirm my order".
  'codConfirmation',
] as const satisfies readonly (keyof Messages)[];

/** This request's messages of `namespaces`, for a frame whose client components need more than the storefront's. */
export async function pickClientMessages(
  namespaces: readonly (keyof Messages)[],
): Promise<Partial<Messages>> {
  const all = await getMessages();
  return Object.fromEntries(namespaces.map((namespace) => [namespace, all[namespace]]));
}
