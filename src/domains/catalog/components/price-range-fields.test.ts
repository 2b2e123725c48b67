import { describe, expect, it } from 'vitest';
import { baseAmountOf, shownAmount } from './price-range-fields';

const riyals = { code: 'SAR', rate: '3.75' };
const dinars = { code: 'KWD', rate: '0.3075' };

describe('the price filter in the display currency', () => {
  it('shows the query’s base amounts in whole units of the shown currency', () => {
    expect(shownAmount(80, 'USD', riyals)).toBe(300);
    expect(shownAmount(10_000, 'USD', riyals)).toBe(37_500);
    expect(shownAmount(97.56, 'USD', dinars)).toBe(30);
  });

  it('sends what is typed in riyals as dollars: 300 riyals filter on $80, not $300', () => {
    expect(baseAmountOf('300', 'USD', riyals)).toBe('80.00');
    expect(baseAmountOf('٣٠١', 'USD', riyals)).toBe('80.27');
    expect(baseAmountOf('٣٠٠٫٥', 'USD', riyals)).toBe('80.13');
    expect(baseAmountOf('30', 'USD', dinars)).toBe('97.56');
  });

  it('rounds the same way both ways, so an amount left as shown filters as it did', () => {
    for (const shown of [300, 301, 37_500])
      expect(shownAmount(Number(baseAmountOf(String(shown), 'USD', riyals)), 'USD', riyals)).toBe(shown);
  });

  it('passes on what is no amount, which the list reads as no filter', () => {
    expect(baseAmountOf('abc', 'USD', riyals)).toBe('abc');
  });
});
