'use client';

import { useTranslations } from 'next-intl';
import { createContext, type ReactNode, useContext } from 'react';
import type { SocialSignInOption } from '../social';

const SocialSignIns = createContext<SocialSignInOption[]>([]);

/** The sign-in providers the server has switched on, for the buttons and for naming a previous method. */
export function SocialSignInProvider({
  providers,
  children,
}: {
  providers: SocialSignInOption[];
  children: ReactNode;
}) {
  return <SocialSignIns.Provider value={providers}>{children}</SocialSignIns.Provider>;
}

/** The providers switched on (none outside a login or sign-up page). */
export function useSocialSignIns(): SocialSignInOption[] {
  return useContext(SocialSignIns);
}

/** A sign-in method's name for people: translated for the built-in ones, the configured name for the others. */
export function useSignInMethodName() {
  const t = useTranslations();
  const providers = useSocialSignIns();
  return (id: string) => {
    const key = `auth.methods.${id}` as Parameters<typeof t>[0];
    if (t.has(key)) return t(key);
    return providers.find((p) => p.id === id)?.name ?? id;
  };
}
