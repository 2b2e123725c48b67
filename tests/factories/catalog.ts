// Catalogue rows for integration tests, written through the real service (so the same rules apply).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { productSalesDaily, productVariants } from '@/db/schema';
import { brandInput, categoryInput, type ProductInput, productInput } from '@/domains/catalog/schemas';
import { saveBrand, saveCategory, saveProduct } from '@/domains/catalog/service';

const uid = () => randomBytes(4).toString('hex');

/** A category (or, with parentId, a sub category) with unique slugs. */
export async function createCategory(
  input: { nameEn?: string; nameAr?: string; parentId?: number; hidden?: boolean } = {},
) {
  const id = uid();
  const data = categoryInput.parse({
    nameEn: input.nameEn ?? `Category ${id}`,
    nameAr: input.nameAr ?? `فئة ${id}`,
    slugEn: `category-${id}`,
    slugAr: `فئة-${id}`,
    parentId: input.parentId ?? null,
    hidden: input.hidden ?? false,
  });
  return { ...(await saveCategory(data)), ...data };
}

export async function createBrand(input: { nameEn?: string; nameAr?: string } = {}) {
  const id = uid();
  const data = brandInput.parse({
    nameEn: input.nameEn ?? `Brand ${id}`,
    nameAr: input.nameAr ?? `علامة ${id}`,
    slugEn: `brand-${id}`,
    slugAr: `علامة-${id}`,
  });
  return { ...(await saveBrand(data)), ...data };
}

/** A published product with one variant (in stock) unless `variants`/options are given. */
export async function createProduct(input: Partial<ProductInput> & { categoryId: number }) {
  const id = uid();
  const data = productInput.parse({
    nameEn: `Scarf ${id}`,
    nameAr: `وشاح ${id}`,
    slugEn: `scarf-${id}`,
    slugAr: `وشاح-${id}`,
    price: 4900,
    published: true,
    variants: [{ color: null, size: null, sku: `SKU-${id}`, stock: 5 }],
    ...input,
  });
  return { ...(await saveProduct(data)), ...data };
}

/**
 * What an order test buys: a published product (in a new category unless one is given) with one variant, no colour
 * or size, at `price` with `stock` units. The product, and its variant's id.
 */
export async function createSellableVariant(
  input: {
    categoryId?: number;
    price?: number;
    stock?: number;
    sku?: string;
    images?: ProductInput['images'];
  } = {},
) {
  const product = await createProduct({
    categoryId: input.categoryId ?? (await createCategory()).id,
    price: input.price ?? 4900,
    images: input.images ?? [],
    variants: [
      { color: null, size: null, sku: input.sku ?? `SKU-${uid()}`, stock: input.stock ?? 50, price: null },
    ],
  });
  const [variant] = await getDb()
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, product.id));
  if (!variant) throw new Error('createSellableVariant: the product has no variant');
  return { ...product, variantId: variant.id };
}

/** Records units sold on a day `daysAgo` before today (what the orders capability will keep). */
export async function recordSales(productId: number, quantity: number, daysAgo = 1) {
  const day = new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  await getDb().insert(productSalesDaily).values({ productId, day, quantity });
}
