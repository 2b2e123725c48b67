/**
 * The admin area's routes: the spec's table (section 2), plus the reviews' moderation, in sidebar order.
 * The sidebar, the pages' titles and the authorisation tests all read this one list.
 */
export const ADMIN_ROUTES = {
  dashboard: '/admin/dashboard',
  users: '/admin/users',
  customers: '/admin/customers',
  products: '/admin/products',
  categories: '/admin/categories',
  reviews: '/admin/reviews',
  searchWords: '/admin/search-words',
  orders: '/admin/orders',
  returns: '/admin/returns',
  sales: '/admin/sales',
  discounts: '/admin/discounts',
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
  auditLog: '/admin/audit-log',
  profile: '/admin/profile',
  privacyPolicy: '/admin/privacy-policy',
  termsConditions: '/admin/terms-conditions',
} as const;

export type AdminRouteKey = keyof typeof ADMIN_ROUTES;

export type AdminNavEntry =
  | { key: AdminRouteKey }
  | { group: 'products' | 'storesetting'; children: AdminRouteKey[] };

/**
 * Sidebar order from the spec: Dashboard, Users (then Customers, everyone who bought or signed up), Products group, Orders, Sales, Store Setting group, Settings; with
 * Contact requests after Sales and the Store Setting overview first in its group, so every admin page but the
 * profile (the admin's own entry at the sidebar's foot) has an entry.
 */
export const ADMIN_NAV: AdminNavEntry[] = [
  { key: 'dashboard' },
  { key: 'users' },
  { key: 'customers' },
  { group: 'products', children: ['products', 'categories', 'reviews', 'searchWords'] },
  { key: 'orders' },
  { key: 'returns' },
  { key: 'sales' },
  { key: 'discounts' },
  { key: 'contactus' },
  {
    group: 'storesetting',
    children: [
      'storesetting',
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
  { key: 'auditLog' },
];

/**
 * Pages without an entry of their own that keep an entry highlighted: a path ending in `/` covers the pages below it
 * (a product's form, the brands page, an order and its invoice, a user), any other is that one page (the two legal
 * pages' editors, reached from Terms & Privacy).
 */
const ADMIN_AREAS: Partial<Record<AdminRouteKey, readonly string[]>> = {
  users: ['/admin/users/'],
  customers: ['/admin/customers/'],
  products: ['/admin/products/'],
  orders: ['/admin/orders/'],
  termsPrivacy: [ADMIN_ROUTES.privacyPolicy, ADMIN_ROUTES.termsConditions],
};

/** Whether the sidebar entry `key` is the current page or the area the current page belongs to. */
export function isAdminRouteActive(pathname: string, key: AdminRouteKey): boolean {
  if (pathname === ADMIN_ROUTES[key]) return true;
  return (ADMIN_AREAS[key] ?? []).some((area) =>
    area.endsWith('/') ? pathname.startsWith(area) : pathname === area,
  );
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
