// Client-safe: which photos the product page shows first, and which colour it starts with. The server orders the
// first render with the same functions, so the photo given priority is the one the chosen colour shows.

type Variant = { colorId: number | null; stock: number };

/** The variant the purchase box starts with: the first that can be bought, else the first. */
export function initialVariant<V extends Variant>(variants: V[]): V | undefined {
  return variants.find((v) => v.stock > 0) ?? variants[0];
}

/**
 * A product's photos for a colour: that colour's own first, then the shared ones (no colour), then the other
 * colours'; each group in the owner's order. With no colour chosen, the owner's order.
 */
export function imagesForColor<I extends { colorId: number | null }>(
  images: I[],
  colorId: number | null,
): I[] {
  if (colorId === null) return images;
  const rank = (image: I) => (image.colorId === colorId ? 0 : image.colorId === null ? 1 : 2);
  return images
    .map((image, position) => ({ image, position }))
    .sort((a, b) => rank(a.image) - rank(b.image) || a.position - b.position)
    .map(({ image }) => image);
}
