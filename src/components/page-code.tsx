import { pageDigits } from '@/lib/money';

const LEFT_TO_RIGHT_MARK = '\u200e';

/**
 * A code kept in Western digits (a phone number, a zip code) as text in the page's digits, to show left to right.
 * Arabic-Indic digits are "Arabic numbers" to the Unicode bidi rules, which read the spaces and dashes between two of
 * them right to left even inside a left-to-right isolate: +٩٦٦ ١١ ٢٣٤ ٥٦٧٨ showed its groups in reverse order. A
 * left-to-right mark after each run of them keeps what follows in order, also where `<bdi>` is unknown (mail).
 */
export function pageCodeText(value: string, locale: string): string {
  return pageDigits(value, locale).replace(/[\u0660-\u0669]+/g, `$&${LEFT_TO_RIGHT_MARK}`);
}

/** A code kept in Western digits, in the page's digits and isolated left to right. */
export function PageCode({ value, locale }: { value: string; locale: string }) {
  return <bdi dir="ltr">{pageCodeText(value, locale)}</bdi>;
}
