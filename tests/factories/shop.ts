// A small shop after some trade, for the backup tests: written through the real actions and services, so its rows
// are what the store itself writes (orders with lines and events, stock taken and returned, a paid order's review).
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { getDb } from '@/db/client';
import { paymentEvents } from '@/db/schema';
import { cancelOrderAction, placeOrderAction, setOrderStatusAction } from '@/domains/orders/actions';
import { submitReviewAction } from '@/domains/reviews/actions';
import { storeImage } from '@/lib/image-processing';
import { signUpTestAdmin, signUpTestUser } from '../setup/auth-request';
import { testRequest } from '../setup/request';
import { createCategory, createSellableVariant } from './catalog';
import { checkoutFor, createDeliveryArea, setTax } from './orders';

const ok = <T>(result: { ok: true; data: T } | { ok: false; error: string }): T => {
  if (!result.ok) throw new Error(result.error);
  return result.data;
};

/** A picture of one colour, as an owner would upload it. */
const picture = (r: number, g: number, b: number) =>
  sharp({ create: { width: 700, height: 500, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

/**
 * Two products with pictures; a signed-in shopper's order delivered (cash on delivery, so paid) and reviewed, one
 * cancelled (its stock back), a guest's order still pending, and a card payment's webhook event on record.
 */
export async function buildShop() {
  const id = randomBytes(3).toString('hex');
  const admin = (await signUpTestAdmin(`owner-${id}@wishah.test`)).cookie;
  const shopper = (await signUpTestUser(`buyer-${id}@wishah.test`)).cookie;
  testRequest.cookie = admin;
  await setTax(1500, true);
  const areaId = (await createDeliveryArea({ charge: 2500 })).id;
  const categoryId = (await createCategory()).id;
  const products = [];
  const colours: [number, number, number][] = [
    [150, 30, 60],
    [20, 90, 160],
  ];
  for (const [i, [r, g, b]] of colours.entries()) {
    const image = await storeImage(await picture(r, g, b), 'products');
    products.push(
      await createSellableVariant({ categoryId, price: 4900 + i * 1000, stock: 10, images: [image] }),
    );
  }
  const [first, second] = products as [(typeof products)[0], (typeof products)[0]];

  testRequest.cookie = shopper;
  const delivered = ok(
    await placeOrderAction(
      checkoutFor(
        [
          { variantId: first.variantId, quantity: 2 },
          { variantId: second.variantId, quantity: 1 },
        ],
        areaId,
      ),
    ),
  );
  const cancelled = ok(
    await placeOrderAction(checkoutFor([{ variantId: second.variantId, quantity: 3 }], areaId)),
  );
  ok(await cancelOrderAction({ number: cancelled.number }));
  testRequest.cookie = admin;
  for (const status of ['confirmed', 'processing', 'shipped', 'delivered'] as const) {
    ok(await setOrderStatusAction({ number: delivered.number, status }));
  }
  testRequest.cookie = shopper;
  ok(
    await submitReviewAction({
      rating: 5,
      title: 'Soft and warm',
      comment: 'Exactly as pictured.',
      orderNumber: delivered.number,
      productId: first.id,
    }),
  );
  testRequest.cookie = '';
  const pending = ok(
    await placeOrderAction(checkoutFor([{ variantId: first.variantId, quantity: 1 }], areaId)),
  );
  await getDb()
    .insert(paymentEvents)
    .values({ id: `evt_${id}`, type: 'charge.refunded', orderId: null });
  testRequest.cookie = admin;
  return { admin, shopper, areaId, products, orders: { delivered, cancelled, pending } };
}
