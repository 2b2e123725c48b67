import { describe, expect, it } from 'vitest';
import { isTimeZone, timeZoneOptions } from './time-zones';

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

describe('a time zone the owner may choose', () => {
  it('is offered by its IANA name today, and accepted by its old one too', () => {
    const values = timeZoneOptions('en', winter).map((option) => option.value);
    expect(values).toContain('Asia/Kolkata');
    expect(values).not.toContain('Asia/Calcutta');
    expect(labelOf('en', 'Asia/Kolkata')).toBe('Asia/Kolkata · India Standard Time (GMT+5:30)');
    for (const zone of [
      'UTC',
      'Asia/Riyadh',
      'Asia/Kolkata',
      'Asia/Calcutta',
      'Europe/Kyiv',
      'America/Argentina/Buenos_Aires',
    ]) {
      expect(isTimeZone(zone), zone).toBe(true);
    }
  });

  it('is not an offset, an abbreviation or a made-up place', () => {
    for (const zone of ['+03:00', 'GMT+3', 'EST', 'Mars/Olympus_Mons', '', 'Asia/Riyadh; drop table']) {
      expect(isTimeZone(zone), zone).toBe(false);
    }
  });
});
