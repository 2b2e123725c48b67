import { stringify } from 'csv-stringify/sync';

// A spreadsheet runs a cell that starts with = + - @ (or a tab/return) as a formula; an apostrophe in front makes it
// text, and an import takes it off again, so a round trip keeps names like "-Sale-" exactly.
const FORMULA_START = /^[=+\-@\t\r]/;

export const protectCell = (cell: string) => (FORMULA_START.test(cell) ? `'${cell}` : cell);
export const unprotectCell = (cell: string) =>
  cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;

/**
 * A CSV file for spreadsheets: every cell protected from running as a formula, and a byte-order mark so Arabic text
 * reads as UTF-8.
 */
export const csvFile = (header: readonly string[], rows: readonly (readonly string[])[]) =>
  `\uFEFF${stringify([header, ...rows].map((row) => row.map(protectCell)))}`;
