'use server';

import { z } from 'zod';
import { getStaff } from '@/domains/accounts/session';
import { can } from '@/domains/admin/permissions';
import type { AdminRouteKey } from '@/domains/admin/routes';
import type { ActionResult } from '@/lib/action';
import { DomainError } from '@/lib/domain-error';
import { ImageError, type StoredImage, storeImage } from '@/lib/image-processing';
import { IMAGE_FOLDERS, type ImageFolder } from './limits';

/** The admin area whose forms upload to each folder: who may upload there (domains/admin/permissions.ts). */
const FOLDER_AREAS = {
  products: 'products',
  categories: 'categories',
  brands: 'products',
  store: 'logoAndColors',
  pages: 'aboutus',
} as const satisfies Record<ImageFolder, AdminRouteKey>;

// The store's images, uploaded by the owner for products, categories, brands, the store's look and its pages: one
// action for every form that takes an image (media/components/image-field.tsx, the product's images).

/**
 * Uploads one image (multipart form: `file`, `folder`) and returns its stored key and size, to be saved with the
 * form it belongs to. The content is checked by sharp, whatever the file is called.
 */
export async function uploadImageAction(form: FormData): Promise<ActionResult<StoredImage>> {
  const user = await getStaff();
  if (!user) return { ok: false, error: 'errors.forbiddenText' };
  // A public endpoint: the argument is whatever the caller sent, not necessarily a form.
  if (!(form instanceof FormData)) return { ok: false, error: 'images.invalidType' };
  const file = form.get('file');
  const folder = z.enum(IMAGE_FOLDERS).safeParse(form.get('folder'));
  if (!(file instanceof File) || !folder.success) return { ok: false, error: 'images.invalidType' };
  // Only staff of the area the image is for: a support member uploads no product photo.
  if (!can(user.staffRole, FOLDER_AREAS[folder.data])) return { ok: false, error: 'errors.forbiddenText' };
  try {
    return { ok: true, data: await storeImage(Buffer.from(await file.arrayBuffer()), folder.data) };
  } catch (error) {
    if (error instanceof ImageError || error instanceof DomainError)
      return { ok: false, error: error.message };
    throw error;
  }
}
