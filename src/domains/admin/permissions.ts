import type { StaffRole } from '@/domains/accounts/staff/roles';
import { ADMIN_NAV, type AdminNavEntry, type AdminRouteKey } from './routes';

const ALL: readonly StaffRole[] = ['owner', 'manager', 'orders', 'catalogue', 'support'];
const OWNER: readonly StaffRole[] = ['owner'];
const MANAGERS: readonly StaffRole[] = ['owner', 'manager'];
const ORDERS: readonly StaffRole[] = ['owner', 'manager', 'orders'];
const CATALOGUE: readonly StaffRole[] = ['owner', 'manager', 'catalogue'];
const SUPPORT: readonly StaffRole[] = ['owner', 'manager', 'support'];

/**
 * Who may open each admin area: the one table of the staff's permissions. The sidebar shows a role its areas, every
 * admin page (`authorizeAdminPage`), server action (`staffAction(area)`) and admin route handler (`staffFor(area)`)
 * checks it on the server. A page below an entry (a product's form, the brands, an order) is its entry's area.
 * A new admin route is one line here (the type requires it); a key missing at run time is refused to everyone.
 * Owner-only things inside an area (backups and clean start on Settings, the staff on Users) use `adminAction`.
 */
export const AREA_ROLES: Record<AdminRouteKey, readonly StaffRole[]> = {
  // Every staff member lands here after signing in.
  dashboard: ALL,
  // The store's accounts: staff management, blocking users.
  users: OWNER,
  customers: ORDERS,
  products: CATALOGUE,
  categories: CATALOGUE,
  reviews: SUPPORT,
  searchWords: CATALOGUE,
  orders: ORDERS,
  returns: ORDERS,
  sales: ORDERS,
  discounts: CATALOGUE,
  contactus: SUPPORT,
  storesetting: MANAGERS,
  logoAndColors: MANAGERS,
  homepage: MANAGERS,
  customDomain: MANAGERS,
  aboutus: MANAGERS,
  contactFooter: MANAGERS,
  paymentOptions: MANAGERS,
  termsPrivacy: MANAGERS,
  settings: MANAGERS,
  // Who changed what: the owner's and the managers', who can change most things themselves.
  auditLog: MANAGERS,
  // Everyone's own name, photo and password.
  profile: ALL,
  privacyPolicy: MANAGERS,
  termsConditions: MANAGERS,
};

/** May `role` open admin area `key` and call its actions? Never for a shopper, nor for a key not in the table. */
export function can(role: StaffRole | null | undefined, key: string): boolean {
  if (!role || !Object.hasOwn(AREA_ROLES, key)) return false;
  return AREA_ROLES[key as AdminRouteKey].includes(role);
}

/** The admin areas of `role`, in route order. */
export function areasOf(role: StaffRole): AdminRouteKey[] {
  return (Object.keys(AREA_ROLES) as AdminRouteKey[]).filter((key) => can(role, key));
}

/** The sidebar of `role`: its entries only, and a group only when one of its pages is the role's. */
export function navOf(role: StaffRole): AdminNavEntry[] {
  return ADMIN_NAV.flatMap((entry): AdminNavEntry[] => {
    if ('key' in entry) return can(role, entry.key) ? [entry] : [];
    const children = entry.children.filter((key) => can(role, key));
    return children.length ? [{ ...entry, children }] : [];
  });
}
