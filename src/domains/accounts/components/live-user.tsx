'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { LIVE_CLOSED, onLiveEvent, reopenLiveEvents, setLiveEventsUser } from '@/lib/live-events';
import { authClient } from '../auth/client';
import type { LiveUser as LiveUserRecord } from '../live-user';
import { sessionChanging } from '../session-change';

type SessionState = { data: { user: Record<string, unknown> } | null; refetch?: () => Promise<void> };
type SessionAtom = { get(): SessionState; set(state: SessionState): void };

// better-auth keeps the session in a nanostores atom that `useSession()` reads; setting it updates every reader.
const sessionAtom = () => authClient.$store.atoms.session as SessionAtom;

const RETRY_MS = 5_000;
/**
 * better-auth replaces a session by another when two-factor sign-in is turned on or off: the old one's end may be heard here
 * before the answer carrying its successor's cookie has arrived. A page that seems signed out asks once more after
 * this long before it signs out.
 */
const RECHECK_MS = 1_500;

/** Merges the record into the session; true when something the pages show changed. */
function mergeUser(record: LiveUserRecord): boolean {
  const atom = sessionAtom();
  const state = atom.get();
  const user = state.data?.user;
  if (!state.data || !user || user.id !== record.id) return false;
  const next: Record<string, unknown> = {
    ...user,
    name: record.name,
    image: record.image,
    role: record.role,
    banned: record.banned,
    phoneNumber: record.phoneNumber,
    // A phone account's stand-in address is not sent; the session keeps what better-auth gave it.
    ...(record.email ? { email: record.email } : {}),
  };
  if (Object.keys(next).every((key) => (next[key] ?? null) === (user[key] ?? null))) return false;
  atom.set({ ...state, data: { ...state.data, user: next } });
  return true;
}

/**
 * Keeps the signed-in user's record live (GET /api/events): an admin's change to it (a role, a block, a new name)
 * shows on the open page without a reload, and server-rendered parts follow through a refresh. Renders nothing.
 */
export function LiveUser() {
  const router = useRouter();
  const userId = authClient.useSession().data?.user.id;

  useEffect(() => {
    if (!userId) return;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let reopenedAt = 0;
    // The stream may have opened before the session was known (a guest's): open it again as this user.
    setLiveEventsUser(userId);
    const offUser = onLiveEvent('user', (data) => {
      if (mergeUser(JSON.parse(data) as LiveUserRecord)) router.refresh();
    });
    // A password change can end this session and start another: ask before signing the page out.
    const check = async (again = true) => {
      // This tab is replacing its session (session-change.ts): ask once it has its new cookie.
      if (sessionChanging()) {
        retry = setTimeout(() => void check(again), RECHECK_MS);
        return;
      }
      const { data, error } = await authClient.getSession({ query: { disableCookieCache: true } });
      const user = data?.user as { id: string; banned?: boolean | null } | undefined;
      if (user?.id === userId && !user.banned) {
        // Listen again as the new session; at most once per RETRY_MS, should the two answers keep disagreeing.
        const wait = Math.max(0, reopenedAt + RETRY_MS - Date.now());
        retry = setTimeout(() => {
          reopenedAt = Date.now();
          reopenLiveEvents();
        }, wait);
        return;
      }
      // A failed read (the network, an outage) says nothing about the session: ask again later.
      if (error && error.status !== 401) {
        retry = setTimeout(() => void check(), RETRY_MS);
        return;
      }
      if (again) {
        retry = setTimeout(() => void check(false), RECHECK_MS);
        return;
      }
      const state = sessionAtom().get();
      sessionAtom().set({ ...state, data: null });
      router.refresh();
    };
    const offSignedOut = onLiveEvent('signed-out', () => {
      clearTimeout(retry);
      void check();
    });
    // A refused stream (401, 503): ask better-auth whether the session still stands (if not, this effect ends).
    const offClosed = onLiveEvent(LIVE_CLOSED, () => void sessionAtom().get().refetch?.());
    return () => {
      clearTimeout(retry);
      offUser();
      offSignedOut();
      offClosed();
      // Signed out (or another user): the stream goes on as a guest's, or as theirs.
      setLiveEventsUser(null);
    };
  }, [userId, router]);

  return null;
}
