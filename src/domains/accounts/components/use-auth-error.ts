'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

type AuthError = { code?: string; message?: string; status?: number } | null | undefined;

/** Turns a translation key from a schema, or a better-auth error, into text in the page's language. */
export function useAuthMessages() {
  const t = useTranslations();
  const translate = (key: string | undefined) => {
    // Keys come from our schemas and better-auth codes; unknown ones fall back to a general message.
    const k = key as Parameters<typeof t>[0];
    return key && t.has(k) ? t(k) : t('auth.errors.UNKNOWN');
  };
  const fromAuthError = (error: AuthError) => {
    if (!error) return t('auth.errors.UNKNOWN');
    if (error.status === 429) return t('auth.errors.TOO_MANY_REQUESTS');
    if (error.code === 'VALIDATION_ERROR') return translate(error.message);
    return translate(error.code ? `auth.errors.${error.code}` : undefined);
  };
  return { translate, fromAuthError };
}

/**
 * The `?next=` return path, read after hydration so the login and sign-up pages stay static and cacheable.
 * Until then links fall back to the home page.
 */
export function useReturnParam(): string | undefined {
  const [next, setNext] = useState<string>();
  useEffect(() => {
    setNext(new URLSearchParams(window.location.search).get('next') ?? undefined);
  }, []);
  return next;
}

/** Schema errors are translation keys; errors set from the server are already text. */
export function translateField(error: unknown, translate: (key: string) => string) {
  if (typeof error !== 'string' || !error) return undefined;
  return error.startsWith('validation.') ? translate(error) : error;
}
