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
 * Text typed or pasted into a number field as the field keeps it (`normalised`): everything typed stays, a sign, a
 * decimal or a letter the rules do not allow too, for `numberProblem` to name. Refusing the key instead rewrote what
 * the owner meant: "-3" typed over a selected "5" became 53, a stock of 1.5 became 15, a price of -5 became 5.
 */
export const readTyped = (text: string, rules: NumberRules): string => normalised(text, rules);

/** The field's value for the form: a number once the text is one, else the text itself ('' when empty). */
export function formValue(text: string): number | string {
  return /^-?\d+(\.\d+)?$/.test(text) && Number.isFinite(Number(text)) ? Number(text) : text;
}

const PLAIN = new Intl.NumberFormat('en', { useGrouping: false, maximumFractionDigits: 20 });

/** A field's value as decimal text, never in exponent form (1e-7 is 0.0000001): what a form sends on. */
export const plainNumber = (value: number | string): string =>
  typeof value === 'number' ? PLAIN.format(value) : value;

/** A decimal number as the field keeps it, on its way or whole: "12", "-3", "12.", ".5". */
const NUMBER = /^-?(\d+\.?\d*|\.\d+)$/;

/**
 * The value a left field settles on: the number typed ("12." is 12), or the text as typed when it holds no number
 * ('' when empty), for `numberProblem` and the form's check to refuse. Out of bounds it stays as typed too, for the
 * check to say what the range is: a tax rate of 150 quietly made 100 was saved as 100 %.
 */
export function settle(value: number | string, rules: NumberRules): number | string {
  if (typeof value === 'number') return value;
  const text = normalised(value, rules);
  return NUMBER.test(text) && Number.isFinite(Number(text)) ? Number(text) : value.trim();
}

/** Why a field's value breaks its rules, as a `validation.*` message key and its values. */
export type NumberProblem =
  | { key: 'validation.numberNotNumber' }
  | { key: 'validation.numberMin'; min: number }
  | { key: 'validation.numberWhole' }
  | { key: 'validation.numberDecimals'; decimals: number }
  | { key: 'validation.numberMax'; max: number };

/**
 * What is wrong with a value under `rules`, or null: not a number, below the least (a negative where none is
 * allowed), a fraction where only whole numbers are, more decimals than allowed, or too large. An empty field is
 * the form's business (required or optional), so it is null here.
 */
export function numberProblem(value: number | string, rules: NumberRules): NumberProblem | null {
  const settled = settle(value, rules);
  if (settled === '') return null;
  if (typeof settled !== 'number') return { key: 'validation.numberNotNumber' };
  const least = rules.min ?? (rules.allowNegative === false ? 0 : undefined);
  if (least !== undefined && settled < least) return { key: 'validation.numberMin', min: least };
  const decimals = rules.allowDecimal === false ? 0 : rules.decimalScale;
  if (decimals === 0 && !Number.isInteger(settled)) return { key: 'validation.numberWhole' };
  if (decimals !== undefined && decimalsOf(settled) > decimals)
    return { key: 'validation.numberDecimals', decimals };
  if (rules.max !== undefined && settled > rules.max) return { key: 'validation.numberMax', max: rules.max };
  return null;
}

const decimalsOf = (number: number) => plainNumber(number).split('.')[1]?.length ?? 0;

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
  // More decimals than the field takes are shown, not rounded away: the field's error names them.
  const decimals = rules.fixedDecimalScale
    ? Math.max(rules.decimalScale ?? 0, decimalsOf(number))
    : undefined;
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
