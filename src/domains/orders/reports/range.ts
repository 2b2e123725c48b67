import { z } from 'zod';

// The date range the dashboard and the sales report read (spec state: startDate / endDate), as whole days of the
// store's time zone. Pure: the time zone and "now" come in.

export const RANGE_PRESETS = ['today', '7d', '30d', 'month', 'year'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** Inclusive days, `YYYY-MM-DD` in the store's time zone; `preset` when the range is one of the presets. */
export type DateRange = { start: string; end: string; preset: RangePreset | null };
/** Whole days, both included, `YYYY-MM-DD`. */
export type Days = Pick<DateRange, 'start' | 'end'>;

/** The longest custom range: three years of days, so the per-day figures stay readable and fast. */
export const MAX_RANGE_DAYS = 3 * 366;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)));

/** The range as the page's search parameters carry it (`?range=30d`, or `?start=…&end=…`); anything else is dropped. */
export const rangeParams = z.object({
  range: z.enum(RANGE_PRESETS).optional().catch(undefined),
  start: isoDate.optional().catch(undefined),
  end: isoDate.optional().catch(undefined),
});

const DAY_MS = 86_400_000;
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Today's date in `timeZone` (`2026-11-25`). */
export const todayIn = (timeZone: string, now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );

/** The days from `start` to `end`, both included. */
export const rangeDays = (range: Days) => Math.round((dayMs(range.end) - dayMs(range.start)) / DAY_MS) + 1;

/** A preset's days, ending today. */
export function presetRange(preset: RangePreset, today: string): DateRange {
  const end = today;
  const start = {
    today: today,
    '7d': toDay(dayMs(today) - 6 * DAY_MS),
    '30d': toDay(dayMs(today) - 29 * DAY_MS),
    month: `${today.slice(0, 7)}-01`,
    year: `${today.slice(0, 4)}-01-01`,
  }[preset];
  return { start, end, preset };
}

/** Why a custom range the page was given is refused (a message key for the range's field), or null. */
export function rangeRefusal(params: unknown): 'adminReports.range.endBeforeStart' | null {
  const { start, end } = rangeParams.parse(params ?? {});
  return start && end && end < start ? 'adminReports.range.endBeforeStart' : null;
}

/**
 * The range a page asked for: a preset, or a custom start and end (never past today, at most `MAX_RANGE_DAYS`); the
 * last 30 days when it asked for nothing usable. A range given backwards is refused (`rangeRefusal`, which the page
 * shows on the range's field) rather than swapped in silence: it read as "no orders" without saying why (issue 38).
 */
export function resolveRange(params: unknown, timeZone: string, now = new Date()): DateRange {
  const { range, start, end } = rangeParams.parse(params ?? {});
  const today = todayIn(timeZone, now);
  if (start && end && start <= end) {
    let [from, to] = [start, end];
    if (to > today) to = today;
    if (from > to) from = to;
    if (rangeDays({ start: from, end: to }) > MAX_RANGE_DAYS)
      from = toDay(dayMs(to) - (MAX_RANGE_DAYS - 1) * DAY_MS);
    return { start: from, end: to, preset: null };
  }
  return presetRange(range ?? '30d', today);
}

/** The range of the same length just before `range`: what the dashboard compares with. */
export function previousRange(range: DateRange): DateRange {
  const days = rangeDays(range);
  const end = toDay(dayMs(range.start) - DAY_MS);
  return { start: toDay(dayMs(end) - (days - 1) * DAY_MS), end, preset: null };
}

/** Every day of the range, in order (the per-day series fill the days without orders with zero). */
export const eachDay = (range: Days) =>
  Array.from({ length: rangeDays(range) }, (_, i) => toDay(dayMs(range.start) + i * DAY_MS));

/** The first day of the month after `day`'s. */
const nextMonth = (day: string) => {
  const [year = 0, month = 1] = day.split('-').map(Number);
  return toDay(Date.UTC(year, month, 1));
};

/** The last day of `day`'s month. */
export const monthEnd = (day: string) => toDay(dayMs(nextMonth(day)) - DAY_MS);

/**
 * The range as the stretches of it that are over — whole months that ended before today, and single days before
 * today outside them — and the days read afresh (today, when the range reaches it). Months and days that are over
 * are summed once and kept; today is still selling.
 */
export function splitForKeeping(range: Days, today: string): { over: Days[]; fresh: Days[] } {
  const over: Days[] = [];
  let day = range.start;
  while (day <= range.end && day < today) {
    const end = monthEnd(day);
    if (day.endsWith('-01') && end <= range.end && end < today) {
      over.push({ start: day, end });
      day = nextMonth(day);
    } else {
      over.push({ start: day, end: day });
      day = toDay(dayMs(day) + DAY_MS);
    }
  }
  return { over, fresh: day <= range.end ? [{ start: day, end: range.end }] : [] };
}
