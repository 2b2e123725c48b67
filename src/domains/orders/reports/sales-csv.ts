import 'server-only';
// use-intl's core (what next-intl re-exports) has no React: the file is written outside a page.
import { createTranslator } from 'use-intl/core';
import type { Locale } from '@/i18n/routing';
import { csvFile } from '@/lib/csv';
import { minorToDecimal } from '@/lib/money';
import type { DateRange } from './range';
import { readSalesReport, type SalesBreakdown } from './sales';

// One breakdown of the sales report as a spreadsheet file: column names and names in the page's language, days as
// ISO dates, counts as plain integers and amounts as exact decimals of the currency (no symbol, no grouping), every
// cell protected from running as a formula (lib/csv).

/** The file's name: `wishah-sales-product-2026-01-01-2026-01-31.csv`. */
export const salesCsvName = (breakdown: SalesBreakdown, range: DateRange) =>
  `wishah-sales-${breakdown}-${range.start}-${range.end}.csv`;

/** One breakdown of the range as CSV text. */
export async function salesCsv(
  breakdown: SalesBreakdown,
  range: DateRange,
  timeZone: string,
  locale: Locale,
  currency: string,
): Promise<string> {
  const messages = (await import(`../../../../messages/${locale}.json`)).default;
  const t = createTranslator({ locale, messages, namespace: 'adminSales' });
  const methods = createTranslator({ locale, messages, namespace: 'orders.paymentMethod' });
  const money = (minor: number) => minorToDecimal(minor, currency);
  const int = (value: number) => String(value);
  const counts = [t('columns.orders'), t('columns.units')];
  const report = await readSalesReport(range.start, range.end, timeZone, locale);

  switch (breakdown) {
    case 'day': {
      const rows = report.days;
      return csvFile(
        [
          t('columns.day'),
          ...counts,
          t('columns.gross'),
          t('columns.orderTotals'),
          t('columns.refunds'),
          t('columns.net'),
        ],
        rows.map((r) => [
          r.day,
          int(r.orders),
          int(r.units),
          money(r.gross),
          money(r.amount),
          money(r.refunds),
          money(r.net),
        ]),
      );
    }
    case 'product': {
      const rows = report.products;
      return csvFile(
        [t('columns.product'), ...counts, t('columns.goods')],
        rows.map((r) => [r.name ?? t('deletedProducts'), int(r.orders), int(r.units), money(r.amount)]),
      );
    }
    case 'category': {
      const rows = report.categories;
      return csvFile(
        [t('columns.category'), ...counts, t('columns.goods')],
        rows.map((r) => [r.name ?? t('deletedProducts'), int(r.orders), int(r.units), money(r.amount)]),
      );
    }
    case 'area': {
      const rows = report.areas;
      return csvFile(
        [t('columns.area'), ...counts, t('columns.delivery'), t('columns.orderTotals')],
        rows.map((r) => [
          r.name ?? t('deletedAreas'),
          int(r.orders),
          int(r.units),
          money(r.delivery),
          money(r.amount),
        ]),
      );
    }
    case 'payment': {
      const rows = report.payments;
      return csvFile(
        [t('columns.payment'), ...counts, t('columns.fees'), t('columns.orderTotals')],
        rows.map((r) => [methods(r.method), int(r.orders), int(r.units), money(r.fees), money(r.amount)]),
      );
    }
  }
}
