import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { orderReturns, orders, payments } from '@/db/schema';
import { createSellableVariant } from '../../../../tests/factories/catalog';
import { checkoutFor, createDeliveryArea } from '../../../../tests/factories/orders';

const { placeOrder, setOrderStatus } = await import('../service');
const { checkoutInput } = await import('../schemas');
const { seedDemoReturns } = await import('./demo');

const STAFF = { id: null, name: 'Wishah' };

describe("the demo shop's returns", () => {
  it('give the oldest delivered order a return refunded in cash, and a recent one a return to handle', async () => {
    const areaId = (await createDeliveryArea({ charge: 0 })).id;
    const numbers: number[] = [];
    for (const _ of [1, 2]) {
      const { variantId } = await createSellableVariant({ price: 7000, stock: 10 });
      const placed = await placeOrder(
        checkoutInput.parse(checkoutFor([{ variantId, quantity: 2 }], areaId)),
        null,
        { notify: false },
      );
      for (const to of ['confirmed', 'processing', 'shipped', 'delivered'] as const)
        await setOrderStatus(placed.number, to, STAFF, { notify: false });
      numbers.push(placed.number);
    }
    await seedDemoReturns(getDb());
    const rows = await getDb()
      .select({ number: orders.number, status: orderReturns.status, refund: orderReturns.refundAmount })
      .from(orderReturns)
      .innerJoin(orders, eq(orders.id, orderReturns.orderId))
      .orderBy(orders.number);
    expect(rows).toEqual([
      { number: numbers[0], status: 'refunded', refund: 7000 },
      { number: numbers[1], status: 'requested', refund: null },
    ]);
    const refunds = await getDb().select().from(payments).where(eq(payments.kind, 'refund'));
    expect(refunds.map((p) => [p.amount, p.method])).toEqual([[7000, 'cash']]);
  });
});
