import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { BrandCard, CategoryCard, ListingSort, Slugs } from '../queries';
import { PRICE_RANGE, SORTS } from '../schemas';
import { CategoryFields } from './category-fields';
import classes from './listing-filters.module.css';
import { PriceRangeFields } from './price-range-fields';

/** Whether a slug from the query string (either language) names this item. */
export const matchesSlug = (item: { slugs: Slugs }, slug: string | undefined) =>
  !!slug && (item.slugs.en === slug || item.slugs.ar === slug);

export type FilterValues = {
  q?: string;
  category?: string;
  sub?: string;
  brand?: string;
  min?: number;
  max?: number;
  sort: ListingSort;
};

type Props = {
  /** Makes the fields' ids unique when the form is drawn more than once on a page. */
  idPrefix: string;
  /** The page the form submits to (`/products`, `/categories/silk`, …). */
  action: string;
  locale: string;
  currency: string;
  values: FilterValues;
  categories: CategoryCard[];
  brands: BrandCard[];
  /** On a category page the category comes from the path, so its field is left out. */
  fixedCategory?: CategoryCard;
  /** On a sub category page neither category field is shown. */
  fixedSub?: boolean;
  /** On a brand's page the brand comes from the path, so its field is left out. */
  fixedBrand?: boolean;
  /** Sorts offered besides SORTS ("best match" while searching). */
  relevance?: boolean;
};

/**
 * The listing filters as a plain GET form: every choice is a query parameter, so a filtered list is a link and
 * works with JavaScript off. "Clear filters" follows the spec: category, sub category and sort are reset and the
 * price range goes back to 0–10000; the search words stay (brand, which the spec's store did not have, is reset
 * with the other filters). Plain elements styled with Mantine's variables, not Mantine inputs: the form renders
 * twice on every listing request (sidebar and phone panel), and client-component inputs made that render the
 * page's most expensive part.
 */
export async function ListingFilters(props: Props) {
  const {
    idPrefix,
    action,
    locale,
    currency,
    values,
    categories,
    brands,
    fixedCategory,
    fixedSub,
    fixedBrand,
    relevance,
  } = props;
  const t = await getTranslations('catalog');
  const selectedCategory = fixedCategory ?? categories.find((c) => matchesSlug(c, values.category));
  const selectedSub = (selectedCategory?.subCategories ?? categories.flatMap((c) => c.subCategories)).find(
    (s) => matchesSlug(s, values.sub),
  );
  const clearQuery: Record<string, string> = { min: String(PRICE_RANGE.min), max: String(PRICE_RANGE.max) };
  if (values.q) clearQuery.q = values.q;
  const id = (name: string) => `${idPrefix}-${name}`;
  // A label tied to its control by id: a wrapping <label> would also carry the options' text as its name.
  const label = (name: string, text: string) => (
    <label htmlFor={id(name)} className={classes.label}>
      {text}
    </label>
  );
  return (
    <form
      // A new list (applied or cleared in the browser) draws a new form: its fields show the list's own choices,
      // not the ones left in them from before.
      key={JSON.stringify(values)}
      action={`/${locale}${action}`}
      method="get"
      aria-label={t('filters')}
      className={classes.form}
    >
      {values.q && <input type="hidden" name="q" value={values.q} />}
      {!fixedSub && (
        <CategoryFields
          ids={{ category: id('category'), sub: id('sub') }}
          labels={{
            category: t('category'),
            sub: t('subCategory'),
            allCategories: t('allCategories'),
            allSubCategories: t('allSubCategories'),
          }}
          categories={(fixedCategory ? [fixedCategory] : categories).map((c) => ({
            slug: c.slug,
            name: c.name,
            subs: c.subCategories.map((s) => ({ slug: s.slug, name: s.name })),
          }))}
          category={selectedCategory?.slug ?? ''}
          sub={selectedSub?.slug ?? ''}
          fixedCategory={!!fixedCategory}
        />
      )}
      {brands.length > 0 && !fixedBrand && (
        <div className={classes.field}>
          {label('brand', t('brand'))}
          <select
            id={id('brand')}
            name="brand"
            className={classes.input}
            defaultValue={brands.find((b) => matchesSlug(b, values.brand))?.slug ?? ''}
          >
            <option value="">{t('allBrands')}</option>
            {brands.map((b) => (
              <option key={b.slug} value={b.slug}>
                {b.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className={classes.range}>
        <PriceRangeFields
          ids={{ min: id('min'), max: id('max') }}
          labels={{ min: t('minPrice'), max: t('maxPrice') }}
          base={currency}
          values={{ min: values.min ?? PRICE_RANGE.min, max: values.max ?? PRICE_RANGE.max }}
        />
      </div>
      <div className={classes.field}>
        {label('sort', t('sort'))}
        <select
          id={id('sort')}
          name="sort"
          className={classes.input}
          defaultValue={values.sort === 'relevance' ? '' : values.sort}
        >
          {relevance && <option value="">{t('sorts.relevance')}</option>}
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`sorts.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={classes.submit}>
        {t('apply')}
      </button>
      <Link href={{ pathname: action, query: clearQuery }} className={classes.clear}>
        {t('clear')}
      </Link>
    </form>
  );
}
