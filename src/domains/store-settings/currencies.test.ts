import { describe, expect, it } from 'vitest';
import { currencyOptions } from './currencies';
import { currencyInput } from './schemas';

describe('the base currency choices', () => {
  it('offer every code the currency rule accepts, named in the page language', () => {
    const en = currencyOptions('en');
    const ar = currencyOptions('ar');
    expect(en.length).toBeGreaterThan(100);
    expect(en.map((o) => o.value)).toEqual(ar.map((o) => o.value));
    for (const { value } of en)
      expect(currencyInput.safeParse({ currency: value }).success, value).toBe(true);
    expect(en.find((o) => o.value === 'USD')?.label).toBe('USD — US Dollar');
    expect(en.find((o) => o.value === 'KWD')?.label).toBe('KWD — Kuwaiti Dinar');
    expect(ar.find((o) => o.value === 'SAR')?.label).toBe('SAR — ريال سعودي');
  });
});
