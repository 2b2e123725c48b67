import type { MetadataRoute } from 'next';
import { absoluteUrl, localeAlternates } from '@/domains/catalog/seo';
import { getSitemapData } from '@/domains/catalog/sitemap-queries';
import { routing } from '@/i18n/routing';

// Read from the database when asked (there is none at build time), at most hourly from the cached catalogue.
export const dynamic = 'force-dynamic';

type Paths = Record<(typeof routing.locales)[number], string>;

/** One entry per language, each listing the same alternates as the pages' own hreflang links. */
function entries(paths: Paths, lastModified?: string): MetadataRoute.Sitemap {
  return routing.locales.map((locale) => {
    const { canonical, languages } = localeAlternates(locale, paths);
    return {
      url: absoluteUrl(canonical),
      lastModified,
      alternates: {
        languages: Object.fromEntries(Object.entries(languages).map(([l, path]) => [l, absoluteUrl(path)])),
      },
    };
  });
}

const same = (path: string): Paths => ({ en: path, ar: path });

/** Every published product and visible category in both languages, with hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const data = await getSitemapData();
  return [
    ...entries(same('/')),
    ...entries(same('/products')),
    ...entries(same('/most-selling')),
    ...entries(same('/categories')),
    ...data.categories.flatMap((c) =>
      entries(
        c.parent
          ? { en: `/categories/${c.parent.en}/${c.slugs.en}`, ar: `/categories/${c.parent.ar}/${c.slugs.ar}` }
          : { en: `/categories/${c.slugs.en}`, ar: `/categories/${c.slugs.ar}` },
        c.updatedAt,
      ),
    ),
    ...data.products.flatMap((p) =>
      entries({ en: `/products/${p.slugs.en}`, ar: `/products/${p.slugs.ar}` }, p.updatedAt),
    ),
  ];
}
