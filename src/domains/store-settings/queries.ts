import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { type Database, getDb, type Tx } from '@/db/client';
import { deliveryAreas, storeSettings } from '@/db/schema/store-settings';
import { cached } from '@/lib/cache';
import { TAGS } from '@/lib/cache-tags';
import { env } from '@/lib/env';
import { missingStripeSettings } from '@/lib/stripe';
import { type DisplayCurrency, readDisplayCurrencies } from './display-currencies';
import { DEFAULT_PAYMENT_OPTIONS, type PaymentOptions } from './payment-options';
import {
  type CheckoutLimits,
  DEFAULT_CHECKOUT_LIMITS,
  DEFAULT_STORE_SETTINGS,
  type DeliveryArea,
  type OrderDisplay,
  type SellingSettings,
  type StoreSettings,
} from './schemas';
import {
  brandingInput,
  contactInfoInput,
  DEFAULT_BRANDING,
  DEFAULT_CONTACT_INFO,
  DEFAULT_GENERAL_SETTINGS,
  DEFAULT_HOMEPAGE,
  generalSettingsInput,
  type HomepageInput,
  homepageInput,
  readStored,
} from './storefront-schemas';

/** This store's row, fresh (the admin's forms read it this way; the storefront through the cached reads). */
export async function readSettingsRow() {
  const [row] = await getDb().select().from(storeSettings).where(eq(storeSettings.storeId, env.STORE_ID));
  return row ?? null;
}

