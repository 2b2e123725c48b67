import { describe, expect, it } from 'vitest';
import { parseListingParams, SLUG_MAX, slugFromSegment } from './schemas';

describe('slugs from URLs', () => {
  it('reads a route segment, percent-encoded or not, in either language', () => {
    expect(slugFromSegment('silk-scarves')).toBe('silk-scarves');
    expect(slugFromSegment('وشاح-حرير')).toBe('وشاح-حرير');
    expect(slugFromSegment(encodeURIComponent('وشاح-حرير'))).toBe('وشاح-حرير');
  });

  it('is null for a segment no slug can match, so no query is made', () => {
    for (const segment of [
      'a\u0000b',
      'a%00b',
      '%FF',
      '%C3%28',
      '%',
      'a b',
      '\u202eabc',
      '',
      '-a',
      'x'.repeat(SLUG_MAX + 1),
    ]) {
      expect(slugFromSegment(segment), segment).toBeNull();
    }
  });

  it('drops a filter that cannot be a slug, like any other malformed filter', () => {
    const params = parseListingParams({ category: 'a\u0000b', sub: ['silk', 'wool'], brand: '\u202e' });
    expect(params).toMatchObject({ category: undefined, sub: 'silk', brand: undefined });
  });
});

describe('the listing price filter', () => {
  it('reads amounts typed in either digits, and drops one that is not an amount in range', () => {
    expect(parseListingParams({ min: '١٢٠', max: '۴۵۰' })).toMatchObject({ min: 120, max: 450 });
    expect(parseListingParams({ min: '25', max: '300' })).toMatchObject({ min: 25, max: 300 });
    // An amount typed in the display currency comes converted, with the base currency's decimals.
    expect(parseListingParams({ min: '80.27', max: '97.5' })).toMatchObject({ min: 80.27, max: 97.5 });
    for (const amount of ['abc', '-5', '1.2345', '1e3', '99999999', '١٢a']) {
      expect(parseListingParams({ min: amount }).min, amount).toBeUndefined();
    }
  });

  it('reads a minimum above the maximum as the range between them', () => {
    expect(parseListingParams({ min: '300', max: '25' })).toMatchObject({ min: 25, max: 300 });
    expect(parseListingParams({ min: '300' }).max).toBeUndefined();
  });
});
