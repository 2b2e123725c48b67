import { describe, expect, it } from 'vitest';
import { TAGS } from '@/lib/cache-tags';
import { mergeChanges, type ProductFace, productChange } from './cache';

const face = (change: Partial<ProductFace> & { name?: string; description?: string } = {}): ProductFace => {
  const { name = 'Silk', description = 'Woven in Damascus', ...rest } = change;
  const base = { slugs: ['silk', 'حرير'], categoryIds: [1, 2], brandId: 7, published: true };
  const merged = { ...base, ...rest };
  return { ...merged, card: JSON.stringify({ name, ...merged }), searched: description };
};

describe('productChange', () => {
  it('expires only the product’s own page when nothing a list or a search shows changed', () => {
    expect(productChange(face(), face())).toEqual({ now: [TAGS.product('silk'), TAGS.product('حرير')] });
  });

  it('refreshes only the searches, in the background, for a new description', () => {
    expect(productChange(face(), face({ description: 'Woven in Aleppo' }))).toEqual({
      now: [TAGS.product('silk'), TAGS.product('حرير')],
      later: [TAGS.search],
    });
    // A draft's description is in no search.
    expect(
      productChange(face({ published: false }), face({ published: false, description: 'Woven in Aleppo' })),
    ).toEqual({ now: [TAGS.product('silk'), TAGS.product('حرير')] });
  });

  it('refreshes the lists it appears in, in the background, when its card changes', () => {
    const change = productChange(face(), face({ name: 'Silk shawl' }));
    expect(change.now).toContain(TAGS.product('silk'));
    expect(change.later).toEqual(
      expect.arrayContaining([
        TAGS.allProducts,
        TAGS.search,
        TAGS.category(1),
        TAGS.category(2),
        TAGS.brand(7),
      ]),
    );
    expect(change.later).not.toContain(TAGS.catalogCounts);
  });

  it('refreshes both categories and the counts when the product moves', () => {
    const change = productChange(face(), face({ categoryIds: [3], brandId: null }));
    expect(change.later).toEqual(
      expect.arrayContaining([TAGS.category(1), TAGS.category(2), TAGS.category(3), TAGS.catalogCounts]),
    );
  });

  it('expires the old and the new slugs when the slug changes', () => {
    const change = productChange(face(), face({ slugs: ['silk-2', 'حرير-2'] }));
    expect(change.now).toEqual(expect.arrayContaining([TAGS.product('silk'), TAGS.product('silk-2')]));
  });

  it('leaves every list alone for a draft, and counts a publication', () => {
    const draft = face({ published: false });
    expect(productChange(draft, face({ published: false, name: 'Other' })).later).toBeUndefined();
    expect(productChange(draft, face()).later).toContain(TAGS.catalogCounts);
    expect(productChange(null, face()).later).toContain(TAGS.allProducts);
    expect(productChange(face(), null).later).toContain(TAGS.catalogCounts);
  });

  it('merges several changes', () => {
    expect(mergeChanges([{ now: ['a'] }, { later: ['b'] }, { now: ['c'], later: ['d'] }])).toEqual({
      now: ['a', 'c'],
      later: ['b', 'd'],
    });
  });
});
