import type { ListingQuery } from '../queries';

type Query = Record<string, string>;

/** The query string of a listing, without defaults, so links stay short and shareable. */
export function listingQuery(
  params: Partial<ListingQuery>,
  overrides: Partial<Record<keyof ListingQuery, string | number | undefined>> = {},
): Query {
  const merged: Record<string, string | number | undefined> = { ...params, ...overrides };
  const out: Query = {};
  for (const key of ['q', 'category', 'sub', 'brand', 'min', 'max', 'sort', 'page'] as const) {
    const value = merged[key];
    if (value === undefined || value === '') continue;
    if (key === 'sort' && value === 'relevance') continue;
    if (key === 'page' && Number(value) === 1) continue;
    out[key] = String(value);
  }
  return out;
}
