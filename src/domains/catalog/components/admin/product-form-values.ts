// The product form's values: what the admin types (money as decimal text, options with client ids) and how they
// map to and from the shape `productInput` parses.
import { minorToDecimal, toMinor } from '@/lib/money';
import { type ProductInput, type SavedProduct, SKU_MAX, slugify } from '../../schemas';

export type Money = number | string;
type Saved = SavedProduct;
export type Color = Saved['colors'][number] & { uid: string };
export type Size = Saved['sizes'][number] & { uid: string };
/** A row of the variant table: options by client id, money and stock as typed. */
export type Variant = Omit<Saved['variants'][number], 'color' | 'size' | 'price' | 'stock'> & {
  color: string | null;
  size: string | null;
  price: Money;
  stock: Money;
};
/** A photo, with the colour it shows by the colour's client id (null: every colour). */
export type FormImage = Omit<Saved['images'][number], 'color'> & { color: string | null };
/** What the admin edits: `productInput`'s shape, with choices as select values and money as typed text. */
export type FormValues = Omit<
  Saved,
  | 'id'
  | 'images'
  | 'categoryId'
  | 'subCategoryId'
  | 'brandId'
  | 'price'
  | 'compareAtPrice'
  | 'colors'
  | 'sizes'
  | 'variants'
> & {
  categoryId: string | null;
  subCategoryId: string | null;
  brandId: string | null;
  price: Money;
  compareAtPrice: Money;
  images: FormImage[];
  colors: Color[];
  sizes: Size[];
  variants: Variant[];
};
export type Choice = { id: number; parentId: number | null; nameEn: string; nameAr: string };

let uidCounter = 0;
export const uid = () => `o${++uidCounter}`;

/** `SILK-SCARF-ROSE-L`: a SKU suggested from the slug and the option names. */
export function suggestSku(slug: string, ...options: (string | undefined)[]) {
  return [slug, ...options.map((o) => (o ? slugify(o, 'en') : ''))]
    .filter(Boolean)
    .join('-')
    .toUpperCase()
    .slice(0, SKU_MAX);
}

export function initialValues(p: SavedProduct | undefined, currency: string): FormValues {
  const major = (minor: number | null) => (minor === null ? '' : Number(minorToDecimal(minor, currency)));
  if (!p) {
    return {
      nameEn: '',
      nameAr: '',
      slugEn: '',
      slugAr: '',
      descriptionEn: '',
      descriptionAr: '',
      categoryId: null,
      subCategoryId: null,
      brandId: null,
      price: '',
      compareAtPrice: '',
      published: false,
      images: [],
      colors: [],
      sizes: [],
      variants: [{ color: null, size: null, sku: '', price: '', stock: 0, loadedStock: null }],
    };
  }
  const colors = p.colors.map((c) => ({ ...c, uid: uid() }));
  const sizes = p.sizes.map((s) => ({ ...s, uid: uid() }));
  return {
    nameEn: p.nameEn,
    nameAr: p.nameAr,
    slugEn: p.slugEn,
    slugAr: p.slugAr,
    descriptionEn: p.descriptionEn,
    descriptionAr: p.descriptionAr,
    categoryId: String(p.categoryId),
    subCategoryId: p.subCategoryId === null ? null : String(p.subCategoryId),
    brandId: p.brandId === null ? null : String(p.brandId),
    price: major(p.price),
    compareAtPrice: major(p.compareAtPrice),
    published: p.published,
    images: p.images.map((i) => ({ ...i, color: i.color === null ? null : (colors[i.color]?.uid ?? null) })),
    colors,
    sizes,
    variants: p.variants.map((v) => ({
      color: v.color === null ? null : (colors[v.color]?.uid ?? null),
      size: v.size === null ? null : (sizes[v.size]?.uid ?? null),
      sku: v.sku,
      price: major(v.price),
      stock: v.stock,
      loadedStock: v.loadedStock,
    })),
  };
}

/** The form's values → the action's input: money in minor units, options as list indexes. */
export function toInput(values: FormValues, currency: string, id: number | undefined): ProductInput {
  const money = (v: Money) => (String(v).trim() === '' ? null : (toMinor(String(v), currency) ?? Number.NaN));
  const count = (v: Money) => (String(v).trim() === '' ? Number.NaN : Number(v));
  const colorIndex = new Map(values.colors.map((c, i) => [c.uid, i]));
  const sizeIndex = new Map(values.sizes.map((s, i) => [s.uid, i]));
  return {
    id,
    nameEn: values.nameEn,
    nameAr: values.nameAr,
    slugEn: values.slugEn,
    slugAr: values.slugAr,
    descriptionEn: values.descriptionEn,
    descriptionAr: values.descriptionAr,
    categoryId: values.categoryId ? Number(values.categoryId) : Number.NaN,
    subCategoryId: values.subCategoryId ? Number(values.subCategoryId) : null,
    brandId: values.brandId ? Number(values.brandId) : null,
    price: money(values.price) ?? Number.NaN,
    compareAtPrice: money(values.compareAtPrice),
    published: values.published,
    // A photo whose colour was removed shows every colour.
    images: values.images.map((i) => ({
      ...i,
      color: i.color === null ? null : (colorIndex.get(i.color) ?? null),
    })),
    colors: values.colors.map(({ uid: _, ...c }) => c),
    sizes: values.sizes.map(({ uid: _, ...s }) => s),
    variants: values.variants.map((v) => ({
      color: v.color === null ? null : (colorIndex.get(v.color) ?? -1),
      size: v.size === null ? null : (sizeIndex.get(v.size) ?? -1),
      sku: v.sku,
      price: money(v.price),
      stock: count(v.stock),
      loadedStock: v.loadedStock,
    })),
  };
}

/**
 * Create or edit a product (one form for both): names, slugs and rich-text descriptions in both languages,
 * placement, money in the store currency, photos, and the colour × size variants with SKU, price and stock.
 * The shared schema checks it here first; the server checks it again and its errors land on the same fields.
 */
