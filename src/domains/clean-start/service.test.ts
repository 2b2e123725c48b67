import { count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { users } from '@/db/schema/accounts';
import { brands, categories, productImages, products } from '@/db/schema/catalog';
import { contactRequests } from '@/db/schema/contact';
import { storePages } from '@/db/schema/content';
import { orderLines, orders } from '@/db/schema/orders';
import { payments } from '@/db/schema/payments';
import { reviews } from '@/db/schema/reviews';
import { env } from '@/lib/env';
import { storage } from '@/lib/storage';
import { createProduct } from '../../../tests/factories/catalog';
import { checkoutFor } from '../../../tests/factories/orders';
import { signUpTestAdmin, signUpTestUser } from '../../../tests/setup/auth-request';
import { testRequest } from '../../../tests/setup/request';

const { seedStoreSettings } = await import('@/domains/store-settings/seed');
const { seedDemoPages } = await import('@/domains/content/seed');
const { seedDemoCatalogue } = await import('@/domains/catalog/demo/seed');
const { seedDemoReviews } = await import('@/domains/reviews/demo/seed');
const { seedDemoOrders } = await import('@/domains/orders/demo/seed');
const { seedDemoContactRequests } = await import('@/domains/contact/demo/seed');
const { listSellableVariantIds } = await import('@/domains/catalog/stock');
const { placeOrder } = await import('@/domains/orders/service');
const { checkoutInput } = await import('@/domains/orders/schemas');
const { listDeliveryAreas, isCurrencyLocked } = await import('@/domains/store-settings/queries');
const { saveCurrency } = await import('@/domains/store-settings/service');
const { isDemoRemoved } = await import('@/domains/store-settings/demo/removal');
const { savePage } = await import('@/domains/content/service');
const { removeDemoDataAction } = await import('./actions');
const { countDemoData } = await import('./queries');

const n = async (table: typeof products | typeof orders | typeof categories | typeof brands) =>
  (await getDb().select({ n: count() }).from(table))[0]?.n ?? 0;

let admin: { cookie: string; id: string };
let shopper: { cookie: string; id: string };
let ownerProduct: number;
let ownerOrder: number;
let demoSub: { id: number; parentId: number | null };
let demoBrand: number;
let demoLineImage: string | null;

beforeAll(async () => {
  const db = getDb();
  await seedStoreSettings(db, env.STORE_ID);
  await seedDemoPages(db);
  expect(await seedDemoCatalogue(db)).toBe(true);
  expect(await seedDemoReviews(db)).toBe(true);
  expect(await seedDemoOrders(db)).toBe(true);
  expect(await seedDemoContactRequests(db)).toBe(true);

  admin = await signUpTestAdmin('owner@wishah.test', { name: 'Owner' });
  shopper = await signUpTestUser('shopper@wishah.test', { name: 'Sam Shopper' });

  // The owner's own product, in a demo sub category and under a demo brand.
  const [sub] = await db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.slugEn, 'silk-squares'));
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.slugEn, 'layali'));
  if (!sub?.parentId || !brand) throw new Error('the demo catalogue has no silk squares or Layali');
  demoSub = sub;
  demoBrand = brand.id;
  ownerProduct = (
    await createProduct({
      categoryId: sub.parentId,
      subCategoryId: sub.id,
      brandId: brand.id,
      nameEn: 'Owner Scarf',
    })
  ).id;

  // The owner's own order, of a demo scarf: it must survive, and still show what was bought.
  const [areaId] = (await listDeliveryAreas(db)).filter((a) => a.active).map((a) => a.id);
  const [variantId] = await listSellableVariantIds(db, 1);
  const placed = await placeOrder(
    checkoutInput.parse(checkoutFor([{ variantId: variantId ?? 0, quantity: 1 }], areaId ?? 0)),
    null,
    { notify: false },
  );
  ownerOrder = placed.number;
  const [line] = await db
    .select({ image: orderLines.image })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orders.number, ownerOrder));
  demoLineImage = line?.image ?? null;

  // The owner's own message, and their own words on the About page.
  await db
    .insert(contactRequests)
    .values({ name: 'Real Buyer', email: 'real@buyer.test', comments: 'Hello there' });
  await savePage({ key: 'about', bodyEn: '<p>Our own story.</p>', bodyAr: '', image: null } as never);
}, 120_000);

describe('the demo data', () => {
  it('is marked by the seeds, and counted per kind for the confirmation', async () => {
    const counts = await countDemoData();
    expect(counts).toMatchObject({ products: 63, brands: 4, orders: 12, contactRequests: 4 });
    // 22 demo categories, less the sub category and its parent the owner's product is in.
    expect(counts.categories).toBe(20);
    expect(counts.reviews).toBeGreaterThan(0);
    // Privacy and terms still carry the demo text; About is the owner's own.
    expect(counts.pages).toBe(2);
    expect(await isCurrencyLocked()).toBe(true);
  });
});

