import { describe, expect, it } from 'vitest';
import { domainCycles, domainGraph } from './check-deps';

// The domains' own graph, from a cruise's modules: two domains that import each other through different modules
// (no cycle between modules, which dependency-cruiser's own rule would catch) are a cycle here, and so is a loop
// of three; imports inside a domain and to the layers below are no edges.

const module = (source: string, ...imports: string[]) => ({
  source,
  dependencies: imports.map((resolved) => ({ resolved })),
});

describe('the domains form a tree', () => {
  it('finds two domains importing each other through different modules, and a loop of three', () => {
    const graph = domainGraph({
      modules: [
        module('src/domains/orders/service.ts', 'src/domains/catalog/stock.ts', 'src/lib/money.ts'),
        module('src/domains/catalog/reviews.ts', 'src/domains/orders/queries.ts'),
        module('src/domains/catalog/queries.ts', 'src/domains/catalog/cache.ts', 'src/db/schema/catalog.ts'),
        module('src/domains/a/x.ts', 'src/domains/b/x.ts'),
        module('src/domains/b/x.ts', 'src/domains/c/x.ts'),
        module('src/domains/c/y.ts', 'src/domains/a/queries.ts'),
        module('src/domains/wishlist/service.ts', 'src/domains/catalog/queries.ts'),
        module('src/app/page.tsx', 'src/domains/orders/queries.ts', 'src/domains/wishlist/service.ts'),
      ],
    } as never);
    expect(graph.get('catalog')?.get('orders')).toEqual([
      'src/domains/catalog/reviews.ts → src/domains/orders/queries.ts',
    ]);
    expect(domainCycles(graph)).toEqual([
      ['a', 'b', 'c'],
      ['catalog', 'orders'],
    ]);
  });

  it('passes domains that only import downwards', () => {
    const graph = domainGraph({
      modules: [
        module('src/domains/orders/service.ts', 'src/domains/catalog/stock.ts'),
        module(
          'src/domains/reviews/service.ts',
          'src/domains/orders/queries.ts',
          'src/domains/catalog/ratings.ts',
        ),
        module('src/domains/wishlist/service.ts', 'src/domains/catalog/queries.ts'),
      ],
    } as never);
    expect(domainCycles(graph)).toEqual([]);
  });
});
