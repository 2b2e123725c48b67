'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { BAN_REASON_MAX } from '../../schemas';

/** Translates a message key returned by a user management action; unknown keys become the general error. */
export function useUsersMessage() {
  const t = useTranslations();
  return useCallback(
    (key: string | undefined, values?: Record<string, string | number>) => {
      const k = key as Parameters<typeof t>[0];
      if (!key || !t.has(k)) return t('errors.errorText');
      return t(k, { reasonMax: BAN_REASON_MAX, ...values } as never);
    },
    [t],
  );
}

/** A sign-up method's name: ours for the known providers, the provider id itself for any other. */
export function useMethodLabel() {
  const t = useTranslations('adminUsers.methods');
  return useCallback(
    (providerId: string) => {
      const k = providerId as Parameters<typeof t>[0];
      return t.has(k) ? t(k) : providerId;
    },
    [t],
  );
}
