'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { PHOTO_MAX_BYTES } from '../../profile/schemas';
import { ACCOUNT_MESSAGE_VALUES } from '../../schemas';
import { useSignInMethodName } from './social-sign-ins';

type AuthError =
  | { code?: string; message?: string; status?: number; field?: string; retryAfter?: number; method?: string }
  | null
  | undefined;

const MESSAGE_VALUES = { ...ACCOUNT_MESSAGE_VALUES, maxMb: PHOTO_MAX_BYTES / 2 ** 20 };

/** Turns a translation key from a schema, or a better-auth error, into text in the page's language. */
export function useAuthMessages() {
  const t = useTranslations();
  const methodName = useSignInMethodName();
  const translate = (key: string | undefined) => {
    // Keys come from our schemas and better-auth codes; unknown ones fall back to a general message.
    const k = key as Parameters<typeof t>[0];
    return key && t.has(k) ? t(k, MESSAGE_VALUES as never) : t('auth.errors.UNKNOWN');
  };
  const fromAuthError = (error: AuthError) => {
    if (!error) return t('auth.errors.UNKNOWN');
    if (error.status === 429) {
      // Limits answer with the seconds to wait (see handleAuthRequest); say it in minutes.
      return error.retryAfter
        ? t('auth.errors.TRY_AGAIN_IN', { minutes: Math.max(1, Math.ceil(error.retryAfter / 60)) })
        : t('auth.errors.TOO_MANY_REQUESTS');
    }
    if (error.code === 'VALIDATION_ERROR') return translate(error.message);
    if (error.code === 'PREVIOUS_METHOD' && error.method)
      return t('auth.errors.PREVIOUS_METHOD', { method: methodName(error.method) });
    return translate(error.code ? `auth.errors.${error.code}` : undefined);
  };
  /**
   * Puts a better-auth refusal where it belongs: on its field when the form has that field (rule checks answer
   * with `field`), otherwise in the form's alert.
   */
  const showAuthError = (
    error: AuthError,
    form: { setFieldError: (field: string, message: string) => void; getValues: () => object },
    setFormError: (message: string) => void,
  ) => {
    const field = error?.field;
    if (error?.code === 'VALIDATION_ERROR' && field && field in form.getValues())
      form.setFieldError(field, translate(error.message));
    else setFormError(fromAuthError(error));
  };
  return { translate, fromAuthError, showAuthError };
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
