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
// cell protected from running as a formula (lib/csv). Each file ends with the total row its table on the page shows
// (issue 38: the files had none).

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
  const { totals } = report;
  /** The rows, then the total row the page's table ends with (none under an empty table, like the page). */
  const withTotal = (rows: string[][], total: string[]) =>
    rows.length ? [...rows, [t('columns.total'), ...total]] : rows;
  const sum = (rows: { amount: number }[]) => rows.reduce((s, r) => s + r.amount, 0);

  switch (breakdown) {
    case 'day': {
      const rows = report.days;
      return csvFile(
        [
          t('columns.day'),
          ...counts,
          t('columns.gross'),
          t('columns.discounts'),
          t('columns.orderTotals'),
          t('columns.refunds'),
          t('columns.net'),
        ],
        withTotal(
          rows.map((r) => [
            r.day,
            int(r.orders),
            int(r.units),
            money(r.gross),
            money(r.discounts),
            money(r.amount),
            money(r.refunds),
            money(r.net),
          ]),
          [
            int(totals.orders),
            int(totals.items),
            money(totals.gross),
            money(totals.discounts),
            money(totals.sales),
            money(totals.refunds),
            money(totals.net),
          ],
        ),
      );
    }
    case 'product': {
      const rows = report.products;
      return csvFile(
        [t('columns.product'), ...counts, t('columns.goods')],
        // The page lists the best sellers only; the file has every product, and the category table's total.
        withTotal(
          rows.map((r) => [r.name ?? t('deletedProducts'), int(r.orders), int(r.units), money(r.amount)]),
          ['', int(totals.items), money(totals.gross)],
        ),
      );
    }
    case 'category': {
      const rows = report.categories;
      return csvFile(
        [t('columns.category'), ...counts, t('columns.goods')],
        withTotal(
          rows.map((r) => [r.name ?? t('deletedProducts'), int(r.orders), int(r.units), money(r.amount)]),
          ['', int(totals.items), money(totals.gross)],
        ),
      );
    }
    case 'area': {
      const rows = report.areas;
      return csvFile(
        [t('columns.area'), ...counts, t('columns.delivery'), t('columns.orderTotals')],
        withTotal(
          rows.map((r) => [
            r.name ?? t('deletedAreas'),
            int(r.orders),
            int(r.units),
            money(r.delivery),
            money(r.amount),
          ]),
          [int(totals.orders), int(totals.items), money(totals.delivery), money(sum(rows))],
        ),
      );
    }
    case 'payment': {
      const rows = report.payments;
      return csvFile(
        [t('columns.payment'), ...counts, t('columns.fees'), t('columns.orderTotals')],
        withTotal(
          rows.map((r) => [methods(r.method), int(r.orders), int(r.units), money(r.fees), money(r.amount)]),
          [int(totals.orders), int(totals.items), money(totals.fees), money(sum(rows))],
        ),
      );
    }
  }
}
