import { randomUUID } from 'node:crypto';
import { and, count, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import {
  discountRedemptions,
  discounts,
  orderLines,
  orders,
  productVariants,
  storeSettings,
} from '@/db/schema';
import type { SessionUser } from '@/domains/accounts/session';
import { env } from '@/lib/env';
import { createBrand, createCategory, createProduct } from '../../../tests/factories/catalog';
import { checkoutFor, createDeliveryArea, setTax } from '../../../tests/factories/orders';
import { signUpTestAdmin, signUpTestUser } from '../../../tests/setup/auth-request';
import type { DiscountInput } from './schemas';

const { placeOrder } = await import('@/domains/orders/service');
const { checkoutInput } = await import('@/domains/orders/schemas');
const { quoteCart, readOrder } = await import('@/domains/orders/queries');
const { taxedParts } = await import('@/domains/orders/tax-invoice');
const { saveDiscount, deleteDiscount } = await import('./service');
const { discountInput } = await import('./schemas');
const { listDiscounts } = await import('./queries');
const { setOrderStatus, cancelOrderAsShopper } = await import('@/domains/orders/service');
const { requestReturn } = await import('@/domains/orders/returns/service');
const { readReturn } = await import('@/domains/orders/returns/queries');
const { editOrder } = await import('@/domains/orders/owner/service');
const { orderEditInput } = await import('@/domains/orders/owner/schemas');
const { readOrderActivity } = await import('@/domains/orders/owner/queries');
const { readSalesReport, readSalesTotals } = await import('@/domains/orders/reports/sales');

type Checkout = ReturnType<typeof checkoutFor>;
let categoryId: number;
let area: Awaited<ReturnType<typeof createDeliveryArea>>;
let n = 0;

const place = (input: Checkout, user: SessionUser | null = null) =>
  placeOrder(checkoutInput.parse(input), user);

async function product(
  opts: {
    price?: number;
    stock?: number;
    categoryId?: number;
    subCategoryId?: number;
    brandId?: number;
  } = {},
) {
  const created = await createProduct({
    categoryId: opts.categoryId ?? categoryId,
    subCategoryId: opts.subCategoryId ?? null,
    brandId: opts.brandId ?? null,
    price: opts.price ?? 4900,
    variants: [
      {
        color: null,
        size: null,
        sku: `D-${n++}-${randomUUID().slice(0, 6)}`,
        stock: opts.stock ?? 100,
        price: null,
      },
    ],
  });
  const [variant] = await getDb()
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, created.id));
  return { ...created, variantId: variant?.id as number };
}

/** A discount through the admin's schema and service; a fresh code unless given. */
async function discount(input: Partial<DiscountInput> = {}) {
  const code = input.code ?? `CODE${n++}`;
  const { id } = await saveDiscount(
    discountInput.parse({
      code,
      automatic: false,
      kind: 'percentage',
      value: 10,
      appliesTo: 'order',
      targetIds: [],
      minSubtotal: 0,
      startsAt: '',
      endsAt: '',
      usageLimit: null,
      perCustomerLimit: null,
      active: true,
      ...input,
    }),
  );
  return { id, code };
}

const orderRow = async (number: number) =>
  (await getDb().select().from(orders).where(eq(orders.number, number)))[0];

/** The refusal a checkout gets (its message key), or 'placed'. */
const outcome = (input: Checkout, user: SessionUser | null = null) =>
  place(input, user).then(
    () => 'placed',
    (error: Error) => error.message,
  );

async function shopper(): Promise<SessionUser> {
  const { id } = await signUpTestUser(`discounts-${n++}@wishah.test`);
  return { id, name: 'Test Shopper', email: 'x@wishah.test', image: null, staffRole: null };
}

beforeAll(async () => {
  categoryId = (await createCategory()).id;
  area = await createDeliveryArea({ charge: 500, freeFrom: null });
  await setTax(1500, true);
});

