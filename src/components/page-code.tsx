import { pageDigits } from '@/lib/money';

/**
 * A code kept in Western digits (a phone number, a zip code), in the page's digits and left to right. Each run of
 * digits is isolated on its own: Arabic-Indic digits are "Arabic numbers" to the Unicode bidi rules, which read the
 * spaces and dashes between them right to left even inside a left-to-right isolate, so +٩٦٦ ١١ ٢٣٤ ٥٦٧٨ showed its
 * groups in reverse order.
 */
export function PageCode({ value, locale }: { value: string; locale: string }) {
  let at = 0;
  const parts = pageDigits(value, locale)
    .split(/([\u0660-\u0669]+)/)
    .map((part, index) => {
      const key = at;
      at += part.length;
      return index % 2 ? <bdi key={key}>{part}</bdi> : part;
    });
  return <bdi dir="ltr">{parts}</bdi>;
}
