import { describe, expect, it } from 'vitest';
import {
  eachDay,
  MAX_RANGE_DAYS,
  previousRange,
  rangeDays,
  rangeRefusal,
  resolveRange,
  splitForKeeping,
  todayIn,
} from './range';

// 2026-11-25 22:30 UTC is already the 26th in Riyadh (UTC+3).
const now = new Date('2026-11-25T22:30:00Z');

describe('date ranges', () => {
  it("reads today in the store's time zone", () => {
    expect(todayIn('UTC', now)).toBe('2026-11-25');
    expect(todayIn('Asia/Riyadh', now)).toBe('2026-11-26');
    expect(todayIn('America/New_York', now)).toBe('2026-11-25');
  });

  it('turns each preset into days ending today', () => {
    const tz = 'Asia/Riyadh';
    expect(resolveRange({ range: 'today' }, tz, now)).toEqual({
      start: '2026-11-26',
      end: '2026-11-26',
      preset: 'today',
    });
    expect(resolveRange({ range: '7d' }, tz, now)).toMatchObject({ start: '2026-11-20', end: '2026-11-26' });
    expect(resolveRange({ range: '30d' }, tz, now)).toMatchObject({ start: '2026-10-28', end: '2026-11-26' });
    expect(resolveRange({ range: 'month' }, tz, now)).toMatchObject({ start: '2026-11-01' });
    expect(resolveRange({ range: 'year' }, tz, now)).toMatchObject({ start: '2026-01-01' });
    expect(resolveRange({}, tz, now)).toMatchObject({ preset: '30d' });
  });

  it('refuses a range given backwards, saying why, and shows the last 30 days meanwhile', () => {
    const backwards = { start: '2026-03-01', end: '2026-02-01' };
    expect(rangeRefusal(backwards)).toBe('adminReports.range.endBeforeStart');
    expect(resolveRange(backwards, 'UTC', now)).toEqual(resolveRange({}, 'UTC', now));
    expect(rangeRefusal({ start: '2026-02-01', end: '2026-02-01' })).toBeNull();
    expect(rangeRefusal({ start: '2026-02-01', end: 'nope' })).toBeNull();
    expect(rangeRefusal({})).toBeNull();
  });

  it('takes a custom range, put right when in the future, too long or not a date', () => {
    expect(resolveRange({ start: '2026-02-01', end: '2026-03-01' }, 'UTC', now)).toEqual({
      start: '2026-02-01',
      end: '2026-03-01',
      preset: null,
    });
    expect(resolveRange({ start: '2026-11-20', end: '2027-01-01' }, 'UTC', now)).toMatchObject({
      end: '2026-11-25',
    });
    expect(rangeDays(resolveRange({ start: '2000-01-01', end: '2026-11-25' }, 'UTC', now))).toBe(
      MAX_RANGE_DAYS,
    );
    expect(resolveRange({ start: '2026-02-31x', end: 'nope', range: 'forever' }, 'UTC', now)).toMatchObject({
      preset: '30d',
    });
  });

  it('compares with the range of the same length just before, across a month and a leap day', () => {
    expect(previousRange({ start: '2026-11-01', end: '2026-11-30', preset: null })).toEqual({
      start: '2026-10-02',
      end: '2026-10-31',
      preset: null,
    });
    expect(previousRange({ start: '2028-03-01', end: '2028-03-07', preset: null })).toMatchObject({
      start: '2028-02-23',
      end: '2028-02-29',
    });
    expect(eachDay({ start: '2028-02-28', end: '2028-03-01' })).toEqual([
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
  });

  it('keeps the whole months that ended before today, and the other days before today, one by one', () => {
    const today = '2026-11-25';
    const day = (d: string) => ({ start: d, end: d });
    const year = splitForKeeping({ start: '2026-01-01', end: today }, today);
    expect(year.over.slice(0, 2)).toEqual([
      { start: '2026-01-01', end: '2026-01-31' },
      { start: '2026-02-01', end: '2026-02-28' },
    ]);
    expect(year.over).toHaveLength(10 + 24);
    expect(year.over.at(-1)).toEqual(day('2026-11-24'));
    expect(year.fresh).toEqual([day(today)]);
    expect(splitForKeeping({ start: '2024-01-30', end: '2024-03-01' }, today)).toEqual({
      over: [
        day('2024-01-30'),
        day('2024-01-31'),
        { start: '2024-02-01', end: '2024-02-29' },
        day('2024-03-01'),
      ],
      fresh: [],
    });
    // October ends on the 31st: on 31 October it is not over yet, on 1 November it is.
    expect(splitForKeeping({ start: '2026-10-30', end: '2026-10-31' }, '2026-10-31')).toEqual({
      over: [day('2026-10-30')],
      fresh: [day('2026-10-31')],
    });
    expect(splitForKeeping({ start: '2026-10-01', end: '2026-10-31' }, '2026-11-01').over).toEqual([
      { start: '2026-10-01', end: '2026-10-31' },
    ]);
  });
});
