import { describe, expect, it } from 'vitest';
import { timeZoneOptions } from './time-zones';

const winter = new Date('2026-01-15T12:00:00Z');
const labelOf = (locale: string, zone: string) =>
  timeZoneOptions(locale, winter).find((option) => option.value === zone)?.label;

describe('the time-zone choices', () => {
  it('start with UTC and list every zone the runtime knows once', () => {
    const options = timeZoneOptions('en', winter);
    expect(options[0]?.value).toBe('UTC');
    expect(new Set(options.map((option) => option.value)).size).toBe(options.length);
    expect(options.length).toBe(
      Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC').length + 1,
    );
  });

  it('name each zone and its offset in the page’s language and digits', () => {
    expect(labelOf('en', 'Asia/Riyadh')).toBe('Asia/Riyadh · Arabian Standard Time (GMT+3)');
    expect(labelOf('ar', 'Asia/Riyadh')).toBe('Asia/Riyadh · التوقيت العربي الرسمي (غرينتش+٣)');
    expect(labelOf('ar', 'Asia/Dubai')).toBe('Asia/Dubai · توقيت الخليج (غرينتش+٤)');
    expect(labelOf('ar', 'UTC')).toBe('UTC (غرينتش+٠)');
  });
});
