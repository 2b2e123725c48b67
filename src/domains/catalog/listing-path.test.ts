import { describe, expect, it } from 'vitest';
import { cachedListingUrl, filtersOfKey } from './listing-path.mjs';

const keyOf = (url: string) => cachedListingUrl(url)?.split('/filter/')[1]?.split('?')[0] ?? '';

describe('cached listing URLs', () => {
  it('moves the filters of each listing into its filter route', () => {
    expect(cachedListingUrl('/en/products')).toBe('/en/products/filter/all');
    expect(cachedListingUrl('/ar/most-selling?page=2')).toMatch(/^\/ar\/most-selling\/filter\/[\w-]+$/);
    expect(cachedListingUrl('/en/categories/silk-scarves?sort=price-asc')).toMatch(
      /^\/en\/categories\/silk-scarves\/filter\/[\w-]+$/,
    );
    expect(cachedListingUrl('/en/categories/silk-scarves/silk-squares?brand=layali')).toMatch(
      /^\/en\/categories\/silk-scarves\/silk-squares\/filter\/[\w-]+$/,
    );
    expect(cachedListingUrl('/en/brands/layali?sort=price-asc')).toMatch(
      /^\/en\/brands\/layali\/filter\/[\w-]+$/,
    );
    expect(cachedListingUrl('/ar/brands/layali')).toBe('/ar/brands/layali/filter/all');
    // A brand's page has no deeper paths.
    expect(cachedListingUrl('/en/brands/layali/more')).toBeNull();
  });

  it('gives the same filters in any order one key, and reads them back, Arabic slugs included', () => {
    const a = keyOf('/en/products?sort=price-asc&category=وشاح&min=10');
    expect(keyOf('/en/products?min=10&category=وشاح&sort=price-asc')).toBe(a);
    expect(filtersOfKey(a)).toEqual({ category: 'وشاح', min: '10', sort: 'price-asc' });
    expect(filtersOfKey('all')).toEqual({});
    expect(filtersOfKey('%%not-base64')).toEqual({});
  });

  it('keeps Next’s _rsc parameter for client navigations, outside the key', () => {
    const url = cachedListingUrl('/en/products?category=silk&_rsc=abc1');
    expect(url).toMatch(/\/filter\/[\w-]+\?_rsc=abc1$/);
    expect(keyOf('/en/products?category=silk&_rsc=abc1')).toBe(keyOf('/en/products?category=silk'));
  });

  it('caches a search like any filter, an Arabic one included', () => {
    expect(filtersOfKey(keyOf('/en/products?q=silk&brand=layali'))).toEqual({ q: 'silk', brand: 'layali' });
    expect(filtersOfKey(keyOf(`/ar/products?q=${encodeURIComponent('وشاح حرير')}`))).toEqual({
      q: 'وشاح حرير',
    });
    // Too long for a key: rendered per request.
    expect(cachedListingUrl(`/ar/products?q=${encodeURIComponent('وشاح '.repeat(8))}`)).toBeNull();
  });

  it('leaves unknown parameters, other pages and over-long keys to render per request', () => {
    expect(cachedListingUrl('/en/products?utm_source=mail')).toBeNull();
    expect(cachedListingUrl('/en/products/silk-scarf')).toBeNull();
    expect(cachedListingUrl('/en/categories')).toBeNull();
    expect(cachedListingUrl('/en/admin/products?page=2')).toBeNull();
    expect(cachedListingUrl(`/en/products?category=${'a'.repeat(200)}`)).toBeNull();
  });
});
