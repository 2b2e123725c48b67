import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/domains/catalog/components/breadcrumbs';
import { JsonLd } from '@/domains/catalog/components/json-ld';
import { ProductListing } from '@/domains/catalog/components/product-listing';
import { listingFromSearch, loadListing } from '@/domains/catalog/listing';
import { getSubCategoryBySlug } from '@/domains/catalog/listing-queries';
import { slugFromSegment } from '@/domains/catalog/schemas';
import { breadcrumbJsonLd, pageMetadata } from '@/domains/catalog/seo';
import { getStoreSettings } from '@/domains/store-settings/queries';
import { redirect } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/page-locale';

type Props = PageProps<'/[locale]/categories/[slug]/[subSlug]'>;

// Filters arrive as query parameters, so every request renders (the data underneath is cached).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { slug: rawSlug, subSlug: rawSub } = await params;
  const [slug, subSlug] = [slugFromSegment(rawSlug), slugFromSegment(rawSub)];
  const sub = slug && subSlug ? await getSubCategoryBySlug(locale, slug, subSlug) : null;
  const t = await getTranslations({ locale, namespace: 'catalog' });
  if (!sub) return { title: t('subCategoryNotFound') };
  return pageMetadata({
    locale,
    title: `${sub.name} · ${sub.parent.name}`,
    description: t('categoryDescription', { name: sub.name }),
    paths: {
      en: `/categories/${sub.parent.slugs.en}/${sub.slugs.en}`,
      ar: `/categories/${sub.parent.slugs.ar}/${sub.slugs.ar}`,
    },
    page: listingFromSearch(await searchParams).page,
  });
}

export default async function SubCategoryPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { slug: rawSlug, subSlug: rawSub } = await params;
  const slug = slugFromSegment(rawSlug);
  const subSlug = slugFromSegment(rawSub);
  if (!slug || !subSlug) notFound();
  const sub = await getSubCategoryBySlug(locale, slug, subSlug);
  // The category itself was checked by the layout: what is missing here is the sub category.
  if (!sub) notFound();
  const search = await searchParams;
  if (sub.slug !== subSlug || sub.parent.slug !== slug) {
    const pathname = `/categories/${encodeURIComponent(sub.parent.slug)}/${encodeURIComponent(sub.slug)}`;
    redirect({ href: { pathname, query: search as Record<string, string> }, locale });
  }
  const t = await getTranslations('catalog');
  const tc = await getTranslations('common');
  const tp = await getTranslations('product');
  const settings = await getStoreSettings();
  const query = listingFromSearch(search);
  const data = await loadListing(locale, query, settings.currency, {
    category: sub.parent.slug,
    sub: sub.slug,
  });
  const basePath = `/categories/${sub.parent.slug}/${sub.slug}`;
  const crumbs = [
    { name: tc('home'), path: '/' },
    { name: t('categories'), path: '/categories' },
    { name: sub.parent.name, path: `/categories/${sub.parent.slug}` },
    { name: sub.name, path: basePath },
  ];
  return (
    <>
      <JsonLd data={await breadcrumbJsonLd(locale, crumbs)} />
      <ProductListing
        data={data}
        locale={locale}
        currency={settings.currency}
        basePath={basePath}
        query={query}
        title={sub.name}
        subCategory={sub}
        intro={
          <Breadcrumbs label={tp('breadcrumb')} items={crumbs.map((c) => ({ name: c.name, href: c.path }))} />
        }
      />
    </>
  );
}
