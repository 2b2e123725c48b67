'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import controls from '@/components/controls.module.css';
import { LoginButton } from '@/domains/accounts/components/login-button';

const Pending = () => <span className={controls.skeleton} />;

// The account menu, the live user record and the kept cart's sync need better-auth's client and a floating menu. Most visitors are
// guests: they get the login link and none of that code. Both load only once better-auth's own session endpoint
// says someone is signed in.
const AccountMenu = lazy(() =>
  import('@/domains/accounts/components/account-menu').then((m) => ({ default: m.AccountMenu })),
);
const CartSync = lazy(() =>
  import('@/domains/cart/components/cart-sync').then((m) => ({ default: m.CartSync })),
);
const LiveUser = lazy(() =>
  import('@/domains/accounts/components/live-user').then((m) => ({ default: m.LiveUser })),
);

/**
 * The header's account entry: a login link for guests, the account menu for signed-in shoppers. Until the session
 * endpoint answers, it is a placeholder, never "Log in": a signed-in shopper is never shown as signed out. A failed
 * read (not a guest's null) hands over to the account menu, which asks again.
 */
export function LazyAccountMenu() {
  const [state, setState] = useState<'unknown' | 'guest' | 'user'>('unknown');
  const [userId, setUserId] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/auth/get-session', { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : undefined))
      .then((session: { user?: { id?: string } } | null | undefined) => {
        setState(session === null ? 'guest' : 'user');
        setUserId(session?.user?.id ?? null);
      })
      // Aborted, or offline: the placeholder stays.
      .catch(() => {});
    return () => controller.abort();
  }, []);
  if (state === 'unknown') return <Pending />;
  if (state === 'guest') return <LoginButton />;
  return (
    <Suspense fallback={<Pending />}>
      <AccountMenu />
      <LiveUser />
      {userId && <CartSync userId={userId} />}
    </Suspense>
  );
}