describe('what a discount takes off', () => {
  it('takes a percentage off the order, with the VAT computed on what is paid and shared onto the line', async () => {
    const scarf = await product();
    const { code } = await discount({ value: 10 });
    const placed = await place(
      checkoutFor([{ variantId: scarf.variantId, quantity: 2 }], area.id, {
        discountCode: code.toLowerCase(),
      }),
    );
    const order = await orderRow(placed.number);
    // 98.00 + 5.00 delivery − 9.80 = 93.20, of which 15/115 is VAT: 12.16.
    expect(order).toMatchObject({
      subtotal: 9800,
      deliveryCharge: 500,
      discount: 980,
      tax: 1216,
      total: 9320,
    });
    expect(order?.discountCode).toBe(code);
    const [line] = await getDb()
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order?.id ?? 0));
    expect(line?.discount).toBe(980);
    // The invoice's rows add up to the order's own VAT and total.
    const found = await readOrder(placed.number);
    const parts = taxedParts(found?.detail as NonNullable<typeof found>['detail']);
    const rows = [...parts.lines, parts.delivery, parts.fee];
    expect(rows.reduce((s, p) => s + p.vat, 0)).toBe(1216);
    expect(rows.reduce((s, p) => s + p.withVat, 0)).toBe(9320);
    expect(parts.lines[0]?.withVat).toBe(8820);
  });

  it('takes a fixed amount off, with tax added on top of the discounted amount', async () => {
    await setTax(1500, false);
    try {
      const scarf = await product();
      const { code } = await discount({ kind: 'fixed', value: 1000 });
      const placed = await place(
        checkoutFor([{ variantId: scarf.variantId, quantity: 1 }], area.id, { discountCode: code }),
      );
      // 49.00 + 5.00 − 10.00 = 44.00, VAT 6.60 on top.
      expect(await orderRow(placed.number)).toMatchObject({ discount: 1000, tax: 660, total: 5060 });
    } finally {
      await setTax(1500, true);
    }
  });

  it('makes the delivery free', async () => {
    const scarf = await product();
    const { code } = await discount({ kind: 'freeDelivery', value: 0 });
    const placed = await place(
      checkoutFor([{ variantId: scarf.variantId, quantity: 1 }], area.id, { discountCode: code }),
    );
    expect(await orderRow(placed.number)).toMatchObject({ deliveryCharge: 500, discount: 500, total: 4900 });
    const found = await readOrder(placed.number);
    const parts = taxedParts(found?.detail as NonNullable<typeof found>['detail']);
    expect(parts.delivery.withVat).toBe(0);
  });

  it('applies only to the chosen products, categories (or sub categories) and brands', async () => {
    const otherCategory = (await createCategory()).id;
    const sub = (await createCategory({ parentId: otherCategory })).id;
    const brand = (await createBrand()).id;
    const a = await product({ price: 10_000 });
    const b = await product({ price: 5000, categoryId: otherCategory, brandId: brand });
    const lines = [
      { variantId: a.variantId, quantity: 1 },
      { variantId: b.variantId, quantity: 1 },
    ];
    const byProduct = await discount({ appliesTo: 'products', targetIds: [a.id], value: 10 });
    const byCategory = await discount({ appliesTo: 'categories', targetIds: [otherCategory], value: 10 });
    const byBrand = await discount({ appliesTo: 'brands', targetIds: [brand], value: 20 });
    const quote = (code: string) =>
      quoteCart(lines, area.id, 'en', null, { code, customer: { userId: null } }).then((q) => ({
        discount: q.totals.discount,
        shares: q.lines.map((l) => l.discount),
      }));
    expect(await quote(byProduct.code)).toEqual({ discount: 1000, shares: [1000, 0] });
    expect(await quote(byCategory.code)).toEqual({ discount: 500, shares: [0, 500] });
    expect(await quote(byBrand.code)).toEqual({ discount: 1000, shares: [0, 1000] });
    // A product filed under the sub category counts for it too.
    const c = await product({ price: 5000, categoryId: otherCategory, subCategoryId: sub });
    const bySub = await discount({ appliesTo: 'categories', targetIds: [sub], value: 10 });
    const q = await quoteCart([{ variantId: c.variantId, quantity: 1 }], area.id, 'en', null, {
      code: bySub.code,
      customer: { userId: null },
    });
    expect(q.totals.discount).toBe(500);
    // Not for anything in this cart: refused, with its reason.
    const other = await discount({ appliesTo: 'products', targetIds: [c.id] });
    const refused = await quoteCart(lines, area.id, 'en', null, {
      code: other.code,
      customer: { userId: null },
    });
    expect(refused.discount.entered).toMatchObject({ refusal: 'notApplicable' });
    expect(refused.totals.discount).toBe(0);
  });
});

