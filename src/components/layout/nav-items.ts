/** The storefront's main navigation, shared by the header bar and the phone menu. */
export const NAV_ITEMS = [
  { href: '/', key: 'home' },
  { href: '/products', key: 'products' },
  { href: '/most-selling', key: 'mostSelling' },
  { href: '/categories', key: 'categories' },
  { href: '/contact', key: 'contact' },
] as const;

export type NavItem = (typeof NAV_ITEMS)[number];
