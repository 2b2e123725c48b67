import 'server-only';
import type { Metadata } from 'next';
import { publicOrigin } from '@/domains/store-settings/queries';
import type { Locale } from '@/i18n/routing';
import { imageUrl } from '@/lib/images';
import { minorToDecimal } from '@/lib/money';
import type { ProductDetail, Slugs } from './queries';

// Search-engine metadata and JSON-LD for the storefront's catalogue pages.

/** `/ar/products/وشاح` with each segment percent-encoded, as URLs in metadata and sitemaps must be. */
export function localizedPath(locale: Locale, path: string): string {
  const encoded = path
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
  return `/${locale}${encoded === '/' ? '' : encoded}`;
}

/** A path on the store's public origin: its custom domain once the owner set one, else APP_URL. */
export const absoluteUrl = async (path: string) => `${await publicOrigin()}${path}`;

/** Text of sanitised HTML, for descriptions (tags dropped, the common entities decoded, whitespace folded). */
export function plainText(html: string, max = 160): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

const ogLocale = (locale: Locale) => (locale === 'ar' ? 'ar_SA' : 'en_US');

type PageMeta = {
  locale: Locale;
  title: string;
  description: string;
  /** The page's path (without locale) in each language. */
  paths: Record<Locale, string>;
  page?: number;
  noindex?: boolean;
  image?: { url: string; width: number; height: number; alt: string };
};

/**
 * The canonical URL and hreflang alternates of a page: the canonical is the page's own entry among its alternates,
 * and x-default is the English page, so search engines see one consistent set from every language.
 */
export function localeAlternates(locale: Locale, paths: Record<Locale, string>, page = 1) {
  const suffix = page > 1 ? `?page=${page}` : '';
  const url = (l: Locale) => `${localizedPath(l, paths[l])}${suffix}`;
  return {
    canonical: url(locale),
    languages: { en: url('en'), ar: url('ar'), 'x-default': url('en') },
  } satisfies Metadata['alternates'];
}

/** Title, description, canonical URL, hreflang alternates and Open Graph for a storefront page. */
export function pageMetadata({
  locale,
  title,
  description,
  paths,
  page = 1,
  noindex,
  image,
}: PageMeta): Metadata {
  const alternates = localeAlternates(locale, paths, page);
  return {
    title,
    description,
    alternates,
    openGraph: {
      type: 'website',
      title,
      description,
      url: alternates.canonical,
      locale: ogLocale(locale),
      alternateLocale: ogLocale(locale === 'ar' ? 'en' : 'ar'),
      ...(image ? { images: [image] } : {}),
    },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** Metadata for a product listing page. */
export const listingMetadata = (meta: PageMeta) => pageMetadata(meta);

/** A product image's path at its largest rendition, for Open Graph and JSON-LD (made absolute by the caller). */
const productImagePath = (key: string) => imageUrl(key, 1280);

export const productPaths = (slugs: Slugs): Record<Locale, string> => ({
  en: `/products/${slugs.en}`,
  ar: `/products/${slugs.ar}`,
});

/** Metadata for a product page: its name and description in the page's language and its main image. */
export async function productMetadata(locale: Locale, product: ProductDetail): Promise<Metadata> {
  const main = product.images[0];
  return pageMetadata({
    locale,
    title: product.name,
    description: plainText(product.description) || product.name,
    paths: productPaths(product.slugs),
    image: main
      ? {
          url: await absoluteUrl(productImagePath(main.key)),
          width: 1280,
          height: Math.round((1280 * main.height) / main.width),
          alt: product.name,
        }
      : undefined,
  });
}

type Crumb = { name: string; path: string };

/** A review as the product page shows it, as far as its structured data reads it (the reviews domain's items). */
type SeoReview = { name: string; rating: number; title: string; comment: string; createdAt: string };

/**
 * Schema.org Product with its Offer, AggregateRating and the reviews on the page (only real ones: reviews are
 * written by buyers), and a BreadcrumbList.
 */
export async function productJsonLd(
  locale: Locale,
  product: ProductDetail,
  currency: string,
  crumbs: Crumb[],
  reviews: readonly SeoReview[] = [],
) {
  const origin = await publicOrigin();
  const url = `${origin}${localizedPath(locale, productPaths(product.slugs)[locale])}`;
  const inStock = product.variants.some((v) => v.stock > 0);
  // The offer names the lowest price the shopper can buy at (a variant may override the product's price).
  const buyable = product.variants.filter((v) => v.stock > 0);
  const prices = (buyable.length ? buyable : product.variants).map((v) => v.price);
  const price = prices.length ? Math.min(...prices) : product.price;
  const productLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: plainText(product.description, 5000) || undefined,
    image: product.images.map((i) => `${origin}${productImagePath(i.key)}`),
    sku: product.variants[0]?.sku,
    url,
    category: product.subCategory?.name ?? product.category.name,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: minorToDecimal(price, currency),
      priceCurrency: currency,
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(product.ratingCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(product.ratingAverage * 10) / 10,
            ratingCount: product.ratingCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(reviews.length
      ? {
          review: reviews.map((r) => ({
            '@type': 'Review',
            name: r.title,
            reviewBody: r.comment,
            datePublished: r.createdAt.slice(0, 10),
            author: { '@type': 'Person', name: r.name },
            reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  };
  return [productLd, await breadcrumbJsonLd(locale, crumbs)];
}

/** Schema.org BreadcrumbList from the home page down to the current page. */
export async function breadcrumbJsonLd(locale: Locale, crumbs: Crumb[]) {
  const origin = await publicOrigin();
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${localizedPath(locale, crumb.path)}`,
    })),
  };
}
