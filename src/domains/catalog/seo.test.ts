import { describe, expect, it } from 'vitest';
import type { ProductDetail } from './queries';
import {
  localeAlternates,
  localizedPath,
  pageMetadata,
  plainText,
  productJsonLd,
  productMetadata,
} from './seo';

const product: ProductDetail = {
  id: 1,
  slug: 'وشاح-حرير',
  slugs: { en: 'silk-scarf', ar: 'وشاح-حرير' },
  name: 'وشاح حرير',
  description: '<p>Soft &amp; light</p><script>x</script>',
  price: 4900,
  compareAtPrice: null,
  images: [{ key: 'products/0123456789abcdef', width: 1200, height: 1200, colorId: null }],
  colors: [],
  sizes: [],
  variants: [
    { id: 1, colorId: null, sizeId: null, sku: 'A', price: 5900, stock: 0 },
    { id: 2, colorId: null, sizeId: null, sku: 'B', price: 4900, stock: 3 },
  ],
  category: { id: 1, slug: 'c', name: 'C' },
  subCategory: null,
  brand: null,
  placement: { id: 1, categoryId: 1, subCategoryId: null, brandId: null },
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

  it('offers the lowest buyable price as a decimal string, with availability and no rating until reviews exist', async () => {
    const [ld] = await productJsonLd('ar', product, 'KWD', []);
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
    const [out] = await productJsonLd('en', soldOut, 'USD', []);
    expect(out).toMatchObject({
      offers: { availability: 'https://schema.org/OutOfStock', price: '49.00' },
      aggregateRating: { ratingValue: 4.5, ratingCount: 2 },
    });
  });

  // Lighthouse's canonical audit and search engines: the canonical URL must be the page's own hreflang entry, never
  // another language's, and every language's page must name the same set of alternates.
  it("makes each page's canonical its own hreflang entry, with the same alternates and x-default in both languages", () => {
    const paths = { en: '/categories/silk', ar: '/categories/حرير' };
    const en = localeAlternates('en', paths);
    const ar = localeAlternates('ar', paths);
    expect(en.canonical).toBe('/en/categories/silk');
    expect(ar.canonical).toBe(`/ar/categories/${encodeURIComponent('حرير')}`);
    expect(en.languages).toEqual(ar.languages);
    expect(en.languages.en).toBe(en.canonical);
    expect(ar.languages.ar).toBe(ar.canonical);
    expect(en.languages['x-default']).toBe(en.languages.en);
    expect(localeAlternates('ar', { en: '/', ar: '/' })).toEqual({
      canonical: '/ar',
      languages: { en: '/en', ar: '/ar', 'x-default': '/en' },
    });
  });

  it('keeps the page number in the canonical URL and every alternate of a later listing page', () => {
    const meta = pageMetadata({
      locale: 'en',
      title: 'All',
      description: 'd',
      paths: { en: '/products', ar: '/products' },
      page: 3,
    });
    expect(meta.alternates).toEqual({
      canonical: '/en/products?page=3',
      languages: { en: '/en/products?page=3', ar: '/ar/products?page=3', 'x-default': '/en/products?page=3' },
    });
    expect(meta.openGraph).toMatchObject({ url: '/en/products?page=3' });
  });

  it("points a product page's alternates at the product's slug in each language", async () => {
    const meta = await productMetadata('ar', product);
    const arabic = `/ar/products/${encodeURIComponent('وشاح-حرير')}`;
    expect(meta.alternates).toEqual({
      canonical: arabic,
      languages: { en: '/en/products/silk-scarf', ar: arabic, 'x-default': '/en/products/silk-scarf' },
    });
  });
});
