import { numberingSystem, pageDigits, toAsciiDigits } from '@/lib/money';

/** What a number field accepts. */
export type NumberRules = {
  /** Decimals allowed; 0 or `allowDecimal: false` for whole numbers only. */
  decimalScale?: number;
  allowDecimal?: boolean;
  allowNegative?: boolean;
  min?: number;
  max?: number;
  /** Shown with all its decimals once the field is left (12.50). */
  fixedDecimalScale?: boolean;
  /** Shown with group separators once the field is left (1,250.00). */
  thousandSeparator?: boolean | string;
};

/** A field's props split into its number rules and the rest, for the input. */
export function splitRules<T extends NumberRules>(props: T): [NumberRules, Omit<T, keyof NumberRules>] {
  const {
    decimalScale,
    allowDecimal,
    allowNegative,
    min,
    max,
    fixedDecimalScale,
    thousandSeparator,
    ...rest
  } = props;
  return [
    { decimalScale, allowDecimal, allowNegative, min, max, fixedDecimalScale, thousandSeparator },
    rest,
  ];
}

const ARABIC_DECIMAL = '\u066B'; // ٫
const ARABIC_GROUP = '\u066C'; // ٬

/**
 * Text typed or pasted, in either digits, as the field keeps it: Western digits, `.` for the decimal point (٫ read as
 * one), group separators and spaces dropped. A comma is a group separator where the field shows groups, else the
 * decimal point many keyboards type (7,5 is 7.5, not 75).
 */
export const normalised = (text: string, rules: NumberRules) =>
  toAsciiDigits(text)
    .replaceAll(ARABIC_DECIMAL, '.')
    .replace(/,/g, rules.thousandSeparator ? '' : '.')
    .replace(/[\u066C\s]/g, '');

/**
 * Text typed or pasted into a number field as the field keeps it (`normalised`). Null when no number under `rules`
 * starts so (a letter, a second point, a decimal too many): the keystroke is refused.
 */
export function readTyped(text: string, rules: NumberRules): string | null {
  const ascii = normalised(text, rules);
  const decimals = rules.allowDecimal === false ? 0 : (rules.decimalScale ?? Number.POSITIVE_INFINITY);
  const sign = rules.allowNegative === false ? '' : '-?';
  const fraction = decimals > 0 ? `(\\.\\d{0,${Number.isFinite(decimals) ? decimals : ''}})?` : '';
  return new RegExp(`^${sign}\\d*${fraction}$`).test(ascii) ? ascii : null;
}

/** The field's value for the form: a number once the text is one, else the text itself ('' when empty). */
export function formValue(text: string): number | string {
  return /^-?\d+(\.\d+)?$/.test(text) && Number.isFinite(Number(text)) ? Number(text) : text;
}

const PLAIN = new Intl.NumberFormat('en', { useGrouping: false, maximumFractionDigits: 20 });

/** A field's value as decimal text, never in exponent form (1e-7 is 0.0000001): what a form sends on. */
export const plainNumber = (value: number | string): string =>
  typeof value === 'number' ? PLAIN.format(value) : value;

/**
 * The value a left field settles on: the number typed, or '' when it holds no number. Out of bounds it stays as
 * typed, for the form's check to say what the range is: a tax rate of 150 quietly made 100 was saved as 100 %.
 */
export function settle(value: number | string, rules: NumberRules): number | '' {
  // What was on its way to a number is one: "12." is 12.
  const number =
    typeof value === 'number' ? value : /\d/.test(value) ? Number(normalised(value, rules)) : Number.NaN;
  return Number.isFinite(number) ? number : '';
}

/** A step of the arrow keys stays within `min` and `max`. */
export function withinBounds(number: number, rules: NumberRules): number {
  return Math.min(
    rules.max ?? Number.POSITIVE_INFINITY,
    Math.max(rules.min ?? Number.NEGATIVE_INFINITY, number),
  );
}

/** A value as a left field shows it: its decimals and group separators as the rules ask, in the page's digits. */
export function shownText(value: number | string, rules: NumberRules, locale: string): string {
  const number = typeof value === 'number' ? value : formValue(value.trim());
  if (typeof number !== 'number') return localText(String(value), locale);
  const decimals = rules.fixedDecimalScale ? (rules.decimalScale ?? 0) : undefined;
  let text = decimals === undefined ? plainNumber(number) : number.toFixed(decimals);
  if (rules.thousandSeparator)
    text = text.replace(/^(-?\d+)/, (whole) => whole.replace(/\B(?=(\d{3})+$)/g, ','));
  return localText(text, locale);
}

/** Text the field keeps (Western digits, `.` and `,`) in the page's digits and separators. */
export function localText(text: string, locale: string): string {
  if (numberingSystem(locale) !== 'arab') return text;
  return pageDigits(text, locale).replaceAll('.', ARABIC_DECIMAL).replaceAll(',', ARABIC_GROUP);
}
