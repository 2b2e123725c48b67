import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProductListing } from '@/domains/catalog/components/product-listing';
import { listingFromSearch, loadListing } from '@/domains/catalog/listing';
import { listingMetadata } from '@/domains/catalog/seo';
import { getStoreSettings } from '@/domains/store-settings/queries';
import { pageLocale } from '@/i18n/page-locale';

// Filters arrive as query parameters, so every request renders (the data underneath is cached).
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
  searchParams,
}: PageProps<'/[locale]/most-selling'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'catalog' });
  const query = listingFromSearch(await searchParams, 'best-selling');
  return listingMetadata({
    locale,
    title: t('mostSelling'),
    description: t('mostSellingDescription'),
    paths: { en: '/most-selling', ar: '/most-selling' },
    page: query.page,
  });
}

export default async function MostSellingPage({ params, searchParams }: PageProps<'/[locale]/most-selling'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations('catalog');
  const [settings, search] = await Promise.all([getStoreSettings(), searchParams]);
  const query = listingFromSearch(search, 'best-selling');
  const data = await loadListing(locale, query, settings.currency);
  return (
    <ProductListing
      data={data}
      locale={locale}
      currency={settings.currency}
      basePath="/most-selling"
      query={query}
      title={t('mostSelling')}
    />
  );
}
