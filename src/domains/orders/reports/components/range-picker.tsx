'use client';

import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/ar';
import { Chip, Group, Loader, Stack, Text } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { usePathname, useRouter } from '@/i18n/navigation';
import { factSeparator } from '@/lib/facts';
import { intlLocale } from '@/lib/money';
import { type DateRange, RANGE_PRESETS, type RangePreset } from '../range';

/** The presets that name their length. */
const PRESET_DAYS: Partial<Record<RangePreset, number>> = { '7d': 7, '30d': 30 };

type Props = {
  range: DateRange;
  /** The range in words, made on the server (`rangeText`): the browser's date formats may differ from Node's. */
  text: { gregorian: string; hijri: string | null };
  /** Today in the store's time zone: no range goes past it. */
  today: string;
  /** Why the range in the address was refused (a backwards one), in the page's language: shown on the field. */
  error?: string | null;
};

/**
 * The report's days (spec state startDate / endDate): a preset, or a custom range from the calendar. The choice is
 * the page's address (`?range=7d`, `?start=…&end=…`), so a range can be bookmarked and the server reads it.
 */
export function RangePicker({ range, text, today, error }: Props) {
  const t = useTranslations('adminReports.range');
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const [custom, setCustom] = useState<[string | null, string | null]>([range.start, range.end]);
  // The chip shows the choice at once; the page catches up when the server has the new figures.
  const [preset, setPreset] = useState(range.preset);
  const [shown, setShown] = useState(range);
  if (shown !== range) {
    setShown(range);
    setPreset(range.preset);
    setCustom([range.start, range.end]);
  }
  // The calendar's numbers and names in the page's language and digits (dayjs would write Western digits in Arabic).
  const calendar = (options: Intl.DateTimeFormatOptions) => {
    const format = new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: 'UTC' });
    return (date: string) => format.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
  };
  const go = (query: Record<string, string>) => startTransition(() => router.replace({ pathname, query }));

  return (
    <Stack gap="xs">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Chip.Group
          multiple={false}
          value={preset ?? ''}
          onChange={(value) => {
            setPreset(value as RangePreset);
            go({ range: value });
          }}
        >
          <Group gap={6} role="radiogroup" aria-label={t('presets')}>
            {RANGE_PRESETS.map((preset) => (
              <Chip key={preset} value={preset} size="sm">
                {t(`preset.${preset}`, { days: PRESET_DAYS[preset] ?? 0 })}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <DatesProvider settings={{ locale, firstDayOfWeek: locale === 'ar' ? 6 : 0 }}>
          <DatePickerInput
            type="range"
            label={t('custom')}
            placeholder={t('customPlaceholder')}
            leftSection={<IconCalendar size={16} aria-hidden />}
            value={custom}
            error={error || undefined}
            maxDate={today}
            allowSingleDateInRange
            valueFormatter={({ date }) =>
              (Array.isArray(date) ? date : [date])
                .filter((d): d is string => Boolean(d))
                .map(calendar({ day: 'numeric', month: 'short', year: 'numeric' }))
                .join(' – ')
            }
            renderDay={calendar({ day: 'numeric' })}
            weekdayFormat={calendar({ weekday: 'short' })}
            monthLabelFormat={calendar({ month: 'long', year: 'numeric' })}
            yearLabelFormat={calendar({ year: 'numeric' })}
            monthsListFormat={calendar({ month: 'short' })}
            yearsListFormat={calendar({ year: 'numeric' })}
            decadeLabelFormat={(from, to) =>
              `${calendar({ year: 'numeric' })(from)} – ${calendar({ year: 'numeric' })(to)}`
            }
            onChange={(value) => {
              setCustom(value);
              const [start, end] = value;
              if (start && end) {
                setPreset(null);
                go({ start, end });
              }
            }}
            w={{ base: '100%', xs: 260 }}
            ariaLabels={{
              monthLevelControl: t('chooseMonth'),
              yearLevelControl: t('chooseYear'),
              nextMonth: t('nextMonth'),
              previousMonth: t('previousMonth'),
              nextYear: t('nextYear'),
              previousYear: t('previousYear'),
              nextDecade: t('nextDecade'),
              previousDecade: t('previousDecade'),
            }}
          />
        </DatesProvider>
        {pending && <Loader size="xs" aria-label={t('loading')} />}
      </Group>
      <Text size="sm" c="dimmed" data-testid="range-text">
        <bdi>{text.gregorian}</bdi>
        {text.hijri && (
          <>
            {factSeparator(locale)}
            <bdi>{text.hijri}</bdi>
          </>
        )}
      </Text>
    </Stack>
  );
}