describe('why a code is refused', () => {
  it('names an unknown code, one below its smallest subtotal, and one switched off', async () => {
    const scarf = await product();
    const line = [{ variantId: scarf.variantId, quantity: 1 }];
    expect(await outcome(checkoutFor(line, area.id, { discountCode: 'NOPE' }))).toBe(
      'discounts.refused.unknown',
    );
    const { code } = await discount({ minSubtotal: 10_000 });
    const quote = await quoteCart(line, area.id, 'en', null, { code, customer: { userId: null } });
    expect(quote.discount.entered).toMatchObject({ refusal: 'belowMinimum', minimum: 10_000 });
    expect(await outcome(checkoutFor(line, area.id, { discountCode: code }))).toBe(
      'discounts.refused.belowMinimum',
    );
    // Nothing was placed by the refused checkouts.
    const off = await discount({ active: false });
    expect(await outcome(checkoutFor(line, area.id, { discountCode: off.code }))).toBe(
      'discounts.refused.unknown',
    );
  });

  it("reads the start and end as the store's local time, in its time zone", async () => {
    await getDb()
      .insert(storeSettings)
      .values({ storeId: env.STORE_ID, timeZone: 'Asia/Riyadh' })
      .onConflictDoUpdate({ target: storeSettings.storeId, set: { timeZone: 'Asia/Riyadh' } });
    try {
      const later = await discount({ startsAt: '2099-01-01T00:00', endsAt: '' });
      const over = await discount({ startsAt: '2020-01-01T00:00', endsAt: '2020-02-01T09:30' });
      const [row] = await getDb().select().from(discounts).where(eq(discounts.id, later.id));
      // Midnight in Riyadh (UTC+3) is 21:00 the day before in UTC.
      expect(row?.startsAt?.toISOString()).toBe('2098-12-31T21:00:00.000Z');
      const listed = (await listDiscounts('Asia/Riyadh')).find((d) => d.id === over.id);
      expect(listed).toMatchObject({ startsLocal: '2020-01-01T00:00', endsLocal: '2020-02-01T09:30' });
      const scarf = await product();
      const line = [{ variantId: scarf.variantId, quantity: 1 }];
      expect(await outcome(checkoutFor(line, area.id, { discountCode: later.code }))).toBe(
        'discounts.refused.notStarted',
      );
      expect(await outcome(checkoutFor(line, area.id, { discountCode: over.code }))).toBe(
        'discounts.refused.expired',
      );
    } finally {
      await getDb()
        .update(storeSettings)
        .set({ timeZone: 'UTC' })
        .where(eq(storeSettings.storeId, env.STORE_ID));
    }
  });

  it('counts the uses in all, and per customer by account, e-mail and phone', async () => {
    const scarf = await product();
    const line = [{ variantId: scarf.variantId, quantity: 1 }];
    const once = await discount({ usageLimit: 1 });
    expect(await outcome(checkoutFor(line, area.id, { discountCode: once.code }))).toBe('placed');
    expect(await outcome(checkoutFor(line, area.id, { discountCode: once.code }))).toBe(
      'discounts.refused.usedUp',
    );

    const perCustomer = await discount({ perCustomerLimit: 1 });
    const user = await shopper();
    const first = checkoutFor(line, area.id, { discountCode: perCustomer.code });
    expect(await outcome(first, user)).toBe('placed');
    // The same account with another e-mail and phone.
    expect(await outcome(checkoutFor(line, area.id, { discountCode: perCustomer.code }), user)).toBe(
      'discounts.refused.alreadyUsed',
    );
    // The cart already says so for the signed-in shopper.
    const quoted = await quoteCart(line, area.id, 'en', null, {
      code: perCustomer.code,
      customer: { userId: user.id },
    });
    expect(quoted.discount.entered?.refusal).toBe('alreadyUsed');
    // A guest with the same e-mail (another +tag, other case), or the same phone.
    const sameMail = checkoutFor(line, area.id, { discountCode: perCustomer.code });
    sameMail.shipping.email = first.shipping.email.replace('@', '+again@').toUpperCase();
    expect(await outcome(sameMail)).toBe('discounts.refused.alreadyUsed');
    const samePhone = checkoutFor(line, area.id, { discountCode: perCustomer.code });
    samePhone.shipping.phone = first.shipping.phone;
    samePhone.shipping.confirmPhone = first.shipping.phone;
    expect(await outcome(samePhone)).toBe('discounts.refused.alreadyUsed');
    // Someone else may.
    expect(await outcome(checkoutFor(line, area.id, { discountCode: perCustomer.code }))).toBe('placed');
    const [row] = await getDb().select().from(discounts).where(eq(discounts.id, perCustomer.id));
    expect(row?.uses).toBe(2);
  });
});

