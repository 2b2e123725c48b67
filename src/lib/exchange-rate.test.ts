import { describe, expect, it } from 'vitest';
import { convertMinor, parseRate, unconvertMinor } from './exchange-rate';
import { currencyDigits, formatMoney } from './money';

describe('display currency rates', () => {
  it('reads a typed rate into exact canonical text', () => {
    expect(parseRate('3.75')).toBe('3.75');
    expect(parseRate(' 03.7500 ')).toBe('3.75');
    expect(parseRate('0.3075')).toBe('0.3075');
    expect(parseRate('.92')).toBe('0.92');
    expect(parseRate('150')).toBe('150');
    expect(parseRate('150.')).toBe('150');
    expect(parseRate('0.00004')).toBe('0.00004');
    expect(parseRate('0.00000001')).toBe('0.00000001');
    expect(parseRate('1000000')).toBe('1000000');
    // Typed on an Arabic keyboard.
    expect(parseRate('٣٫٧٥')).toBe('3.75');
    expect(parseRate('۰٫۳۰۷')).toBe('0.307');
  });

  it('refuses a rate that is not positive, too precise, too large or not a plain decimal', () => {
    for (const bad of ['', '.', '0', '0.000', '-3.75', '0.000000001', '1000000.01', '1000001', '12345678']) {
      expect(parseRate(bad), bad).toBeNull();
    }
    for (const bad of ['3,75', '1e3', '3.7.5', 'abc', '3.75 SAR', 'Infinity', 'NaN', '0x10']) {
      expect(parseRate(bad), bad).toBeNull();
    }
  });

  it('converts into the shown currency’s own decimals: KWD has three', () => {
    // 49.00 USD × 0.307 = 15.043 KWD, exactly.
    expect(convertMinor(4900, 'USD', 'KWD', '0.307')).toBe(15_043);
    expect(formatMoney(convertMinor(4900, 'USD', 'KWD', '0.307'), 'KWD', 'en')).toMatch(/^KWD\s15\.043$/);
    // 0.01 USD × 0.3075 = 0.003075 KWD → 0.003; 0.02 USD × 0.25 = 0.005 KWD exactly.
    expect(convertMinor(1, 'USD', 'KWD', '0.3075')).toBe(3);
    expect(convertMinor(2, 'USD', 'KWD', '0.25')).toBe(5);
  });

  it('converts into a currency without decimals: JPY rounds to whole yen', () => {
    // 49.99 USD × 150.5 = 7 523.495 JPY → 7 523.
    expect(convertMinor(4999, 'USD', 'JPY', '150.5')).toBe(7523);
    // 0.99 USD × 150.5 = 148.995 → 149; 1.00 USD × 150.5 = 150.5 → 151 (half away from zero).
    expect(convertMinor(99, 'USD', 'JPY', '150.5')).toBe(149);
    expect(convertMinor(100, 'USD', 'JPY', '150.5')).toBe(151);
    expect(formatMoney(convertMinor(4999, 'USD', 'JPY', '150.5'), 'JPY', 'en')).toBe('¥7,523');
  });

  it('converts from a currency with more decimals than the target, and back', () => {
    // 12.345 KWD × 3.2573 = 40.2113685 USD → 40.21.
    expect(convertMinor(12_345, 'KWD', 'USD', '3.2573')).toBe(4021);
    // 1 000 JPY × 0.0066 = 6.60 USD.
    expect(convertMinor(1000, 'JPY', 'USD', '0.0066')).toBe(660);
  });

  it('stays exact where floats drift, and rounds a negative amount symmetrically', () => {
    // 1.15 × 100 is 114.99999999999999 in floating point; the conversion must give 115 cents' worth.
    expect(convertMinor(115, 'USD', 'EUR', '1')).toBe(115);
    expect(convertMinor(1005, 'USD', 'SAR', '3.75')).toBe(3769); // 37.6875 → 37.69
    expect(convertMinor(-1005, 'USD', 'SAR', '3.75')).toBe(-3769);
    expect(convertMinor(0, 'USD', 'SAR', '3.75')).toBe(0);
    // A large amount at a rate with eight decimals stays exact: 10 000 000.00 USD × 16 250.12345678 =
    // 162 501 234 567.8 IDR, shown in whole rupiah.
    expect(currencyDigits('IDR')).toBe(0);
    expect(convertMinor(1e9, 'USD', 'IDR', '16250.12345678')).toBe(162_501_234_568);
  });
});

describe('an amount typed in the display currency, read in the base currency', () => {
  it('undoes the conversion, rounding as it does, to the base currency’s own decimals', () => {
    expect(unconvertMinor(30_000, 'SAR', 'USD', '3.75')).toBe(8_000);
    expect(unconvertMinor(30_100, 'SAR', 'USD', '3.75')).toBe(8_027);
    expect(unconvertMinor(30_000, 'KWD', 'USD', '0.3075')).toBe(9_756);
    expect(unconvertMinor(7_523, 'JPY', 'USD', '150.5')).toBe(4_999);
    for (const amount of [100, 4_999, 1_000_000])
      expect(unconvertMinor(convertMinor(amount, 'USD', 'SAR', '3.75'), 'SAR', 'USD', '3.75')).toBe(amount);
  });
});