describe('removing it', () => {
  it('is refused to a guest and a shopper, and changes nothing', async () => {
    testRequest.cookie = '';
    expect(await removeDemoDataAction({ confirm: true })).toMatchObject({ ok: false });
    testRequest.cookie = shopper.cookie;
    expect(await removeDemoDataAction({ confirm: true })).toMatchObject({
      ok: false,
      error: 'errors.forbiddenText',
    });
    testRequest.cookie = admin.cookie;
    expect(await removeDemoDataAction({ confirm: false } as never)).toMatchObject({ ok: false });
    testRequest.cookie = '';
    expect((await countDemoData()).products).toBe(63);
  });

  it('removes the demo rows and their pictures, and keeps everything the owner made', async () => {
    const db = getDb();
    // Close-ups of a colour's fabric are shared by the products of that colour: each file once.
    const demoImages = (
      await db
        .selectDistinct({ image: productImages.image })
        .from(productImages)
        .innerJoin(products, eq(products.id, productImages.productId))
        .where(eq(products.demo, true))
    ).map((r) => r.image);
    testRequest.cookie = admin.cookie;
    const result = await removeDemoDataAction({ confirm: true });
    testRequest.cookie = '';
    expect(result).toMatchObject({
      ok: true,
      data: { products: 63, categories: 20, brands: 4, orders: 12, contactRequests: 4, pages: 2 },
    });

    expect((await db.select({ id: products.id }).from(products)).map((r) => r.id)).toEqual([ownerProduct]);
    // The owner's product keeps its demo sub category, that one's parent, and its demo brand.
    expect((await db.select({ id: categories.id }).from(categories)).map((r) => r.id).sort()).toEqual(
      [demoSub.id, demoSub.parentId].sort(),
    );
    expect((await db.select({ id: brands.id }).from(brands)).map((r) => r.id)).toEqual([demoBrand]);
    expect(await db.select({ n: count() }).from(reviews)).toEqual([{ n: 0 }]);
    expect(
      (await db.select({ email: contactRequests.email }).from(contactRequests)).map((r) => r.email),
    ).toEqual(['real@buyer.test']);

    // The owner's order stays, and still names the demo scarf it bought (its line's own copy).
    const left = await db.select({ number: orders.number, id: orders.id }).from(orders);
    expect(left.map((o) => o.number)).toEqual([ownerOrder]);
    const lines = await db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, left[0]?.id ?? 0));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ productId: null, variantId: null });
    expect(lines[0]?.nameEn).toBeTruthy();
    // Only the owner's order's payments remain.
    const paid = await db.select({ orderId: payments.orderId }).from(payments);
    expect(paid.every((p) => p.orderId === left[0]?.id)).toBe(true);

    // Pages: the owner's words stay; the demo's are emptied.
    const pages = Object.fromEntries(
      (await db.select().from(storePages)).map((p) => [p.key, { en: p.bodyEn, ar: p.bodyAr }]),
    );
    expect(pages.about?.en).toContain('Our own story.');
    expect(pages.privacy).toEqual({ en: '', ar: '' });
    expect(pages.terms).toEqual({ en: '', ar: '' });

    // The demo pictures are gone from storage, but the one the owner's order shows.
    const files = await Promise.all(
      demoImages.map(async (key) => [key, await storage.has(`${key}-320.webp`)]),
    );
    const kept = files.filter(([, has]) => has).map(([key]) => key);
    expect(kept).toEqual(demoLineImage ? [demoLineImage] : []);
    expect(files.length).toBeGreaterThan(1);

    // An order remains: the base currency stays as it is. The accounts all stay.
    expect(await isCurrencyLocked()).toBe(true);
    expect((await db.select({ id: users.id }).from(users)).map((u) => u.id).sort()).toEqual(
      [admin.id, shopper.id].sort(),
    );
    expect(await isDemoRemoved(db)).toBe(true);
  });

  it('is idempotent, and frees the base currency once no order is left', async () => {
    // The owner's order is gone too now (as if it had never been placed).
    await getDb()
      .delete(orders)
      .where(inArray(orders.number, [ownerOrder]));
    testRequest.cookie = admin.cookie;
    const again = await removeDemoDataAction({ confirm: true });
    testRequest.cookie = '';
    expect(again).toMatchObject({
      ok: true,
      data: { products: 0, categories: 0, brands: 0, orders: 0, reviews: 0, contactRequests: 0, pages: 0 },
    });
    expect(await n(products)).toBe(1);
    expect(await isCurrencyLocked()).toBe(false);
    await saveCurrency('SAR');
    expect(await isCurrencyLocked()).toBe(false);
  });
});
