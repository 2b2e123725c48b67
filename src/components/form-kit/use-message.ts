'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { type MessageValues, splitMessageKey } from '@/lib/action-result';
import { formatNumber } from '@/lib/money';

/** How a part of the store words its messages: the ICU values its keys expect, and the key for unknown ones. */
export type MessageOptions = { values?: MessageValues; fallback?: string };

/**
 * Translates a message key from a schema or an action result (with the values a field error carries). Unknown keys become the fallback (the general
 * error). A `count` arrives as a plain number; plural messages print `{n}`, the count in the page's digits.
 */
export function useMessage({ values: defaults, fallback = 'errors.errorText' }: MessageOptions = {}) {
  const t = useTranslations();
  const locale = useLocale();
  return useCallback(
    (text: string | undefined, given?: MessageValues) => {
      // A field error may carry its own values (`validation.tooLong?max=80`: the schema's limit).
      const { key, values: carried } = splitMessageKey(text ?? '');
      const values = { ...carried, ...given };
      const k = key as Parameters<typeof t>[0];
      if (!key || !t.has(k)) return t(fallback as Parameters<typeof t>[0]);
      const n = typeof values.count === 'number' ? formatNumber(values.count, locale) : undefined;
      return t(k, { ...defaults, ...values, ...(n === undefined ? {} : { n }) } as never);
    },
    [t, locale, defaults, fallback],
  );
}
