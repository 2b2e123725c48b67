import { z } from 'zod';
import { hasNoNul } from '@/lib/text';

// The store's long texts (About us, Privacy policy, Terms and conditions): one page each, written by the owner in
// both languages with the rich-text editor. Client-safe: the editor's form checks with the same schema.

export const PAGE_KEYS = ['about', 'privacy', 'terms'] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

/** Where each page is read in the store (without the locale). */
export const PAGE_PATHS: Record<PageKey, string> = { about: '/about', privacy: '/privacy', terms: '/terms' };

/** The longest HTML a page may hold in one language (the editor's markup included). */
export const PAGE_BODY_MAX = 60_000;

const body = z.string().max(PAGE_BODY_MAX, 'validation.tooLong').refine(hasNoNul, 'validation.invalid');

const imageKey = z
  .string()
  .regex(/^pages\/[a-f0-9]{16,64}$/, 'validation.invalid')
  .nullable();

/** A page as the owner saves it; either language may be empty. Only About us has an image. */
export const pageInput = z
  .object({
    key: z.enum(PAGE_KEYS, 'validation.invalid'),
    /** HTML from the rich-text editor; sanitised on the server before it is stored. */
    bodyEn: body,
    bodyAr: body,
    image: imageKey.default(null),
  })
  .refine((page) => page.key === 'about' || page.image === null, {
    path: ['image'],
    message: 'validation.invalid',
  });
export type PageInput = z.input<typeof pageInput>;
export type CheckedPage = z.output<typeof pageInput>;

/** A page as stored (bodies sanitised). */
export type StorePage = {
  key: PageKey;
  bodyEn: string;
  bodyAr: string;
  image: string | null;
  /** ISO time of the last save; null: never written. */
  updatedAt: string | null;
};

/** The languages a page is written in. */
export type PageLanguages = 'both' | 'en' | 'ar' | 'empty';

export function pageLanguages(page: Pick<StorePage, 'bodyEn' | 'bodyAr'>): PageLanguages {
  const en = page.bodyEn.trim() !== '';
  const ar = page.bodyAr.trim() !== '';
  if (en && ar) return 'both';
  if (en) return 'en';
  return ar ? 'ar' : 'empty';
}