describe('one discount per order', () => {
  it('gives the better of the best automatic discount and the code, never both', async () => {
    const brand = (await createBrand()).id;
    const scarf = await product({ price: 10_000, brandId: brand });
    const line = [{ variantId: scarf.variantId, quantity: 1 }];
    const automatic = await discount({ automatic: true, appliesTo: 'brands', targetIds: [brand], value: 15 });
    const small = await discount({ value: 10 });
    const big = await discount({ value: 20 });
    const quote = (code: string | null) =>
      quoteCart(line, area.id, 'en', null, { code, customer: { userId: null } });
    const none = await quote(null);
    expect(none.discount.applied).toMatchObject({ code: automatic.code, automatic: true });
    expect(none.totals.discount).toBe(1500);
    const outdone = await quote(small.code);
    expect(outdone.discount.applied?.code).toBe(automatic.code);
    expect(outdone.discount.entered).toMatchObject({ code: small.code, refusal: null, outdone: true });
    const better = await quote(big.code);
    expect(better.discount.applied?.code).toBe(big.code);
    expect(better.totals.discount).toBe(2000);
    // Placed with the automatic one: its use is counted, the code's is not.
    const placed = await place(checkoutFor(line, area.id, { discountCode: small.code }));
    expect(await orderRow(placed.number)).toMatchObject({ discount: 1500, discountCode: automatic.code });
    const uses = await getDb()
      .select({ id: discounts.id, uses: discounts.uses })
      .from(discounts)
      .where(eq(discounts.id, small.id));
    expect(uses[0]?.uses).toBe(0);
    await deleteDiscount(automatic.id);
  });
});

describe('the last use of a code', () => {
  it('goes to exactly one of fifty shoppers checking out at once; the others are refused and nothing is placed', async () => {
    const scarf = await product({ stock: 200 });
    const last = await discount({ usageLimit: 1 });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        place(
          checkoutFor([{ variantId: scarf.variantId, quantity: 1 }], area.id, { discountCode: last.code }),
        ),
      ),
    );
    const placed = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(placed).toHaveLength(1);
    expect(new Set(refused.map((r) => (r.reason as Error).message))).toEqual(
      new Set(['discounts.refused.usedUp']),
    );
    const [withCode] = await getDb()
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.discountCode, last.code), isNotNull(orders.discountCode)));
    expect(withCode?.n).toBe(1);
    const [redeemed] = await getDb()
      .select({ n: count() })
      .from(discountRedemptions)
      .where(eq(discountRedemptions.discountId, last.id));
    expect(redeemed?.n).toBe(1);
    const [row] = await getDb().select().from(discounts).where(eq(discounts.id, last.id));
    expect(row?.uses).toBe(1);
    // The refused checkouts took no stock.
    const [variant] = await getDb()
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, scarf.variantId));
    expect(variant?.stock).toBe(199);
  });
});

describe('a cancelled order', () => {
  it("gives its discount's use back once, however many cancellations race, so the shopper can use the code again", async () => {
    const scarf = await product();
    const line = [{ variantId: scarf.variantId, quantity: 1 }];
    const once = await discount({ usageLimit: 1, perCustomerLimit: 1 });
    const user = await shopper();
    const placed = await place(checkoutFor(line, area.id, { discountCode: once.code }), user);
    expect(await outcome(checkoutFor(line, area.id, { discountCode: once.code }), user)).toBe(
      'discounts.refused.usedUp',
    );
    const cancels = await Promise.allSettled(
      Array.from({ length: 5 }, () => cancelOrderAsShopper({ number: placed.number }, user)),
    );
    expect(cancels.filter((c) => c.status === 'fulfilled').length).toBeGreaterThan(0);
    const uses = async () =>
      (await getDb().select({ uses: discounts.uses }).from(discounts).where(eq(discounts.id, once.id)))[0]
        ?.uses;
    expect(await uses()).toBe(0);
    const [redeemed] = await getDb()
      .select({ n: count() })
      .from(discountRedemptions)
      .where(eq(discountRedemptions.discountId, once.id));
    expect(redeemed?.n).toBe(0);
    // The cancelled order still says what it was priced with.
    expect(await orderRow(placed.number)).toMatchObject({ status: 'cancelled', discountCode: once.code });
    // The same shopper may use the code again, and its one use is taken by that order.
    expect(await outcome(checkoutFor(line, area.id, { discountCode: once.code }), user)).toBe('placed');
    expect(await uses()).toBe(1);
  });
});

