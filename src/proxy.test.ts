import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { describe, expect, it, vi } from 'vitest';
import { config } from './proxy';

// Only the matcher is under test; next-intl's proxy is not loadable outside Next's bundler.
vi.mock('next-intl/middleware', () => ({ default: () => () => undefined }));

const runsFor = (url: string, headers?: Record<string, string>) =>
  unstable_doesMiddlewareMatch({ config, url, headers });

describe('which requests the proxy sees', () => {
  it('negotiates and prefixes paths without a language', () => {
    expect(runsFor('/')).toBe(true);
    expect(runsFor('/products/silk')).toBe(true);
    expect(runsFor('/fr/products')).toBe(true);
    // Not a language prefix, only its first letters.
    expect(runsFor('/english-scarves')).toBe(true);
    expect(runsFor('/arabic')).toBe(true);
  });

  it('leaves a storefront page in its language to the page itself (its cached copy answers alone)', () => {
    for (const url of ['/en', '/ar', '/en/products/silk-square', '/ar/categories/silk?sort=new', '/ar/cart'])
      expect(runsFor(url), url).toBe(false);
  });

  it('still sees admin pages (their one spelling) and every server action (their language)', () => {
    expect(runsFor('/en/admin')).toBe(true);
    expect(runsFor('/ar/admin/storesetting/contact%26footer')).toBe(true);
    expect(runsFor('/ar/checkout', { 'next-action': 'abc123' })).toBe(true);
    expect(runsFor('/en/products/silk-square', { 'next-action': 'abc123' })).toBe(true);
  });

  it('never sees the API, uploads or files', () => {
    for (const url of ['/api/health', '/uploads/a.webp', '/_next/static/x.js', '/favicon.ico'])
      expect(runsFor(url), url).toBe(false);
  });
});
