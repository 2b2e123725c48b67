import { CatalogNotFound } from '@/domains/catalog/components/catalog-not-found';

/** Unknown or hidden sub category slug (spec: 'Sub Category Not Found'). */
export default function SubCategoryNotFound() {
  return (
    <CatalogNotFound
      title="catalog.subCategoryNotFound"
      text="catalog.subCategoryNotFoundText"
      href="/categories"
      link="catalog.categories"
    />
  );
}
