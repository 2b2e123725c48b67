'use client';

import type { ActionResult } from '@/lib/action-result';
import { useAuthResult } from '../../auth/components/use-auth-error';

type AuthAnswer<T> = { data?: T | null; error?: { code?: string; message?: string; status?: number } | null };

/** better-auth's two-factor refusals, each on the form's field it concerns, in the store's words. */
const ON_FIELD: Record<string, [field: string, key: string]> = {
  INVALID_CODE: ['code', 'twoFactor.errors.wrongCode'],
  INVALID_BACKUP_CODE: ['code', 'twoFactor.errors.wrongCode'],
  INVALID_PASSWORD: ['password', 'twoFactor.errors.wrongPassword'],
};
const IN_BANNER: Record<string, string> = {
  INVALID_TWO_FACTOR_COOKIE: 'twoFactor.errors.expired',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'twoFactor.errors.expired',
  ACCOUNT_TEMPORARILY_LOCKED: 'twoFactor.errors.locked',
  TOTP_ALREADY_ENABLED: 'twoFactor.errors.alreadyOn',
};

/** Like `useAuthResult`, with the two-factor endpoints' refusals on their fields. */
export function useTwoFactorResult() {
  const authResult = useAuthResult();
  return <T>(answer: AuthAnswer<T>, values: object): ActionResult<T> => {
    const code = answer.error?.code;
    const onField = code ? ON_FIELD[code] : undefined;
    if (onField && onField[0] in values)
      return { ok: false, error: onField[1], fieldErrors: { [onField[0]]: onField[1] } };
    if (code && IN_BANNER[code]) return { ok: false, error: IN_BANNER[code] };
    return authResult(answer, values);
  };
}
