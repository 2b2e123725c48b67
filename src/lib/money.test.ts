import { describe, expect, it } from 'vitest';
import {
  currencyDigits,
  formatMoney,
  formatNumber,
  intlLocale,
  pageDigits,
  roundForStripe,
  toMajor,
  toMinor,
  toStripeAmount,
  writeAmounts,
} from './money';

describe('money', () => {
  it('shows a code kept in Western digits in the page’s digits', () => {
    expect(pageDigits('+966 0501234567', 'ar')).toBe('+٩٦٦ ٠٥٠١٢٣٤٥٦٧');
    expect(pageDigits('12214', 'en')).toBe('12214');
  });

  it('knows each currency exponent', () => {
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('KWD')).toBe(3);
    expect(currencyDigits('JPY')).toBe(0);
  });

  it('formats minor units without floating-point drift', () => {
    expect(formatMoney(4900, 'USD', 'en')).toBe('$49.00');
    expect(formatMoney(12345, 'KWD', 'en')).toMatch(/^KWD\s12\.345$/);
    expect(formatMoney(500, 'JPY', 'en')).toBe('¥500');
  });

  it('uses Arabic-Indic digits on Arabic pages, and names the currency in Arabic', () => {
    expect(formatMoney(4900, 'USD', 'ar')).toBe('٤٩٫٠٠ دولار أمريكي');
    expect(formatMoney(12345, 'KWD', 'ar')).toMatch(/^١٢٫٣٤٥ \p{Script=Arabic}/u);
    expect(formatMoney(4900, 'USD', 'ar')).not.toMatch(/[0-9A-Za-z$]/);
    expect(formatNumber(1234, 'ar')).toBe('١٬٢٣٤');
    expect(formatNumber(1234, 'en')).toBe('1,234');
  });

  it('writes a compact amount with the currency’s symbol or short code, in the page’s digits', () => {
    const compact = formatMoney(15_000, 'USD', 'ar', 'compact');
    expect(compact).toContain('١٥٠٫٠٠');
    expect(compact).not.toContain('دولار');
    expect(compact.length).toBeLessThan(formatMoney(15_000, 'USD', 'ar').length);
    expect(formatMoney(15_000, 'SAR', 'ar', 'compact')).toMatch(/١٥٠٫٠٠\sر\.س\./);
    expect(formatMoney(4900, 'USD', 'en', 'compact')).toBe('$49.00');
  });

  it('writes each amount once, as formatMoney does, skipping absent ones', () => {
    expect(writeAmounts([4900, null, 3900, 4900], 'USD', 'ar')).toEqual({
      4900: formatMoney(4900, 'USD', 'ar'),
      3900: formatMoney(3900, 'USD', 'ar'),
    });
  });

  it('writes small whole numbers as the platform formatter does, without making one', () => {
    for (const locale of ['en', 'ar']) {
      const intl = new Intl.NumberFormat(intlLocale(locale));
      for (const value of [0, 7, 42, 999, 1000, 2.5, -3])
        expect(formatNumber(value, locale)).toBe(intl.format(value));
    }
  });

  it('turns typed amounts into minor units exactly, refusing extra decimals, keeping a sign and a size', () => {
    expect(toMinor('49.99', 'USD')).toBe(4999);
    expect(toMinor('0.1', 'USD')).toBe(10);
    expect(toMinor('12.345', 'KWD')).toBe(12345);
    expect(toMinor('12.3456', 'KWD')).toBeNull();
    expect(toMinor('500', 'JPY')).toBe(500);
    expect(toMinor('5.5', 'JPY')).toBeNull();
    // The schema refuses these with their own reason; null would read as an empty field.
    expect(toMinor('-1', 'USD')).toBe(-100);
    expect(toMinor('-0', 'USD')).toBe(0);
    expect(toMinor('99999999999', 'USD')).toBe(9_999_999_999_900);
    expect(toMinor('9'.repeat(400), 'USD')).toBe(Number.MAX_SAFE_INTEGER);
    expect(toMinor('1-2', 'USD')).toBeNull();
    expect(toMinor('abc', 'USD')).toBeNull();
    expect(toMajor(4950, 'USD')).toBe(49.5);
  });
});

describe('Stripe amounts', () => {
  it('passes two-decimal currencies through', () => {
    expect(roundForStripe(1999, 'USD')).toBe(1999);
    expect(toStripeAmount(1999, 'USD')).toBe(1999);
    expect(toStripeAmount(4950, 'SAR')).toBe(4950);
  });

  it('passes zero-decimal currencies as they are', () => {
    expect(roundForStripe(500, 'JPY')).toBe(500);
    expect(toStripeAmount(500, 'JPY')).toBe(500);
    expect(toStripeAmount(12000, 'KRW')).toBe(12000);
  });

  it('charges three-decimal currencies in thousandths ending in 0, rounding the total half up', () => {
    expect(roundForStripe(5124, 'KWD')).toBe(5120);
    expect(roundForStripe(5125, 'KWD')).toBe(5130);
    expect(toStripeAmount(5120, 'KWD')).toBe(5120);
    expect(roundForStripe(12_345, 'BHD')).toBe(12_350);
    expect(() => toStripeAmount(5124, 'KWD')).toThrow(/round it first/);
  });

  it('charges the whole-unit currencies in hundredths divisible by 100', () => {
    expect(roundForStripe(5, 'ISK')).toBe(5);
    expect(toStripeAmount(5, 'ISK')).toBe(500);
    // HUF has no minor unit on the platform either: 12,345 forints → 1,234,500.
    expect(toStripeAmount(12_345, 'HUF')).toBe(1_234_500);
    // TWD keeps two decimals here: the total is rounded to whole dollars.
    expect(roundForStripe(99_950, 'TWD')).toBe(100_000);
    expect(roundForStripe(12_349, 'TWD')).toBe(12_300);
    expect(toStripeAmount(12_300, 'TWD')).toBe(12_300);
    expect(() => toStripeAmount(12_345, 'TWD')).toThrow(/round it first/);
  });
});
