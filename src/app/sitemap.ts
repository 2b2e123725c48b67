import type { MetadataRoute } from 'next';
import { localeAlternates } from '@/domains/catalog/seo';
import { getSitemapData } from '@/domains/catalog/sitemap-queries';
import { getPage } from '@/domains/content/queries';
import { PAGE_KEYS, PAGE_PATHS, pageLanguages } from '@/domains/content/schemas';
import { publicOrigin } from '@/domains/store-settings/queries';
import { routing } from '@/i18n/routing';

// Read from the database when asked (there is none at build time), at most hourly from the cached catalogue.
export const dynamic = 'force-dynamic';

type Paths = Record<(typeof routing.locales)[number], string>;

const same = (path: string): Paths => ({ en: path, ar: path });

/**
 * Every published product, visible category and brand, and the owner's pages that have text, in both languages with
 * hreflang alternates, on the store's public origin (its custom domain once set).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [data, origin, pages] = await Promise.all([
    getSitemapData(),
    publicOrigin(),
    Promise.all(PAGE_KEYS.map(getPage)),
  ]);
  /** One entry per language, each listing the same alternates as the pages' own hreflang links. */
  const entries = (paths: Paths, lastModified?: string): MetadataRoute.Sitemap =>
    routing.locales.map((locale) => {
      const { canonical, languages } = localeAlternates(locale, paths);
      return {
        url: `${origin}${canonical}`,
        lastModified,
        alternates: {
          languages: Object.fromEntries(
            Object.entries(languages).map(([l, path]) => [l, `${origin}${path}`]),
          ),
        },
      };
    });
  return [
    ...entries(same('/')),
    ...entries(same('/products')),
    ...entries(same('/most-selling')),
    ...entries(same('/categories')),
    ...pages
      .filter((page) => pageLanguages(page) !== 'empty')
      .flatMap((page) => entries(same(PAGE_PATHS[page.key]), page.updatedAt ?? undefined)),
    ...data.categories.flatMap((c) =>
      entries(
        c.parent
          ? { en: `/categories/${c.parent.en}/${c.slugs.en}`, ar: `/categories/${c.parent.ar}/${c.slugs.ar}` }
          : { en: `/categories/${c.slugs.en}`, ar: `/categories/${c.slugs.ar}` },
        c.updatedAt,
      ),
    ),
    ...data.brands.flatMap((b) =>
      entries({ en: `/brands/${b.slugs.en}`, ar: `/brands/${b.slugs.ar}` }, b.updatedAt),
    ),
    ...data.products.flatMap((p) =>
      entries({ en: `/products/${p.slugs.en}`, ar: `/products/${p.slugs.ar}` }, p.updatedAt),
    ),
  ];
}
