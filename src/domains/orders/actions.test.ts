import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { orders, productVariants } from '@/db/schema';
import { getJobs } from '@/lib/jobs';
import { outboxDir } from '@/lib/mail';
import { formatMoney } from '@/lib/money';
import { createCategory, createProduct } from '../../../tests/factories/catalog';
import { checkoutFor, createDeliveryArea, setTax } from '../../../tests/factories/orders';
import { signUpTestAdmin, signUpTestUser } from '../../../tests/setup/auth-request';
import { outboxFiles, parseMail } from '../../../tests/setup/eml';
import { waitForCompletedJob } from '../../../tests/setup/jobs';
import { testRequest } from '../../../tests/setup/request';

const { placeOrderAction, cancelOrderAction, setOrderStatusAction, quoteCartAction } = await import(
  './actions'
);
const { saveCurrencyAction } = await import('@/domains/store-settings/actions');
const { orderMailJob } = await import('./mail/queue');
const { formatOrderNumber } = await import('./format');

let counter = 0;
let categoryId: number;

async function variantWith(price: number, stock = 20) {
  const product = await createProduct({
    categoryId,
    price,
    variants: [{ color: null, size: null, sku: `A-${counter++}-${Date.now()}`, stock, price: null }],
  });
  const [variant] = await getDb()
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, product.id));
  return { ...product, variantId: variant?.id ?? 0 };
}
const orderRow = async (number: number) =>
  (await getDb().select().from(orders).where(eq(orders.number, number)))[0];
const stockOf = async (id: number) =>
  (await getDb().select().from(productVariants).where(eq(productVariants.id, id)))[0]?.stock;

beforeAll(async () => {
  categoryId = (await createCategory()).id;
});

describe('a store in Kuwaiti dinars (three decimals)', () => {
  it('is exact to the fils, with tax added on top', async () => {
    // Before any order exists, the admin may change the base currency.
    testRequest.cookie = (await signUpTestAdmin(`kwd-admin-${counter++}@wishah.test`)).cookie;
    expect(await saveCurrencyAction({ currency: 'kwd' })).toEqual({ ok: true, data: undefined });
    await setTax(500, false);
    const area = await createDeliveryArea({ charge: 1250 });
    const item = await variantWith(12_345); // 12.345 KWD
    testRequest.cookie = '';
    const placed = await placeOrderAction(checkoutFor([{ variantId: item.variantId, quantity: 3 }], area.id));
    if (!placed.ok) throw new Error(placed.error);
    // 3 × 12.345 = 37.035; + 1.250 delivery = 38.285; 5 % = 1.91425 → 1.914; total 40.199.
    expect(await orderRow(placed.data.number)).toMatchObject({
      currency: 'KWD',
      subtotal: 37_035,
      deliveryCharge: 1250,
      tax: 1914,
      total: 40_199,
    });
    expect(formatMoney(40_199, 'KWD', 'en')).toMatch(/^KWD\s40\.199$/);
    // Now that an order exists, the currency is locked, with a message saying why.
    testRequest.cookie = (await signUpTestAdmin(`kwd-admin-${counter++}@wishah.test`)).cookie;
    expect(await saveCurrencyAction({ currency: 'USD' })).toMatchObject({
      ok: false,
      error: 'orders.currencyLocked',
      fieldErrors: { currency: 'orders.currencyLocked' },
    });
  });
});

