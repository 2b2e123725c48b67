// The one separator between the facts of a line ("Colour: Navy · Size: M", "Qty: 2 · Unit price: $10.00", a
// delivery area's charge and days), on every page and in mail. A middle dot next to Arabic-Indic digits reads as
// the digit zero (٠): "الكمية: ٢ · سعر القطعة" read as "٢ ٠". Arabic pages take the Arabic comma instead, which no
// digit resembles and which Arabic text uses between such items anyway.

const SEPARATORS: Readonly<Record<string, string>> = { ar: '، ' };
const DEFAULT_SEPARATOR = ' · ';

/** The separator between two facts of one line, for the page's language. */
export const factSeparator = (locale: string): string => SEPARATORS[locale] ?? DEFAULT_SEPARATOR;

/** A line's facts joined by the page's separator, leaving out the empty ones. */
export const joinFacts = (parts: readonly (string | null | undefined | false)[], locale: string): string =>
  parts.filter(Boolean).join(factSeparator(locale));
