import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/domains/catalog/components/breadcrumbs';
import { JsonLd } from '@/domains/catalog/components/json-ld';
import { ProductListing } from '@/domains/catalog/components/product-listing';
import { listingFromSearch, loadListing } from '@/domains/catalog/listing';
import { getBrandBySlug } from '@/domains/catalog/listing-queries';
import { slugFromSegment } from '@/domains/catalog/schemas';
import { breadcrumbJsonLd, pageMetadata } from '@/domains/catalog/seo';
import { getStoreSettings } from '@/domains/store-settings/queries';
import { redirect } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/page-locale';

// Filters arrive as query parameters, so every request renders (the data underneath is cached); the store's server
// rewrites a brand's listing to its filter route (listing-path.mjs), which Next keeps in its page cache.
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
  searchParams,
}: PageProps<'/[locale]/brands/[slug]'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const slug = slugFromSegment((await params).slug);
  const brand = slug ? await getBrandBySlug(locale, slug) : null;
  const t = await getTranslations({ locale, namespace: 'brandPage' });
  if (!brand) return { title: t('notFound') };
  return pageMetadata({
    locale,
    title: brand.name,
    description: t('description', { name: brand.name }),
    paths: { en: `/brands/${brand.slugs.en}`, ar: `/brands/${brand.slugs.ar}` },
    page: listingFromSearch(await searchParams).page,
  });
}

/** A brand's products, with its logo and name: the listing's grid, filters, sort and pages. */
export default async function BrandPage({ params, searchParams }: PageProps<'/[locale]/brands/[slug]'>) {
  const locale = await pageLocale(params);
  const slug = slugFromSegment((await params).slug);
  if (!slug) notFound();
  const brand = await getBrandBySlug(locale, slug);
  if (!brand) notFound();
  const search = await searchParams;
  // Reached with the other language's slug (the language switch keeps the path): go to this language's URL.
  if (brand.slug !== slug) {
    redirect({
      href: {
        pathname: `/brands/${encodeURIComponent(brand.slug)}`,
        query: search as Record<string, string>,
      },
      locale,
    });
  }
  const tc = await getTranslations('common');
  const tp = await getTranslations('product');
  const settings = await getStoreSettings();
  const query = listingFromSearch(search);
  const data = await loadListing(locale, query, settings.currency, { brand: brand.slug });
  const crumbs = [
    { name: tc('home'), path: '/' },
    { name: brand.name, path: `/brands/${brand.slug}` },
  ];
  return (
    <>
      <JsonLd data={await breadcrumbJsonLd(locale, crumbs)} />
      <ProductListing
        data={data}
        locale={locale}
        currency={settings.currency}
        basePath={`/brands/${brand.slug}`}
        query={query}
        title={brand.name}
        brand={brand}
        intro={
          <Breadcrumbs label={tp('breadcrumb')} items={crumbs.map((c) => ({ name: c.name, href: c.path }))} />
        }
      />
    </>
  );
}
