'use server';

import { z } from 'zod';
import { getStoreSettings } from '@/domains/store-settings/queries';
import { type ActionResult, adminAction } from '@/lib/action';
import { TAGS } from '@/lib/cache-tags';
import { DomainError } from '@/lib/domain-error';
import { ImageError, type StoredImage, storeImage } from '@/lib/image-processing';
import { getAdmin } from '@/lib/session';
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

// Every catalogue mutation: admin only, parsed by the shared schema, and the storefront's cache refreshed.
const tags = [TAGS.catalog] as const;

export const saveCategoryAction = adminAction(categoryInput, (input) => service.saveCategory(input), {
  tags,
});
export const setCategoryHiddenAction = adminAction(
  hideInput,
  ({ id, hidden }) => service.setCategoryHidden(id, hidden),
  { tags },
);
export const reorderCategoriesAction = adminAction(
  reorderInput,
  ({ ids }) => service.reorderCategories(ids),
  { tags },
);
export const deleteCategoryAction = adminAction(idInput, ({ id }) => service.deleteCategory(id), { tags });

export const saveBrandAction = adminAction(brandInput, (input) => service.saveBrand(input), { tags });
export const setBrandHiddenAction = adminAction(
  hideInput,
  ({ id, hidden }) => service.setBrandHidden(id, hidden),
  { tags },
);
export const reorderBrandsAction = adminAction(reorderInput, ({ ids }) => service.reorderBrands(ids), {
  tags,
});
export const deleteBrandAction = adminAction(idInput, ({ id }) => service.deleteBrand(id), { tags });

export const saveProductAction = adminAction(productInput, (input) => service.saveProduct(input), { tags });
export const setProductsPublishedAction = adminAction(
  publishInput,
  ({ ids, published }) => service.setProductsPublished(ids, published),
  { tags },
);
export const deleteProductAction = adminAction(idInput, ({ id }) => service.deleteProduct(id), { tags });

const IMAGE_FOLDERS = ['products', 'categories', 'brands'] as const;

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
export const importProductsCsvAction = adminAction(
  csvUpload,
  async ({ file }) => importProductsCsv(await file.text(), (await getStoreSettings()).currency),
  { tags },
);
