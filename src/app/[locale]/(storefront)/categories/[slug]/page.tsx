import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import controls from '@/components/controls.module.css';
import { Breadcrumbs } from '@/domains/catalog/components/breadcrumbs';
import { JsonLd } from '@/domains/catalog/components/json-ld';
import { ProductListing } from '@/domains/catalog/components/product-listing';
import { listingFromSearch, loadListing } from '@/domains/catalog/listing';
import { getCategoryBySlug } from '@/domains/catalog/listing-queries';
import { slugFromSegment } from '@/domains/catalog/schemas';
import { breadcrumbJsonLd, pageMetadata } from '@/domains/catalog/seo';
import { getStoreSettings } from '@/domains/store-settings/queries';
import { Link, redirect } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/page-locale';

// Filters arrive as query parameters, so every request renders (the data underneath is cached).
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
  searchParams,
}: PageProps<'/[locale]/categories/[slug]'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const slug = slugFromSegment((await params).slug);
  const category = slug ? await getCategoryBySlug(locale, slug) : null;
  const t = await getTranslations({ locale, namespace: 'catalog' });
  if (!category) return { title: t('categoryNotFound') };
  return pageMetadata({
    locale,
    title: category.name,
    description: t('categoryDescription', { name: category.name }),
    paths: { en: `/categories/${category.slugs.en}`, ar: `/categories/${category.slugs.ar}` },
    page: listingFromSearch(await searchParams).page,
  });
}

export default async function CategoryPage({
  params,
  searchParams,
}: PageProps<'/[locale]/categories/[slug]'>) {
  const locale = await pageLocale(params);
  const slug = slugFromSegment((await params).slug);
  if (!slug) notFound();
  const category = await getCategoryBySlug(locale, slug);
  if (!category) notFound();
  const search = await searchParams;
  if (category.slug !== slug) {
    redirect({
      href: {
        pathname: `/categories/${encodeURIComponent(category.slug)}`,
        query: search as Record<string, string>,
      },
      locale,
    });
  }
  const t = await getTranslations('catalog');
  const tc = await getTranslations('common');
  const tp = await getTranslations('product');
  const settings = await getStoreSettings();
  const query = listingFromSearch(search);
  const data = await loadListing(locale, query, settings.currency, { category: category.slug });
  const crumbs = [
    { name: tc('home'), path: '/' },
    { name: t('categories'), path: '/categories' },
    { name: category.name, path: `/categories/${category.slug}` },
  ];
  return (
    <>
      <JsonLd data={await breadcrumbJsonLd(locale, crumbs)} />
      <ProductListing
        data={data}
        locale={locale}
        currency={settings.currency}
        basePath={`/categories/${category.slug}`}
        query={query}
        title={category.name}
        category={category}
        intro={
          <>
            <Breadcrumbs
              label={tp('breadcrumb')}
              items={crumbs.map((c) => ({ name: c.name, href: c.path }))}
            />
            {category.subCategories.length > 0 && (
              <div className={controls.chips}>
                {category.subCategories.map((s) => (
                  <Link
                    key={s.id}
                    href={`/categories/${category.slug}/${s.slug}`}
                    className={`${controls.button} mantine-focus-auto`}
                    data-variant="light"
                    data-size="chip"
                  >
                    {s.name}
                  </Link>
                ))}
              </div>
            )}
          </>
        }
      />
    </>
  );
}
