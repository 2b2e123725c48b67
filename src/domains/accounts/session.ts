import 'server-only';
import { headers } from 'next/headers';
import { forbidden } from 'next/navigation';
import { cache } from 'react';
import { redirect } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { guardedAction } from '@/lib/action';
import { getAuth } from './auth/server';

/** The signed-in user as the app sees it (spec: the user context with its `isAdmin` flag). */
export type SessionUser = { id: string; name: string; email: string; image: string | null; isAdmin: boolean };

/** The current session's user, or null for a guest. Cached for the request. */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const session = await getAuth().api.getSession({ headers: await headers() });
  if (!session) return null;
  const { id, name, email, image, role } = session.user;
  return { id, name, email, image: image ?? null, isAdmin: role === 'admin' };
});

/** A signed-in user, or a redirect to the login page that comes back to `returnTo`. */
export async function requireUser(locale: Locale, returnTo: string): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) return redirect({ href: { pathname: '/login', query: { next: returnTo } }, locale });
  return user;
}

/** A signed-in admin: guests go to log in, other users get the 403 page. */
export async function requireAdmin(locale: Locale, returnTo: string): Promise<SessionUser> {
  const user = await requireUser(locale, returnTo);
  if (!user.isAdmin) forbidden();
  return user;
}

/** For route handlers and actions: the admin, or null (the caller answers 401/403 in its own shape). */
export async function getAdmin(): Promise<SessionUser | null> {
  const user = await getSessionUser();
  return user?.isAdmin ? user : null;
}

/** A server action only a signed-in admin may call (see `guardedAction` in lib/action for its shape). */
export const adminAction = guardedAction(getAdmin, 'errors.forbiddenText');

/** A server action any signed-in user may call; it acts on that user's own records only. Guests: 'Login First'. */
export const userAction = guardedAction(getSessionUser, 'errors.loginFirst');

/** Who is calling, guest or not: what a visitor's action (placing an order as a guest) receives. */
export type Visitor = { user: SessionUser | null };

/** A server action anyone may call, a guest too; it acts only on what the caller may reach (see `policies.ts`). */
export const visitorAction = guardedAction(
  async (): Promise<Visitor> => ({ user: await getSessionUser() }),
  'errors.errorText',
);
