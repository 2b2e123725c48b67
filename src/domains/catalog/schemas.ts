import { z } from 'zod';
import { IMAGE_MESSAGE_VALUES } from '@/domains/media/limits';
import { toAsciiDigits } from '@/lib/money';
import { hasNoNul, minorUnits, optionalQueryText } from '@/lib/text';

// Client-safe catalogue rules, shared by the admin forms, the server actions, the CSV import and the storefront
// filters. Messages are translation keys (messages/*.json → validation.*).

export const NAME_MAX = 120;
export const SLUG_MAX = 120;
export const DESCRIPTION_MAX = 20_000;
export const SKU_MAX = 64;
/** Minor units; 100 million keeps every total far from integer limits. */
export const PRICE_MAX = 100_000_000;
export const STOCK_MAX = 1_000_000;
/** Uploads: a products CSV up to 2 MB (spec section 9); images are media's (media/limits.ts). */
export const CSV_MAX_BYTES = 2 * 2 ** 20;

/** The numbers the catalogue's messages quote (`{csvMaxMb, number, integer}`, …), from the limits themselves. */
export const CATALOG_MESSAGE_VALUES = { csvMaxMb: CSV_MAX_BYTES / 2 ** 20, ...IMAGE_MESSAGE_VALUES };

const SLUG_EN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// Arabic slugs: letters and digits of any script, joined by hyphens, so Arabic pages get Arabic URLs.
const SLUG_AR = /^[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*$/u;
const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/g;

/** A URL slug from a name: `Silk Scarves` → `silk-scarves`, `أوشحة حرير` → `أوشحة-حرير`. */
export function slugify(text: string, language: 'en' | 'ar'): string {
  const base =
    language === 'en'
      ? text
          .normalize('NFKD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
      : text
          .replace(ARABIC_MARKS, '')
          .toLowerCase()
          .replace(/[^\p{L}\p{N}]+/gu, '-');
  return base
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

const name = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(NAME_MAX, 'validation.tooLong')
  .refine(hasNoNul, 'validation.invalid');
const slugEn = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'validation.required')
  .max(SLUG_MAX, 'validation.tooLong')
  .regex(SLUG_EN, 'validation.slugEn');
const slugAr = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'validation.required')
  .max(SLUG_MAX, 'validation.tooLong')
  .regex(SLUG_AR, 'validation.slugAr');
/** A row id: PostgreSQL's `integer`, so a larger number is refused here instead of failing the query. */
const id = z.int32().positive();
/** A key returned by the image upload action: `products/3f2a…` (renditions are derived from it). */
export const imageKeySchema = z
  .string()
  .regex(/^(categories|brands|products)\/[0-9a-f]{16}$/, 'validation.invalid');
const money = minorUnits(PRICE_MAX);

/** A category or, with `parentId`, a sub category. */
export const categoryInput = z.object({
  id: id.optional(),
  parentId: id.nullable().default(null),
  nameEn: name,
  nameAr: name,
  slugEn,
  slugAr,
  image: imageKeySchema.nullable().default(null),
  hidden: z.boolean().default(false),
});
export type CategoryInput = z.input<typeof categoryInput>;

export const brandInput = z.object({
  id: id.optional(),
  nameEn: name,
  nameAr: name,
  slugEn,
  slugAr,
  image: imageKeySchema.nullable().default(null),
  hidden: z.boolean().default(false),
});
export type BrandInput = z.input<typeof brandInput>;

export const idInput = z.object({ id });
export const idsInput = z.object({ ids: z.array(id).min(1, 'validation.required').max(500) });
/** New order of siblings: ids in their new positions. */
export const reorderInput = z.object({ ids: z.array(id).min(1).max(1000) });
export const publishInput = z.object({ ids: z.array(id).min(1).max(500), published: z.boolean() });
/** Several products to delete at once (the table's bulk action). */
export const deleteProductsInput = z.object({ ids: z.array(id).min(1).max(500) });
export const hideInput = z.object({ id, hidden: z.boolean() });

const optionValue = z.object({
  id: id.optional(),
  nameEn: name,
  nameAr: name,
});
export const colorInput = optionValue.extend({
  swatch: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^#[0-9a-f]{6}$/, 'validation.swatch'),
});
export const sizeInput = optionValue;

const stockCount = z
  .number({ error: 'validation.stockInvalid' })
  .int('validation.stockInvalid')
  .min(0, 'validation.stockInvalid')
  .max(STOCK_MAX, 'validation.numberTooLarge');

/** One combination: indexes into the product's colour and size lists (null when the product has none). */
export const variantInput = z.object({
  color: z.number().int().min(0).nullable(),
  size: z.number().int().min(0).nullable(),
  sku: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(SKU_MAX, 'validation.tooLong')
    .refine(hasNoNul, 'validation.invalid'),
  price: money.nullable().default(null),
  stock: stockCount,
  /**
   * The stock the form showed when it opened; the save then applies the difference typed to the stock as it is
   * now, so units sold meanwhile are not put back. Null (a new row, the CSV import): `stock` is the new value.
   */
  loadedStock: stockCount.nullable().default(null),
});
export type VariantInput = z.input<typeof variantInput>;

export const productImageInput = z.object({
  key: imageKeySchema,
  width: z.int32().positive(),
  height: z.int32().positive(),
  /** The colour it shows: an index into the product's colour list, as a variant's; null: shared by every colour. */
  color: z.number().int().min(0).nullable().default(null),
});

/** Every combination of the option lists, in display order (colour-major). One `[null, null]` when there are none. */
export function combinations(colorCount: number, sizeCount: number): [number | null, number | null][] {
  const colors = colorCount ? [...Array(colorCount).keys()] : [null];
  const sizes = sizeCount ? [...Array(sizeCount).keys()] : [null];
  return colors.flatMap((c) => sizes.map((s): [number | null, number | null] => [c, s]));
}

const comboKey = (color: number | null, size: number | null) => `${color ?? '-'}:${size ?? '-'}`;

/** Adds a `message` issue at `path` for each value that appears twice (case-insensitive). */
function refuseDuplicates(
  ctx: z.RefinementCtx,
  values: string[],
  path: (i: number) => (string | number)[],
  message: string,
) {
  const seen = new Set<string>();
  values.forEach((value, i) => {
    const key = value.toLowerCase();
    if (seen.has(key)) ctx.addIssue({ code: 'custom', message, path: path(i) });
    seen.add(key);
  });
}

const description = z
  .string()
  .max(DESCRIPTION_MAX, 'validation.tooLong')
  .refine(hasNoNul, 'validation.invalid')
  .default('');

export const productInput = z
  .object({
    id: id.optional(),
    nameEn: name,
    nameAr: name,
    slugEn,
    slugAr,
    /** HTML from the rich-text editor; sanitised on the server before it is stored. */
    descriptionEn: description,
    descriptionAr: description,
    categoryId: z.int32({ error: 'validation.categoryRequired' }).positive('validation.categoryRequired'),
    subCategoryId: id.nullable().default(null),
    brandId: id.nullable().default(null),
    price: money,
    compareAtPrice: money.nullable().default(null),
    published: z.boolean().default(false),
    images: z.array(productImageInput).max(12, 'validation.tooMany').default([]),
    colors: z.array(colorInput).max(30, 'validation.tooMany').default([]),
    sizes: z.array(sizeInput).max(30, 'validation.tooMany').default([]),
    variants: z.array(variantInput).min(1, 'validation.variantsRequired').max(900, 'validation.tooMany'),
  })
  .superRefine((p, ctx) => {
    if (p.compareAtPrice !== null && p.compareAtPrice <= p.price) {
      ctx.addIssue({ code: 'custom', message: 'validation.compareAtAbovePrice', path: ['compareAtPrice'] });
    }
    refuseDuplicates(
      ctx,
      p.colors.map((c) => c.nameEn),
      (i) => ['colors', i, 'nameEn'],
      'validation.duplicate',
    );
    refuseDuplicates(
      ctx,
      p.colors.map((c) => c.nameAr),
      (i) => ['colors', i, 'nameAr'],
      'validation.duplicate',
    );
    refuseDuplicates(
      ctx,
      p.sizes.map((s) => s.nameEn),
      (i) => ['sizes', i, 'nameEn'],
      'validation.duplicate',
    );
    refuseDuplicates(
      ctx,
      p.sizes.map((s) => s.nameAr),
      (i) => ['sizes', i, 'nameAr'],
      'validation.duplicate',
    );
    refuseDuplicates(
      ctx,
      p.variants.map((v) => v.sku),
      (i) => ['variants', i, 'sku'],
      'validation.duplicate',
    );
    // A photo's colour is one of this product's own colours (by its place in the list), never another's.
    p.images.forEach((image, i) => {
      if (image.color !== null && image.color >= p.colors.length) {
        ctx.addIssue({ code: 'custom', message: 'productImages.unknownColor', path: ['images', i, 'color'] });
      }
    });
    // The variants must be exactly the combinations of the option lists: none missing, none extra.
    const expected = new Set(combinations(p.colors.length, p.sizes.length).map(([c, s]) => comboKey(c, s)));
    const given = p.variants.map((v) => comboKey(v.color, v.size));
    if (
      given.length !== expected.size ||
      new Set(given).size !== given.length ||
      given.some((k) => !expected.has(k))
    ) {
      ctx.addIssue({ code: 'custom', message: 'validation.variantsMismatch', path: ['variants'] });
    }
  });
export type ProductInput = z.input<typeof productInput>;
export type ProductData = z.output<typeof productInput>;
/** A stored product in the schema's shape, as the edit form starts from it. */
export type SavedProduct = ProductData & { id: number };

// Storefront listing: every filter is a query parameter (ARCHITECTURE.md routes), so a filtered list is a link.
export const SORTS = ['newest', 'price-asc', 'price-desc', 'best-selling', 'top-rated'] as const;
export type Sort = (typeof SORTS)[number];
/** Spec section 9: the price filter's reset range, in major units of the store currency. */
export const PRICE_RANGE = { min: 0, max: 10_000 } as const;
export const PAGE_SIZE = 24;

/**
 * A slug as it comes in a URL (a path segment or a filter), in either language. Anything else cannot name a row, so
 * it is refused before a query (a NUL would fail it).
 */
export const slugParam = z.string().max(SLUG_MAX).regex(SLUG_AR);

/**
 * The slug in a route segment (Next passes some still percent-encoded), or null when the segment cannot be a slug:
 * the page answers 404 without asking the database.
 */
export function slugFromSegment(segment: string): string | null {
  try {
    const slug = decodeURIComponent(segment);
    return slugParam.safeParse(slug).success ? slug : null;
  } catch {
    return null;
  }
}

const optionalSlug = slugParam.optional().catch(undefined);
// Typed in the page's digits: the price filter shows Arabic-Indic ones on Arabic pages. Major units of the base
// currency, with decimals: an amount the shopper typed in their display currency is sent converted (300 SAR is
// 80 USD, 301 SAR 80.27 USD; price-range-fields.tsx).
const optionalAmount = z
  .preprocess(
    (value) => (typeof value === 'string' ? toAsciiDigits(value) : value),
    z
      .string()
      .regex(/^\d{1,9}(\.\d{1,3})?$/)
      .transform(Number)
      .pipe(z.number().min(PRICE_RANGE.min).max(PRICE_RANGE.max))
      .optional(),
  )
  .catch(undefined);

/**
 * The products list's query parameters. Anything malformed falls back to "no filter" instead of an error, and a
 * minimum price above the maximum is read as the range between the two (the form then shows them in order).
 */
export const listingParams = z
  .object({
    q: optionalQueryText(),
    category: optionalSlug,
    sub: optionalSlug,
    brand: optionalSlug,
    min: optionalAmount,
    max: optionalAmount,
    sort: z.enum(SORTS).catch('newest').default('newest'),
    page: z.coerce.number().int().min(1).max(1000).catch(1).default(1),
  })
  .transform((params) =>
    params.min !== undefined && params.max !== undefined && params.min > params.max
      ? { ...params, min: params.max, max: params.min }
      : params,
  );
export type ListingParams = z.output<typeof listingParams>;

/** Reads a Next `searchParams` object (arrays keep their first value). */
export function parseListingParams(search: Record<string, string | string[] | undefined>): ListingParams {
  const first = Object.fromEntries(Object.entries(search).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  return listingParams.parse(first);
}