describe('placing an order through its action', () => {
  it("ignores the client's prices, delivery charge and totals: the server's win", async () => {
    await setTax(1500, true);
    const area = await createDeliveryArea({ charge: 700 });
    const item = await variantWith(9900);
    testRequest.cookie = '';
    const tampered = {
      ...checkoutFor([{ variantId: item.variantId, quantity: 1 }], area.id),
      // What a tampered client might send along: none of it is read.
      total: 1,
      subtotal: 1,
      deliveryCharge: 0,
      tax: 0,
    };
    (tampered.lines[0] as Record<string, unknown>).price = 1;
    (tampered.lines[0] as Record<string, unknown>).unitPrice = 1;
    const placed = await placeOrderAction(tampered);
    if (!placed.ok) throw new Error(placed.error);
    expect(await orderRow(placed.data.number)).toMatchObject({
      subtotal: 9900,
      deliveryCharge: 700,
      total: 10_600,
    });
  });

  it('refuses impossible quantities with a field error and changes nothing', async () => {
    const area = await createDeliveryArea();
    const item = await variantWith(4900, 5);
    for (const quantity of [0, -1, 1.5, 1e9]) {
      const result = await placeOrderAction(checkoutFor([{ variantId: item.variantId, quantity }], area.id));
      expect(result).toMatchObject({
        ok: false,
        error: 'validation.fixFields',
        fieldErrors: { 'lines.0.quantity': 'validation.quantityInvalid' },
      });
    }
    expect(await stockOf(item.variantId)).toBe(5);
  });

  it("checks the spec's shipping rules and reads Arabic-Indic digits as ASCII", async () => {
    const area = await createDeliveryArea();
    const item = await variantWith(4900);
    const lines = [{ variantId: item.variantId, quantity: 1 }];
    const base = checkoutFor(lines, area.id);
    const short = await placeOrderAction({
      ...base,
      shipping: { ...base.shipping, confirmPhone: '050123456' },
    });
    expect(short).toMatchObject({
      ok: false,
      fieldErrors: { 'shipping.confirmPhone': 'validation.phoneTenDigits' },
    });
    const other = await placeOrderAction({
      ...base,
      shipping: { ...base.shipping, confirmPhone: '0509999999' },
    });
    expect(other).toMatchObject({
      ok: false,
      fieldErrors: { 'shipping.confirmPhone': 'validation.phoneMismatch' },
    });
    const empty = await placeOrderAction({
      ...base,
      shipping: { ...base.shipping, fullName: '', streetAddress: ' ', city: '', zipCode: '', email: 'x' },
    });
    expect(empty).toMatchObject({
      ok: false,
      fieldErrors: {
        'shipping.fullName': 'validation.nameRequired',
        'shipping.streetAddress': 'validation.required',
        'shipping.city': 'validation.required',
        'shipping.zipCode': 'validation.required',
        'shipping.email': 'validation.emailInvalid',
      },
    });
    const noArea = await placeOrderAction({ ...base, deliveryAreaId: 0 });
    expect(noArea).toMatchObject({
      ok: false,
      fieldErrors: { deliveryAreaId: 'orders.deliveryAreaRequired' },
    });

    const arabic = await placeOrderAction({
      ...checkoutFor(lines, area.id),
      locale: 'ar',
      shipping: {
        ...base.shipping,
        phone: '٠٥٠١٢٣٤٥٦٧',
        confirmPhone: '٠٥٠ ١٢٣ ٤٥٦٧',
        zipCode: '١٢٢١١',
        whatsapp: '+٩٦٦٥٠١٢٣٤٥٦٧',
      },
    });
    if (!arabic.ok) throw new Error(arabic.error);
    expect(await orderRow(arabic.data.number)).toMatchObject({
      phone: '0501234567',
      zipCode: '12211',
      whatsapp: '+966501234567',
      locale: 'ar',
    });
  });

  it('reads a phone with the country code, as Saudi browsers autofill it, into the same ten digits', async () => {
    const area = await createDeliveryArea();
    const item = await variantWith(4900);
    const base = checkoutFor([{ variantId: item.variantId, quantity: 1 }], area.id);
    const autofilled = await placeOrderAction({
      ...base,
      shipping: { ...base.shipping, phone: '+966551234567', confirmPhone: '0551234567' },
    });
    if (!autofilled.ok) throw new Error(JSON.stringify(autofilled));
    expect(await orderRow(autofilled.data.number)).toMatchObject({ phone: '0551234567' });

    const arabic = await placeOrderAction({
      ...checkoutFor([{ variantId: item.variantId, quantity: 1 }], area.id),
      locale: 'ar',
      shipping: { ...base.shipping, phone: '٠٠٩٦٦ ٥٥ ١٢٣ ٤٥٦٨', confirmPhone: '+٩٦٦٥٥١٢٣٤٥٦٨' },
    });
    if (!arabic.ok) throw new Error(JSON.stringify(arabic));
    expect(await orderRow(arabic.data.number)).toMatchObject({ phone: '0551234568' });

    // Another country's number (its ten national digits would be dialled as a Saudi one), or no possible number.
    for (const phone of ['+14155550123', '+966523079680']) {
      const refused = await placeOrderAction({
        ...checkoutFor([{ variantId: item.variantId, quantity: 1 }], area.id),
        shipping: { ...base.shipping, phone, confirmPhone: phone },
      });
      expect(refused, phone).toMatchObject({
        ok: false,
        fieldErrors: { 'shipping.phone': 'validation.phoneInvalid' },
      });
    }
    const mismatch = await placeOrderAction({
      ...checkoutFor([{ variantId: item.variantId, quantity: 1 }], area.id),
      shipping: { ...base.shipping, phone: '+966551234567', confirmPhone: '0551234569' },
    });
    expect(mismatch).toMatchObject({
      ok: false,
      fieldErrors: { 'shipping.confirmPhone': 'validation.phoneMismatch' },
    });
  });

  it('prices the cart for the cart page: gone and sold-out lines are marked and left out of the total', async () => {
    const area = await createDeliveryArea({ charge: 500 });
    const item = await variantWith(4900);
    const soldOut = await variantWith(2000, 0);
    const quote = await quoteCartAction({
      lines: [
        { variantId: item.variantId, quantity: 2 },
        { variantId: soldOut.variantId, quantity: 1 },
        { variantId: 987_654, quantity: 1 },
      ],
      deliveryAreaId: area.id,
      locale: 'en',
    });
    if (!quote.ok) throw new Error(quote.error);
    expect(quote.data.lines.map((l) => l.problem)).toEqual([
      null,
      'orders.outOfStock',
      'orders.productNotFound',
    ]);
    expect(quote.data.totals).toMatchObject({ subtotal: 9800, deliveryCharge: 500, total: 10_300 });
  });

  it("tells nothing of a draft to whoever knows its variant's id: gone, like a missing one", async () => {
    const area = await createDeliveryArea();
    const draft = await createProduct({
      categoryId,
      published: false,
      nameEn: 'Secret autumn scarf',
      nameAr: 'وشاح الخريف السري',
      images: [{ key: 'products/00000000000000aa', width: 800, height: 800 }],
    });
    const [variant] = await getDb()
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, draft.id));
    const lines = [{ variantId: variant?.id ?? 0, quantity: 1 }];
    for (const locale of ['en', 'ar'] as const) {
      const quote = await quoteCartAction({ lines, deliveryAreaId: area.id, locale });
      if (!quote.ok) throw new Error(quote.error);
      expect(quote.data.lines).toEqual([
        expect.objectContaining({
          productId: null,
          name: '',
          slug: '',
          image: null,
          unitPrice: 0,
          problem: 'orders.productNotFound',
        }),
      ]);
      const said = JSON.stringify(quote);
      for (const secret of [
        draft.nameEn,
        draft.nameAr,
        draft.slugEn,
        draft.slugAr,
        'products/00000000000000aa',
      ])
        expect(said).not.toContain(secret);
    }
    const placed = await placeOrderAction(checkoutFor(lines, area.id));
    expect(placed).toMatchObject({ ok: false, error: 'orders.notCompletedGone' });
    expect(JSON.stringify(placed)).not.toContain(draft.nameEn);
    expect(await stockOf(variant?.id ?? 0)).toBe(5);
  });
});

