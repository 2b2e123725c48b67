import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { AnchorLink } from '@/components/links';
import type { BrandCard, CategoryCard, ListingSort, Slugs } from '../queries';
import { PRICE_RANGE, SORTS } from '../schemas';

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
  /** Sorts offered besides SORTS ("best match" while searching). */
  relevance?: boolean;
};

/**
 * The listing filters as a plain GET form: every choice is a query parameter, so a filtered list is a link and
 * works with JavaScript off. "Clear filters" follows the spec: category, sub category and sort are reset and the
 * price range goes back to 0–10000; the search words stay (brand, which the spec's store did not have, is reset
 * with the other filters).
 */
export async function ListingFilters(props: Props) {
  const { action, locale, currency, values, categories, brands, fixedCategory, fixedSub, relevance } = props;
  const t = await getTranslations('catalog');
  const selectedCategory = fixedCategory ?? categories.find((c) => matchesSlug(c, values.category));
  const subOptions = selectedCategory
    ? selectedCategory.subCategories.map((s) => ({ value: s.slug, label: s.name }))
    : categories
        .filter((c) => c.subCategories.length)
        .map((c) => ({
          group: c.name,
          items: c.subCategories.map((s) => ({ value: s.slug, label: s.name })),
        }));
  const currencyLabel = (label: string) => `${label} (${currency})`;
  const clearQuery: Record<string, string> = { min: String(PRICE_RANGE.min), max: String(PRICE_RANGE.max) };
  if (values.q) clearQuery.q = values.q;
  return (
    <form action={`/${locale}${action}`} method="get" aria-label={t('filters')}>
      <Stack gap="sm">
        {values.q && <input type="hidden" name="q" value={values.q} />}
        {!fixedCategory && (
          <NativeSelect
            name="category"
            label={t('category')}
            defaultValue={selectedCategory?.slug ?? ''}
            data={[
              { value: '', label: t('allCategories') },
              ...categories.map((c) => ({ value: c.slug, label: c.name })),
            ]}
          />
        )}
        {!fixedSub && subOptions.length > 0 && (
          <NativeSelect
            name="sub"
            label={t('subCategory')}
            defaultValue={
              (selectedCategory?.subCategories ?? categories.flatMap((c) => c.subCategories)).find((s) =>
                matchesSlug(s, values.sub),
              )?.slug ?? ''
            }
            data={[{ value: '', label: t('allSubCategories') }, ...subOptions]}
          />
        )}
        {brands.length > 0 && (
          <NativeSelect
            name="brand"
            label={t('brand')}
            defaultValue={brands.find((b) => matchesSlug(b, values.brand))?.slug ?? ''}
            data={[
              { value: '', label: t('allBrands') },
              ...brands.map((b) => ({ value: b.slug, label: b.name })),
            ]}
          />
        )}
        <Group grow gap="xs" align="end">
          <TextInput
            name="min"
            type="number"
            inputMode="numeric"
            min={PRICE_RANGE.min}
            max={PRICE_RANGE.max}
            step={1}
            label={currencyLabel(t('minPrice'))}
            defaultValue={values.min ?? PRICE_RANGE.min}
            dir="ltr"
          />
          <TextInput
            name="max"
            type="number"
            inputMode="numeric"
            min={PRICE_RANGE.min}
            max={PRICE_RANGE.max}
            step={1}
            label={currencyLabel(t('maxPrice'))}
            defaultValue={values.max ?? PRICE_RANGE.max}
            dir="ltr"
          />
        </Group>
        <NativeSelect
          name="sort"
          label={t('sort')}
          defaultValue={values.sort === 'relevance' ? '' : values.sort}
          data={[
            ...(relevance ? [{ value: '', label: t('sorts.relevance') }] : []),
            ...SORTS.map((s) => ({ value: s, label: t(`sorts.${s}`) })),
          ]}
        />
        <Button type="submit">{t('apply')}</Button>
        <AnchorLink href={{ pathname: action, query: clearQuery }} ta="center" size="sm">
          {t('clear')}
        </AnchorLink>
      </Stack>
    </form>
  );
}
