import { CatalogNotFound } from '@/domains/catalog/components/catalog-not-found';

/** Unknown or hidden brand slug. */
export default function BrandNotFound() {
  return (
    <CatalogNotFound
      title="brandPage.notFound"
      text="brandPage.notFoundText"
      href="/products"
      link="catalog.browseAll"
    />
  );
}
