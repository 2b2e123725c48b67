import { CatalogNotFound } from '@/domains/catalog/components/catalog-not-found';

/** Unknown or unpublished product slug (spec: 'Product Not Found'). */
export default function ProductNotFound() {
  return <CatalogNotFound kind="product" />;
}
