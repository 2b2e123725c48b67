'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';

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