/** The settings every page shows, fresh: for work outside a page (mail jobs) and for spotting a stale cache. */
export async function readStoreSettings(): Promise<StoreSettings> {
  const row = await readSettingsRow();
  if (!row) return DEFAULT_STORE_SETTINGS;
  const branding = readStored(brandingInput, { ...row.branding, ...pickColors(row) }, DEFAULT_BRANDING);
  const homepage = readStored(homepageInput, row.homepage, DEFAULT_HOMEPAGE);
  const general = readStored(generalSettingsInput, row, DEFAULT_GENERAL_SETTINGS);
  return {
    primaryColor: branding.primaryColor,
    secondaryColor: branding.secondaryColor,
    currency: row.currency,
    storeName: branding.storeName,
    logo: branding.logo,
    icon: branding.icon,
    announcement: homepage.announcementOn ? homepage.announcement : null,
    contact: readStored(contactInfoInput, row.contact, DEFAULT_CONTACT_INFO),
    customDomain: row.customDomain,
    ...general,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * When the settings were last saved, fresh, as the pages show it (`StoreSettings.updatedAt`): an open page that
 * shows an older one missed a save and catches up.
 */
export async function readSettingsVersion(): Promise<string> {
  const [row] = await getDb()
    .select({ updatedAt: storeSettings.updatedAt })
    .from(storeSettings)
    .where(eq(storeSettings.storeId, env.STORE_ID));
  return row ? row.updatedAt.toISOString() : DEFAULT_STORE_SETTINGS.updatedAt;
}

const paymentColumns = {
  codEnabled: storeSettings.codEnabled,
  codFee: storeSettings.codFee,
  codMaxTotal: storeSettings.codMaxTotal,
  codConfirm: storeSettings.codConfirm,
  codConfirmChannel: storeSettings.codConfirmChannel,
  codConfirmHours: storeSettings.codConfirmHours,
  cardEnabled: storeSettings.cardEnabled,
};

/** The payment options as stored, and whether this server holds Stripe's keys (the environment, not the row). */
const paymentOptionsOf = (row: {
  codEnabled: boolean;
  codFee: number;
  codMaxTotal: number | null;
  codConfirm: boolean;
  codConfirmChannel: PaymentOptions['codConfirmChannel'];
  codConfirmHours: number;
  cardEnabled: boolean;
}): PaymentOptions => ({
  codEnabled: row.codEnabled,
  codFee: row.codFee,
  codMaxTotal: row.codMaxTotal,
  codConfirm: row.codConfirm,
  codConfirmChannel: row.codConfirmChannel,
  codConfirmHours: row.codConfirmHours,
  cardEnabled: row.cardEnabled,
  cardReady: missingStripeSettings().length === 0,
});

/** The payment options, fresh (inside the order's transaction when given one): they price and admit the order. */
export async function readPaymentOptions(db: Database | Tx = getDb()): Promise<PaymentOptions> {
  const [row] = await db
    .select(paymentColumns)
    .from(storeSettings)
    .where(eq(storeSettings.storeId, env.STORE_ID));
  return row ? paymentOptionsOf(row) : defaultPaymentOptions();
}

const defaultPaymentOptions = (): PaymentOptions => ({
  ...DEFAULT_PAYMENT_OPTIONS,
  cardReady: missingStripeSettings().length === 0,
});

const limitColumns = {
  ordersPerAddressHour: storeSettings.ordersPerAddressHour,
  ordersPerPhoneHour: storeSettings.ordersPerPhoneHour,
  ordersPerEmailHour: storeSettings.ordersPerEmailHour,
  unpaidCodPerPhone: storeSettings.unpaidCodPerPhone,
  lineQuantityMax: storeSettings.lineQuantityMax,
  orderUnitsMax: storeSettings.orderUnitsMax,
  orderMailsPerEmailHour: storeSettings.orderMailsPerEmailHour,
} satisfies Record<keyof CheckoutLimits, unknown>;

/** The checkout limits, fresh: the admin's form starts from them. */
export async function readCheckoutLimits(db: Database | Tx = getDb()): Promise<CheckoutLimits> {
  const [row] = await db
    .select(limitColumns)
    .from(storeSettings)
    .where(eq(storeSettings.storeId, env.STORE_ID));
  return row ?? DEFAULT_CHECKOUT_LIMITS;
}

/** The return window in days (0: no returns), fresh: the return's request and the settings form read it. */
export async function readReturnWindow(db: Database | Tx = getDb()): Promise<number> {
  const [row] = await db
    .select({ days: storeSettings.returnWindowDays })
    .from(storeSettings)
    .where(eq(storeSettings.storeId, env.STORE_ID));
  return row?.days ?? 14;
}

const pickColors = (row: { primaryColor: string; secondaryColor: string }) => ({
  primaryColor: row.primaryColor,
  secondaryColor: row.secondaryColor,
});

/** This store's settings as every page shows them, shared by every visitor and cached until an admin saves. */
export const getStoreSettings = () => cached(['store-settings'], [TAGS.storeSettings], readStoreSettings);

/** The base currency and the currencies shoppers may view prices in (with their rates), as stored now. */
export type DisplayCurrencies = { base: string; currencies: DisplayCurrency[] };

/** The display currencies, fresh: the admin's form starts from them. */
export async function readDisplayCurrencySettings(): Promise<DisplayCurrencies> {
  const [row] = await getDb()
    .select({ base: storeSettings.currency, stored: storeSettings.displayCurrencies })
    .from(storeSettings)
    .where(eq(storeSettings.storeId, env.STORE_ID));
  const base = row?.base ?? DEFAULT_STORE_SETTINGS.currency;
  return { base, currencies: readDisplayCurrencies(row?.stored, base) };
}

/**
 * The same for every storefront page (the header's picker, prices converted in the browser), shared by every
 * visitor and cached with the other settings every page shows until an admin saves.
 */
export const getDisplayCurrencies = () =>
  cached(['display-currencies'], [TAGS.storeSettings], readDisplayCurrencySettings);

/** The store's public origin for a custom domain (`https://<domain>`), or APP_URL while it has none. */
export const originOf = (customDomain: string | null) =>
  customDomain ? `https://${customDomain}` : env.APP_URL;

/**
 * The one public address of the store, cached with the settings: canonical URLs, hreflang alternates, the sitemap,
 * robots.txt and shared links name it. (Sign-in callbacks stay on APP_URL, where better-auth runs.)
 */
export const publicOrigin = async () => originOf((await getStoreSettings()).customDomain);

/** The home page's hero and sections, cached until the admin saves the Homepage settings. */
export const getHomepageSettings = () =>
  cached(['homepage-settings'], [TAGS.homepage], async (): Promise<HomepageInput> => {
    const row = await readSettingsRow();
    return readStored(homepageInput, row?.homepage, DEFAULT_HOMEPAGE);
  });

/**
 * The tags of this instance's cached settings that no longer match the database, and when the settings last
 * changed. Another instance's save expired
 * its own cache only (until the shared cache handler of the multi-instance work); a page here that hears of the save
 * asks this, and expires what is stale, once.
 */
export async function staleSettings(): Promise<{ tags: string[]; updatedAt: string }> {
  const [fresh, cachedCopy, row, cachedHome, cachedRates] = await Promise.all([
    readStoreSettings(),
    getStoreSettings(),
    readSettingsRow(),
    getHomepageSettings(),
    getDisplayCurrencies(),
  ]);
  // Both sides went through the same mapping (readStored), so their keys come in the same order.
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const { updatedAt: _fresh, ...freshShown } = fresh;
  const { updatedAt: _cached, ...cachedShown } = cachedCopy;
  const freshHome = readStored(homepageInput, row?.homepage, DEFAULT_HOMEPAGE);
  const base = row?.currency ?? DEFAULT_STORE_SETTINGS.currency;
  const freshRates = { base, currencies: readDisplayCurrencies(row?.displayCurrencies, base) };
  const tags = [
    ...(same(freshShown, cachedShown) && same(freshRates, cachedRates) ? [] : [TAGS.storeSettings]),
    ...(same(freshHome, cachedHome) ? [] : [TAGS.homepage]),
  ];
  return { tags, updatedAt: fresh.updatedAt };
}

/** The settings pages' current values, fresh: what the admin's forms start from. */
export async function readSettingsForms() {
  const row = await readSettingsRow();
  return {
    branding: readStored(
      brandingInput,
      { ...row?.branding, ...(row ? pickColors(row) : {}) },
      DEFAULT_BRANDING,
    ),
    homepage: readStored(homepageInput, row?.homepage, DEFAULT_HOMEPAGE),
    contact: readStored(contactInfoInput, row?.contact, DEFAULT_CONTACT_INFO),
    customDomain: row?.customDomain ?? null,
    general: readStored(generalSettingsInput, row ?? {}, DEFAULT_GENERAL_SETTINGS),
  };
}
export type SettingsForms = Awaited<ReturnType<typeof readSettingsForms>>;

const sellingColumns = {
  currency: storeSettings.currency,
  taxRate: storeSettings.taxRate,
  pricesIncludeTax: storeSettings.pricesIncludeTax,
} satisfies Record<keyof SellingSettings, unknown>;
const DEFAULT_SELLING: SellingSettings = {
  currency: DEFAULT_STORE_SETTINGS.currency,
  taxRate: 0,
  pricesIncludeTax: true,
};

/**
 * The currency and tax an order is priced with, read fresh (inside the order's transaction when given one): a
 * cached copy must never price an order.
 */
/** Whether an order has fixed the base currency (it can no longer change). */
export async function isCurrencyLocked(): Promise<boolean> {
  const [row] = await getDb()
    .select({ locked: storeSettings.currencyLocked })
    .from(storeSettings)
    .where(eq(storeSettings.storeId, env.STORE_ID));
  return row?.locked ?? false;
}

export async function readSellingSettings(db: Database | Tx = getDb()): Promise<SellingSettings> {
  const [row] = await db
    .select(sellingColumns)
    .from(storeSettings)
    .where(eq(storeSettings.storeId, env.STORE_ID));
  return row ?? DEFAULT_SELLING;
}

/**
 * Everything a cart's price and an order's admission read from the settings, fresh and in one read (the order's
 * transaction holds one connection): currency and tax, payment options, checkout limits.
 */
export async function readSellingTerms(
  db: Database | Tx = getDb(),
): Promise<{ selling: SellingSettings; payment: PaymentOptions; limits: CheckoutLimits }> {
  const [row] = await db
    .select({ selling: sellingColumns, payment: paymentColumns, limits: limitColumns })
    .from(storeSettings)
    .where(eq(storeSettings.storeId, env.STORE_ID));
  return row
    ? { ...row, payment: paymentOptionsOf(row.payment) }
    : { selling: DEFAULT_SELLING, payment: defaultPaymentOptions(), limits: DEFAULT_CHECKOUT_LIMITS };
}

/** How order numbers and dates are shown, fresh (with the order, in its transaction when given one). */
export async function readOrderDisplay(db: Database | Tx = getDb()): Promise<OrderDisplay> {
  const [row] = await db
    .select({ prefix: storeSettings.orderNumberPrefix, timeZone: storeSettings.timeZone })
    .from(storeSettings)
    .where(eq(storeSettings.storeId, env.STORE_ID));
  return (
    row ?? { prefix: DEFAULT_GENERAL_SETTINGS.orderNumberPrefix, timeZone: DEFAULT_GENERAL_SETTINGS.timeZone }
  );
}

/** The same from the cached settings, for pages that list orders. */
export const getOrderDisplay = async (): Promise<OrderDisplay> => {
  const { orderNumberPrefix, timeZone } = await getStoreSettings();
  return { prefix: orderNumberPrefix, timeZone };
};

const areaColumns = {
  id: deliveryAreas.id,
  nameEn: deliveryAreas.nameEn,
  nameAr: deliveryAreas.nameAr,
  charge: deliveryAreas.charge,
  freeFrom: deliveryAreas.freeFrom,
  minDays: deliveryAreas.minDays,
  maxDays: deliveryAreas.maxDays,
  active: deliveryAreas.active,
  position: deliveryAreas.position,
};

/** Every delivery area in the admin's order, active or not (the admin's list; never cached). */
export function listDeliveryAreas(db: Database | Tx = getDb()): Promise<DeliveryArea[]> {
  return db
    .select(areaColumns)
    .from(deliveryAreas)
    .orderBy(asc(deliveryAreas.position), asc(deliveryAreas.id));
}

/** The areas a shopper may choose, cached until an admin changes one. */
export const getActiveDeliveryAreas = () =>
  cached(['delivery-areas'], [TAGS.deliveryAreas], async () =>
    (await listDeliveryAreas()).filter((area) => area.active),
  );

/** One area, fresh, when it may be sold to (active); null otherwise. */
export async function readActiveDeliveryArea(db: Database | Tx, id: number): Promise<DeliveryArea | null> {
  const [row] = await db.select(areaColumns).from(deliveryAreas).where(eq(deliveryAreas.id, id));
  return row?.active ? row : null;
}
