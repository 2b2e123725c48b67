import { intlLocale } from '@/lib/money';

/** ISO weekday (1 Monday … 7 Sunday) → a date on that weekday: 1 January 2024 was a Monday. */
const weekday = (iso: number) => new Date(Date.UTC(2024, 0, iso));

/** "HH:MM" on a fixed day, read as UTC, so formatting prints the time as written whatever the server's zone. */
const clock = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return new Date(Date.UTC(2024, 0, 1, h, m));
};

/**
 * The support days in the page's language: runs of three or more days as a range ("Monday – Friday"), the rest
 * listed ("Monday, Wednesday and Saturday" / "الاثنين والأربعاء والسبت").
 */
export function formatSupportDays(days: readonly number[], locale: string): string {
  const names = new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'long', timeZone: 'UTC' });
  const sorted = [...new Set(days)].filter((d) => d >= 1 && d <= 7).sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  const parts = runs.flatMap((run) => {
    const first = run[0] as number;
    const last = run.at(-1) as number;
    return run.length >= 3
      ? [`${names.format(weekday(first))} – ${names.format(weekday(last))}`]
      : run.map((d) => names.format(weekday(d)));
  });
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(parts);
}

/** Opening and closing time as a range in the page's language and digits ("8:00 AM – 5:00 PM"). */
export function formatSupportHours(opens: string, closes: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).formatRange(clock(opens), clock(closes));
}
