// Catalogue rows for integration tests, written through the real service (so the same rules apply).
import { randomBytes } from 'node:crypto';
import { getDb } from '@/db/client';
import { productSalesDaily } from '@/db/schema';
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

/** Records units sold on a day `daysAgo` before today (what the orders capability will keep). */
export async function recordSales(productId: number, quantity: number, daysAgo = 1) {
  const day = new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  await getDb().insert(productSalesDaily).values({ productId, day, quantity });
}
