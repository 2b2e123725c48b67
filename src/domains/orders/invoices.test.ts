import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { creditNotes, orders, storeSettings } from '@/db/schema';
import { DEFAULT_STORE_SETTINGS } from '@/domains/store-settings/schemas';
import { env } from '@/lib/env';
import { createSellableVariant } from '../../../tests/factories/catalog';
import { checkoutFor, createDeliveryArea, setTax } from '../../../tests/factories/orders';
import { signUpTestAdmin, signUpTestUser } from '../../../tests/setup/auth-request';
import { testRequest } from '../../../tests/setup/request';
import { type StripeStandIn, startStripeStandIn } from '../../../tests/setup/stripe-stand-in';

// Simplified tax invoices (docs/decisions/0020-saudi-tax-invoices.md): the seller's details refused field by field,
// invoice and credit note numbers without gaps or duplicates under concurrent checkouts and rolled-back
// transactions, when an order is invoiced, what its credit notes credit, and a QR code that reads back to the
// invoice's five fields.

vi.hoisted(() => {
  process.env.STRIPE_SECRET_KEY = 'sk_test_wishah';
  process.env.STRIPE_WEBHOOK_SECRET = 'whsec_wishah_test';
});

const { placeOrder, cancelOrderAsShopper, setOrderStatus } = await import('./service');
const { refundCardOrder } = await import('./card-payments');
const { nextDocumentNumber, listCreditNotes } = await import('./invoices');
const { qrPng } = await import('./qr-image');
const { renderOrderMail, INVOICE_QR_CID } = await import('./mail/render');
const { readOrder } = await import('./queries');
const { getVisitorInvoice } = await import('./shopper-queries');
const { checkoutInput } = await import('./schemas');
const { saveSellerAction } = await import('@/domains/store-settings/seller/actions');
const { readSeller, readSellerForm } = await import('@/domains/store-settings/seller/queries');
const { POST: webhook } = await import('@/app/api/webhooks/stripe/route');
const { decodeTlv, zatcaFieldsOf, zatcaQrText } = await import('./tax-invoice');

let stripe: StripeStandIn;
let areaId: number;
let admin = '';
let shopper = '';
const OWNER = { id: null, name: 'Owner', role: 'admin' } as const;

const SELLER = {
  legalNameEn: 'Wishah Trading Company',
  legalNameAr: 'شركة وشاح للتجارة',
  vatNumber: '310122393500003',
  buildingNumber: '2322',
  street: 'Olaya Street',
  district: 'Al Olaya',
  city: 'Riyadh',
  postalCode: '12214',
  additionalNumber: '',
};

const orderOf = async (number: number) => {
  const [order] = await getDb().select().from(orders).where(eq(orders.number, number));
  if (!order) throw new Error(`no order ${number}`);
  return order;
};
const post = (event: { payload: string; signature: string }) =>
  webhook(
    new Request('http://localhost/api/webhooks/stripe', {
      method: 'POST',
      headers: { 'stripe-signature': event.signature },
      body: event.payload,
    }),
  );

async function codOrder(price = 11_500, quantity = 1) {
  const { variantId } = await createSellableVariant({ price, stock: 50 });
  return placeOrder(checkoutInput.parse(checkoutFor([{ variantId, quantity }], areaId)), null);
}

/** A card order of `price`, charged at the stand-in; `complete` delivers Stripe's webhook that it was paid. */
async function cardOrder(price = 11_500) {
  const { variantId } = await createSellableVariant({ price, stock: 10 });
  const placed = await placeOrder(
    checkoutInput.parse(checkoutFor([{ variantId, quantity: 1 }], areaId, { paymentMethod: 'card' })),
    null,
  );
  const sessionId = (await orderOf(placed.number)).stripeSessionId ?? '';
  await stripe.pay(sessionId);
  const session = stripe.sessions.get(sessionId) as object;
  return { placed, complete: () => post(stripe.event('checkout.session.completed', session)) };
}

