import { z } from 'zod';
import { hasNoNul } from '@/lib/text';
import { isTimeZone } from './time-zones';

// The settings pages that word and brand the storefront (admin/storesetting/*, admin/settings). Each page is one
// schema, used by its form and its action; stored values are parsed with the same schema on read, and a missing or
// outdated field falls back to its default, so the storefront never breaks on an old row.

const line = (max: number) =>
  z
    .string('validation.required')
    .trim()
    .max(max, 'validation.tooLong')
    .refine(hasNoNul, 'validation.invalid');
const requiredLine = (max: number) => line(max).pipe(z.string().min(1, 'validation.required'));

/** A text in both languages; either may be empty unless `required`. */
export const bilingual = (max: number, required = false) => {
  const one = required ? requiredLine(max) : line(max);
  return z.object({ en: one, ar: one });
};
export type Bilingual = { en: string; ar: string };

const imageKey = z
  .string()
  .regex(/^[a-z0-9-]+\/[a-f0-9]{16,64}$/, 'validation.invalid')
  .nullable();

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
const color = z.string('validation.colorInvalid').regex(HEX_COLOR, 'validation.colorInvalid');

/** Logo & Branding Colors. */
export const brandingInput = z.object({
  storeName: bilingual(60, true),
  logo: imageKey,
  icon: imageKey,
  primaryColor: color,
  secondaryColor: color,
});
export type BrandingInput = z.infer<typeof brandingInput>;

/** The home page's sections, in the order the admin puts them. */
export const HOME_SECTIONS = [
  'newArrivals',
  'topBrands',
  'trending',
  'categories',
  'featuredCategory',
] as const;
export type HomeSectionKey = (typeof HOME_SECTIONS)[number];

/** A link target inside the store ("/products?sort=new") or on the web ("https://…"). */
const linkTarget = z
  .string()
  .trim()
  .max(500, 'validation.tooLong')
  .refine(
    (v) => v === '' || /^\/(?!\/)[^\s]*$/.test(v) || /^https:\/\/[^\s]+$/.test(v),
    'validation.linkInvalid',
  );

export const homepageInput = z
  .object({
    heroTitle: bilingual(120),
    heroSubtitle: bilingual(240),
    heroImage: imageKey,
    ctaLabel: bilingual(40),
    ctaHref: linkTarget,
    announcement: bilingual(160),
    announcementOn: z.boolean(),
    sections: z
      .array(z.object({ key: z.enum(HOME_SECTIONS), visible: z.boolean() }))
      .length(HOME_SECTIONS.length)
      .refine((list) => new Set(list.map((s) => s.key)).size === list.length, 'validation.duplicate'),
    featuredCategoryId: z.int32().positive().nullable(),
  })
  .refine((h) => !h.announcementOn || (h.announcement.en !== '' && h.announcement.ar !== ''), {
    path: ['announcement', 'en'],
    message: 'validation.announcementRequired',
  })
  .refine((h) => (h.ctaLabel.en === '' && h.ctaLabel.ar === '') || h.ctaHref !== '', {
    path: ['ctaHref'],
    message: 'validation.required',
  })
  .refine(
    (h) =>
      h.featuredCategoryId !== null || !h.sections.some((s) => s.key === 'featuredCategory' && s.visible),
    { path: ['featuredCategoryId'], message: 'validation.categoryRequired' },
  );
export type HomepageInput = z.infer<typeof homepageInput>;

export const SOCIAL_NETWORKS = ['instagram', 'x', 'facebook', 'tiktok', 'snapchat', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const webLink = z
  .string()
  .trim()
  .max(500, 'validation.tooLong')
  .refine((v) => v === '' || /^https:\/\/[^\s]+$/.test(v), 'validation.httpsInvalid');
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.timeInvalid');

export const contactInfoInput = z
  .object({
    phone: z
      .string()
      .trim()
      .refine((v) => v === '' || /^\+?[0-9 ]{8,20}$/.test(v), 'validation.phoneInvalid'),
    whatsapp: z
      .string()
      .trim()
      .refine(
        (v) => v === '' || /^\+?[0-9]{8,15}$/.test(v.replaceAll(' ', '')),
        'validation.whatsappInvalid',
      ),
    email: z.union([z.literal(''), z.email('validation.emailInvalid').max(254, 'validation.tooLong')]),
    address: bilingual(300),
    mapUrl: webLink,
    social: z.object(
      Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, webLink])) as Record<SocialNetwork, typeof webLink>,
    ),
    /** ISO weekdays the store answers (1 Monday … 7 Sunday) and the hours, 24-hour "HH:MM". */
    supportDays: z.array(z.int().min(1).max(7)).max(7),
    opens: time,
    closes: time,
  })
  .refine((c) => c.opens < c.closes, { path: ['closes'], message: 'validation.hoursOrder' });
