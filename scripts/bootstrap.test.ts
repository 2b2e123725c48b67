import fs from 'node:fs/promises';
import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import {
  brands,
  categories,
  creditNotes,
  deliveryAreas,
  orderEvents,
  orderReturns,
  orders,
  productImages,
  productSalesDaily,
  products,
  productVariants,
  reviews,
  users,
} from '@/db/schema';
import { DEMO_BRANDS, DEMO_CATEGORIES, DEMO_PRODUCTS } from '@/domains/catalog/demo/catalogue';
import { seedDemoCatalogue } from '@/domains/catalog/demo/seed';
import { productSearch } from '@/domains/catalog/search';
import { DEMO_REVIEWS } from '@/domains/reviews/demo/reviews';
import { readSeller } from '@/domains/store-settings/seller/queries';
import { bootstrapDatabase } from './bootstrap';

// Loading the demo shop (63 products' generated images, orders, reviews) takes about 30 s alone and past two minutes
// while the end-to-end build shares CI's two cores: the limit is for a hang, not for speed.
const DEMO_LOAD_BUDGET = 360_000;

const total = async (table: typeof products | typeof categories | typeof brands) =>
  (await getDb().select({ n: count() }).from(table))[0]?.n;

describe('start-up bootstrap', () => {
  it(
    'seeds the demo catalogue and one admin on first start, and nothing twice',
    async () => {
      const first: string[] = [];
      await bootstrapDatabase((line) => first.push(line));
      expect(first).toContain('Loaded the demo catalogue.');
      expect(first).toContain('Loaded the demo reviews.');
      expect(first).toContain('Admin account: admin@wishah.local');
      const password = first.find((l) => l.startsWith('One-time password: '))?.split(' ')[2];
      expect(password?.length).toBeGreaterThanOrEqual(12);

      const db = getDb();
      expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(60);
      expect(await total(products)).toBe(DEMO_PRODUCTS.length);
      expect(await total(brands)).toBe(DEMO_BRANDS.length);
      // Each demo brand has its logo.
      const [unlogoed] = await db.select({ n: count() }).from(brands).where(isNull(brands.image));
      expect(unlogoed?.n).toBe(0);
      const [top] = await db.select({ n: count() }).from(categories).where(isNull(categories.parentId));
      const [subs] = await db.select({ n: count() }).from(categories).where(isNotNull(categories.parentId));
      expect(top?.n).toBeGreaterThanOrEqual(6);
      expect(subs?.n).toBe(DEMO_CATEGORIES.flatMap((c) => c.subs).length);
      const admins = await db.select().from(users).where(eq(users.role, 'owner'));
      expect(admins.map((a) => a.email)).toEqual(['admin@wishah.local']);

      // Every product has a picture or more (one per colour, and a close-up) whose renditions are real WebP files,
      // and at least one variant; one of several colours has a picture of each colour (issue 39).
      const mostPictures = Math.max(...DEMO_PRODUCTS.map((p) => p.colors.length)) + 1;
      const perProduct = await db.execute<{
        images: number;
        variants: number;
        colors: number;
        pictured: number;
      }>(sql`
      select (select count(*)::int from ${productImages} i where i.product_id = p.id) as images,
             (select count(*)::int from ${productVariants} v where v.product_id = p.id) as variants,
             (select count(*)::int from product_option_values o where o.product_id = p.id and o.kind = 'color')
               as colors,
             (select count(distinct i.color_id)::int from ${productImages} i where i.product_id = p.id) as pictured
      from ${products} p`);
      for (const row of perProduct.rows) {
        expect(row.images).toBeGreaterThanOrEqual(1);
        expect(row.images).toBeLessThanOrEqual(mostPictures);
        expect(row.variants).toBeGreaterThanOrEqual(1);
        expect(row.pictured).toBe(row.colors > 1 ? row.colors : 0);
      }
      const [image] = await db.select().from(productImages).limit(1);
      const file = await fs.readFile(`${process.env.DATA_DIR}/uploads/${image?.image}-640.webp`);
      expect((await sharp(file).metadata()).format).toBe('webp');

      // Some drafts, one product entirely out of stock, some single combinations out of stock.
      const [drafts] = await db.select({ n: count() }).from(products).where(eq(products.published, false));
      expect(drafts?.n).toBeGreaterThanOrEqual(1);
      const soldOut = await db.execute(sql`
      select p.id from ${products} p join ${productVariants} v on v.product_id = p.id
      group by p.id having max(v.stock) = 0`);
      expect(soldOut.rows.length).toBeGreaterThanOrEqual(1);
      const [zero] = await db
        .select({ n: count() })
        .from(productVariants)
        .where(eq(productVariants.stock, 0));
      expect(zero?.n).toBeGreaterThan(soldOut.rows.length);

      // Sales history for trending, within the last 60 days, and sold counts that include it.
      const [sales] = await db
        .select({ n: count(), oldest: sql<string>`min(${productSalesDaily.day})::text` })
        .from(productSalesDaily);
      expect(sales?.n).toBeGreaterThan(100);
      expect(new Date(sales?.oldest ?? 0).getTime()).toBeGreaterThan(Date.now() - 61 * 86_400_000);

      // Ratings agree with the visible reviews (the hidden one does not count).
      const visible = DEMO_REVIEWS.filter((r) => !r.hidden && r.product === 'everyday-chiffon-hijab');
      const [hijab] = await db.select().from(products).where(eq(products.slugEn, 'everyday-chiffon-hijab'));
      expect(hijab?.ratingCount).toBe(visible.length);
      expect(hijab?.ratingAverage).toBeCloseTo(visible.reduce((a, r) => a + r.rating, 0) / visible.length, 5);
      const [hiddenReviews] = await db.select({ n: count() }).from(reviews).where(eq(reviews.hidden, true));
      expect(hiddenReviews?.n).toBe(DEMO_REVIEWS.filter((r) => r.hidden).length);

      // The Arabic search demo works on the seeded data: `اسدال` finds the products named `إسدال`.
      const search = await productSearch('اسدال');
      if (!search) throw new Error('no search');
      const found = await db
        .select({ nameAr: products.nameAr })
        .from(products)
        .where(and(search.where, eq(products.published, true)));
      expect(found.map((f) => f.nameAr)).toContain('إسدال صلاة قطعة واحدة');

      // Demo orders in every state of the workflow (one cash order awaiting its shopper's confirmation), dated over the
      // last weeks, with their timelines and areas.
      expect(first).toContain('Loaded the demo orders.');
      const demoOrders = await db.select().from(orders).orderBy(orders.createdAt);
      expect(demoOrders.length).toBeGreaterThanOrEqual(8);
      expect(new Set(demoOrders.map((o) => o.status))).toEqual(
        new Set(['awaiting', 'pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled']),
      );
      expect(
        demoOrders.filter((o) => o.status === 'delivered').every((o) => o.paymentStatus === 'paid'),
      ).toBe(true);
      expect(demoOrders[0]?.createdAt.getTime()).toBeLessThan(Date.now() - 7 * 86_400_000);
      const [areas] = await db
        .select({ n: count() })
        .from(deliveryAreas)
        .where(eq(deliveryAreas.active, true));
      expect(areas?.n).toBeGreaterThanOrEqual(3);
      const [events] = await db.select({ n: count() }).from(orderEvents);
      expect(events?.n).toBeGreaterThan(demoOrders.length);
      // Tax invoices (docs/decisions/0020-saudi-tax-invoices.md): a demo seller of the right form, every demo order
      // (cash, invoiced when placed) numbered in date order without gaps, the cancelled one credited in full and the
      // demo return's cash refund credited by its amount.
      expect((await readSeller())?.vatNumber).toBe('300000000000003');
      // The cash order still awaiting its shopper's confirmation has no invoice yet.
      const invoiced = demoOrders.filter((o) => o.status !== 'awaiting');
      expect(demoOrders.filter((o) => o.status === 'awaiting').every((o) => o.invoiceNumber === null)).toBe(
        true,
      );
      const invoiceNumbers = invoiced.map((o) => o.invoiceNumber ?? 0);
      expect(invoiceNumbers).toEqual(invoiceNumbers.map((_, i) => (invoiceNumbers[0] ?? 0) + i));
      expect(invoiced.every((o) => o.invoicedAt?.getTime() === o.createdAt.getTime())).toBe(true);
      const credited = await db.select().from(creditNotes);
      const cancelled = demoOrders.filter((o) => o.status === 'cancelled');
      const refundedReturns = await db
        .select({ orderId: orderReturns.orderId, amount: orderReturns.refundAmount })
        .from(orderReturns)
        .where(isNotNull(orderReturns.refundAmount));
      expect(refundedReturns).toHaveLength(1);
      expect(credited.map((n) => [n.orderId, n.amount]).sort()).toEqual(
        [
          ...cancelled.map((o) => [o.id, o.total]),
          ...refundedReturns.map((r) => [r.orderId, r.amount]),
        ].sort(),
      );

      const second: string[] = [];
      await bootstrapDatabase((line) => second.push(line));
      expect(second).toEqual([]);
      expect(await total(products)).toBe(DEMO_PRODUCTS.length);
    },
    DEMO_LOAD_BUDGET,
  );

  it(
    'runs safely when several instances start at once',
    async () => {
      await Promise.all([
        bootstrapDatabase(() => {}),
        bootstrapDatabase(() => {}),
        bootstrapDatabase(() => {}),
      ]);
      expect(await total(products)).toBe(DEMO_PRODUCTS.length);

      // The seeder guards itself too, without the start-up lock: on an empty catalogue exactly one of three wins.
      await getDb().execute(sql`truncate ${products}, ${categories}, ${brands} restart identity cascade`);
      const results = await Promise.all([1, 2, 3].map(() => seedDemoCatalogue(getDb())));
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await total(products)).toBe(DEMO_PRODUCTS.length);
    },
    DEMO_LOAD_BUDGET,
  );
});
