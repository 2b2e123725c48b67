import 'server-only';
import { getStaff, type StaffUser } from '@/domains/accounts/session';
import { guardedAction } from '@/lib/action';
import { can } from './permissions';
import type { AdminRouteKey } from './routes';

/** The signed-in staff member whose role may use admin area `key`, or null (the caller answers 401/403 itself). */
export async function staffFor(key: AdminRouteKey): Promise<StaffUser | null> {
  const user = await getStaff();
  return user && can(user.staffRole, key) ? user : null;
}

/**
 * A server action of one admin area: only staff whose role may open that area (permissions.ts) may call it; anyone
 * else is refused with the 403 message, before the input is read. One guard per area, e.g. `staffAction('orders')`.
 */
export const staffAction = (key: AdminRouteKey) =>
  guardedAction(() => staffFor(key), 'errors.forbiddenText', { kind: 'staff', area: key });