export type ContactInfoInput = z.infer<typeof contactInfoInput>;

/** A public host name: labels of letters, digits and hyphens, at least one dot, no scheme, port or path. */
const hostName = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, 'validation.tooLong')
  .refine(
    (v) => v === '' || /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(v),
    'validation.domainInvalid',
  );

/** The store's custom domain; empty clears it (the store is then served at APP_URL). */
export const customDomainInput = z.object({
  customDomain: hostName.transform((v) => (v === '' ? null : v)),
});

/** A domain to check in DNS (saved or not). */
export const customDomainCheckInput = z.object({
  customDomain: hostName.pipe(z.string().min(1, 'validation.required')),
});

/** Settings: store-wide options that are not branding. */
export const generalSettingsInput = z.object({
  defaultLocale: z.enum(['en', 'ar'], 'validation.invalid'),
  timeZone: z.string().refine(isTimeZone, 'validation.timeZoneInvalid'),
  orderNumberPrefix: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{0,8}$/, 'validation.prefixInvalid'),
  lowStockThreshold: z
    .int('validation.stockInvalid')
    .min(0, 'validation.stockInvalid')
    .max(100000, 'validation.numberTooLarge'),
});
export type GeneralSettingsInput = z.infer<typeof generalSettingsInput>;

export const DEFAULT_BRANDING: BrandingInput = {
  storeName: { en: 'Wishah', ar: 'وشاح' },
  logo: null,
  icon: null,
  primaryColor: '#242F51',
  secondaryColor: '#384878',
};

export const DEFAULT_HOMEPAGE: HomepageInput = {
  heroTitle: { en: '', ar: '' },
  heroSubtitle: { en: '', ar: '' },
  heroImage: null,
  ctaLabel: { en: '', ar: '' },
  ctaHref: '',
  announcement: { en: '', ar: '' },
  announcementOn: false,
  sections: HOME_SECTIONS.map((key) => ({ key, visible: key !== 'featuredCategory' })),
  featuredCategoryId: null,
};

/** Spec section 9: support hours Mon–Fri 8am to 5pm. */
export const DEFAULT_CONTACT_INFO: ContactInfoInput = {
  phone: '',
  whatsapp: '',
  email: '',
  address: { en: '', ar: '' },
  mapUrl: '',
  social: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, ''])) as Record<SocialNetwork, string>,
  supportDays: [1, 2, 3, 4, 5],
  opens: '08:00',
  closes: '17:00',
};

export const DEFAULT_GENERAL_SETTINGS: GeneralSettingsInput = {
  defaultLocale: 'en',
  timeZone: 'UTC',
  orderNumberPrefix: '',
  lowStockThreshold: 5,
};

/**
 * A stored document read with `schema`, field by field: whatever is missing or no longer valid takes its default.
 * (A whole-object parse would drop every field for one bad one.)
 */
export function readStored<T extends Record<string, unknown>>(
  schema: z.ZodType<T>,
  stored: unknown,
  defaults: T,
): T {
  const merged = { ...defaults, ...(stored && typeof stored === 'object' ? stored : {}) } as T;
  const parsed = schema.safeParse(merged);
  if (parsed.success) return parsed.data;
  const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const repaired = Object.fromEntries(
    Object.entries(merged).map(([key, value]) => [key, bad.has(key) ? defaults[key] : value]),
  ) as T;
  const again = schema.safeParse(repaired);
  return again.success ? again.data : defaults;
}
