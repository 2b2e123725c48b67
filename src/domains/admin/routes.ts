/**
 * The admin area's routes: the spec's table (section 2), plus the reviews' moderation, in sidebar order.
 * The sidebar, the pages' titles and the authorisation tests all read this one list.
 */
export const ADMIN_ROUTES = {
  dashboard: '/admin/dashboard',
  users: '/admin/users',
  products: '/admin/products',
  categories: '/admin/categories',
  reviews: '/admin/reviews',
  orders: '/admin/orders',
  sales: '/admin/sales',
  contactus: '/admin/contactus',
  storesetting: '/admin/storesetting',
  logoAndColors: '/admin/storesetting/logoAndColors',
  homepage: '/admin/storesetting/homepage',
  customDomain: '/admin/storesetting/customDomain',
  aboutus: '/admin/storesetting/aboutus',
  contactFooter: '/admin/storesetting/contact&footer',
  paymentOptions: '/admin/storesetting/paymentOptions',
  termsPrivacy: '/admin/storesetting/terms&privacy',
  settings: '/admin/settings',
  profile: '/admin/profile',
  privacyPolicy: '/admin/privacy-policy',
  termsConditions: '/admin/terms-conditions',
} as const;

export type AdminRouteKey = keyof typeof ADMIN_ROUTES;

export type AdminNavEntry =
  | { key: AdminRouteKey }
  | { group: 'products' | 'storesetting'; children: AdminRouteKey[] };

/** Sidebar order from the spec: Dashboard, Users, Products group, Orders, Sales, Store Setting group, Settings. */
export const ADMIN_NAV: AdminNavEntry[] = [
  { key: 'dashboard' },
  { key: 'users' },
  { group: 'products', children: ['products', 'categories', 'reviews'] },
  { key: 'orders' },
  { key: 'sales' },
  {
    group: 'storesetting',
    children: [
      'logoAndColors',
      'homepage',
      'customDomain',
      'aboutus',
      'contactFooter',
      'paymentOptions',
      'termsPrivacy',
    ],
  },
  { key: 'settings' },
];

/**
 * Entries whose area has pages below them (a product's form, the brands page, an order and its invoice) that keep
 * the entry highlighted.
 */
const ADMIN_AREAS: Partial<Record<AdminRouteKey, string>> = {
  products: '/admin/products/',
  orders: '/admin/orders/',
};

/** Whether the sidebar entry `key` is the current page or the area the current page belongs to. */
export function isAdminRouteActive(pathname: string, key: AdminRouteKey): boolean {
  const area = ADMIN_AREAS[key];
  return pathname === ADMIN_ROUTES[key] || (area !== undefined && pathname.startsWith(area));
}

const ADMIN_PATHS = new Set<string>(Object.values(ADMIN_ROUTES));

/**
 * The spec's spelling of an admin path that arrived percent-encoded: `/en/admin/storesetting/contact%26footer` →
 * `/en/admin/storesetting/contact&footer` (browsers and link checkers may encode the '&'; Next matches the page
 * folder only by its literal name). Null for any other path.
 */
export function literalAdminPath(pathname: string): string | null {
  if (!pathname.includes('%')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const path = /^\/(?:en|ar)(\/.*)$/.exec(decoded)?.[1];
  return path && ADMIN_PATHS.has(path) ? decoded : null;
}
