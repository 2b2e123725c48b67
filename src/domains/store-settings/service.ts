import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb, type Tx } from '@/db/client';
import { deliveryAreas, storeSettings } from '@/db/schema/store-settings';
import { recordAudit } from '@/domains/audit/record';
import type { AuditAction } from '@/domains/audit/schemas';
import type { CacheChange } from '@/lib/cache';
import { TAGS } from '@/lib/cache-tags';
import { DomainError } from '@/lib/domain-error';
import { env } from '@/lib/env';
import { missingStripeSettings } from '@/lib/stripe';
import type { DisplayCurrency } from './display-currencies';
import type { PaymentOptionsInput } from './payment-options';
import { canChangeCurrency } from './policies';
import { readSettingsRow } from './queries';
import { type CheckoutLimits, DEFAULT_STORE_SETTINGS, type DeliveryAreaInput } from './schemas';
import type {
  BrandingInput,
  ContactInfoInput,
  GeneralSettingsInput,
  HomepageInput,
} from './storefront-schemas';

const areasChanged: CacheChange = { now: [TAGS.deliveryAreas] };

/** Adds a delivery area (last in the list) or saves one; orders keep the name and charge they were placed with. */
export async function saveDeliveryArea({ id, ...fields }: DeliveryAreaInput) {
  const values = { ...fields, updatedAt: new Date() };
  return getDb().transaction(async (tx) => {
    if (id) {
      const [was] = await tx.select().from(deliveryAreas).where(eq(deliveryAreas.id, id)).for('update');
      if (!was) throw new DomainError('adminSettings.areaNotFound');
      await tx.update(deliveryAreas).set(values).where(eq(deliveryAreas.id, id));
      const before = Object.fromEntries(
        Object.keys(fields).map((key) => [key, (was as Record<string, unknown>)[key]]),
      );
      await recordAudit(tx, {
        action: 'settings.deliveryArea',
        entityType: 'deliveryArea',
        entityId: id,
        before,
        after: fields,
      });
      return { id, cache: areasChanged };
    }
    const [created] = await tx
      .insert(deliveryAreas)
      .values({
        ...values,
        position: sql`(select coalesce(max(${deliveryAreas.position}), -1) + 1 from ${deliveryAreas})`,
      })
      .returning({ id: deliveryAreas.id });
    await recordAudit(tx, {
      action: 'settings.deliveryArea',
      entityType: 'deliveryArea',
      entityId: created?.id,
      after: fields,
    });
    return { id: created?.id ?? 0, cache: areasChanged };
  });
}

/** Deletes an area; past orders keep its name (their copy), so nothing they show changes. */
export async function deleteDeliveryArea(id: number) {
  await getDb().transaction(async (tx) => {
    const [gone] = await tx.delete(deliveryAreas).where(eq(deliveryAreas.id, id)).returning();
    if (gone) {
      const { id: _id, position, createdAt, updatedAt, ...before } = gone as Record<string, unknown>;
      await recordAudit(tx, {
        action: 'settings.deliveryArea',
        entityType: 'deliveryArea',
        entityId: id,
        before,
      });
    }
  });
  return { cache: areasChanged };
}

/** Puts the areas in the given order (the shopper's list follows it). */
export async function reorderDeliveryAreas(ids: readonly number[]) {
  await getDb().transaction(async (tx) => {
    for (const [position, id] of ids.entries()) {
      await tx.update(deliveryAreas).set({ position }).where(eq(deliveryAreas.id, id));
    }
  });
  return { cache: areasChanged };
}

type SettingsValues = Partial<typeof storeSettings.$inferInsert>;

/** The settings row's `keys` as they are now, the row locked until the transaction ends (the audit log's "before"). */
async function lockedSettings(tx: Tx, keys: readonly string[]): Promise<Record<string, unknown>> {
  const [row] = await tx
    .select()
    .from(storeSettings)
    .where(eq(storeSettings.storeId, env.STORE_ID))
    .for('update');
  return Object.fromEntries(keys.map((key) => [key, row ? (row as Record<string, unknown>)[key] : null]));
}

/** Writes one settings page's values and its audit entry (`action`) in one transaction. */
async function updateSettings(values: SettingsValues, action: AuditAction) {
  await getDb().transaction(async (tx) => {
    const before = await lockedSettings(tx, Object.keys(values));
    await tx
      .insert(storeSettings)
      .values({ storeId: env.STORE_ID, ...values })
      .onConflictDoUpdate({ target: storeSettings.storeId, set: { ...values, updatedAt: new Date() } });
    await recordAudit(tx, { action, entityType: 'settings', before, after: values });
  });
}

/** The tax rate (basis points) and whether prices include it. Only the cart and checkout read it, fresh. */
export async function saveTax(values: { taxRate: number; pricesIncludeTax: boolean }) {
  await updateSettings(values, 'settings.tax');
  return { cache: {} satisfies CacheChange };
}

/** The settings row's base currency, the row locked until the transaction ends (currency changes are checked under it). */
async function lockCurrency(tx: Tx) {
  const [row] = await tx
    .select({ currency: storeSettings.currency, locked: storeSettings.currencyLocked })
    .from(storeSettings)
    .where(eq(storeSettings.storeId, env.STORE_ID))
    .for('update');
  return row;
}

