import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { orders } from '@/db/schema/orders';
import { addNote, placePhoneOrder } from '../owner/service';

const DEMO_STAFF = { id: null, name: 'Wishah' } as const;

/**
 * The staff's side of the demo orders: an order the owner took by phone (cash on delivery, no e-mail), and notes on
 * it and on the order being prepared, so the timeline shows what the staff write. Only run by `seedDemoOrders`,
 * into a store that had no orders.
 */
export async function seedOwnerDemo(
  db: Database,
  areaId: number,
  variantIds: readonly number[],
): Promise<void> {
  const [first, second] = variantIds;
  if (!first || !second) return;
  const { number } = await placePhoneOrder(
    {
      idempotencyKey: randomUUID(),
      locale: 'ar',
      lines: [
        { variantId: first, quantity: 1 },
        { variantId: second, quantity: 2 },
      ],
      deliveryAreaId: areaId,
      shipping: {
        fullName: 'خالد الدوسري',
        phone: '0559876543',
        email: '',
        streetAddress: 'حي الملقا، شارع أنس بن مالك ١٢',
        city: 'الرياض',
        zipCode: '',
      },
    },
    DEMO_STAFF,
    { notify: false },
  );
  // Settings → Remove demo data deletes what the seed marks, as the other demo orders.
  await db.update(orders).set({ demo: true }).where(eq(orders.number, number));
  await addNote({ number, body: 'Called back to confirm the address; deliver after 5 pm.' }, DEMO_STAFF);
  const [preparing] = await db
    .select({ number: orders.number })
    .from(orders)
    .where(and(eq(orders.status, 'processing'), eq(orders.channel, 'web')))
    .limit(1);
  if (preparing)
    await addNote(
      { number: preparing.number, body: 'The customer asked for gift wrapping: use the navy box.' },
      DEMO_STAFF,
    );
}
