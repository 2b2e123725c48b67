'use client';

import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/ar';
import { ActionIcon, Group, Select, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { IconCalendar, IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { useTableUrl } from '@/components/data-table/use-table-url';
import { intlLocale } from '@/lib/money';
import type { AuditEntry } from '../queries';
import { AUDIT_ACTIONS, AUDIT_AREAS, type AuditFilters } from '../schemas';

/** An entry as the page hands it over: its time already written in the store's time zone. */
export type AuditRow = Omit<AuditEntry, 'at'> & { atLabel: string; atIso: string };

type Props = {
  rows: AuditRow[];
  total: number;
  page: number;
  pageSize: number;
  filters: AuditFilters;
  people: { email: string; name: string }[];
  /** Why the date range was refused, in the page's language. */
  rangeError: string | null;
  today: string;
};

/** A stored value in words: text as it is, anything else as compact JSON; nothing: a dash. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** The changed fields of an entry, each with its value before and after. */
function Changes({ row }: { row: AuditRow }) {
  const t = useTranslations('audit');
  const fields = [...new Set([...Object.keys(row.before ?? {}), ...Object.keys(row.after ?? {})])];
  return (
    <Stack gap="xs" p="sm" data-testid="audit-changes">
      {fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('noFields')}
        </Text>
      ) : (
        <Table layout="fixed" withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.field')}</Table.Th>
              <Table.Th>{t('columns.before')}</Table.Th>
              <Table.Th>{t('columns.after')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {fields.map((field) => (
              <Table.Tr key={field}>
                <Table.Th scope="row" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  <bdi>{field}</bdi>
                </Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }} data-testid="audit-before">
                  <bdi>{shown(row.before?.[field])}</bdi>
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }} data-testid="audit-after">
                  <bdi>{shown(row.after?.[field])}</bdi>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {row.ip && (
        <Text size="xs" c="dimmed">
          {t('ip')} <bdi>{row.ip}</bdi>
        </Text>
      )}
    </Stack>
  );
}

/**
 * The audit log: who changed what and when, newest first, filtered by person, area or action and days (all in the
 * page's address), each entry opening to its changed fields before and after.
 */
export function AuditLog({ rows, total, page, pageSize, filters, people, rangeError, today }: Props) {
  const t = useTranslations('audit');
  const locale = useLocale();
  const url = useTableUrl();
  const [open, setOpen] = useState<number[]>([]);
  const person = (row: AuditRow) => (row.actorEmail ? row.actorName || row.actorEmail : t('system'));
  const calendar = (options: Intl.DateTimeFormatOptions) => {
    const format = new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: 'UTC' });
    return (date: string) => format.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
  };
  const tr = useTranslations('adminReports.range');
  const dateProps = {
    valueFormatter: ({ date }: { date: unknown }) =>
      typeof date === 'string' && date
        ? calendar({ day: 'numeric', month: 'short', year: 'numeric' })(date)
        : '',
    leftSection: <IconCalendar size={16} aria-hidden />,
    clearable: true,
    clearButtonProps: { 'aria-label': t('filters.clear') },
    maxDate: today,
    renderDay: calendar({ day: 'numeric' }),
    weekdayFormat: calendar({ weekday: 'short' }),
    monthLabelFormat: calendar({ month: 'long', year: 'numeric' }),
    yearLabelFormat: calendar({ year: 'numeric' }),
    monthsListFormat: calendar({ month: 'short' }),
    yearsListFormat: calendar({ year: 'numeric' }),
    decadeLabelFormat: (from: string, to: string) =>
      `${calendar({ year: 'numeric' })(from)} – ${calendar({ year: 'numeric' })(to)}`,
    ariaLabels: {
      monthLevelControl: tr('chooseMonth'),
      yearLevelControl: tr('chooseYear'),
      nextMonth: tr('nextMonth'),
      previousMonth: tr('previousMonth'),
      nextYear: tr('nextYear'),
      previousYear: tr('previousYear'),
      nextDecade: tr('nextDecade'),
      previousDecade: tr('previousDecade'),
    },
  };
  const toggle = (id: number) =>
    setOpen((ids) => (ids.includes(id) ? ids.filter((i) => i !== id) : [...ids, id]));

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <Select
          label={t('filters.who')}
          placeholder={t('filters.everyone')}
          clearable
          clearButtonProps={{ 'aria-label': t('filters.clear') }}
          searchable
          value={filters.who ?? null}
          data={people.map((p) => ({
            value: p.email || 'system',
            label: p.email ? `${p.name || p.email} (${p.email})` : t('system'),
          }))}
          onChange={(value) => url.push({ who: value ?? undefined })}
          comboboxProps={{ withinPortal: true }}
          data-testid="audit-filter-who"
        />
        <Select
          label={t('filters.what')}
          placeholder={t('filters.everything')}
          clearable
          clearButtonProps={{ 'aria-label': t('filters.clear') }}
          searchable
          value={filters.what ?? null}
          data={AUDIT_AREAS.map((area) => ({
            group: t(`areas.${area}`),
            items: [
              { value: area, label: t('filters.allOf', { area: t(`areas.${area}`) }) },
              ...AUDIT_ACTIONS[area].map((verb) => ({
                value: `${area}.${verb}`,
                label: t(`actions.${area}.${verb}` as 'actions.product.update'),
              })),
            ],
          }))}
          onChange={(value) => url.push({ what: value ?? undefined })}
          comboboxProps={{ withinPortal: true }}
          data-testid="audit-filter-what"
        />
        <DatesProvider settings={{ locale, firstDayOfWeek: locale === 'ar' ? 6 : 0 }}>
          <DatePickerInput
            label={t('filters.from')}
            value={filters.from ?? null}
            onChange={(value) => url.push({ from: value ?? undefined })}
            data-testid="audit-filter-from"
            {...dateProps}
          />
          <DatePickerInput
            label={t('filters.to')}
            value={filters.to ?? null}
            error={rangeError || undefined}
            onChange={(value) => url.push({ to: value ?? undefined })}
            data-testid="audit-filter-to"
            {...dateProps}
          />
        </DatesProvider>
      </SimpleGrid>

      <DataTable<AuditRow>
        url={url}
        records={rows}
        page={page}
        pageSize={pageSize}
        total={total}
        emptyText={t('empty')}
        rowTestId="audit-row"
        rowExpansion={{
          trigger: 'never',
          allowMultiple: true,
          expanded: { recordIds: open, onRecordIdsChange: (ids: unknown[]) => setOpen(ids as number[]) },
          content: ({ record }) => <Changes row={record} />,
        }}
        columns={[
          {
            accessor: 'atLabel',
            title: t('columns.when'),
            render: (row) => (
              <Stack gap={2}>
                <Text size="sm" component="time" dateTime={row.atIso}>
                  {row.atLabel}
                </Text>
                <Text size="xs" c="dimmed" hiddenFrom="sm" style={{ overflowWrap: 'anywhere' }}>
                  {person(row)}
                </Text>
              </Stack>
            ),
          },
          {
            accessor: 'actorName',
            title: t('columns.who'),
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
            render: (row) => (
              <Stack gap={0}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {person(row)}
                </Text>
                {row.actorEmail && row.actorName && (
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    <bdi>{row.actorEmail}</bdi>
                  </Text>
                )}
              </Stack>
            ),
          },
          {
            accessor: 'action',
            title: t('columns.what'),
            render: (row) => {
              const [area = '', verb = ''] = row.action.split('.');
              const known = (AUDIT_ACTIONS as Record<string, readonly string[]>)[area]?.includes(verb);
              return (
                <Stack gap={0}>
                  <Text size="sm" data-testid="audit-action">
                    {known ? t(`actions.${area}.${verb}` as 'actions.product.update') : row.action}
                  </Text>
                  {row.entityId && (
                    <Text size="xs" c="dimmed">
                      <bdi>#{row.entityId}</bdi>
                    </Text>
                  )}
                </Stack>
              );
            },
          },
          {
            accessor: 'id',
            title: <VisuallyHidden>{t('columns.changes')}</VisuallyHidden>,
            width: 56,
            render: (row) => {
              const expanded = open.includes(row.id);
              return (
                <Group justify="flex-end">
                  <ActionIcon
                    variant="subtle"
                    aria-expanded={expanded}
                    aria-label={t(expanded ? 'hideChanges' : 'showChanges')}
                    onClick={() => toggle(row.id)}
                    data-testid="audit-toggle"
                  >
                    {expanded ? (
                      <IconChevronUp size={18} aria-hidden />
                    ) : (
                      <IconChevronDown size={18} aria-hidden />
                    )}
                  </ActionIcon>
                </Group>
              );
            },
          },
        ]}
      />
    </Stack>
  );
}