/**
 * The base currency: every price is stored in its minor units, so it may change only while no order exists (an
 * order's amounts would otherwise change meaning; the first order marks it, currency-lock.ts). Checked and written
 * under a lock on the settings row.
 */
export async function saveCurrency(currency: string) {
  await getDb().transaction(async (tx) => {
    const row = await lockCurrency(tx);
    const decision = canChangeCurrency({ hasOrders: row?.locked ?? false });
    if (!decision.allowed) throw new DomainError(decision.reason, 'currency');
    // The display currencies' rates are against the old base: kept, they would show wrong prices.
    const rates = row && row.currency !== currency ? { displayCurrencies: [] } : {};
    const before = await lockedSettings(tx, ['currency', ...Object.keys(rates)]);
    await recordAudit(tx, {
      action: 'settings.currency',
      entityType: 'settings',
      before,
      after: { currency, ...rates },
    });
    await tx
      .insert(storeSettings)
      .values({ storeId: env.STORE_ID, currency })
      .onConflictDoUpdate({
        target: storeSettings.storeId,
        set: { currency, ...rates, updatedAt: new Date() },
      });
  });
  // Every page shows prices in it.
  return { cache: { now: [TAGS.storeSettings] } satisfies CacheChange };
}

// Every page shows the store's name, colours, logo, announcement and footer: saving them expires every page once.
const everyPage: CacheChange = { now: [TAGS.storeSettings] };

/** Logo & Branding Colors: the colours are columns (the theme's), the rest one document. */
export async function saveBranding({ primaryColor, secondaryColor, ...branding }: BrandingInput) {
  await updateSettings({ primaryColor, secondaryColor, branding }, 'settings.branding');
  return { cache: everyPage };
}

/**
 * Homepage: only the home page shows the hero and sections, so they expire it alone; the announcement bar is on
 * every page, so changing it (its text or whether it shows) expires them all.
 */
export async function saveHomepage(homepage: HomepageInput) {
  const before = (await readSettingsRow())?.homepage as Partial<HomepageInput> | undefined;
  await updateSettings({ homepage }, 'settings.homepage');
  // Compared field by field: jsonb gives keys back in its own order.
  const bar = (h?: Partial<HomepageInput>) =>
    h?.announcementOn ? `${h.announcement?.en}\u0000${h.announcement?.ar}` : '';
  const now = bar(before) === bar(homepage) ? [TAGS.homepage] : [TAGS.homepage, TAGS.storeSettings];
  return { cache: { now } satisfies CacheChange };
}

/** Contact & Footer Info: the footer is on every page. */
export async function saveContactInfo(contact: ContactInfoInput) {
  await updateSettings({ contact }, 'settings.contact');
  return { cache: everyPage };
}

/** The public host name: every page's canonical URL and alternates name it. */
export async function saveCustomDomain(customDomain: string | null) {
  await updateSettings({ customDomain }, 'settings.domain');
  return { cache: everyPage };
}

/** Payment options. Only the checkout reads them, fresh, so no cached page changes. */
export async function savePaymentOptions(values: PaymentOptionsInput) {
  // A card needs Stripe's keys on the server: without them checkout could not take one.
  if (values.cardEnabled && missingStripeSettings().length)
    throw new DomainError('adminSettings.payments.cardUnavailable', 'cardEnabled');
  await updateSettings(values, 'settings.payment');
  return { cache: {} satisfies CacheChange };
}

/** Checkout limits. Only the cart, the checkout and the order read them, fresh, so no cached page changes. */
export async function saveCheckoutLimits(values: CheckoutLimits) {
  await updateSettings(values, 'settings.checkoutLimits');
  return { cache: {} satisfies CacheChange };
}

/** The return window. Only a delivered order's page and the return's request read it, fresh. */
export async function saveReturnWindow(values: { returnWindowDays: number }) {
  await updateSettings(values, 'settings.returns');
  return { cache: {} satisfies CacheChange };
}

/**
 * The currencies shoppers may view prices in, with their rates against the base currency, which none of them may be
 * (checked under a lock on the settings row, so a base currency saved meanwhile cannot slip in). Every storefront
 * page carries the rates for its prices and the header's picker, so saving expires them all.
 */
export async function saveDisplayCurrencies(currencies: readonly DisplayCurrency[]) {
  await getDb().transaction(async (tx) => {
    const row = await lockCurrency(tx);
    const base = row?.currency ?? DEFAULT_STORE_SETTINGS.currency;
    const index = currencies.findIndex((c) => c.code === base);
    if (index >= 0)
      throw new DomainError('adminSettings.displayCurrencies.isBase', `currencies.${index}.code`, {
        base,
      });
    const displayCurrencies = currencies.map(({ code, rate }) => ({ code, rate }));
    const before = await lockedSettings(tx, ['displayCurrencies']);
    await recordAudit(tx, {
      action: 'settings.displayCurrencies',
      entityType: 'settings',
      before,
      after: { displayCurrencies },
    });
    await tx
      .insert(storeSettings)
      .values({ storeId: env.STORE_ID, displayCurrencies })
      .onConflictDoUpdate({
        target: storeSettings.storeId,
        set: { displayCurrencies, updatedAt: new Date() },
      });
  });
  return { cache: everyPage };
}

/** Settings: the default language, time zone, order number prefix and low-stock threshold. */
export async function saveGeneralSettings(values: GeneralSettingsInput) {
  await updateSettings(values, 'settings.general');
  return { cache: everyPage };
}