/** Asserts `numbers` are consecutive from their smallest, each once. */
function expectGapless(numbers: number[]) {
  const sorted = [...numbers].sort((a, b) => a - b);
  const first = sorted[0] ?? 0;
  expect(sorted).toEqual(sorted.map((_, index) => first + index));
}

beforeAll(async () => {
  stripe = await startStripeStandIn({ webhookSecret: 'whsec_wishah_test' });
  Object.assign(env, { STRIPE_API_URL: stripe.url });
  areaId = (await createDeliveryArea({ charge: 0 })).id;
  await setTax(1500, true);
  await getDb()
    .insert(storeSettings)
    .values({ storeId: env.STORE_ID, cardEnabled: true, currency: 'SAR' })
    .onConflictDoUpdate({ target: storeSettings.storeId, set: { cardEnabled: true, currency: 'SAR' } });
  admin = (await signUpTestAdmin('owner@wishah.test')).cookie;
  shopper = (await signUpTestUser('shopper@wishah.test')).cookie;
});
afterAll(() => stripe.close());

describe('the seller’s details', () => {
  it('are the admin’s alone to save: anyone else is refused and nothing changes', async () => {
    for (const cookie of ['', shopper]) {
      testRequest.cookie = cookie;
      expect(await saveSellerAction(SELLER)).toEqual({ ok: false, error: 'errors.forbiddenText' });
    }
    expect(await readSeller()).toBeNull();
  });

  it('refuse a VAT number that is not 15 digits starting and ending with 3, and bad address codes, field by field', async () => {
    testRequest.cookie = admin;
    for (const vatNumber of [
      '31012239350000',
      '210122393500003',
      '310122393500004',
      '3101223935000033',
      'abc',
    ]) {
      const result = await saveSellerAction({ ...SELLER, vatNumber });
      expect(result).toMatchObject({
        ok: false,
        fieldErrors: { vatNumber: 'taxInvoice.validation.vatNumber' },
      });
    }
    const codes = await saveSellerAction({
      ...SELLER,
      buildingNumber: '12',
      postalCode: '1234',
      additionalNumber: '99',
      legalNameAr: ' ',
    });
    expect(codes).toMatchObject({
      ok: false,
      fieldErrors: {
        buildingNumber: 'taxInvoice.validation.buildingNumber',
        postalCode: 'taxInvoice.validation.postalCode',
        additionalNumber: 'taxInvoice.validation.additionalNumber',
        legalNameAr: 'validation.required',
      },
    });
    expect(await readSeller()).toBeNull();
    expect((await readSellerForm()).vatNumber).toBe('');
  });

  it('are saved, digits typed on an Arabic keyboard read as Western ones', async () => {
    testRequest.cookie = admin;
    const result = await saveSellerAction({ ...SELLER, vatNumber: '٣١٠١٢٢٣٩٣٥٠٠٠٠٣', postalCode: '12 214' });
    expect(result).toMatchObject({ ok: true });
    expect(await readSeller()).toEqual(SELLER);
  });
});

