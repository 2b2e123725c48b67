import { CatalogNotFound } from '@/domains/catalog/components/catalog-not-found';

/** Unknown or hidden category slug (spec: 'Categorie Not Found'). */
export default function CategoryNotFound() {
  return (
    <CatalogNotFound
      title="catalog.categoryNotFound"
      text="catalog.categoryNotFoundText"
      href="/categories"
      link="catalog.categories"
    />
  );
}
