import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { creditNotes, orderEvents, orders } from '@/db/schema/orders';
import { listSellableVariantIds } from '@/domains/catalog/stock';
import { listDeliveryAreas } from '@/domains/store-settings/queries';
import { logger } from '@/lib/logger';
import { hasOrders } from '../queries';
import { seedDemoReturns } from '../returns/demo';
import { checkoutInput, type OrderStatus } from '../schemas';
import { placeOrder, setOrderStatus } from '../service';
import { seedOwnerDemo } from './owner-seed';

/** Demo customers (guests), half of them shopping in Arabic. */
const CUSTOMERS = [
  { fullName: 'Noura Al-Qahtani', city: 'Riyadh', locale: 'ar', street: '14 Olaya Street' },
  { fullName: 'Sarah Mitchell', city: 'Jeddah', locale: 'en', street: '3 Tahlia Road' },
  { fullName: 'ريم العتيبي', city: 'الدمام', locale: 'ar', street: 'شارع الملك سعود ٢٢' },
  { fullName: 'Omar Farouk', city: 'Riyadh', locale: 'en', street: '8 Takhassusi Street' },
  { fullName: 'هند الشمري', city: 'حائل', locale: 'ar', street: 'حي النقرة، شارع ٥' },
  { fullName: 'Lina Haddad', city: 'Jeddah', locale: 'en', street: '21 Prince Sultan Road' },
  { fullName: 'Aisha Rahman', city: 'Khobar', locale: 'en', street: '5 Corniche Road' },
  { fullName: 'منى الزهراني', city: 'الرياض', locale: 'ar', street: 'طريق الأمير محمد بن سلمان ١٠' },
] as const;

/** Where each demo order got to, and how many days ago it was placed. */
const HISTORY: { status: OrderStatus; daysAgo: number }[] = [
  { status: 'delivered', daysAgo: 26 },
  { status: 'delivered', daysAgo: 19 },
  { status: 'cancelled', daysAgo: 15 },
  { status: 'delivered', daysAgo: 11 },
  { status: 'shipped', daysAgo: 6 },
  { status: 'processing', daysAgo: 3 },
  { status: 'confirmed', daysAgo: 2 },
  { status: 'pending', daysAgo: 1 },
  { status: 'pending', daysAgo: 0 },
  { status: 'pending', daysAgo: 0 },
  // Cash on delivery waiting for its shopper's confirmation (the setting itself stays off in the demo).
  { status: 'awaiting', daysAgo: 0 },
];

const PATH: OrderStatus[] = ['confirmed', 'processing', 'shipped', 'delivered'];
const DEMO_STAFF = { id: null, name: 'Wishah' } as const;

/**
 * A few past orders so a new owner sees a living shop: placed through the real service (server prices, stock taken),
 * moved along the real workflow without mailing anyone, then dated back over the last weeks. Only into a store with
 * no orders yet.
 */
export async function seedDemoOrders(db: Database): Promise<boolean> {
  if (await hasOrders(db)) return false;
  const areas = (await listDeliveryAreas(db)).filter((area) => area.active);
  const variants = await listSellableVariantIds(db, 24);
  if (!areas.length || variants.length < 4) return false;
  for (const [index, { status, daysAgo }] of HISTORY.entries()) {
    const customer = CUSTOMERS[index % CUSTOMERS.length] as (typeof CUSTOMERS)[number];
    const phone = `05${String(10_000_000 + index * 7_654_321).slice(-8)}`;
    const lines = [0, 1, 2].slice(0, 1 + (index % 3)).map((offset) => ({
      variantId: variants[(index * 3 + offset) % variants.length] as number,
      quantity: 1 + ((index + offset) % 2),
    }));
    const placed = await placeOrder(
      checkoutInput.parse({
        idempotencyKey: randomUUID(),
        locale: customer.locale,
        lines,
        deliveryAreaId: (areas[index % areas.length] ?? areas[0])?.id,
        paymentMethod: 'cod',
        shipping: {
          fullName: customer.fullName,
          streetAddress: customer.street,
          zipCode: String(11_000 + index * 137),
          city: customer.city,
          email: `customer${index + 1}@example.com`,
          phone,
          confirmPhone: phone,
        },
      }),
      null,
      {
        notify: false,
        confirmation:
          status === 'awaiting'
            ? { channel: 'sms', dueAt: new Date(Date.now() + 21 * 60 * 60 * 1000) }
            : undefined,
      },
    );
    const steps = status === 'cancelled' ? (['cancelled'] as const) : PATH.slice(0, PATH.indexOf(status) + 1);
    for (const step of steps)
      await setOrderStatus(placed.number, step, DEMO_STAFF, {
        notify: false,
        // Parcels go with a courier and its tracking number, as a shop's do.
        shipment:
          step === 'shipped'
            ? {
                courier: index % 2 ? 'smsa' : 'aramex',
                trackingNumber: `${index % 2 ? '2904' : '4471'}${1_000_000 + index}`,
              }
            : undefined,
      });
    await backdate(db, placed.number, daysAgo);
  }
  await seedOwnerDemo(db, (areas[0] as (typeof areas)[number]).id, variants.slice(-2));
  // The orders stand without them: a return the demo cannot make is logged, not a failed start.
  await seedDemoReturns(db).catch((error: unknown) =>
    logger.warn({ err: error }, 'the demo returns could not be made'),
  );
  return true;
}

/**
 * Moves a demo order and its timeline `daysAgo` days back, each step a few hours after the one before, and marks it;
 * its invoice (issued when a cash order is placed) with it, and a cancellation's credit note to the cancellation's
 * time. The orders are placed oldest first, so the invoice numbers still follow the dates.
 */
async function backdate(db: Database, number: number, daysAgo: number) {
  const [order] = await db
    .update(orders)
    .set({
      createdAt: sql`now() - make_interval(days => ${daysAgo}, hours => 3)`,
      updatedAt: sql`now() - make_interval(days => ${daysAgo})`,
      invoicedAt: sql`case when ${orders.invoiceNumber} is null then null else now() - make_interval(days => ${daysAgo}, hours => 3) end`,
      // Settings → Remove demo data deletes what the seed marks.
      demo: true,
    })
    .where(eq(orders.number, number))
    .returning({ id: orders.id, createdAt: orders.createdAt });
  if (!order) return;
  await db.execute(sql`
    update ${orderEvents} e set created_at = ${order.createdAt.toISOString()}::timestamptz + (n.rank - 1) * interval '7 hours'
    from (select id, row_number() over (order by id) as rank from ${orderEvents} where order_id = ${order.id}) n
    where e.id = n.id`);
  await db
    .update(creditNotes)
    .set({ createdAt: sql`${order.createdAt.toISOString()}::timestamptz + interval '7 hours'` })
    .where(eq(creditNotes.orderId, order.id));
}
