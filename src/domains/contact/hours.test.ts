import { describe, expect, it } from 'vitest';
import { formatSupportDays, formatSupportHours } from './hours';

describe('support hours in the page’s language', () => {
  it('writes the default Mon–Fri 08:00–17:00 in English and in Arabic with Arabic digits', () => {
    expect(formatSupportDays([1, 2, 3, 4, 5], 'en')).toBe('Monday – Friday');
    expect(formatSupportHours('08:00', '17:00', 'en')).toMatch(/^8:00\sAM\s–\s5:00\sPM$/);
    expect(formatSupportDays([1, 2, 3, 4, 5], 'ar')).toBe('الاثنين – الجمعة');
    expect(formatSupportHours('08:00', '17:00', 'ar')).toContain('٨:٠٠');
  });

  it('lists days that do not run on, in order, once each', () => {
    expect(formatSupportDays([6, 1, 3, 3], 'en')).toBe('Monday, Wednesday, and Saturday');
    expect(formatSupportDays([6, 7], 'ar')).toBe('السبت والأحد');
  });
});
