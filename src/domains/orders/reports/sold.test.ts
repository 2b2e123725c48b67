import { randomUUID } from 'node:crypto';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, getPool } from '@/db/client';
import { orderLines, orders, products, salesChanges, salesPeriods } from '@/db/schema';
import { createCategory, createProduct } from '../../../../tests/factories/catalog';
import { createDeliveryArea } from '../../../../tests/factories/orders';

const { readSalesReport, readSalesTotals } = await import('./sales');

// Finished months are summed once and kept (./sold.ts); these orders fall in months long over, in Riyadh (UTC+3).
const TZ = 'Asia/Riyadh';

let scarves: number;
let shawls: number;
let silk: number;
let areaId: number;

/** An order placed at `at` (delivered, cash), with one line of `quantity` silk scarves at 10.00. */
async function place(at: string, quantity = 1) {
  const subtotal = 1000 * quantity;
  const [row] = await getDb()
    .insert(orders)
    .values({
      idempotencyKey: randomUUID(),
      accessKeyHash: randomUUID(),
      locale: 'en',
      status: 'delivered',
      paymentMethod: 'cod',
      currency: 'USD',
      subtotal,
      deliveryCharge: 500,
      tax: 0,
      total: subtotal + 500,
      itemCount: quantity,
      taxRate: 0,
      pricesIncludeTax: true,
      fullName: 'Layla Hassan',
      streetAddress: '12 King Fahd Road',
      zipCode: '12211',
      city: 'Riyadh',
      email: 'layla@wishah.test',
      phone: '966500000000',
      deliveryAreaId: areaId,
      deliveryAreaEn: 'Riyadh',
      deliveryAreaAr: 'الرياض',
      createdAt: new Date(at),
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('no order');
  await getDb()
    .insert(orderLines)
    .values({
      orderId: row.id,
      productId: silk,
      nameEn: 'Silk',
      nameAr: 'حرير',
      slugEn: `silk-${row.id}`,
      slugAr: `حرير-${row.id}`,
      sku: `SKU-${row.id}`,
      unitPrice: 1000,
      quantity,
      lineTotal: subtotal,
    });
  return row.id;
}

const month = (start: string, end: string) => readSalesReport(start, end, TZ, 'en');
/** Whether the period from `start` to `end` is kept for `timeZone`. */
const kept = async (start: string, end: string, timeZone = TZ) =>
  (
    await getDb()
      .select({ start: salesPeriods.start })
      .from(salesPeriods)
      .where(
        and(eq(salesPeriods.timeZone, timeZone), eq(salesPeriods.start, start), eq(salesPeriods.end, end)),
      )
  ).length === 1;

beforeAll(async () => {
  scarves = (await createCategory({ nameEn: 'Scarves', nameAr: 'الأوشحة' })).id;
  shawls = (await createCategory({ nameEn: 'Shawls', nameAr: 'الشالات' })).id;
  silk = (await createProduct({ nameEn: 'Silk Scarf', nameAr: 'وشاح حرير', categoryId: scarves })).id;
  areaId = (await createDeliveryArea({ charge: 500 })).id;
  // March 2025: two orders, one at 01:00 on 1 March in Riyadh (still February in UTC).
  await place('2025-03-01T01:00:00+03:00', 2);
  await place('2025-03-20T12:00:00+03:00', 1);
  // 31 March 23:30 in Riyadh: March. 1 April 00:30: April.
  await place('2025-03-31T23:30:00+03:00', 1);
  await place('2025-04-01T00:30:00+03:00', 3);
});

describe('finished months', () => {
  it('are summed once, kept, and add up with the days around them', async () => {
    expect(await kept('2025-03-01', '2025-03-31')).toBe(false);
    const march = await month('2025-03-01', '2025-03-31');
    expect(await kept('2025-03-01', '2025-03-31')).toBe(true);
    expect(march.totals).toMatchObject({ orders: 3, items: 4, gross: 4000, delivery: 1500, sales: 5500 });
    expect(march.days.filter((d) => d.orders).map((d) => d.day)).toEqual([
      '2025-03-01',
      '2025-03-20',
      '2025-03-31',
    ]);
    // The kept month answers exactly what the orders say, read afresh in two halves.
    expect(await month('2025-03-01', '2025-03-31')).toEqual(march);
    const [first, second] = await Promise.all([
      month('2025-03-01', '2025-03-15'),
      month('2025-03-16', '2025-03-31'),
    ]);
    expect(first.totals.sales + second.totals.sales).toBe(march.totals.sales);
    // A range over a kept month and fresh days around it.
    const spring = await month('2025-02-20', '2025-04-10');
    expect(spring.totals).toMatchObject({ orders: 4, items: 7, sales: 9000 });
    expect(spring.products).toEqual([
      { productId: silk, name: 'Silk Scarf', orders: 4, units: 7, amount: 7000 },
    ]);
    expect(spring.categories).toEqual([
      { categoryId: scarves, name: 'Scarves', orders: 4, units: 7, amount: 7000 },
    ]);
    expect(spring.areas).toEqual([
      { areaId, name: 'Riyadh', orders: 4, units: 7, delivery: 2000, amount: 9000 },
    ]);
    expect(spring.days).toHaveLength(50);
  });

  it('are summed again when one of their orders changes', async () => {
    await month('2025-03-01', '2025-03-31');
    const [late] = await getDb()
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.createdAt, new Date('2025-03-31T23:30:00+03:00')));
    await getDb()
      .update(orders)
      .set({ status: 'cancelled' })
      .where(eq(orders.id, late?.id ?? 0));
    const march = await month('2025-03-01', '2025-03-31');
    expect(march.totals).toMatchObject({ orders: 2, items: 3, sales: 4000 });
    expect(march.statuses).toEqual(
      expect.arrayContaining([
        { status: 'delivered', orders: 2 },
        { status: 'cancelled', orders: 1 },
      ]),
    );
    // The note was used up: the month is kept again, with the change.
    const notes = await getDb()
      .select()
      .from(salesChanges)
      .where(
        and(
          gte(salesChanges.orderPlacedAt, new Date('2025-03-01T00:00:00+03:00')),
          lt(salesChanges.orderPlacedAt, new Date('2025-04-01T00:00:00+03:00')),
        ),
      );
    expect(notes).toEqual([]);
    expect((await month('2025-03-01', '2025-03-31')).totals.orders).toBe(2);
  });

  it('never keep a month without a change committed while it was being summed', async () => {
    const may = await place('2025-05-10T12:00:00+03:00', 1);
    await place('2025-05-11T12:00:00+03:00', 1);
    // An owner cancels an order of May: the change is not committed yet when the report sums May.
    const client = await getPool().connect();
    try {
      await client.query('begin');
      await client.query(`update orders set status = 'cancelled' where id = $1`, [may]);
      expect((await month('2025-05-01', '2025-05-31')).totals.orders).toBe(2);
      expect(await kept('2025-05-01', '2025-05-31')).toBe(true);
      await client.query('commit');
    } finally {
      client.release();
    }
    expect((await month('2025-05-01', '2025-05-31')).totals.orders).toBe(1);
  });

  it('count a product in the category it stands in now', async () => {
    expect((await month('2025-03-01', '2025-03-31')).categories[0]?.categoryId).toBe(scarves);
    await getDb().update(products).set({ categoryId: shawls }).where(eq(products.id, silk));
    const march = await month('2025-03-01', '2025-03-31');
    expect(march.categories).toEqual([
      { categoryId: shawls, name: 'Shawls', orders: 2, units: 3, amount: 3000 },
    ]);
    // Kept again with the product where it stands now.
    const [row] = await getDb()
      .select({ figures: salesPeriods.figures })
      .from(salesPeriods)
      .where(and(eq(salesPeriods.start, '2025-03-01'), eq(salesPeriods.end, '2025-03-31')));
    expect((row?.figures as { products: unknown[][] } | undefined)?.products[0]?.[4]).toBe(shawls);
    await getDb().update(products).set({ categoryId: scarves }).where(eq(products.id, silk));
  });

  it("are the store's time zone's: another one sums its own months", async () => {
    await month('2025-03-01', '2025-03-31');
    // In UTC the 01:00 order of 1 March falls on 28 February, and the 00:30 one of 1 April on 31 March.
    const utc = await readSalesReport('2025-03-01', '2025-03-31', 'UTC', 'en');
    expect(utc.days.filter((d) => d.orders).map((d) => d.day)).toEqual(['2025-03-20', '2025-03-31']);
    expect(utc.totals.items).toBe(4);
    expect(await kept('2025-03-01', '2025-03-31', 'UTC')).toBe(true);
    expect(await kept('2025-03-01', '2025-03-31')).toBe(false);
  });

  it('answer two reports summing the same month at once, and keep it once', async () => {
    await place('2025-06-15T12:00:00+03:00', 2);
    const reports = await Promise.all(Array.from({ length: 5 }, () => month('2025-06-01', '2025-06-30')));
    for (const report of reports) expect(report.totals).toMatchObject({ orders: 1, items: 2, sales: 2500 });
    const rows = await getDb().execute(
      sql`select count(*)::int as n from ${salesPeriods} where start = '2025-06-01'`,
    );
    expect(rows.rows[0]).toEqual({ n: 1 });
    expect((await readSalesTotals('2025-06-01', '2025-06-30', TZ)).totals.orders).toBe(1);
  });

  it('keep days that are over too, apart from their month: a change to a day sums both again', async () => {
    await place('2025-07-10T12:00:00+03:00', 1);
    const late = await place('2025-07-20T12:00:00+03:00', 1);
    expect((await month('2025-07-01', '2025-07-31')).totals.orders).toBe(2);
    expect((await month('2025-07-20', '2025-07-20')).totals.orders).toBe(1);
    expect(await kept('2025-07-01', '2025-07-31')).toBe(true);
    expect(await kept('2025-07-20', '2025-07-20')).toBe(true);
    await getDb().update(orders).set({ status: 'cancelled' }).where(eq(orders.id, late));
    expect((await month('2025-07-20', '2025-07-20')).totals.orders).toBe(0);
    // The day used up the note the month needed too: the month is no longer kept, and is summed again.
    expect(await kept('2025-07-01', '2025-07-31')).toBe(false);
    expect((await month('2025-07-01', '2025-07-31')).totals.orders).toBe(1);
  });
});
