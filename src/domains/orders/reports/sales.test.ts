import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { orderLines, orders } from '@/db/schema';
import { saveCurrency, saveGeneralSettings } from '@/domains/store-settings/service';
import { createCategory, createProduct } from '../../../../tests/factories/catalog';
import { createDeliveryArea, refundInLedger } from '../../../../tests/factories/orders';
import { signUpTestAdmin, signUpTestUser } from '../../../../tests/setup/auth-request';
import { testRequest } from '../../../../tests/setup/request';
import type { DateRange, Days } from './range';

const sales = await import('./sales');
const { GET } = await import('@/app/api/admin/sales/export/route');

// A Kuwaiti store (KWD: 3 decimals, UTC+3 all year). Every figure below is worked out by hand from these orders.
const TZ = 'Asia/Kuwait';
const RANGE: DateRange = { start: '2026-01-10', end: '2026-01-12', preset: null };
const FORMULA = '=HYPERLINK("https://evil.example","click")';
const report = (range: Days, locale: 'en' | 'ar' = 'en') =>
  sales.readSalesReport(range.start, range.end, TZ, locale);

type Line = { productId: number | null; nameEn: string; nameAr: string; unitPrice: number; quantity: number };
type Placed = {
  at: string;
  lines: Line[];
  area: { id: number; en: string; ar: string };
  status?: 'pending' | 'confirmed' | 'delivered' | 'cancelled';
  method?: 'cod' | 'card';
  payment?: 'unpaid' | 'paid' | 'refunded';
  refundedAt?: string;
  delivery: number;
  fee: number;
  tax: number;
  pricesIncludeTax: boolean;
  total: number;
};

