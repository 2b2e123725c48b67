'use server';

import { z } from 'zod';
import { getAdmin } from '@/domains/accounts/session';
import type { ActionResult } from '@/lib/action';
import { DomainError } from '@/lib/domain-error';
import { ImageError, type StoredImage, storeImage } from '@/lib/image-processing';
import { IMAGE_FOLDERS } from './limits';

// The store's images, uploaded by the owner for products, categories, brands, the store's look and its pages: one
// action for every form that takes an image (media/components/image-field.tsx, the product's images).

/**
 * Uploads one image (multipart form: `file`, `folder`) and returns its stored key and size, to be saved with the
 * form it belongs to. The content is checked by sharp, whatever the file is called.
 */
export async function uploadImageAction(form: FormData): Promise<ActionResult<StoredImage>> {
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
