import { z } from 'zod';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '@/lib/order-limits';
import { hasNoNul, minorUnits, requiredNumber } from '@/lib/text';
import {
  type Bilingual,
  type ContactInfoInput,
  DEFAULT_BRANDING,
  DEFAULT_CONTACT_INFO,
  DEFAULT_GENERAL_SETTINGS,
} from './storefront-schemas';

/** Store settings as every storefront page shows them (spec: storeSetting; defaults from section 9). */
export type StoreSettings = {
  primaryColor: string;
  secondaryColor: string;
  currency: string;
  storeName: Bilingual;
  /** Image keys (lib/images); null: the built-in wordmark. */
  logo: string | null;
  icon: string | null;
  /** The announcement bar's text; null while it is off. */
  announcement: Bilingual | null;
  contact: ContactInfoInput;
  /** The public host name once set (canonical URLs, sitemap, e-mail links); null: APP_URL. */
  customDomain: string | null;
  defaultLocale: 'en' | 'ar';
  timeZone: string;
  orderNumberPrefix: string;
  lowStockThreshold: number;
  /** When the row last changed (ISO), so an instance can tell its cached copy is stale. */
  updatedAt: string;
};

export const DEFAULT_STORE_SETTINGS: StoreSettings = {
  primaryColor: DEFAULT_BRANDING.primaryColor,
  secondaryColor: DEFAULT_BRANDING.secondaryColor,
  currency: 'USD',
  storeName: DEFAULT_BRANDING.storeName,
  logo: null,
  icon: null,
  announcement: null,
  contact: DEFAULT_CONTACT_INFO,
  customDomain: null,
  ...DEFAULT_GENERAL_SETTINGS,
  updatedAt: new Date(0).toISOString(),
};

/** How order numbers and dates are shown (Settings): the prefix before the number, the store's time zone. */
export type OrderDisplay = { prefix: string; timeZone: string };

/** What selling needs: the base currency orders are charged in, and the tax. */
export type SellingSettings = {
  currency: string;
  /** Basis points: 1500 = 15 %. */
  taxRate: number;
  pricesIncludeTax: boolean;
};

/** A delivery area as the cart offers it and the admin edits it (amounts in minor units of the base currency). */
export type DeliveryArea = {
  id: number;
  nameEn: string;
  nameAr: string;
  charge: number;
  freeFrom: number | null;
  minDays: number;
  maxDays: number;
  active: boolean;
  position: number;
};

const areaName = z
  .string('validation.required')
  .trim()
  .min(1, 'validation.required')
  .max(80, 'validation.tooLong')
  .refine(hasNoNul, 'validation.invalid');
/** An amount in minor units of the base currency, as the admin's forms send it. */
export const minorAmount = minorUnits(1e9);
const days = requiredNumber('validation.daysInvalid')
  .int('validation.daysInvalid')
  .min(0, 'validation.daysInvalid')
  .max(90, 'validation.daysInvalid');

/** The admin's delivery area form (amounts already in minor units). */
export const deliveryAreaInput = z
  .object({
    id: z.int32().positive().optional(),
    nameEn: areaName,
    nameAr: areaName,
    charge: minorAmount,
    freeFrom: minorAmount.nullable(),
    minDays: days,
    maxDays: days,
    active: z.boolean(),
  })
  .refine((a) => a.maxDays >= a.minDays, { path: ['maxDays'], message: 'validation.daysOrder' });
export type DeliveryAreaInput = z.infer<typeof deliveryAreaInput>;

export const deliveryAreaIdInput = z.object({ id: z.int32().positive() });
export const deliveryAreaOrderInput = z.object({ ids: z.array(z.int32().positive()).min(1).max(200) });

/** Tax as the admin types it: a percentage with up to two decimals (15, 5.5), stored in basis points. */
export const taxInput = z.object({
  taxRate: requiredNumber('validation.taxRateInvalid')
    .min(0, 'validation.taxRateInvalid')
    .max(100, 'validation.taxRateInvalid')
    .refine(
      (v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
      'validation.taxRateInvalid',
    )
    .transform((v) => Math.round(v * 100)),
  pricesIncludeTax: z.boolean(),
});

/** An ISO 4217 code the platform knows (its exponent comes from the same data: lib/money). */
export const currencyInput = z.object({
  currency: z
    .string('validation.currencyInvalid')
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'validation.currencyInvalid')
    .refine((code) => Intl.supportedValuesOf('currency').includes(code), 'validation.currencyInvalid'),
});

/** The largest count an owner may allow: a limit practically off (the benchmark's buyers share one address). */
export const COUNT_LIMIT_MAX = 100_000;
/** A line and an order can never hold more than any cart may. */
export const UNITS_LIMIT_MAX = MAX_LINE_QUANTITY * MAX_ORDER_LINES;

/** The numbers the limits' messages quote, from the bounds themselves. */
export const LIMIT_MESSAGE_VALUES = {
  countMax: COUNT_LIMIT_MAX,
  lineMax: MAX_LINE_QUANTITY,
  unitsMax: UNITS_LIMIT_MAX,
};

const limit = (max: number, message: string) =>
  requiredNumber(message).int(message).min(1, message).max(max, message);
const count = limit(COUNT_LIMIT_MAX, 'validation.countLimitInvalid');

/**
 * What one checkout may take, so nobody hoards the stock or floods the shop with orders in someone's name: orders in
 * the last hour per client address, phone and e-mail, cash-on-delivery orders one phone may have waiting, units of
 * one item and of one order, and how many order mails one mailbox receives an hour (past it the order still goes
 * through, unmailed). The orders capability counts them inside the order's transaction (orders/checkout-guard.ts).
 */
export const checkoutLimitsInput = z.object({
  ordersPerAddressHour: count,
  ordersPerPhoneHour: count,
  ordersPerEmailHour: count,
  unpaidCodPerPhone: count,
  lineQuantityMax: limit(MAX_LINE_QUANTITY, 'validation.lineLimitInvalid'),
  orderUnitsMax: limit(UNITS_LIMIT_MAX, 'validation.unitsLimitInvalid'),
  orderMailsPerEmailHour: count,
});
export type CheckoutLimits = z.infer<typeof checkoutLimitsInput>;

/** A person buys a few scarves at a time; a script buys the shelf. The columns' defaults are the same. */
export const DEFAULT_CHECKOUT_LIMITS: CheckoutLimits = {
  ordersPerAddressHour: 10,
  ordersPerPhoneHour: 5,
  ordersPerEmailHour: 5,
  unpaidCodPerPhone: 3,
  lineQuantityMax: 10,
  orderUnitsMax: 30,
  orderMailsPerEmailHour: 3,
};

/** The longest return window an owner may set (days). */
export const RETURN_WINDOW_MAX_DAYS = 365;

/**
 * How many days after delivery a shopper may ask to return an order; 0: the store takes no returns. The orders
 * capability asks it when a return is requested (orders/returns).
 */
export const returnWindowInput = z.object({
  returnWindowDays: requiredNumber('validation.returnWindowInvalid')
    .int('validation.returnWindowInvalid')
    .min(0, 'validation.returnWindowInvalid')
    .max(RETURN_WINDOW_MAX_DAYS, 'validation.returnWindowInvalid'),
});
export type ReturnWindow = z.infer<typeof returnWindowInput>;
