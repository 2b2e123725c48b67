import 'server-only';
// use-intl's core (what next-intl re-exports) has no React: the file is written outside a page.
import { createTranslator } from 'use-intl/core';
import type { Locale } from '@/i18n/routing';
import { csvFile } from '@/lib/csv';
import { minorToDecimal } from '@/lib/money';
import { listAllCustomers } from './queries';
import type { CustomerParams } from './schemas';

// The customers list as the admin filtered it, as a spreadsheet file: column names in the page's language, dates as
// ISO dates, counts as plain integers, amounts as exact decimals of the base currency (no symbol, no grouping), every
// cell protected from running as a formula (lib/csv): a guest's name is whatever they typed at checkout.

/** The file's name: `wishah-customers-2026-11-28.csv`. */
export const customersCsvName = (now = new Date()) =>
  `wishah-customers-${now.toISOString().slice(0, 10)}.csv`;

export async function customersCsv(
  params: CustomerParams,
  locale: Locale,
  currency: string,
): Promise<string> {
  const messages = (await import(`../../../messages/${locale}.json`)).default;
  const t = createTranslator({ locale, messages, namespace: 'adminCustomers' });
  const rows = await listAllCustomers(params, currency);
  const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : '');
  return csvFile(
    [
      t('columns.name'),
      t('columns.email'),
      t('columns.phone'),
      t('columns.kind'),
      t('columns.orders'),
      `${t('columns.spent')} (${currency})`,
      t('columns.lastOrder'),
      t('columns.since'),
    ],
    rows.map((r) => [
      r.name,
      r.email ?? '',
      r.phone ?? '',
      t(`kind.${r.kind}`),
      String(r.orderCount),
      minorToDecimal(r.spent, currency),
      day(r.lastOrderAt),
      day(r.since),
    ]),
  );
}
