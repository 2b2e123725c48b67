// Selling rows for integration tests: delivery areas through the real service, checkout input as the browser sends it.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { orders } from '@/db/schema/orders';
import { payments } from '@/db/schema/payments';
import type { CheckoutInput } from '@/domains/orders/schemas';
import { deliveryAreaInput } from '@/domains/store-settings/schemas';
import { saveDeliveryArea, saveTax } from '@/domains/store-settings/service';

export async function createDeliveryArea(
  input: { charge?: number; freeFrom?: number | null; active?: boolean } = {},
) {
  const data = deliveryAreaInput.parse({
    nameEn: 'Riyadh',
    nameAr: 'الرياض',
    charge: input.charge ?? 500,
    freeFrom: input.freeFrom ?? null,
    minDays: 1,
    maxDays: 3,
    active: input.active ?? true,
  });
  return { ...(await saveDeliveryArea(data)), ...data };
}

/** Sets the store's tax (basis points). */
export const setTax = (taxRate: number, pricesIncludeTax: boolean) => saveTax({ taxRate, pricesIncludeTax });

let buyers = 0;

/**
 * A complete, valid checkout for these lines, with a fresh idempotency key, from a buyer of its own (phone and
 * e-mail): the checkout's per-phone and per-mailbox limits count one person's orders, and a test that means one
 * person gives the same shipping again.
 */
export function checkoutFor(
  lines: { variantId: number; quantity: number }[],
  deliveryAreaId: number,
  overrides: Partial<CheckoutInput> = {},
): CheckoutInput {
  const buyer = 10_000_000 + buyers++;
  const phone = `05${buyer}`;
  return {
    idempotencyKey: randomUUID(),
    locale: 'en',
    lines,
    deliveryAreaId,
    paymentMethod: 'cod',
    shipping: {
      fullName: 'Layla Hassan',
      streetAddress: '12 King Fahd Road',
      zipCode: '12211',
      city: 'Riyadh',
      email: `layla.${buyer}@wishah.test`,
      phone,
      confirmPhone: phone,
    },
    ...overrides,
  };
}

/** A refund of `amount` in the payments ledger on `at` (the order's refunded total raised), as a refund is recorded. */
export async function refundInLedger(orderId: number, amount: number, currency: string, at: Date) {
  await getDb()
    .insert(payments)
    .values({ orderId, kind: 'refund', state: 'succeeded', amount, currency, createdAt: at });
  await getDb()
    .update(orders)
    .set({ refundedAmount: sql`${orders.refundedAmount} + ${amount}` })
    .where(eq(orders.id, orderId));
}
