import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { Database, Tx } from '@/db/client';
import { products } from '@/db/schema/catalog';
import type { CacheChange } from '@/lib/cache';
import { TAGS } from '@/lib/cache-tags';
import { cardColumns } from './queries';

// Which cached pages a catalogue change expires. A product's own page expires at once (the admin checks it);
// the lists it appears in re-render in the background, and only when what they show of it changed.

/** What the storefront shows of a product outside its own page, and where. */
export type ProductFace = {
  slugs: string[];
  categoryIds: number[];
  brandId: number | null;
  published: boolean;
  /** The card and the listing's filters and sorts (name, price, image, stock, rating), compared as text. */
  card: string;
  /** What a search matches besides the card's name (the descriptions), compared as text. */
  searched: string;
};

/** The faces of the given products as they are now in `tx` (missing ids have none). */
export async function readProductFaces(tx: Database | Tx, ids: number[]): Promise<Map<number, ProductFace>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      ...cardColumns,
      categoryId: products.categoryId,
      subCategoryId: products.subCategoryId,
      brandId: products.brandId,
      published: products.published,
      soldCount: products.soldCount,
      createdAt: products.createdAt,
      descriptionEn: products.descriptionEn,
      descriptionAr: products.descriptionAr,
    })
    .from(products)
    .where(ids.length === 1 ? eq(products.id, ids[0] ?? 0) : inArray(products.id, ids));
  return new Map(
    rows.map(({ categoryId, subCategoryId, brandId, published, descriptionEn, descriptionAr, ...card }) => [
      card.id,
      {
        slugs: [card.slugEn, card.slugAr],
        categoryIds: [categoryId, subCategoryId].filter((id): id is number => id !== null),
        brandId,
        published,
        card: JSON.stringify({ ...card, categoryId, subCategoryId, brandId, published }),
        searched: JSON.stringify([descriptionEn, descriptionAr]),
      },
    ]),
  );
}

/** The tags a product's change expires, from its face before and after (null: it did not or no longer exists). */
export function productChange(before: ProductFace | null, after: ProductFace | null): CacheChange {
  const faces = [before, after].filter((face): face is ProductFace => face !== null);
  const now = unique(faces.flatMap((face) => face.slugs.map(TAGS.product)));
  const listed = faces.some((face) => face.published);
  if (!listed) return { now };
  // Only a search finds it by its description: a new one refreshes the searches, no list.
  if (before?.card === after?.card)
    return before?.searched === after?.searched ? { now } : { now, later: [TAGS.search] };
  const placed = (face: ProductFace | null) =>
    face?.published ? JSON.stringify([face.categoryIds, face.brandId]) : null;
  return {
    now,
    later: unique([
      TAGS.allProducts,
      TAGS.search,
      ...faces.flatMap((face) => face.categoryIds.map(TAGS.category)),
      ...faces.flatMap((face) => (face.brandId === null ? [] : [TAGS.brand(face.brandId)])),
      ...(placed(before) === placed(after) ? [] : [TAGS.catalogCounts]),
    ]),
  };
}

const unique = (tags: readonly string[]) => [...new Set(tags)];

/** Several changes as one. */
export function mergeChanges(changes: CacheChange[]): CacheChange {
  return {
    now: unique(changes.flatMap((change) => change.now ?? [])),
    later: unique(changes.flatMap((change) => change.later ?? [])),
  };
}

/** A category or brand renamed, moved, hidden, reordered or deleted: the navigation and filters everywhere, and the
 * pages of its products. Rare admin work, so it all expires at once. */
export function structureChange(tag?: string): CacheChange {
  return { now: [TAGS.catalogStructure, ...(tag ? [tag] : [])] };
}