describe('invoice numbers', () => {
  it('are issued to a cash-on-delivery order when it is placed', async () => {
    const placed = await codOrder();
    const order = await orderOf(placed.number);
    expect(order.invoiceNumber).toEqual(expect.any(Number));
    expect(order.invoicedAt).toBeInstanceOf(Date);
    const next = await orderOf((await codOrder()).number);
    expect(next.invoiceNumber).toBe((order.invoiceNumber ?? 0) + 1);
  });

  it('follow each other without gaps or duplicates under concurrent checkouts and a rolled-back transaction', async () => {
    const before = (await orderOf((await codOrder()).number)).invoiceNumber ?? 0;
    // A transaction that takes a number and then fails, among the checkouts: its number must come back.
    const rolledBack = getDb()
      .transaction(async (tx) => {
        await nextDocumentNumber(tx, 'invoice');
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('rolled back on purpose');
      })
      .then(
        () => 'committed',
        () => 'rolled back',
      );
    // A checkout refused after its order row was written (out of stock) rolls back too.
    const { variantId: scarce } = await createSellableVariant({ price: 5_000, stock: 0 });
    const refused = placeOrder(
      checkoutInput.parse(checkoutFor([{ variantId: scarce, quantity: 1 }], areaId)),
      null,
    ).then(
      () => 'placed',
      () => 'refused',
    );
    const placed = await Promise.all(Array.from({ length: 10 }, () => codOrder(2_300, 2)));
    expect(await rolledBack).toBe('rolled back');
    expect(await refused).toBe('refused');
    const numbers = await Promise.all(placed.map(async (p) => (await orderOf(p.number)).invoiceNumber ?? 0));
    expectGapless([before, ...numbers]);
    expect(Math.min(...numbers)).toBe(before + 1);
    // And the next one goes on from the last.
    const after = await orderOf((await codOrder()).number);
    expect(after.invoiceNumber).toBe(before + 11);
  });

  it('wait for a card order’s payment, and never come to one cancelled unpaid', async () => {
    const { placed, complete } = await cardOrder();
    expect((await orderOf(placed.number)).invoiceNumber).toBeNull();
    await complete();
    const paid = await orderOf(placed.number);
    expect(paid.paymentStatus).toBe('paid');
    expect(paid.invoiceNumber).toEqual(expect.any(Number));
    // The webhook again issues nothing more.
    await complete();
    expect((await orderOf(placed.number)).invoiceNumber).toBe(paid.invoiceNumber);

    const unpaid = await cardOrder();
    await cancelOrderAsShopper({ number: unpaid.placed.number, key: unpaid.placed.accessKey }, null);
    const cancelled = await orderOf(unpaid.placed.number);
    expect(cancelled).toMatchObject({ status: 'cancelled', invoiceNumber: null });
    expect(await listCreditNotes(cancelled.id)).toEqual([]);
  });
});

describe('credit notes', () => {
  it('credit a cancelled cash-on-delivery order in full, VAT to the unit, with a number of their own', async () => {
    const placed = await codOrder(11_500);
    const order = await orderOf(placed.number);
    await setOrderStatus(placed.number, 'cancelled', OWNER, { notify: false });
    const notes = await listCreditNotes(order.id);
    expect(notes).toEqual([
      expect.objectContaining({ reason: 'cancelled', amount: order.total, tax: order.tax }),
    ]);
    expect(order.tax).toBe(1_500);
    // Cancelling again changes nothing: the workflow refuses, and no second note is written.
    await expect(setOrderStatus(placed.number, 'cancelled', OWNER, { notify: false })).rejects.toThrow();
    expect(await listCreditNotes(order.id)).toHaveLength(1);
  });

  it('credit a partial refund by its amount, then the rest when the order is cancelled', async () => {
    const { placed, complete } = await cardOrder(11_500);
    await complete();
    const order = await orderOf(placed.number);
    await refundCardOrder(placed.number, { amount: '33.33', requestKey: randomUUID(), actor: OWNER });
    await setOrderStatus(placed.number, 'cancelled', OWNER, { notify: false });
    const notes = await listCreditNotes(order.id);
    expect(notes.map((n) => [n.reason, n.amount, n.tax])).toEqual([
      ['refund', 3_333, 435],
      ['cancelled', 8_167, 1_065],
    ]);
    expect((notes[1]?.number ?? 0) - (notes[0]?.number ?? 0)).toBe(1);
    const sum = await getDb().select().from(creditNotes).where(eq(creditNotes.orderId, order.id));
    expect(sum.reduce((s, n) => s + n.amount, 0)).toBe(order.total);
  });

  it('are numbered without gaps while several orders are cancelled at once', async () => {
    const placed = await Promise.all(Array.from({ length: 6 }, () => codOrder(4_600)));
    await Promise.all(placed.map((p) => cancelOrderAsShopper({ number: p.number, key: p.accessKey }, null)));
    const numbers = (
      await Promise.all(placed.map(async (p) => listCreditNotes((await orderOf(p.number)).id)))
    ).flatMap((notes) => notes.map((n) => n.number));
    expect(numbers).toHaveLength(6);
    expectGapless(numbers);
  });
});

