'use server';

import { headers } from 'next/headers';
import { z } from 'zod';
import { visitorAction } from '@/domains/accounts/session';
import { staffAction } from '@/domains/admin/staff-action';
import { routing } from '@/i18n/routing';
import { expire } from '@/lib/cache';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import { refundCardOrder } from './card-payments';
import { serverCheckoutInput } from './checkout-input';
import { confirmByPhone, confirmByToken } from './cod-confirmation';
import { quoteCart } from './queries';
import {
  codConfirmInput,
  codPhoneConfirmInput,
  orderRefInput,
  orderStatusInput,
  quoteInput,
  refundInput,
} from './schemas';
import * as service from './service';

// Every order mutation: parsed by the shared schema, the caller checked, and only the product pages whose stock
// changed expired.

/** Prices the browser's cart now (cart and checkout pages): current prices, stock, delivery and tax. */
export const quoteCartAction = visitorAction(
  quoteInput.extend({ locale: z.enum(routing.locales) }),
  ({ lines, deliveryAreaId, locale, paymentMethod, discountCode }, { user }) =>
    quoteCart(lines, deliveryAreaId, locale, paymentMethod, {
      code: discountCode,
      customer: { userId: user?.id ?? null },
    }),
);

/** Places the order (guests too). Returns the number and the link's secret for the confirmed page. */
export const placeOrderAction = visitorAction(serverCheckoutInput, async (input, { user }) => {
  // Set by our server from the connection (or the trusted proxy), whatever the client sent: see lib/client-ip.
  const clientAddress = (await headers()).get(CLIENT_IP_HEADER);
  const { cache, ...placed } = await service.placeOrder(input, user, { clientAddress });
  expire(cache);
  return { number: placed.number, key: placed.accessKey, paymentUrl: placed.paymentUrl };
});

/** Back to Stripe's page for a card order the shopper left unpaid (its owner, or a guest with the link). */
export const payOrderAction = visitorAction(orderRefInput, async (ref, { user }) => ({
  url: await service.payOrderNow(ref, user),
}));

/** A shopper (or a guest with the link) cancels their order while it is pending or confirmed. */
export const cancelOrderAction = visitorAction(orderRefInput, async (ref, { user }) => {
  const { cache } = await service.cancelOrderAsShopper(ref, user);
  expire(cache);
});

/**
 * The shopper's "Confirm my order" on their cash-on-delivery order's link: anyone holding the signed link (a guest
 * too), as the link is the proof. Returns where the order stands (confirmed, or too late, or cancelled).
 */
export const confirmCodOrderAction = visitorAction(codConfirmInput, async ({ token }) => {
  const { state, cache } = await confirmByToken(token);
  expire(cache);
  return { state };
});

/** The owner confirmed a waiting cash-on-delivery order on the phone with its shopper (recorded with who and when). */
export const confirmCodByPhoneAction = staffAction('orders')(
  codPhoneConfirmInput,
  async ({ number }, admin) => {
    const { cache } = await confirmByPhone(number, admin);
    expire(cache);
  },
);

/**
 * The admin refunds part of a paid card order, or the rest of it (which shows refunded once Stripe's webhook
 * confirms).
 */
export const refundOrderAction = staffAction('orders')(
  refundInput,
  async ({ number, amount, requestKey }, admin) => {
    await refundCardOrder(number, {
      amount: amount || undefined,
      requestKey,
      actor: { id: admin.id, name: admin.name, role: 'admin' },
    });
  },
);

/** The admin moves an order along the workflow or cancels it. */
export const setOrderStatusAction = staffAction('orders')(
  orderStatusInput,
  async ({ number, status, shipment }, admin) => {
    const { cache } = await service.setOrderStatus(number, status, admin, { shipment });
    expire(cache);
  },
);