describe('who may touch an order', () => {
  it("cancels only for its owner; another shopper gets 'Order Not Found'", async () => {
    const area = await createDeliveryArea();
    const item = await variantWith(4900, 5);
    const owner = await signUpTestUser(`owner-${counter++}@wishah.test`);
    testRequest.cookie = owner.cookie;
    const placed = await placeOrderAction(checkoutFor([{ variantId: item.variantId, quantity: 2 }], area.id));
    if (!placed.ok) throw new Error(placed.error);
    testRequest.cookie = (await signUpTestUser(`other-${counter++}@wishah.test`)).cookie;
    expect(await cancelOrderAction({ number: placed.data.number })).toMatchObject({
      ok: false,
      error: 'orders.notFound',
    });
    testRequest.cookie = '';
    expect(await cancelOrderAction({ number: placed.data.number, key: 'guess' })).toMatchObject({
      ok: false,
      error: 'orders.notFound',
    });
    expect(await stockOf(item.variantId)).toBe(3);
    testRequest.cookie = owner.cookie;
    expect(await cancelOrderAction({ number: placed.data.number })).toEqual({ ok: true, data: undefined });
    expect(await stockOf(item.variantId)).toBe(5);
  });

  it('lets only an admin move an order along', async () => {
    const area = await createDeliveryArea();
    const item = await variantWith(4900);
    testRequest.cookie = '';
    const placed = await placeOrderAction(checkoutFor([{ variantId: item.variantId, quantity: 1 }], area.id));
    if (!placed.ok) throw new Error(placed.error);
    const move = { number: placed.data.number, status: 'confirmed' as const };
    expect(await setOrderStatusAction(move)).toMatchObject({ ok: false, error: 'errors.forbiddenText' });
    testRequest.cookie = (await signUpTestUser(`shopper-${counter++}@wishah.test`)).cookie;
    expect(await setOrderStatusAction(move)).toMatchObject({ ok: false, error: 'errors.forbiddenText' });
    expect((await orderRow(placed.data.number))?.status).toBe('pending');
    testRequest.cookie = (await signUpTestAdmin(`admin-${counter++}@wishah.test`)).cookie;
    expect(await setOrderStatusAction(move)).toEqual({ ok: true, data: undefined });
    expect(await setOrderStatusAction({ ...move, status: 'delivered' })).toMatchObject({
      ok: false,
      error: 'orders.statusNotAllowed',
    });
  });
});

