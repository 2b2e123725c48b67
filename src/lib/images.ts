// Client-safe: how stored images are addressed. Each upload is kept as a few WebP renditions of fixed widths,
// named by the content's hash, so every URL can be cached for a year and no request resizes anything.

/** Widths (px) of the stored WebP renditions, smallest first. */
export const RENDITION_WIDTHS = [320, 640, 1280] as const;
export type RenditionWidth = (typeof RENDITION_WIDTHS)[number];

/** The URL of one rendition of a stored image (`key` as returned by `storeImage`). */
export const imageUrl = (key: string, width: RenditionWidth = 640) => `/uploads/${key}-${width}.webp`;

/** A `srcSet` listing every rendition, for `<img sizes=…>`. */
export const imageSrcSet = (key: string) =>
  RENDITION_WIDTHS.map((w) => `${imageUrl(key, w)} ${w}w`).join(', ');
