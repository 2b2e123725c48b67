'use client';

import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import type { LazySchema } from '@/components/form-kit/lazy-schema';
import { useActionForm } from '@/components/form-kit/use-action-form';
import { useRouter } from '@/i18n/navigation';
import type { ActionResult } from '@/lib/action-result';
import { ACCOUNT_MESSAGE_VALUES } from '../../limits';
import { PHOTO_MAX_BYTES } from '../../profile/limits';
import { safeReturnPath } from '../../return-path';
import { loadAuthClient } from '../lazy-client';
import { useSignInMethodName } from './social-sign-ins';

type AuthError =
  | { code?: string; message?: string; status?: number; field?: string; retryAfter?: number; method?: string }
  | null
  | undefined;

/** How account messages are worded: the limits they print, and better-auth's general refusal for unknown keys. */
export const ACCOUNT_MESSAGES = {
  values: { ...ACCOUNT_MESSAGE_VALUES, maxMb: PHOTO_MAX_BYTES / 2 ** 20 },
  fallback: 'auth.errors.UNKNOWN',
};

/**
 * Turns better-auth's client answer into an action's result, so its forms use the form kit like any other: a rule's
 * refusal (`VALIDATION_ERROR` with the `field` it concerns) goes on that field when the form has it, anything else
 * to the banner as `auth.errors.<code>`. `rename` maps the endpoint's field names to the form's.
 */
export function useAuthResult() {
  const methodName = useSignInMethodName();
  // Fetched once the page is interactive, so a form sent right away does not wait for it.
  useEffect(() => {
    loadAuthClient().catch(() => undefined);
  }, []);
  return <T>(
    { data, error }: { data?: T | null; error?: AuthError },
    formValues: object,
    rename: Record<string, string> = {},
  ): ActionResult<T> => {
    if (!error) return { ok: true, data: data as T };
    if (error.status === 429) {
      // Limits answer with the seconds to wait (see handleAuthRequest); say it in minutes.
      return error.retryAfter
        ? {
            ok: false,
            error: 'auth.errors.TRY_AGAIN_IN',
            values: { minutes: Math.max(1, Math.ceil(error.retryAfter / 60)) },
          }
        : { ok: false, error: 'auth.errors.TOO_MANY_REQUESTS' };
    }
    if (error.code === 'VALIDATION_ERROR') {
      const key = error.message ?? 'auth.errors.UNKNOWN';
      const field = error.field && (rename[error.field] ?? error.field);
      return {
        ok: false,
        error: key,
        fieldErrors: field && field in formValues ? { [field]: key } : undefined,
      };
    }
    if (error.code === 'PREVIOUS_METHOD' && error.method)
      return {
        ok: false,
        error: 'auth.errors.PREVIOUS_METHOD',
        values: { method: methodName(error.method) },
      };
    return { ok: false, error: error.code ? `auth.errors.${error.code}` : 'auth.errors.UNKNOWN' };
  };
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

/** After signing in or up: back where the shopper came from (`?next=`), with the page re-read for the session. */
export function useReturnAfterSignIn() {
  const next = useReturnParam();
  const router = useRouter();
  return () => {
    router.replace(safeReturnPath(next));
    router.refresh();
  };
}

/**
 * A sign-in form (e-mail or phone): checked with its schema, sent through better-auth's client, and back where
 * the shopper came from once signed in.
 */
export function useSignInForm<Values extends object>(
  schema: LazySchema,
  initialValues: Values,
  signIn: (values: Values) => Promise<{ data?: unknown; error?: AuthError }>,
) {
  const authResult = useAuthResult();
  const returnAfterSignIn = useReturnAfterSignIn();
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues,
    validate: schema.validate,
  });
  // The password was right, and the account asks for its authenticator's code next (better-auth's two-factor).
  const [twoFactor, setTwoFactor] = useState(false);
  const kit = useActionForm({
    form,
    schema,
    messages: ACCOUNT_MESSAGES,
    submit: async (values) => authResult(await signIn(values), values),
    onSuccess: (data) =>
      (data as { twoFactorRedirect?: boolean } | null)?.twoFactorRedirect
        ? setTwoFactor(true)
        : returnAfterSignIn(),
  });
  return { form, ...kit, twoFactor, returnAfterSignIn };
}
