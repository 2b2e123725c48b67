/**
 * Cache tags, all in one place. A cached read is tagged by what it shows, and the page that renders it inherits
 * those tags; a mutation expires only the tags of what it changed (see `expire` in `lib/cache`), so saving one
 * product leaves every other product's page cached.
 */
export const TAGS = {
  /** Colours, name, logo, announcement, footer contacts, currency, domain: every page. */
  storeSettings: 'store-settings',
  /** The home page's hero, call to action and sections (Store Setting → Homepage). */
  homepage: 'homepage',
  /** One of the store's long texts: about us, privacy policy, terms. */
  content: (key: string) => `content:${key}`,
  /** The delivery areas a shopper may choose (cart and checkout). */
  deliveryAreas: 'delivery-areas',
  /** Category and brand names, slugs, images, order and visibility: navigation, filters, breadcrumbs. */
  catalogStructure: 'catalog:structure',
  /** How many published products each category and brand has, and the brands' sales rank. */
  catalogCounts: 'catalog:counts',
  /** Lists of products not narrowed to a category or brand: home's sections, /products, most selling, sitemap. */
  allProducts: 'catalog:all-products',
  /** Search results and suggestions: besides their lists' tags, what a search matches that no list shows (descriptions). */
  search: 'catalog:search',
  /** Everything a product's own page shows of it (name, description, prices, variants, stock), by either slug. */
  product: (slug: string) => `product:${slug}`,
  /** Lists narrowed to a category or sub category, and the pages of the products in it (related products). */
  category: (id: number) => `category:${id}`,
  /** Lists narrowed to a brand, and the pages of its products. */
  brand: (id: number) => `brand:${id}`,
  /** A product's visible reviews. */
  reviews: (productId: number) => `reviews:${productId}`,
} as const;
