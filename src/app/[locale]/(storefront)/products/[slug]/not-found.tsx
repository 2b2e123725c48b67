import { CatalogNotFound } from '@/domains/catalog/components/catalog-not-found';

/** Unknown or unpublished product slug (spec: 'Product Not Found'). */
export default function ProductNotFound() {
  return (
    <CatalogNotFound
      title="product.notFound"
      text="product.notFoundText"
      href="/products"
      link="catalog.browseAll"
    />
  );
}
