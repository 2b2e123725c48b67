import { describe, expect, it } from 'vitest';
import { currencyDigits, formatMoney, formatNumber, toMajor, toMinor } from './money';

describe('money', () => {
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

  it('turns typed amounts into minor units exactly, refusing extra decimals', () => {
    expect(toMinor('49.99', 'USD')).toBe(4999);
    expect(toMinor('0.1', 'USD')).toBe(10);
    expect(toMinor('12.345', 'KWD')).toBe(12345);
    expect(toMinor('12.3456', 'KWD')).toBeNull();
    expect(toMinor('500', 'JPY')).toBe(500);
    expect(toMinor('5.5', 'JPY')).toBeNull();
    expect(toMinor('-1', 'USD')).toBeNull();
    expect(toMinor('abc', 'USD')).toBeNull();
    expect(toMajor(4950, 'USD')).toBe(49.5);
  });
});
