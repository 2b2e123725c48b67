import { describe, expect, it } from 'vitest';
import {
  formValue,
  numberProblem,
  plainNumber,
  readTyped,
  settle,
  shownText,
  withinBounds,
} from './number-text';

const money = {
  decimalScale: 2,
  fixedDecimalScale: true,
  allowNegative: false,
  thousandSeparator: ',',
  min: 0,
};
const whole = { allowDecimal: false, allowNegative: false, min: 0, max: 90 };

describe('a number field', () => {
  it('reads Arabic-Indic and Persian digits and the Arabic decimal separator as Western ones', () => {
    expect(readTyped('٤٥٫٥٠', money)).toBe('45.50');
    expect(readTyped('۱۲', whole)).toBe('12');
    expect(readTyped('١٬٢٥٠٫٥', money)).toBe('1250.5');
    expect(readTyped('1,250.5', money)).toBe('1250.5');
    // Where the field shows no groups, a comma is the decimal point.
    expect(readTyped('7,5', { decimalScale: 2 })).toBe('7.5');
  });

  it('keeps what is typed as typed, what its rules refuse too, never dropping a key', () => {
    // Issue 38: "-3" typed over a selected 5 was saved as 53, a stock of 1.5 as 15, a price of -5 as 5.
    expect(readTyped('-3', whole)).toBe('-3');
    expect(readTyped('1.5', whole)).toBe('1.5');
    expect(readTyped('-5', money)).toBe('-5');
    expect(readTyped('2,5', whole)).toBe('2.5');
    expect(readTyped('1.234', money)).toBe('1.234');
    expect(readTyped('12a', money)).toBe('12a');
    expect(readTyped('12.', money)).toBe('12.'); // on the way to 12.5
  });

  it('names what is wrong with a value under its rules, and nothing for a good or empty one', () => {
    expect(numberProblem(-3, whole)).toEqual({ key: 'validation.numberMin', min: 0 });
    expect(numberProblem('-3', { ...whole, min: undefined })).toEqual({
      key: 'validation.numberMin',
      min: 0,
    });
    expect(numberProblem(1.5, whole)).toEqual({ key: 'validation.numberWhole' });
    expect(numberProblem(-5, money)).toEqual({ key: 'validation.numberMin', min: 0 });
    expect(numberProblem(12.345, money)).toEqual({ key: 'validation.numberDecimals', decimals: 2 });
    expect(numberProblem(91, whole)).toEqual({ key: 'validation.numberMax', max: 90 });
    expect(numberProblem('12a', money)).toEqual({ key: 'validation.numberNotNumber' });
    expect(numberProblem('1.2.3', money)).toEqual({ key: 'validation.numberNotNumber' });
    expect(numberProblem('-', money)).toEqual({ key: 'validation.numberNotNumber' });
    expect(numberProblem('٥٣', whole)).toBeNull();
    expect(numberProblem(90, whole)).toBeNull();
    expect(numberProblem(99_999_999_999, money)).toBeNull(); // no max here: the form's schema says too large
    expect(numberProblem('', whole)).toBeNull();
    expect(numberProblem(-5, {})).toBeNull();
  });

  it('gives the form a number once the text is one', () => {
    expect(formValue('12.5')).toBe(12.5);
    expect(formValue('12.')).toBe('12.');
    expect(formValue('')).toBe('');
  });

  it('settles on the number typed when left, out of bounds too: the form’s check names the range', () => {
    expect(settle('120', whole)).toBe(120);
    expect(settle('12.', money)).toBe(12);
    expect(settle('', whole)).toBe('');
    expect(settle(-3, money)).toBe(-3);
    expect(settle('-3', whole)).toBe(-3);
    expect(settle('12a', money)).toBe('12a'); // not a number: kept, for its error to name
  });

  it('keeps a step of the arrow keys within its bounds', () => {
    expect(withinBounds(91, whole)).toBe(90);
    expect(withinBounds(-1, money)).toBe(0);
    expect(withinBounds(12, money)).toBe(12);
  });

  it('shows the value in the page’s digits and separators, with its decimals', () => {
    expect(shownText(1250.5, money, 'en')).toBe('1,250.50');
    expect(shownText(1250.5, money, 'ar')).toBe('١٬٢٥٠٫٥٠');
    expect(shownText(5, whole, 'ar')).toBe('٥');
    expect(shownText(12.5, { decimalScale: 2 }, 'ar')).toBe('١٢٫٥');
    expect(shownText('', money, 'ar')).toBe('');
    expect(shownText(0.0000001, { decimalScale: 8 }, 'en')).toBe('0.0000001');
    // A decimal too many is shown, not rounded away.
    expect(shownText(12.345, money, 'en')).toBe('12.345');
    expect(shownText(-5, money, 'ar')).toBe('-٥٫٠٠');
    expect(plainNumber(0.00000004)).toBe('0.00000004');
  });
});
