import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { orderLines, orders } from '@/db/schema/orders';
import { createCategory, createSellableVariant } from '../../../../tests/factories/catalog';
import { refundInLedger } from '../../../../tests/factories/orders';
import { kpisOf } from './queries';
import type { DateRange } from './range';
import { readSalesTotals } from './sales';

// A fixed set of orders around the edges of a range in Riyadh's time (UTC+3), and the figures worked out by hand.
const tz = 'Asia/Riyadh';
const range: DateRange = { start: '2026-03-01', end: '2026-03-02', preset: null };

type Placed = {
  at: string;
  status?: (typeof orders.$inferInsert)['status'];
  method?: 'cod' | 'card';
  payment?: (typeof orders.$inferInsert)['paymentStatus'];
  refundedAt?: string;
  lines: { productId: number; quantity: number; lineTotal: number }[];
  delivery?: number;
};

async function order({
  at,
  status = 'pending',
  method = 'cod',
  payment = 'unpaid',
  refundedAt,
  lines,
  delivery = 500,
}: Placed) {
  const subtotal = lines.reduce((s, l) => s + l.lineTotal, 0);
  const [row] = await getDb()
    .insert(orders)
    .values({
      idempotencyKey: randomUUID(),
      accessKeyHash: 'x',
      locale: 'en',
      status,
      paymentMethod: method,
      paymentStatus: payment,
      currency: 'USD',
      subtotal,
      deliveryCharge: delivery,
      tax: 0,
      total: subtotal + delivery,
      itemCount: lines.reduce((s, l) => s + l.quantity, 0),
      taxRate: 0,
      pricesIncludeTax: true,
      fullName: 'Report Buyer',
      streetAddress: 'x',
      zipCode: '1',
      city: 'Riyadh',
      email: 'r@wishah.test',
      phone: '0500000000',
      deliveryAreaEn: 'Riyadh',
      deliveryAreaAr: 'الرياض',
      createdAt: new Date(at),
      refundRequestedAt: refundedAt ? new Date(refundedAt) : null,
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('no order');
  if (refundedAt) await refundInLedger(row.id, subtotal + delivery, 'USD', new Date(refundedAt));
  await getDb()
    .insert(orderLines)
    .values(
      lines.map((l) => ({
        orderId: row.id,
        productId: l.productId,
        nameEn: `Product ${l.productId}`,
        nameAr: `منتج ${l.productId}`,
        slugEn: 'p',
        slugAr: 'p',
        sku: `S-${l.productId}`,
        unitPrice: l.lineTotal / l.quantity,
        quantity: l.quantity,
        lineTotal: l.lineTotal,
      })),
    );
}

let silk: number;
let wool: number;

beforeAll(async () => {
  const scarves = await createCategory({ nameEn: 'Scarves', nameAr: 'أوشحة' });
  const shawls = await createCategory({ nameEn: 'Shawls', nameAr: 'شالات' });
  silk = (await createSellableVariant({ categoryId: scarves.id })).id;
  wool = (await createSellableVariant({ categoryId: shawls.id })).id;
  // 1 March 00:10 in Riyadh = 28 Feb 21:10 UTC: in the range.
  await order({ at: '2026-02-28T21:10:00Z', lines: [{ productId: silk, quantity: 2, lineTotal: 10_000 }] });
  // 28 Feb 23:50 in Riyadh: before the range.
  await order({ at: '2026-02-28T20:50:00Z', lines: [{ productId: silk, quantity: 9, lineTotal: 90_000 }] });
  // 2 March 23:30 in Riyadh: the range's last minutes.
  await order({
    at: '2026-03-02T20:30:00Z',
    status: 'delivered',
    payment: 'paid',
    lines: [{ productId: wool, quantity: 1, lineTotal: 3_000 }],
  });
  // 3 March 00:10 in Riyadh: after it.
  await order({ at: '2026-03-02T21:10:00Z', lines: [{ productId: wool, quantity: 5, lineTotal: 50_000 }] });
  // Cancelled: placed in the range, not counted, but in the cancellation rate.
  await order({
    at: '2026-03-01T09:00:00Z',
    status: 'cancelled',
    lines: [{ productId: silk, quantity: 1, lineTotal: 5_000 }],
  });
  // A card order still on Stripe's page: not a sale yet.
  await order({
    at: '2026-03-01T10:00:00Z',
    method: 'card',
    lines: [{ productId: silk, quantity: 1, lineTotal: 7_000 }],
  });
  // A paid card order, refunded on 2 March: counted on 1 March, its refund subtracted on the 2nd.
  await order({
    at: '2026-03-01T11:00:00Z',
    method: 'card',
    payment: 'refunded',
    refundedAt: '2026-03-02T08:00:00Z',
    lines: [{ productId: wool, quantity: 2, lineTotal: 4_000 }],
  });
  // Paid by card, then cancelled and refunded: never a sale, so its refund takes nothing from the revenue.
  await order({
    at: '2026-03-01T12:00:00Z',
    status: 'cancelled',
    method: 'card',
    payment: 'refunded',
    refundedAt: '2026-03-01T13:00:00Z',
    lines: [{ productId: silk, quantity: 1, lineTotal: 8_000 }],
  });
});

describe("the dashboard's figures", () => {
  it('count orders placed in the range in the store time zone, not cancelled, card orders once paid; refunds subtracted', async () => {
    // Counted: 10 500 (1 Mar), 3 500 (2 Mar), 4 500 (the refunded card order) = 18 500, less its 4 500 refund.
    expect(kpisOf(await readSalesTotals(range.start, range.end, tz))).toEqual({
      revenue: 14_000,
      orders: 3,
      averageOrder: Math.round(18_500 / 3),
      itemsSold: 5,
      // 2 cancelled of the 6 placed in the range.
      cancellationRate: 2 / 6,
    });
  });

  it('counts the orders placed in the range by the status they stand at now', async () => {
    expect((await readSalesTotals(range.start, range.end, tz)).statuses).toEqual(
      expect.arrayContaining([
        { status: 'pending', orders: 3 },
        { status: 'delivered', orders: 1 },
        { status: 'cancelled', orders: 2 },
      ]),
    );
  });

  it('is empty, not an error, for a range without orders', async () => {
    const empty: DateRange = { start: '2020-01-01', end: '2020-01-03', preset: null };
    const totals = await readSalesTotals(empty.start, empty.end, tz);
    expect(totals.statuses).toEqual([]);
    expect(kpisOf(totals)).toEqual({
      revenue: 0,
      orders: 0,
      averageOrder: 0,
      itemsSold: 0,
      cancellationRate: 0,
    });
  });
});
