import { describe, expect, it } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '@/domains/accounts/staff/roles';
import { AREA_ROLES, areasOf, can, navOf } from './permissions';
import { ADMIN_NAV, ADMIN_ROUTES, type AdminRouteKey } from './routes';

// The staff's permissions, written out here a second time as the README words them: each role's areas. A change
// to the table (a new area, a role given or refused one) must change this too.
const EXPECTED: Record<StaffRole, AdminRouteKey[]> = {
  owner: Object.keys(ADMIN_ROUTES) as AdminRouteKey[],
  manager: (Object.keys(ADMIN_ROUTES) as AdminRouteKey[]).filter((key) => key !== 'users'),
  orders: ['dashboard', 'customers', 'orders', 'returns', 'sales', 'profile'],
  catalogue: ['dashboard', 'products', 'categories', 'searchWords', 'discounts', 'profile'],
  support: ['dashboard', 'reviews', 'contactus', 'profile'],
};

const keys = Object.keys(ADMIN_ROUTES) as AdminRouteKey[];
const cases = STAFF_ROLES.flatMap((role) =>
  keys.map((key) => [role, key, EXPECTED[role].includes(key)] as const),
);

describe('the staff permissions table', () => {
  it('names every admin route, and only those', () => {
    expect(Object.keys(AREA_ROLES).sort()).toEqual([...keys].sort());
  });

  it.each(cases)('%s may open %s: %s', (role, key, allowed) => {
    expect(can(role, key)).toBe(allowed);
  });

  it('lists each role its areas in route order', () => {
    for (const role of STAFF_ROLES) expect(areasOf(role), role).toEqual(EXPECTED[role]);
  });

  it('refuses a shopper, no one, and any key it does not list', () => {
    for (const key of keys) {
      expect(can(null, key)).toBe(false);
      expect(can(undefined, key)).toBe(false);
    }
    for (const role of STAFF_ROLES) {
      expect(can(role, 'backupsOfOtherShops')).toBe(false);
      expect(can(role, 'toString')).toBe(false);
      expect(can(role, '__proto__')).toBe(false);
      expect(can(role, '')).toBe(false);
    }
    expect(can('admin' as StaffRole, 'orders')).toBe(false);
  });
});

describe("a role's sidebar", () => {
  const entriesOf = (role: StaffRole) =>
    navOf(role).flatMap((entry) => ('key' in entry ? [entry.key] : entry.children));

  it('is the whole sidebar for the owner', () => {
    expect(navOf('owner')).toEqual(ADMIN_NAV);
  });

  it('shows each role exactly the entries it may open, and no empty group', () => {
    for (const role of STAFF_ROLES) {
      const all = ADMIN_NAV.flatMap((entry) => ('key' in entry ? [entry.key] : entry.children));
      expect(entriesOf(role), role).toEqual(all.filter((key) => can(role, key)));
      for (const entry of navOf(role)) if ('group' in entry) expect(entry.children.length).toBeGreaterThan(0);
    }
    expect(entriesOf('catalogue')).toEqual([
      'dashboard',
      'products',
      'categories',
      'searchWords',
      'discounts',
    ]);
    expect(entriesOf('support')).toEqual(['dashboard', 'reviews', 'contactus']);
  });
});
