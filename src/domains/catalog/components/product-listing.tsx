import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import frame from '@/components/page.module.css';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { imageUrl } from '@/lib/images';
import { formatNumber } from '@/lib/money';
import type { ListingData } from '../listing';
import type { BrandPage, CategoryPage, ListingQuery, SubCategoryPage } from '../queries';
import { PRICE_RANGE } from '../schemas';
import { FilterPanel } from './filter-panel';
import { ListingFilters, matchesSlug } from './listing-filters';
import { listingQuery } from './listing-href';
import { ListingPagination } from './listing-pagination';
import { ProductGrid } from './product-grid';
import classes from './product-listing.module.css';

type Props = {
  locale: Locale;
  currency: string;
  /** The path the filters and pages link to, without the locale (`/products`, `/categories/silk`). */
  basePath: string;
  query: ListingQuery;
  title: string;
  intro?: ReactNode;
  category?: CategoryPage;
  subCategory?: SubCategoryPage;
  /** A brand's page: the brand comes from the path; its logo stands beside the title. */
  brand?: BrandPage;
  /** From loadListing() with the same query and scope. */
  data: ListingData;
};

/** A filterable, paginated product list: all products, most selling, a category, a sub category or a brand. */
export async function ProductListing(props: Props) {
  const { locale, currency, basePath, query, title, intro, category, subCategory, brand, data } = props;
  const { result, categories, brands } = data;
  const t = await getTranslations('catalog');
  const tHelp = await getTranslations('searchHelp');
  const fixedCategory = category
    ? categories.find((c) => c.id === category.id)
    : subCategory
      ? categories.find((c) => c.id === subCategory.parent.id)
      : undefined;
  // Links carry this page's own filters, not the ones its path already fixes.
  const ownQuery = listingQuery({
    ...query,
    category: category || subCategory ? undefined : query.category,
    sub: subCategory ? undefined : query.sub,
    brand: brand ? undefined : query.brand,
  });
  const activeFilters = [
    !category && !subCategory && query.category,
    !subCategory && query.sub,
    !brand && query.brand,
    query.min,
    query.max !== undefined && query.max < PRICE_RANGE.max,
  ].filter(Boolean).length;
  // Drawn twice (desktop sidebar, phone panel); each copy's fields get their own ids.
  const filters = (place: 'sidebar' | 'panel') => (
    <ListingFilters
      idPrefix={place}
      action={basePath}
      locale={locale}
      currency={currency}
      values={{
        ...query,
        category: fixedCategory?.slug ?? categories.find((c) => matchesSlug(c, query.category))?.slug,
      }}
      categories={categories}
      brands={brands}
      fixedCategory={fixedCategory}
      fixedSub={!!subCategory}
      fixedBrand={!!brand}
      relevance={!!query.q}
    />
  );
  const filterLabel = activeFilters
    ? t('filtersActive', { n: formatNumber(activeFilters, locale) })
    : t('filters');
  return (
    <div className={frame.page}>
      <div className={frame.head}>
        {brand?.image ? (
          <div className={classes.brandHead}>
            {/* biome-ignore lint/performance/noImgElement: stored WebP renditions are served as they are (lib/images) */}
            <img
              src={imageUrl(brand.image, 320)}
              alt=""
              width={64}
              height={64}
              className={classes.brandLogo}
            />
            <h1 className={frame.title}>{title}</h1>
          </div>
        ) : (
          <h1 className={frame.title}>{title}</h1>
        )}
        {intro}
        <p className={frame.lead} role="status" data-testid="result-count" data-total={result.total}>
          {t('results', { count: result.total, n: formatNumber(result.total, locale) })}
        </p>
        {result.correction && (
          <p className={frame.lead} data-testid="did-you-mean">
            {tHelp.rich('didYouMean', {
              query: result.correction,
              q: (chunks) => (
                <Link href={{ pathname: basePath, query: { ...ownQuery, q: result.correction } }}>
                  <bdi>{chunks}</bdi>
                </Link>
              ),
            })}
          </p>
        )}
      </div>
      <div className={classes.layout}>
        <aside className={classes.sidebar}>{filters('sidebar')}</aside>
        <div className={classes.phoneFilters}>
          <FilterPanel label={filterLabel} closeLabel={t('close')}>
            {filters('panel')}
          </FilterPanel>
        </div>
        <div className={classes.results}>
          {result.items.length ? (
            <ProductGrid
              idPrefix="result"
              headingLevel={2}
              products={result.items}
              currency={currency}
              locale={locale}
              narrow
            />
          ) : result.total > 0 ? (
            // A page number past the last (an old link, a hand-edited address): the products are there, up to the
            // last page, which the link opens.
            <div className={frame.empty} data-testid="past-last-page">
              <p className={classes.emptyTitle}>
                {t('pastLastPage', { last: formatNumber(result.pageCount, locale) })}
              </p>
              <Link
                href={{ pathname: basePath, query: { ...ownQuery, page: String(result.pageCount) } }}
                className={frame.lead}
              >
                {t('toLastPage')}
              </Link>
            </div>
          ) : (
            <div className={frame.empty}>
              <p className={classes.emptyTitle}>{t('empty')}</p>
              <p className={frame.lead}>{t('emptyHint')}</p>
            </div>
          )}
          <div className={classes.pagination}>
            <ListingPagination
              basePath={basePath}
              query={ownQuery}
              page={result.page}
              pageCount={result.pageCount}
              locale={locale}
            />
          </div>
        </div>
      </div>
    </div>
  );
}
