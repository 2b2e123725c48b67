import type { Metadata } from 'next';
import { after } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { ProductListing } from '@/domains/catalog/components/product-listing';
import { listingFromSearch, loadListing } from '@/domains/catalog/listing';
import { listingMetadata } from '@/domains/catalog/seo';
import { recordSearch } from '@/domains/catalog/synonyms/service';
import { getStoreSettings } from '@/domains/store-settings/queries';
import { pageLocale } from '@/i18n/page-locale';
import { logger } from '@/lib/logger';

// Filters arrive as query parameters, so every request renders (the data underneath is cached).
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
  searchParams,
}: PageProps<'/[locale]/products'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'catalog' });
  const query = listingFromSearch(await searchParams);
  return listingMetadata({
    locale,
    title: query.q ? t('searchTitle', { q: query.q }) : t('allProducts'),
    description: t('allProductsDescription'),
    paths: { en: '/products', ar: '/products' },
    page: query.page,
    // Searches are not pages of their own for search engines.
    noindex: !!query.q,
  });
}

export default async function ProductsPage({ params, searchParams }: PageProps<'/[locale]/products'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations('catalog');
  const [settings, search] = await Promise.all([getStoreSettings(), searchParams]);
  const query = listingFromSearch(search);
  const data = await loadListing(locale, query, settings.currency);
  // The owner's list of searches (admin → Search words): counted here, since this page renders on every request
  // (its data is cached, the page is not), after the response is sent, so the shopper never waits on it. Only the
  // first page counts: paging through results is one search.
  const q = query.q;
  if (q && query.page === 1) {
    const found = data.result.total > 0;
    after(() => recordSearch(q, found).catch((err) => logger.error({ err }, 'search not recorded')));
  }
  return (
    <ProductListing
      data={data}
      locale={locale}
      currency={settings.currency}
      basePath="/products"
      query={query}
      title={query.q ? t('searchTitle', { q: query.q }) : t('allProducts')}
    />
  );
}
