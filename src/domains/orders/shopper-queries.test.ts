import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '@/domains/accounts/session';
import { createSellableVariant } from '../../../tests/factories/catalog';
import { checkoutFor, createDeliveryArea } from '../../../tests/factories/orders';
import { signUpTestUser } from '../../../tests/setup/auth-request';
import { testRequest } from '../../../tests/setup/request';

const { placeOrder } = await import('./service');
const { checkoutInput } = await import('./schemas');
const { checkoutDefaults, checkoutPhoneOf, getLastShippingFor, getVisitorOrder } = await import(
  './shopper-queries'
);

let variantId: number;
let areaId: number;
let otherAreaId: number;
let counter = 0;

/** A new signed-up shopper, with the session cookie that makes a request theirs (testRequest). */
async function shopper(): Promise<SessionUser & { cookie: string }> {
  const { id, cookie } = await signUpTestUser(`shopper-queries-${counter++}@wishah.test`);
  return { id, name: 'Test Shopper', email: 'x@wishah.test', image: null, staffRole: null, cookie };
}

const place = (
  user: SessionUser | null,
  shipping: Partial<ReturnType<typeof checkoutFor>['shipping']> = {},
  area = areaId,
) => {
  const input = checkoutFor([{ variantId, quantity: 1 }], area);
  return placeOrder(checkoutInput.parse({ ...input, shipping: { ...input.shipping, ...shipping } }), user);
};

beforeAll(async () => {
  variantId = (await createSellableVariant()).variantId;
  areaId = (await createDeliveryArea()).id;
  otherAreaId = (await createDeliveryArea({ charge: 900 })).id;
});

describe('getLastShippingFor', () => {
  it('is null before the first order, then gives the newest order’s shipping information', async () => {
    const user = await shopper();
    expect(await getLastShippingFor(user.id)).toBeNull();

    await place(user, { city: 'Riyadh', streetAddress: '1 First Street' });
    await place(
      user,
      {
        city: 'Jeddah',
        streetAddress: '2 Second Street',
        whatsapp: '+966501112233',
        email: 'layla@wishah.test',
        phone: '0501234567',
        confirmPhone: '0501234567',
      },
      otherAreaId,
    );

    expect(await getLastShippingFor(user.id)).toEqual({
      fullName: 'Layla Hassan',
      streetAddress: '2 Second Street',
      zipCode: '12211',
      city: 'Jeddah',
      email: 'layla@wishah.test',
      phone: '0501234567',
      whatsapp: '+966501112233',
      deliveryAreaId: otherAreaId,
    });
  });

  it('reads only the shopper’s own orders, never a guest’s or another shopper’s', async () => {
    const [user, other] = [await shopper(), await shopper()];
    await place(other, { city: 'Dammam' });
    await place(null, { city: 'Abha' });
    expect(await getLastShippingFor(user.id)).toBeNull();
    expect((await getLastShippingFor(other.id))?.city).toBe('Dammam');
  });
});

describe('checkout defaults', () => {
  it('turns a profile’s E.164 number into the 10 digits the checkout asks for', () => {
    expect(checkoutPhoneOf('+966501234567')).toBe('0501234567');
    // Another country's number would lose its country code (the courier would dial it as a local one), as would one
    // whose national number has another length: left for the shopper to type.
    expect(checkoutPhoneOf('+14155550123')).toBe('');
    expect(checkoutPhoneOf('+447911123456')).toBe('');
    expect(checkoutPhoneOf(null)).toBe('');
    expect(checkoutPhoneOf('not a number')).toBe('');
  });

  it('is empty for a guest', () => {
    const { shipping, deliveryAreaId } = checkoutDefaults(null, null);
    expect(deliveryAreaId).toBeNull();
    expect(Object.values(shipping).every((value) => value === '')).toBe(true);
  });

  it('takes name, e-mail and phone from the account, the address from the last order', () => {
    const defaults = checkoutDefaults(
      { name: 'Noura Saleh', email: 'noura@wishah.test', phoneNumber: '+966551234567' },
      {
        fullName: 'Someone Else',
        streetAddress: '5 Palm Street',
        zipCode: '21589',
        city: 'Jeddah',
        email: 'old@wishah.test',
        phone: '0509999999',
        whatsapp: null,
        deliveryAreaId: 7,
      },
    );
    expect(defaults).toEqual({
      shipping: {
        fullName: 'Noura Saleh',
        streetAddress: '5 Palm Street',
        zipCode: '21589',
        city: 'Jeddah',
        email: 'noura@wishah.test',
        phone: '0551234567',
        confirmPhone: '0551234567',
        whatsapp: '',
        notes: '',
      },
      deliveryAreaId: 7,
    });
  });

  it('falls back to the last order’s phone and e-mail when the account has none (a phone account)', () => {
    const { shipping } = checkoutDefaults(
      { name: 'Noura Saleh', email: '', phoneNumber: null },
      {
        fullName: 'Noura',
        streetAddress: '5 Palm Street',
        zipCode: '21589',
        city: 'Jeddah',
        email: 'noura@wishah.test',
        phone: '0509999999',
        whatsapp: '0509999999',
        deliveryAreaId: null,
      },
    );
    expect(shipping).toMatchObject({
      email: 'noura@wishah.test',
      phone: '0509999999',
      confirmPhone: '0509999999',
      whatsapp: '0509999999',
    });
  });
});

describe('getVisitorOrder', () => {
  it('opens a shopper’s order for them, and for nobody else', async () => {
    const [owner, stranger] = [await shopper(), await shopper()];
    const placed = await place(owner);
    testRequest.cookie = owner.cookie;
    expect((await getVisitorOrder(String(placed.number), undefined))?.order.number).toBe(placed.number);
    testRequest.cookie = stranger.cookie;
    expect(await getVisitorOrder(String(placed.number), undefined)).toBeNull();
    // Whoever holds the link's secret opens it, as a guest would.
    expect((await getVisitorOrder(String(placed.number), placed.accessKey))?.key).toBe(placed.accessKey);
    testRequest.cookie = '';
    expect(await getVisitorOrder(String(placed.number), undefined)).toBeNull();
  });

  it('opens a guest’s order with its link’s secret only', async () => {
    testRequest.cookie = '';
    const placed = await place(null);
    const found = await getVisitorOrder(String(placed.number), placed.accessKey);
    expect(found).toMatchObject({ order: { number: placed.number, userId: null }, key: placed.accessKey });
    expect(await getVisitorOrder(String(placed.number), `${placed.accessKey.slice(1)}x`)).toBeNull();
    expect(await getVisitorOrder(String(placed.number), '')).toBeNull();
    expect(await getVisitorOrder(String(placed.number), ['a', 'b'])).toBeNull();
    expect(await getVisitorOrder(String(placed.number), 'k'.repeat(101))).toBeNull();
  });

  it('answers a malformed or unknown number with null, not an error', async () => {
    testRequest.cookie = '';
    for (const number of ['abc', '0', '-5', '1e3', '12.5', ' 1001', '9999999999', '999999999'])
      expect(await getVisitorOrder(number, 'secret')).toBeNull();
  });
});
