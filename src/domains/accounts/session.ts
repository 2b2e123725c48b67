import 'server-only';
import { headers } from 'next/headers';
import { forbidden } from 'next/navigation';
import { cache } from 'react';
import { redirect } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { guardedAction } from '@/lib/action';
import { getAuth } from './auth/server';
import { type StaffRole, staffRoleOf } from './staff/roles';

/**
 * The signed-in user as the app sees it: `staffRole` is null for a shopper; what a staff role may open and do is
 * the admin domain's table (domains/admin/permissions.ts, `can`).
 */
export type SessionUser = {
  id: string;
  name: string;
  email: string;
  image: string | null;
  staffRole: StaffRole | null;
};

/** A signed-in staff member. */
export type StaffUser = SessionUser & { staffRole: StaffRole };

/** The current session's user, or null for a guest. Cached for the request. */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const session = await getAuth().api.getSession({ headers: await headers() });
  if (!session) return null;
  const { id, name, email, image, role } = session.user;
  return { id, name, email, image: image ?? null, staffRole: staffRoleOf(role) };
});

/** A signed-in user, or a redirect to the login page that comes back to `returnTo`. */
export async function requireUser(locale: Locale, returnTo: string): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) return redirect({ href: { pathname: '/login', query: { next: returnTo } }, locale });
  return user;
}

const isStaff = (user: SessionUser | null): user is StaffUser => user?.staffRole != null;

/**
 * A signed-in staff member: guests go to log in, shoppers get the 403 page. Which areas the role may open is the
 * caller's check (domains/admin/guard.ts).
 */
export async function requireStaff(locale: Locale, returnTo: string): Promise<StaffUser> {
  const user = await requireUser(locale, returnTo);
  if (!isStaff(user)) forbidden();
  return user;
}

/** For route handlers and actions: the staff member, or null (the caller answers 401/403 in its own shape). */
export async function getStaff(): Promise<StaffUser | null> {
  const user = await getSessionUser();
  return isStaff(user) ? user : null;
}

/** The signed-in owner, or null: staff management and the store-wide danger (backups, clean start) are theirs. */
export async function getOwner(): Promise<StaffUser | null> {
  const user = await getStaff();
  return user?.staffRole === 'owner' ? user : null;
}

/**
 * A server action only an owner may call (see `guardedAction` in lib/action for its shape). Every other admin
 * action is a `staffAction(area)` (domains/admin/staff-action.ts), allowed to the roles of that area.
 */
export const adminAction = guardedAction(getOwner, 'errors.forbiddenText', { kind: 'owner' });

/** A server action any signed-in user may call; it acts on that user's own records only. Guests: 'Login First'. */
export const userAction = guardedAction(getSessionUser, 'errors.loginFirst', { kind: 'user' });

/** Who is calling, guest or not: what a visitor's action (placing an order as a guest) receives. */
export type Visitor = { user: SessionUser | null };

/** A server action anyone may call, a guest too; it acts only on what the caller may reach (see `policies.ts`). */
export const visitorAction = guardedAction(
  async (): Promise<Visitor> => ({ user: await getSessionUser() }),
  'errors.errorText',
  { kind: 'visitor' },
);
