// The profile photo's limits, apart from the schemas (zod): the photo field checks them in its first load.

/** Profile photos (spec: "PNG or JPG, up to 5MB"); the server checks the content, the browser only the size. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/png', 'image/jpeg'] as const;