describe('the QR code', () => {
  it('drawn as a PNG, reads back to the invoice’s five fields', async () => {
    const placed = await codOrder(11_500);
    const order = await orderOf(placed.number);
    const seller = await readSeller();
    if (!seller || !order.invoicedAt) throw new Error('no seller or invoice');
    const png = await qrPng(
      zatcaQrText(
        zatcaFieldsOf(seller, {
          issuedAt: order.invoicedAt,
          total: order.total,
          vat: order.tax,
          currency: order.currency,
        }),
      ),
    );
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const code = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    expect(code).not.toBeNull();
    const fields = decodeTlv(code?.data ?? '');
    expect(fields.get(1)).toBe('شركة وشاح للتجارة');
    expect(fields.get(2)).toBe('310122393500003');
    expect(fields.get(3)).toBe(order.invoicedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'));
    expect(fields.get(4)).toBe('115.00');
    expect(fields.get(5)).toBe('15.00');
  });

  it('goes with the order’s first mail as an inline attachment, with the invoice’s number', async () => {
    const placed = await codOrder(11_500);
    const found = await readOrder(placed.number);
    if (!found) throw new Error('no order');
    const seller = await readSeller();
    const mail = await renderOrderMail(found.detail, 'placed', 'http://x', DEFAULT_STORE_SETTINGS, seller);
    const number = `INV-${String(found.detail.invoiceNumber).padStart(6, '0')}`;
    expect(mail.html).toContain(`cid:${INVOICE_QR_CID}`);
    expect(mail.text).toContain(number);
    expect('attachments' in mail && mail.attachments).toEqual([
      expect.objectContaining({ cid: INVOICE_QR_CID, contentType: 'image/png' }),
    ]);
    // In Arabic, in the order's language and digits; a later mail carries no invoice.
    const ar = await renderOrderMail(
      { ...found.detail, locale: 'ar' },
      'placed',
      'http://x',
      DEFAULT_STORE_SETTINGS,
      seller,
    );
    expect(ar.text).toContain('الفاتورة الضريبية المبسطة');
    expect(ar.text).toContain('INV-٠');
    const later = await renderOrderMail(found.detail, 'shipped', 'http://x', DEFAULT_STORE_SETTINGS, seller);
    expect('attachments' in later).toBe(false);
  });
});

describe('the shopper’s copy', () => {
  it('opens for the link’s holder once invoiced; for anyone else, or before then, it is not found', async () => {
    testRequest.cookie = '';
    const cash = await codOrder();
    const found = await getVisitorInvoice(String(cash.number), cash.accessKey);
    expect(found?.order.invoiceNumber).toEqual(expect.any(Number));
    expect(await getVisitorInvoice(String(cash.number), undefined)).toBeNull();
    expect(await getVisitorInvoice(String(cash.number), 'x'.repeat(43))).toBeNull();
    expect(await getVisitorInvoice('not-a-number', cash.accessKey)).toBeNull();
    // Another signed-in shopper without the link finds nothing either.
    testRequest.cookie = shopper;
    expect(await getVisitorInvoice(String(cash.number), undefined)).toBeNull();
    testRequest.cookie = '';
    // A card order before its payment has no invoice to open, even with its link.
    const { placed, complete } = await cardOrder();
    expect(await getVisitorInvoice(String(placed.number), placed.accessKey)).toBeNull();
    await complete();
    expect(await getVisitorInvoice(String(placed.number), placed.accessKey)).not.toBeNull();
  });
});
