import { describe, expect, it } from 'vitest';
import { formValue, plainNumber, readTyped, settle, shownText, withinBounds } from './number-text';

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
    expect(readTyped('2,5', whole)).toBeNull();
  });

  it('refuses what no number under its rules starts with', () => {
    expect(readTyped('12a', money)).toBeNull();
    expect(readTyped('1.2.3', money)).toBeNull();
    expect(readTyped('1.234', money)).toBeNull(); // a decimal too many
    expect(readTyped('1.5', whole)).toBeNull();
    expect(readTyped('-5', whole)).toBeNull();
    expect(readTyped('-5', {})).toBe('-5');
    expect(readTyped('12.', money)).toBe('12.'); // on the way to 12.5
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
    expect(plainNumber(0.00000004)).toBe('0.00000004');
  });
});
