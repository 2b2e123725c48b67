import { describe, expect, it } from 'vitest';
import type { ProductDetail } from './queries';
import { localizedPath, plainText, productJsonLd } from './seo';

const product: ProductDetail = {
  id: 1,
  slug: 'وشاح-حرير',
  slugs: { en: 'silk-scarf', ar: 'وشاح-حرير' },
  name: 'وشاح حرير',
  description: '<p>Soft &amp; light</p><script>x</script>',
  price: 4900,
  compareAtPrice: null,
  images: [{ key: 'products/0123456789abcdef', width: 1200, height: 1200 }],
  colors: [],
  sizes: [],
  variants: [
    { id: 1, colorId: null, sizeId: null, sku: 'A', price: 5900, stock: 0 },
    { id: 2, colorId: null, sizeId: null, sku: 'B', price: 4900, stock: 3 },
  ],
  category: { id: 1, slug: 'c', name: 'C' },
  subCategory: null,
  brand: null,
  ratingAverage: 0,
  ratingCount: 0,
  soldCount: 0,
  updatedAt: new Date(0).toISOString(),
};

describe('catalogue SEO helpers', () => {
  it('percent-encodes Arabic path segments under the locale', () => {
    expect(localizedPath('ar', '/products/وشاح')).toBe('/ar/products/%D9%88%D8%B4%D8%A7%D8%AD');
    expect(localizedPath('en', '/')).toBe('/en');
  });

  it('turns sanitised HTML into a short plain description', () => {
    expect(plainText('<p>Soft &amp; light</p>\n<p>silk</p>')).toBe('Soft & light silk');
    expect(plainText('a'.repeat(300), 10)).toHaveLength(10);
  });

  it('offers the lowest buyable price as a decimal string, with availability and no rating until reviews exist', () => {
    const [ld] = productJsonLd('ar', product, 'KWD', []);
    expect(ld).toMatchObject({
      offers: { price: '4.900', priceCurrency: 'KWD', availability: 'https://schema.org/InStock' },
    });
    expect(ld).not.toHaveProperty('aggregateRating');
    const soldOut = {
      ...product,
      variants: product.variants.map((v) => ({ ...v, stock: 0 })),
      ratingCount: 2,
      ratingAverage: 4.5,
    };
    const [out] = productJsonLd('en', soldOut, 'USD', []);
    expect(out).toMatchObject({
      offers: { availability: 'https://schema.org/OutOfStock', price: '49.00' },
      aggregateRating: { ratingValue: 4.5, ratingCount: 2 },
    });
  });
});
