import { describe, expect, it } from 'vitest';
import { currencyDigits, formatMoney, formatNumber } from './money';

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

  it('uses Arabic-Indic digits on Arabic pages', () => {
    expect(formatMoney(4900, 'USD', 'ar')).toContain('٤٩٫٠٠');
    expect(formatNumber(1234, 'ar')).toBe('١٬٢٣٤');
  });
});
