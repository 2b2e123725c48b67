import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { orders } from '@/db/schema/orders';
import { toNationalDigits } from '@/domains/accounts/phone/number';
import { getSessionUser } from '@/domains/accounts/session';
import { accessKeyMatches } from './access';
import { PHONE_DIGITS } from './limits';
import { canViewInvoice } from './policies';
import {
  getOrderForViewer,
  type OrderDetail,
  type OrderShipping,
  orderShippingColumns,
  readOrder,
} from './queries';
import { orderRefInput } from './schemas';

// The storefront's per-visitor reads of orders: the checkout's defaults and the order a page shows (never cached).

/** An order as a storefront page shows it, with the link's secret that opened it (kept in the page's links). */
export type VisitorOrder = { order: OrderDetail; key: string | undefined };

/**
 * The order behind `/orders/{number}?key=…` for whoever is asking: their own, or the one the link's secret opens.
 * A malformed number or key, an unknown order and someone else's all give null: the page answers 'Order Not
 * Found' to each alike.
 */
export async function getVisitorOrder(numberParam: string, keyParam: unknown): Promise<VisitorOrder | null> {
  const ref = orderRefInput.safeParse({
    number: /^\d{1,9}$/.test(numberParam) ? Number(numberParam) : Number.NaN,
    key: typeof keyParam === 'string' && keyParam ? keyParam : undefined,
  });
  if (!ref.success) return null;
  const user = await getSessionUser();
  const order = await getOrderForViewer(ref.data.number, { userId: user?.id ?? null, key: ref.data.key });
  return order && { order, key: ref.data.key };
}

/**
 * The order behind `/orders/{number}/invoice?key=…` when the visitor may open its tax invoice (policies.ts's
 * `canViewInvoice`: their own or their link's order, once invoiced); otherwise null, answered as 'Order Not Found'.
 */
export async function getVisitorInvoice(
  numberParam: string,
  keyParam: unknown,
): Promise<VisitorOrder | null> {
  const ref = orderRefInput.safeParse({
    number: /^\d{1,9}$/.test(numberParam) ? Number(numberParam) : Number.NaN,
    key: typeof keyParam === 'string' && keyParam ? keyParam : undefined,
  });
  if (!ref.success) return null;
  const [user, found] = await Promise.all([getSessionUser(), readOrder(ref.data.number)]);
  if (!found) return null;
  const viewer = {
    userId: user?.id ?? null,
    keyMatches: accessKeyMatches(ref.data.key, found.accessKeyHash),
  };
  return canViewInvoice(found.detail, viewer).allowed ? { order: found.detail, key: ref.data.key } : null;
}

/** Where a shopper's last order went: what their next checkout starts from. */
export type LastShipping = OrderShipping & { deliveryAreaId: number | null };

/** The shipping information of the shopper's newest order, or null before their first. */
export async function getLastShippingFor(userId: string): Promise<LastShipping | null> {
  const [row] = await getDb()
    .select({ ...orderShippingColumns, deliveryAreaId: orders.deliveryAreaId })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return row ?? null;
}

/**
 * A profile's E.164 number (`+966501234567`) as the checkout asks for it: the national number's digits, when there
 * are exactly PHONE_DIGITS of them (`0501234567`). Anything else is left for the shopper to type.
 */
export function checkoutPhoneOf(e164: string | null | undefined): string {
  const digits = e164 ? toNationalDigits(e164) : null;
  return digits?.length === PHONE_DIGITS ? digits : '';
}

/** The checkout's shipping fields as the form holds them (text, as typed; `shippingInput` checks them). */
export type ShippingFields = Record<keyof OrderShipping | 'confirmPhone' | 'notes', string>;

/** What the checkout form starts with: empty for a guest; for a shopper their profile, then their last order. */
export type CheckoutDefaults = { shipping: ShippingFields; deliveryAreaId: number | null };

/**
 * A signed-in shopper's checkout, filled in: name and e-mail from their account, the phone from their profile (or
 * their last order), and the address of their last order. The phone is filled in twice: it was confirmed before.
 */
export function checkoutDefaults(
  profile: { name: string; email: string; phoneNumber: string | null } | null,
  last: LastShipping | null,
): CheckoutDefaults {
  const phone = checkoutPhoneOf(profile?.phoneNumber) || last?.phone || '';
  return {
    shipping: {
      fullName: profile?.name || last?.fullName || '',
      streetAddress: last?.streetAddress ?? '',
      zipCode: last?.zipCode ?? '',
      city: last?.city ?? '',
      email: profile?.email || last?.email || '',
      phone,
      confirmPhone: phone,
      whatsapp: last?.whatsapp ?? '',
      notes: '',
    },
    deliveryAreaId: last?.deliveryAreaId ?? null,
  };
}
