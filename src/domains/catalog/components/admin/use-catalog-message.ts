'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { formatNumber } from '@/lib/money';
import { CATALOG_MESSAGE_VALUES } from '../../schemas';

type Values = Record<string, string | number>;

/**
 * Translates a message key returned by a catalogue action or schema. Counts arrive as plain numbers; the Arabic
 * plural messages print `{n}`, the count already written in the page's digits.
 */
export function useCatalogMessage() {
  const t = useTranslations();
  const locale = useLocale();
  return useCallback(
    (key: string | undefined, values?: Values) => {
      const k = key as Parameters<typeof t>[0];
      if (!key || !t.has(k)) return t('errors.errorText');
      const n = typeof values?.count === 'number' ? formatNumber(values.count, locale) : undefined;
      return t(k, { ...CATALOG_MESSAGE_VALUES, ...values, ...(n === undefined ? {} : { n }) } as never);
    },
    [t, locale],
  );
}

/** Translates every field error of an action result or a schema check. */
export function translateFieldErrors(
  fieldErrors: Record<string, string> | undefined,
  translate: (key: string) => string,
): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldErrors ?? {}).map(([field, key]) => [field, translate(key)]));
}

/** zod issues → `{ 'variants.0.stock': 'validation.stockInvalid' }`, first message per field (client side). */
export function issuesToFieldErrors(error: { issues: { path: PropertyKey[]; message: string }[] }) {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[issue.path.map(String).join('.')] ??= issue.message;
  return out;
}
