import 'server-only';
import { revalidateTag, unstable_cache, updateTag } from 'next/cache';

/**
 * What a mutation changed, as cache tags. `now`: expired at once, so the admin's next view (their own edit page,
 * "view in store") reads the write; the next visitor waits for a render. `later`: served stale once while the page
 * re-renders in the background, for what shoppers see in lists, so a busy store never waits on an admin's save.
 */
export type CacheChange = { now?: readonly string[]; later?: readonly string[] };

/** Expires the tags of a change. Only inside a server action or route handler (Next's rule for `updateTag`). */
export function expire({ now = [], later = [] }: CacheChange): void {
  const immediate = new Set(now);
  for (const tag of immediate) updateTag(tag);
  for (const tag of new Set(later)) if (!immediate.has(tag)) revalidateTag(tag, 'max');
}

/**
 * Reads through the data cache: the same for every visitor, kept until one of `tags` expires (or `revalidate`
 * seconds pass). `key` names the read and its arguments; the page rendering it inherits the tags.
 */
export function cached<T>(
  key: readonly (string | number | boolean | null | undefined)[],
  tags: readonly string[],
  read: () => Promise<T>,
  revalidate?: number,
): Promise<T> {
  const parts = key.map((part) => (typeof part === 'string' ? part : JSON.stringify(part ?? null)));
  return unstable_cache(read, parts, { tags: [...new Set(tags)], revalidate })();
}
