import { filtersOfKey } from '@/domains/catalog/listing-path.mjs';

/**
 * What a listing page is given when it is reached through its filter route (…/filter/<key>, rewritten from the
 * query string by scripts/server.mjs so the page can be cached): the route's params without the key, and the
 * key's filters as the query.
 */
export async function listingProps<P extends object>({ params }: { params: Promise<P & { key: string }> }) {
  const { key, ...rest } = await params;
  return { params: Promise.resolve(rest as unknown as P), searchParams: Promise.resolve(filtersOfKey(key)) };
}
