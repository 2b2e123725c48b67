import type { MetadataRoute } from 'next';
import { getSitemapData } from '@/domains/catalog/queries';
import { absoluteUrl, localizedPath } from '@/domains/catalog/seo';
import { routing } from '@/i18n/routing';

// Read from the database when asked (there is none at build time), at most hourly from the cached catalogue.
export const dynamic = 'force-dynamic';

type Paths = Record<(typeof routing.locales)[number], string>;

/** One entry per language, each listing every language's URL as an alternate. */
function entries(paths: Paths, lastModified?: string): MetadataRoute.Sitemap {
  const languages = Object.fromEntries(
    routing.locales.map((locale) => [locale, absoluteUrl(localizedPath(locale, paths[locale]))]),
  );
  return routing.locales.map((locale) => ({
    url: absoluteUrl(localizedPath(locale, paths[locale])),
    lastModified,
    alternates: { languages },
  }));
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