describe('the order mail', () => {
  it('is sent from the queue in the language of the order, right-to-left in Arabic, with its lines and total', async () => {
    await getJobs().work([orderMailJob]);
    const area = await createDeliveryArea({ charge: 0 });
    const item = await variantWith(4900);
    testRequest.cookie = '';
    const since = Date.now() - 1000;
    const placed = await placeOrderAction({
      ...checkoutFor([{ variantId: item.variantId, quantity: 2 }], area.id),
      locale: 'ar',
    });
    if (!placed.ok) throw new Error(placed.error);
    await waitForCompletedJob(orderMailJob, { number: placed.data.number });
    const files = outboxFiles(outboxDir(), since);
    const mails = files.map((f) => parseMail(fs.readFileSync(f, 'utf8')));
    const mail = mails.find((m) => m.html.includes(`/orders/${placed.data.number}?key=`));
    expect(mail?.headers.subject).toContain('استلمنا طلبك');
    expect(mail?.html).toMatch(/<html[^>]*dir="rtl"/);
    expect(mail?.html).toContain(item.nameAr);
    expect(mail?.html).toContain(`/ar/orders/${placed.data.number}?key=${placed.data.key}`);
    // The order number and the total in Arabic-Indic digits, as on the Arabic pages.
    expect(mail?.text).toContain(formatOrderNumber(placed.data.number, 'ar'));
    expect(mail?.text).toContain(formatMoney(9800, 'KWD', 'ar'));
  }, 30_000); // its worker shares the machine with the end-to-end build, which npm test runs beside these
});
