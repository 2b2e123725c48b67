import type { ProductVariant } from './queries';

/** The amounts a product's purchase box can show: each variant's price, and the compare-at price and saving. */
export function purchaseAmounts(product: {
  price: number;
  compareAtPrice: number | null;
  variants: readonly Pick<ProductVariant, 'price'>[];
}): number[] {
  const prices = [product.price, ...product.variants.map((v) => v.price)];
  const was = product.compareAtPrice;
  return [...prices, ...prices.flatMap((p) => (was !== null && was > p ? [was, was - p] : []))];
}
