'use server';

import { z } from 'zod';
import { staffAction } from '@/domains/admin/staff-action';
import { getStoreSettings } from '@/domains/store-settings/queries';
import { expire } from '@/lib/cache';
import { TAGS } from '@/lib/cache-tags';
import { structureChange } from './cache';
import { importProductsCsv } from './csv';
import {
  brandInput,
  CSV_MAX_BYTES,
  categoryInput,
  deleteProductsInput,
  hideInput,
  idInput,
  productInput,
  publishInput,
  reorderInput,
} from './schemas';
import * as service from './service';

// Every catalogue mutation: admin only, parsed by the shared schema, and the cached pages showing what it changed
// expired (./cache).

/** Runs a category or brand write, then expires the navigation everywhere and the pages tagged `tag`. */
async function restructure<T>(write: Promise<T>, tag?: string): Promise<T> {
  const result = await write;
  expire(structureChange(tag));
  return result;
}

export const saveCategoryAction = staffAction('categories')(categoryInput, (input) =>
  restructure(service.saveCategory(input), input.id ? TAGS.category(input.id) : undefined),
);
export const setCategoryHiddenAction = staffAction('categories')(hideInput, ({ id, hidden }) =>
  restructure(service.setCategoryHidden(id, hidden), TAGS.category(id)),
);
export const reorderCategoriesAction = staffAction('categories')(reorderInput, ({ ids }) =>
  restructure(service.reorderCategories(ids)),
);
export const deleteCategoryAction = staffAction('categories')(idInput, ({ id }) =>
  restructure(service.deleteCategory(id), TAGS.category(id)),
);

export const saveBrandAction = staffAction('products')(brandInput, (input) =>
  restructure(service.saveBrand(input), input.id ? TAGS.brand(input.id) : undefined),
);
export const setBrandHiddenAction = staffAction('products')(hideInput, ({ id, hidden }) =>
  restructure(service.setBrandHidden(id, hidden), TAGS.brand(id)),
);
export const reorderBrandsAction = staffAction('products')(reorderInput, ({ ids }) =>
  restructure(service.reorderBrands(ids)),
);
export const deleteBrandAction = staffAction('products')(idInput, ({ id }) =>
  restructure(service.deleteBrand(id), TAGS.brand(id)),
);

export const saveProductAction = staffAction('products')(productInput, async (input) => {
  const { id, cache } = await service.saveProduct(input);
  expire(cache);
  return { id };
});
export const setProductsPublishedAction = staffAction('products')(
  publishInput,
  async ({ ids, published }) => {
    const { count, cache } = await service.setProductsPublished(ids, published);
    expire(cache);
    return count;
  },
);
export const deleteProductAction = staffAction('products')(idInput, async ({ id }) => {
  expire((await service.deleteProduct(id)).cache);
});
export const deleteProductsAction = staffAction('products')(deleteProductsInput, async ({ ids }) => {
  const { count, cache } = await service.deleteProducts(ids);
  expire(cache);
  return count;
});

const csvUpload = z
  .instanceof(FormData)
  .transform((form) => ({ file: form.get('file') }))
  .pipe(
    z.object({
      file: z
        .instanceof(File, { error: 'catalogErrors.csvInvalidFile' })
        .refine((file) => file.size > 0, 'catalogErrors.csvEmpty')
        .refine((file) => file.size <= CSV_MAX_BYTES, 'catalogErrors.csvTooLarge'),
    }),
  );

/**
 * Imports products from a CSV file (multipart form: `file`, at most 2 MB). Every row is checked; when any is wrong
 * nothing is written and the errors name their row and column.
 */
export const importProductsCsvAction = staffAction('products')(csvUpload, async ({ file }) => {
  const { result, cache } = await importProductsCsv(await file.text(), (await getStoreSettings()).currency);
  expire(cache);
  return result;
});
