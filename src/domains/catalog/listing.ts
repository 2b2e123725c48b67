import 'server-only';
import type { Locale } from '@/i18n/routing';
import { getBrands, getCategories } from './home-queries';
import { getListing } from './listing-queries';
import type { BrandCard, CategoryCard, ListingQuery, ListingResult, ListingSort } from './queries';
import { parseListingParams, type Sort } from './schemas';

type SearchParams = Record<string, string | string[] | undefined>;

/** The listing's query from the URL: "best match" while searching without an explicit sort, else `defaultSort`. */
export function listingFromSearch(search: SearchParams, defaultSort: Sort = 'newest'): ListingQuery {
  const params = parseListingParams(search);
  const explicitSort = typeof search.sort === 'string' && search.sort !== '';
  const sort: ListingSort = explicitSort ? params.sort : params.q ? 'relevance' : defaultSort;
  return { ...params, sort };
}

export type ListingData = { result: ListingResult; categories: CategoryCard[]; brands: BrandCard[] };

/**
 * Everything a listing page shows: one page of products (within the category, sub category or brand its path fixes)
 * and the filter choices.
 */
export async function loadListing(
  locale: Locale,
  query: ListingQuery,
  currency: string,
  scope: { category?: string; sub?: string; brand?: string } = {},
): Promise<ListingData> {
  const scoped: ListingQuery = {
    ...query,
    category: scope.category ?? query.category,
    sub: scope.sub ?? query.sub,
    brand: scope.brand ?? query.brand,
  };
  const [result, categories, brands] = await Promise.all([
    getListing(locale, scoped, currency),
    getCategories(locale),
    getBrands(locale),
  ]);
  return { result, categories, brands };
}