/** Writes an order as placed, with the amounts given (what checkout computed), and its lines. */
async function place(o: Placed) {
  const subtotal = o.lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  const [row] = await getDb()
    .insert(orders)
    .values({
      idempotencyKey: randomUUID(),
      accessKeyHash: randomUUID(),
      locale: 'en',
      status: o.status ?? 'delivered',
      paymentMethod: o.method ?? 'cod',
      paymentStatus: o.payment ?? 'unpaid',
      currency: 'KWD',
      subtotal,
      deliveryCharge: o.delivery,
      tax: o.tax,
      paymentFee: o.fee,
      total: o.total,
      itemCount: o.lines.reduce((sum, l) => sum + l.quantity, 0),
      taxRate: 500,
      pricesIncludeTax: o.pricesIncludeTax,
      fullName: 'Fatma Al-Sabah',
      streetAddress: 'Block 3, Street 12',
      zipCode: '13001',
      city: 'Kuwait City',
      email: 'fatma@wishah.test',
      phone: '96550001234',
      deliveryAreaId: o.area.id,
      deliveryAreaEn: o.area.en,
      deliveryAreaAr: o.area.ar,
      refundRequestedAt: o.refundedAt ? new Date(o.refundedAt) : null,
      createdAt: new Date(o.at),
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('no order');
  if (o.refundedAt) await refundInLedger(row.id, o.total, 'KWD', new Date(o.refundedAt));
  await getDb()
    .insert(orderLines)
    .values(
      o.lines.map((l, i) => ({
        orderId: row.id,
        productId: l.productId,
        nameEn: l.nameEn,
        nameAr: l.nameAr,
        slugEn: `line-${row.id}-${i}`,
        slugAr: `سطر-${row.id}-${i}`,
        sku: `SKU-${row.id}-${i}`,
        unitPrice: l.unitPrice,
        quantity: l.quantity,
        lineTotal: l.unitPrice * l.quantity,
      })),
    );
}

let silk: number;
let wool: number;
let scarves: number;
let shawls: number;
let riyadhId: number;
let kuwaitId: number;
let admin: { cookie: string };
let shopper: { cookie: string };

beforeAll(async () => {
  await saveCurrency('KWD');
  await saveGeneralSettings({
    defaultLocale: 'en',
    timeZone: TZ,
    orderNumberPrefix: '',
    lowStockThreshold: 5,
  });
  scarves = (await createCategory({ nameEn: 'Scarves', nameAr: 'الأوشحة' })).id;
  const silkScarves = await createCategory({ nameEn: 'Silk', nameAr: 'حرير', parentId: scarves });
  shawls = (await createCategory({ nameEn: 'Shawls', nameAr: 'الشالات' })).id;
  // Silk sits in a sub category: it counts toward Scarves.
  silk = (
    await createProduct({
      nameEn: 'Jasmine Silk Scarf',
      nameAr: 'وشاح الياسمين الحريري',
      categoryId: scarves,
      subCategoryId: silkScarves.id,
    })
  ).id;
  wool = (await createProduct({ nameEn: FORMULA, nameAr: 'شال صوف', categoryId: shawls })).id;
  const riyadh = { ...(await createDeliveryArea({ charge: 1000 })), en: 'Riyadh', ar: 'الرياض' };
  const kuwait = { ...(await createDeliveryArea({ charge: 1000 })), en: 'Kuwait City', ar: 'مدينة الكويت' };
  riyadhId = riyadh.id;
  kuwaitId = kuwait.id;

  const silkLine = (quantity: number): Line => ({
    productId: silk,
    nameEn: 'Jasmine Silk Scarf',
    nameAr: 'وشاح الياسمين الحريري',
    unitPrice: 4750,
    quantity,
  });
  const woolLine = (quantity: number): Line => ({
    productId: wool,
    nameEn: FORMULA,
    nameAr: FORMULA,
    unitPrice: 3000,
    quantity,
  });
  const goneLine: Line = {
    productId: null,
    nameEn: 'Old Cotton Scarf',
    nameAr: 'وشاح قطني قديم',
    unitPrice: 4750,
    quantity: 1,
  };
  const cod = { delivery: 1000, fee: 250, pricesIncludeTax: true };
  const card = { method: 'card' as const, delivery: 1000, fee: 0, pricesIncludeTax: false };

  // 1. 02:00 on the 10th in Kuwait is still the 9th in UTC: counts, on the 10th. 9.500 + 1.000 + 0.250, tax inside.
  await place({
    at: '2026-01-10T02:00:00+03:00',
    lines: [silkLine(2)],
    area: riyadh,
    ...cod,
    tax: 512,
    total: 10750,
  });
  // 2. 23:30 on the range's last day: counts. 3.000 + 4.750 of a product deleted since.
  await place({
    at: '2026-01-12T23:30:00+03:00',
    lines: [woolLine(1), goneLine],
    area: kuwait,
    status: 'pending',
    ...cod,
    tax: 429,
    total: 9000,
  });
  // 3. 00:10 the day after the range: not counted.
  await place({
    at: '2026-01-13T00:10:00+03:00',
    lines: [silkLine(1)],
    area: riyadh,
    ...cod,
    tax: 286,
    total: 6000,
  });
  // 4. Cancelled: not counted.
  await place({
    at: '2026-01-11T10:00:00+03:00',
    lines: [woolLine(3)],
    area: kuwait,
    status: 'cancelled',
    ...cod,
    tax: 488,
    total: 10250,
  });
  // 5. A card order paid, then refunded on the 12th: a sale on the 11th, a refund on the 12th. 6.000 + 1.000 + 5 %.
  await place({
    at: '2026-01-11T12:00:00+03:00',
    lines: [woolLine(2)],
    area: kuwait,
    status: 'confirmed',
    payment: 'refunded',
    refundedAt: '2026-01-12T08:00:00+03:00',
    ...card,
    tax: 350,
    total: 7350,
  });
  // 6. A card order still unpaid (the shopper left Stripe's page): not a sale.
  await place({
    at: '2026-01-10T15:00:00+03:00',
    lines: [silkLine(1)],
    area: riyadh,
    status: 'pending',
    ...card,
    tax: 288,
    total: 6040,
  });
  // 7. A card order paid: 4.750 + 1.000 + 0.288 tax = 6.038, charged as 6.040 (KWD cards take steps of 10 fils).
  await place({
    at: '2026-01-10T20:00:00+03:00',
    lines: [silkLine(1)],
    area: riyadh,
    payment: 'paid',
    ...card,
    tax: 288,
    total: 6040,
  });
  // 8. Placed before the range, refunded at 01:00 on the 10th in Kuwait (the 9th in UTC): a refund on the 10th.
  await place({
    at: '2026-01-05T12:00:00+03:00',
    lines: [woolLine(1)],
    area: kuwait,
    payment: 'refunded',
    refundedAt: '2026-01-10T01:00:00+03:00',
    ...card,
    tax: 200,
    total: 4200,
  });

  admin = await signUpTestAdmin('owner@wishah.test');
  shopper = await signUpTestUser('shopper@wishah.test');
});

describe('the sales report', () => {
  it('totals the counted orders and subtracts the refunds asked for in the range', async () => {
    expect((await report(RANGE)).totals).toEqual({
      orders: 4, // 1, 2, 5, 7
      items: 7,
      gross: 28_000, // 9.500 + 7.750 + 6.000 + 4.750
      discounts: 0,
      delivery: 4_000,
      fees: 500,
      taxAdded: 638, // 350 + 288, on top of the card orders' prices
      taxIncluded: 941, // 512 + 429, inside the cash orders' prices
      rounding: 2, // 6.038 charged as 6.040
      sales: 33_140, // 10.750 + 9.000 + 7.350 + 6.040
      refunds: 11_550, // 7.350 + 4.200
      refundedOrders: 2,
      net: 21_590,
    });
  });

  it('lists every day of the range in the store time zone, with zeros, and the days add up to the net', async () => {
    const days = (await report({ start: '2026-01-09', end: '2026-01-13' })).days;
    expect(days).toEqual([
      { day: '2026-01-09', orders: 0, units: 0, gross: 0, discounts: 0, amount: 0, refunds: 0, net: 0 },
      {
        day: '2026-01-10',
        orders: 2,
        units: 3,
        gross: 14_250,
        discounts: 0,
        amount: 16_790,
        refunds: 4_200,
        net: 12_590,
      },
      {
        day: '2026-01-11',
        orders: 1,
        units: 2,
        gross: 6_000,
        discounts: 0,
        amount: 7_350,
        refunds: 0,
        net: 7_350,
      },
      {
        day: '2026-01-12',
        orders: 1,
        units: 2,
        gross: 7_750,
        discounts: 0,
        amount: 9_000,
        refunds: 7_350,
        net: 1_650,
      },
      {
        day: '2026-01-13',
        orders: 1,
        units: 1,
        gross: 4_750,
        discounts: 0,
        amount: 6_000,
        refunds: 0,
        net: 6_000,
      },
    ]);
    // Long ranges list them by month on the page: the same sums.
    expect(sales.salesByMonth(days)).toEqual([
      {
        day: '2026-01-01',
        orders: 5,
        units: 8,
        gross: 32_750,
        discounts: 0,
        amount: 39_140,
        refunds: 11_550,
        net: 27_590,
      },
    ]);
    const inRange = (await report(RANGE)).days;
    expect(inRange.map((d) => d.day)).toEqual(['2026-01-10', '2026-01-11', '2026-01-12']);
    expect(inRange.reduce((sum, d) => sum + d.net, 0)).toBe(21_590);
  });

  it('breaks the goods down by product and by category, products deleted since in one row', async () => {
    const en = await report(RANGE);
    expect(en.products).toEqual([
      { productId: silk, name: 'Jasmine Silk Scarf', orders: 2, units: 3, amount: 14_250 },
      { productId: wool, name: FORMULA, orders: 2, units: 3, amount: 9_000 },
      { productId: null, name: null, orders: 1, units: 1, amount: 4_750 },
    ]);
    const ar = await report(RANGE, 'ar');
    expect(ar.products[0]?.name).toBe('وشاح الياسمين الحريري');
    expect(ar.categories).toEqual([
      { categoryId: scarves, name: 'الأوشحة', orders: 2, units: 3, amount: 14_250 },
      { categoryId: shawls, name: 'الشالات', orders: 2, units: 3, amount: 9_000 },
      { categoryId: null, name: null, orders: 1, units: 1, amount: 4_750 },
    ]);
  });

  it('breaks the totals down by delivery area and by payment method', async () => {
    expect((await report(RANGE, 'ar')).areas).toEqual([
      { areaId: riyadhId, name: 'الرياض', orders: 2, units: 3, delivery: 2_000, amount: 16_790 },
      { areaId: kuwaitId, name: 'مدينة الكويت', orders: 2, units: 4, delivery: 2_000, amount: 16_350 },
    ]);
    expect((await report(RANGE)).payments).toEqual([
      { method: 'cod', orders: 2, units: 4, fees: 500, amount: 19_750 },
      { method: 'card', orders: 2, units: 3, fees: 0, amount: 13_390 },
    ]);
  });
});

describe('the sales CSV export', () => {
  const url = (query: string) => new Request(`http://localhost:3000/api/admin/sales/export?${query}`);
  const range = `start=${RANGE.start}&end=${RANGE.end}`;

  it('refuses a guest and a shopper', async () => {
    testRequest.cookie = '';
    expect((await GET(url(`breakdown=product&${range}`))).status).toBe(401);
    testRequest.cookie = shopper.cookie;
    expect((await GET(url(`breakdown=product&${range}`))).status).toBe(403);
  });

  it('writes exact decimals of the currency and keeps a formula from running', async () => {
    testRequest.cookie = admin.cookie;
    const response = await GET(url(`breakdown=product&${range}&locale=en`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain(
      'wishah-sales-product-2026-01-10-2026-01-12.csv',
    );
    const rows = parse(await response.text(), { bom: true }) as string[][];
    expect(rows).toEqual([
      ['Product', 'Orders', 'Units', 'Goods sold'],
      ['Jasmine Silk Scarf', '2', '3', '14.250'],
      [`'${FORMULA}`, '2', '3', '9.000'],
      ['Products since deleted', '1', '1', '4.750'],
      ['Total', '', '7', '28.000'],
    ]);
  });

  it('writes each breakdown, in the language asked for', async () => {
    testRequest.cookie = admin.cookie;
    const csv = async (breakdown: string, locale = 'en') =>
      parse(await (await GET(url(`breakdown=${breakdown}&${range}&locale=${locale}`))).text(), {
        bom: true,
      }) as string[][];
    expect(await csv('day')).toEqual([
      ['Day', 'Orders', 'Units', 'Gross sales', 'Discounts', 'Order totals', 'Refunds', 'Net'],
      ['2026-01-10', '2', '3', '14.250', '0.000', '16.790', '4.200', '12.590'],
      ['2026-01-11', '1', '2', '6.000', '0.000', '7.350', '0.000', '7.350'],
      ['2026-01-12', '1', '2', '7.750', '0.000', '9.000', '7.350', '1.650'],
      // The page's total row: the same figures as its table's last row.
      ['Total', '4', '7', '28.000', '0.000', '33.140', '11.550', '21.590'],
    ]);
    expect((await csv('category', 'ar')).slice(-2)).toEqual([
      ['منتجات محذوفة', '1', '1', '4.750'],
      ['المجموع', '', '7', '28.000'],
    ]);
    expect(await csv('payment')).toEqual([
      ['Payment method', 'Orders', 'Units', 'Payment fees', 'Order totals'],
      ['Cash on delivery', '2', '4', '0.500', '19.750'],
      ['Card', '2', '3', '0.000', '13.390'],
      ['Total', '4', '7', '0.500', '33.140'],
    ]);
    expect((await csv('area')).at(-1)).toEqual(['Total', '4', '7', '4.000', '33.140']);
    expect((await csv('area'))[0]).toEqual([
      'Delivery area',
      'Orders',
      'Units',
      'Delivery charges',
      'Order totals',
    ]);
    expect((await GET(url(`breakdown=everything&${range}`))).status).toBe(400);
    // A range given backwards is refused with its reason, not swapped nor read as an empty one.
    const backwards = await GET(url(`breakdown=day&start=${RANGE.end}&end=${RANGE.start}`));
    expect(backwards.status).toBe(400);
    expect(await backwards.json()).toEqual({ error: 'adminReports.range.endBeforeStart' });
  });
});
