/**
 * The store's staff roles, stored in `users.role` (a shopper's is 'user'). What each may open and do is the admin
 * domain's table (domains/admin/permissions.ts); here only the names, so accounts needs no other domain.
 * - owner: everything, the store's staff and its store-wide danger (backups, clean start) included.
 * - manager: everything but the staff and that danger.
 * - orders: orders, returns, customers and the sales report.
 * - catalogue: products (and brands), categories, search words and discounts.
 * - support: contact requests and reviews.
 */
export const STAFF_ROLES = ['owner', 'manager', 'orders', 'catalogue', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A shopper's role: anyone who is not staff. */
export const SHOPPER_ROLE = 'user';

/** The roles an owner may give an account: a staff role, or back to shopper. */
export const ASSIGNABLE_ROLES = [...STAFF_ROLES, SHOPPER_ROLE] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** The staff role stored as `role`, or null for a shopper (or anything else). */
export function staffRoleOf(role: string | null | undefined): StaffRole | null {
  return (STAFF_ROLES as readonly string[]).includes(role ?? '') ? (role as StaffRole) : null;
}
