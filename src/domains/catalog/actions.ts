'use server';

import { z } from 'zod';
import { adminAction, getAdmin } from '@/domains/accounts/session';
import { getStoreSettings } from '@/domains/store-settings/queries';
import type { ActionResult } from '@/lib/action';
import { expire } from '@/lib/cache';
import { TAGS } from '@/lib/cache-tags';
import { DomainError } from '@/lib/domain-error';
import { ImageError, type StoredImage, storeImage } from '@/lib/image-processing';
import { structureChange } from './cache';
import { importProductsCsv } from './csv';
import {
  brandInput,
  CSV_MAX_BYTES,
  categoryInput,
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

export const saveCategoryAction = adminAction(categoryInput, (input) =>
  restructure(service.saveCategory(input), input.id ? TAGS.category(input.id) : undefined),
);
export const setCategoryHiddenAction = adminAction(hideInput, ({ id, hidden }) =>
  restructure(service.setCategoryHidden(id, hidden), TAGS.category(id)),
);
export const reorderCategoriesAction = adminAction(reorderInput, ({ ids }) =>
  restructure(service.reorderCategories(ids)),
);
export const deleteCategoryAction = adminAction(idInput, ({ id }) =>
  restructure(service.deleteCategory(id), TAGS.category(id)),
);

export const saveBrandAction = adminAction(brandInput, (input) =>
  restructure(service.saveBrand(input), input.id ? TAGS.brand(input.id) : undefined),
);
export const setBrandHiddenAction = adminAction(hideInput, ({ id, hidden }) =>
  restructure(service.setBrandHidden(id, hidden), TAGS.brand(id)),
);
export const reorderBrandsAction = adminAction(reorderInput, ({ ids }) =>
  restructure(service.reorderBrands(ids)),
);
export const deleteBrandAction = adminAction(idInput, ({ id }) =>
  restructure(service.deleteBrand(id), TAGS.brand(id)),
);

export const saveProductAction = adminAction(productInput, async (input) => {
  const { id, cache } = await service.saveProduct(input);
  expire(cache);
  return { id };
});
export const setProductsPublishedAction = adminAction(publishInput, async ({ ids, published }) => {
  const { count, cache } = await service.setProductsPublished(ids, published);
  expire(cache);
  return count;
});
export const deleteProductAction = adminAction(idInput, async ({ id }) => {
  expire((await service.deleteProduct(id)).cache);
});

// 'store': the logo, icon and hero image; 'pages': the about page's image.
const IMAGE_FOLDERS = ['products', 'categories', 'brands', 'store', 'pages'] as const;

/**
 * Uploads one image (multipart form: `file`, `folder`) and returns its stored key and size, to be saved with the
 * product, category or brand form. The content is checked by sharp, whatever the file is called.
 */
export async function uploadCatalogImageAction(form: FormData): Promise<ActionResult<StoredImage>> {
  if (!(await getAdmin())) return { ok: false, error: 'errors.forbiddenText' };
  // A public endpoint: the argument is whatever the caller sent, not necessarily a form.
  if (!(form instanceof FormData)) return { ok: false, error: 'images.invalidType' };
  const file = form.get('file');
  const folder = z.enum(IMAGE_FOLDERS).safeParse(form.get('folder'));
  if (!(file instanceof File) || !folder.success) return { ok: false, error: 'images.invalidType' };
  try {
    return { ok: true, data: await storeImage(Buffer.from(await file.arrayBuffer()), folder.data) };
  } catch (error) {
    if (error instanceof ImageError || error instanceof DomainError)
      return { ok: false, error: error.message };
    throw error;
  }
}

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
export const importProductsCsvAction = adminAction(csvUpload, async ({ file }) => {
  const { result, cache } = await importProductsCsv(await file.text(), (await getStoreSettings()).currency);
  expire(cache);
  return result;
});
