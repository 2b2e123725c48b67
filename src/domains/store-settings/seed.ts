import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { deliveryAreas, storeSettings } from '@/db/schema/store-settings';
import { currencyDigits } from '@/lib/money';
import { DEFAULT_CONTACT_INFO, DEFAULT_HOMEPAGE } from './storefront-schemas';

/** The demo shop's delivery areas (charges in major units of the base currency). */
const DEMO_AREAS = [
  { nameEn: 'Riyadh', nameAr: 'الرياض', charge: 5, freeFrom: 150, minDays: 1, maxDays: 2 },
  { nameEn: 'Jeddah', nameAr: 'جدة', charge: 7, freeFrom: 150, minDays: 2, maxDays: 3 },
  { nameEn: 'Dammam', nameAr: 'الدمام', charge: 7, freeFrom: 150, minDays: 2, maxDays: 3 },
  {
    nameEn: 'Rest of the kingdom',
    nameAr: 'باقي مناطق المملكة',
    charge: 12,
    freeFrom: null,
    minDays: 3,
    maxDays: 6,
  },
];

/** What a new owner finds on the settings pages: an announcement, contacts in both languages, Riyadh's clock. */
const DEMO_HOMEPAGE = {
  ...DEFAULT_HOMEPAGE,
  announcementOn: true,
  announcement: {
    en: 'Free delivery in Riyadh, Jeddah and Dammam on orders over 150',
    ar: 'توصيل مجاني في الرياض وجدة والدمام للطلبات فوق ١٥٠',
  },
};
const DEMO_CONTACT = {
  ...DEFAULT_CONTACT_INFO,
  phone: '+966 11 234 5678',
  whatsapp: '+966501234567',
  email: 'care@wishah.example',
  address: {
    en: 'Olaya Street, Riyadh 12214, Saudi Arabia',
    ar: 'شارع العليا، الرياض ١٢٢١٤، المملكة العربية السعودية',
  },
  mapUrl: 'https://www.openstreetmap.org/search?query=Olaya%20Street%20Riyadh',
  social: { ...DEFAULT_CONTACT_INFO.social, instagram: 'https://www.instagram.com/wishah.store' },
};

/**
 * The demo seller on the tax invoices: a plausible company in Riyadh, with a VAT number of the right form that is
 * nobody's (15 digits, 3 first and last: 300000000000003 is ZATCA's own placeholder pattern) — a demo, not a
 * registration. An owner replaces it in Settings.
 */
const DEMO_SELLER = {
  legalNameEn: 'Wishah Trading Company (demo)',
  legalNameAr: 'شركة وشاح للتجارة (تجريبية)',
  vatNumber: '300000000000003',
  buildingNumber: '2322',
  street: 'Olaya Street',
  district: 'Al Olaya',
  city: 'Riyadh',
  postalCode: '12214',
  additionalNumber: '7482',
};

/**
 * Currencies a Gulf shopper may prefer to the demo store's base currency (the column's default, USD), at rates near
 * the market's: the riyal and the dirham are pegged to the dollar.
 */
const DEMO_DISPLAY_CURRENCIES = [
  { code: 'SAR', rate: '3.75' },
  { code: 'AED', rate: '3.6725' },
  { code: 'KWD', rate: '0.307' },
  { code: 'EUR', rate: '0.92' },
];

/**
 * Gives the store its settings row (15 % VAT included in prices, as Saudi shelf prices are, an announcement,
 * contacts, the seller on the tax invoices, Riyadh's time zone, prices viewable in riyals, dirhams, dinars and euros) and a few delivery areas,
 * unless it has them: the demo data's first step, so a new owner can sell at once.
 */
export async function seedStoreSettings(db: Database, storeId: string): Promise<void> {
  await db
    .insert(storeSettings)
    .values({
      storeId,
      taxRate: 1500,
      pricesIncludeTax: true,
      homepage: DEMO_HOMEPAGE,
      contact: DEMO_CONTACT,
      timeZone: 'Asia/Riyadh',
      displayCurrencies: DEMO_DISPLAY_CURRENCIES,
      seller: DEMO_SELLER,
    })
    .onConflictDoNothing();
  const [{ areas = 0 } = {}] = await db.select({ areas: sql<number>`count(*)::int` }).from(deliveryAreas);
  if (areas > 0) return;
  const [{ currency = 'USD' } = {}] = await db
    .select({ currency: storeSettings.currency })
    .from(storeSettings)
    .where(eq(storeSettings.storeId, storeId));
  const minor = (major: number) => major * 10 ** currencyDigits(currency);
  await db.insert(deliveryAreas).values(
    DEMO_AREAS.map((area, position) => ({
      ...area,
      charge: minor(area.charge),
      freeFrom: area.freeFrom === null ? null : minor(area.freeFrom),
      position,
    })),
  );
}