describe('a refund of part of a discounted order', () => {
  it("gives back the returned units' price less their share of the discount", async () => {
    const owner = await signUpTestAdmin(`discounts-owner-${n++}@wishah.test`);
    await getDb()
      .insert(storeSettings)
      .values({ storeId: env.STORE_ID, returnWindowDays: 14 })
      .onConflictDoUpdate({ target: storeSettings.storeId, set: { returnWindowDays: 14 } });
    const scarf = await product({ price: 5000 });
    const { code } = await discount({ value: 10 });
    const placed = await place(
      checkoutFor([{ variantId: scarf.variantId, quantity: 3 }], area.id, { discountCode: code }),
    );
    for (const to of ['confirmed', 'processing', 'shipped', 'delivered'] as const)
      await setOrderStatus(placed.number, to, { id: owner.id, name: 'Owner' }, { notify: false });
    const order = await orderRow(placed.number);
    const [line] = await getDb()
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order?.id ?? 0));
    expect(line?.discount).toBe(1500);
    const { id } = await requestReturn(
      {
        number: placed.number,
        key: placed.accessKey,
        lines: [{ lineId: line?.id ?? 0, quantity: 1 }],
        reason: 'damaged',
        note: '',
      },
      null,
    );
    // One of three units at 50.00, less its third of the 15.00 discount.
    expect((await readReturn(id))?.value).toBe(4500);
  });
});

describe('a discounted order elsewhere', () => {
  it('keeps its lines and area when the owner edits it, and the sales report counts its discount beside gross sales', async () => {
    const owner = await signUpTestAdmin(`discounts-editor-${n++}@wishah.test`);
    const scarf = await product({ price: 5000 });
    const { code } = await discount({ value: 10 });
    const placed = await place(
      checkoutFor([{ variantId: scarf.variantId, quantity: 2 }], area.id, { discountCode: code }),
    );
    const edit = orderEditInput.parse({
      number: placed.number,
      version: (await readOrderActivity(placed.number))?.version,
      lines: [{ variantId: scarf.variantId, quantity: 1 }],
      deliveryAreaId: area.id,
      shipping: { streetAddress: '12 King Fahd Road', city: 'Riyadh', zipCode: '12211' },
    });
    await expect(editOrder(edit, { id: owner.id, name: 'Owner' }, { notify: false })).rejects.toThrow(
      'discounts.refused.editDiscounted',
    );
    expect(await orderRow(placed.number)).toMatchObject({ subtotal: 10_000, discount: 1000 });

    const today = new Date().toISOString().slice(0, 10);
    const { totals } = await readSalesTotals(today, today, 'UTC');
    const [all] = await getDb()
      .select({ discounts: sql<number>`coalesce(sum(${orders.discount}), 0)`.mapWith(Number) })
      .from(orders)
      .where(ne(orders.status, 'cancelled'));
    expect(totals.discounts).toBe(all?.discounts);
    expect(totals.discounts).toBeGreaterThan(0);
    // The net's lines still add up: gross − discounts + delivery + fees + tax added = sales, no rounding.
    expect(totals.rounding).toBe(0);
    // The day's row says the same (the day table and its CSV have a discounts column).
    const { days } = await readSalesReport(today, today, 'UTC', 'en');
    expect(days[0]?.discounts).toBe(totals.discounts);
  });
});

describe("the admin's discounts", () => {
  it('refuses bad input with field errors, and a code that is taken', async () => {
    const bad = discountInput.safeParse({
      code: 'no spaces!',
      automatic: false,
      kind: 'percentage',
      value: 150,
      appliesTo: 'products',
      targetIds: [],
      minSubtotal: -1,
      startsAt: '2026-05-01T10:00',
      endsAt: '2026-04-01T10:00',
      usageLimit: 0,
      perCustomerLimit: null,
      active: true,
    });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries((bad.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({
      code: 'adminDiscounts.errors.codeInvalid',
      minSubtotal: 'adminDiscounts.errors.amountInvalid',
      usageLimit: 'adminDiscounts.errors.countInvalid',
    });
    const { code } = await discount();
    await expect(discount({ code: code.toLowerCase() })).rejects.toThrow('adminDiscounts.errors.codeTaken');
  });
});
