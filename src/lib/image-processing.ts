import 'server-only';
import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { RENDITION_WIDTHS, type RenditionWidth } from './images';
import { storage } from './storage';

/** Upload limit (spec section 9: images up to 5 MB). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Formats taken by default (sharp's names); a caller may narrow them (profile photos: PNG or JPEG only). */
export type ImageFormat = 'png' | 'jpeg' | 'webp';
const ACCEPTED_FORMATS: readonly ImageFormat[] = ['png', 'jpeg', 'webp'];

export type StoreImageOptions = {
  /** Input formats accepted, read from the content. */
  formats?: readonly ImageFormat[];
  /** Renditions to write (default: all of RENDITION_WIDTHS). */
  widths?: readonly RenditionWidth[];
  /** Crop to a centred square (avatars). */
  square?: boolean;
};

/** A refused upload; `message` is a translation key. */
export class ImageError extends Error {}

export type StoredImage = { key: string; width: number; height: number };

/**
 * Checks an upload by its content (never its name or declared type), strips its metadata and stores WebP
 * renditions under a content-addressed key in `folder`. Throws ImageError for a file that is not an image we take.
 */
export async function storeImage(
  body: Buffer,
  folder: string,
  options: StoreImageOptions = {},
): Promise<StoredImage> {
  const formats: readonly string[] = options.formats ?? ACCEPTED_FORMATS;
  if (body.byteLength > MAX_IMAGE_BYTES) throw new ImageError('images.tooLarge');
  let meta: Metadata;
  try {
    meta = await sharp(body).metadata();
  } catch {
    throw new ImageError('images.invalidType');
  }
  if (!meta.format || !formats.includes(meta.format) || !meta.width || !meta.height) {
    throw new ImageError('images.invalidType');
  }
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 16);
  const key = `${folder}/${hash}`;
  // rotate() applies the EXIF orientation before the metadata (EXIF, GPS, ICC) is dropped by the re-encode.
  const source = sharp(body, { limitInputPixels: 40_000_000 }).rotate();
  let size = { width: meta.width, height: meta.height };
  const side = Math.min(meta.width, meta.height);
  for (const width of options.widths ?? RENDITION_WIDTHS) {
    const rendition = await source
      .clone()
      .resize(
        options.square
          ? // Never enlarged: a small photo gives a smaller square, cut from its middle.
            { width: Math.min(width, side), height: Math.min(width, side), fit: 'cover' }
          : { width, withoutEnlargement: true },
      )
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true })
      .catch(() => {
        throw new ImageError('images.invalidType'); // a truncated or corrupt file passes metadata() but not decoding
      });
    await storage.put(`${key}-${width}.webp`, rendition.data);
    size = { width: rendition.info.width, height: rendition.info.height };
  }
  return { key, ...size };
}

/** Removes every rendition of a stored image. */
export async function removeImage(key: string): Promise<void> {
  await Promise.all(RENDITION_WIDTHS.map((w) => storage.remove(`${key}-${w}.webp`)));
}
