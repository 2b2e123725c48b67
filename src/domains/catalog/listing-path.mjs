// Listing pages are served from Next's page cache like product pages: the store's HTTP server (scripts/server.mjs)
// rewrites a listing's filters from the query string into a path segment (…/filter/<key>), which Next renders once
// and then serves from its cache until a tag of what it shows expires. A search (`q`) is a filter like the others:
// a popular one is rendered once, not for every shopper who types it. Anything unknown still renders per request.
// Plain JavaScript: the server runs it before Next, unbundled.

const LISTING = /^\/(en|ar)\/(products|most-selling|categories\/[^/?]+(?:\/[^/?]+)?|brands\/[^/?]+)$/;
const FILTERS = ['q', 'category', 'sub', 'brand', 'min', 'max', 'sort', 'page'];
/** The segment before the key, in the filter routes under each listing. */
export const FILTER_SEGMENT = 'filter';
/** The key of a listing without filters. */
const NONE = 'all';
// A key names a file in the page cache: keep it well under a file name's 255 bytes. (A search longer than that,
// some 20 Arabic letters, renders per request.)
const MAX_KEY = 180;

/**
 * The cached page for a listing request (`/en/products?category=silk&sort=price-asc`), or null when it must render
 * per request. Next's own `_rsc` parameter is kept for client navigations.
 * @param {string} url the request's path and query
 * @returns {string | null}
 */
export function cachedListingUrl(url) {
  const at = url.indexOf('?');
  const pathname = at < 0 ? url : url.slice(0, at);
  if (!LISTING.test(pathname)) return null;
  const search = new URLSearchParams(at < 0 ? '' : url.slice(at + 1));
  const rsc = search.get('_rsc');
  search.delete('_rsc');
  for (const name of search.keys()) if (!FILTERS.includes(name)) return null;
  const filters = new URLSearchParams();
  for (const name of FILTERS) {
    const value = search.get(name);
    if (value) filters.set(name, value);
  }
  const key = filters.size ? Buffer.from(filters.toString()).toString('base64url') : NONE;
  if (key.length > MAX_KEY) return null;
  return `${pathname}/${FILTER_SEGMENT}/${key}${rsc === null ? '' : `?_rsc=${encodeURIComponent(rsc)}`}`;
}

/**
 * The filters a key stands for, as a page's `searchParams` (an unreadable key is no filter at all).
 * @param {string} key
 * @returns {Record<string, string>}
 */
export function filtersOfKey(key) {
  if (key === NONE) return {};
  const text = Buffer.from(key, 'base64url').toString('utf8');
  const filters = new URLSearchParams(text);
  return Object.fromEntries(
    FILTERS.flatMap((name) => (filters.get(name) ? [[name, filters.get(name)]] : [])),
  );
}
