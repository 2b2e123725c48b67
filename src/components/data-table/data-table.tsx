'use client';

import 'mantine-datatable/styles.layer.css';
import { Group, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import {
  type DataTableColumn,
  type DataTableRowExpansionProps,
  DataTable as MantineDataTable,
} from 'mantine-datatable';
import { useLocale, useTranslations } from 'next-intl';
import { type MouseEvent, type ReactNode, useEffect } from 'react';
import { Link } from '@/i18n/navigation';
import { formatNumber } from '@/lib/money';
import classes from './data-table.module.css';
import type { TableUrl } from './use-table-url';

export type SortDirection = 'asc' | 'desc';

/** A column of mantine-datatable; `sortable` makes its title a link that sorts the table through the URL. */
export type TableColumn<T> = DataTableColumn<T> & {
  /** The direction a first click on this column sorts in (default ascending). */
  firstDirection?: SortDirection;
};

export type TableSelection<T> = {
  selected: T[];
  onChange: (records: T[]) => void;
  /** Accessible names of the header checkbox and of each row's checkbox. */
  allLabel: string;
  label: (record: T) => string;
};

type Props<T> = {
  url: TableUrl;
  records: T[];
  columns: TableColumn<T>[];
  /** What the server applied: the page it clamped to, its page size and the number of matching records. */
  page: number;
  pageSize: number;
  total: number;
  /** The sort the URL asks for (`dir` may be left out: then the column's first direction). */
  sort?: { column?: string; dir?: SortDirection };
  /** Shown in an empty table; defaults to "No records". */
  emptyText?: string;
  selection?: TableSelection<T>;
  /** `data-testid` of every row. */
  rowTestId?: string;
  /** Below this width the table scrolls sideways inside its frame instead of squeezing its columns. */
  minWidth?: number;
  /** Rows that open to show more below them (mantine-datatable's row expansion). */
  rowExpansion?: DataTableRowExpansionProps<T>;
};

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** A plain click is handled in the page (with a pending state); a modified click opens the link as usual. */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

function SortTitle({
  url,
  column,
  title,
  dir,
  next,
}: {
  url: TableUrl;
  column: string;
  title: ReactNode;
  dir?: SortDirection;
  next: SortDirection;
}) {
  const Icon = dir === 'asc' ? IconChevronUp : dir === 'desc' ? IconChevronDown : IconSelector;
  const patch = { sort: column, dir: next };
  return (
    <UnstyledButton
      component={Link}
      href={url.hrefWith(patch)}
      onClick={(event: MouseEvent) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        url.push(patch);
      }}
      // mantine-datatable gives a header cell no attributes of its own: name the sort on the cell itself.
      ref={(link: HTMLAnchorElement | null) => {
        const th = link?.closest('th');
        if (!th) return;
        if (dir) th.setAttribute('aria-sort', ARIA_SORT[dir]);
        else th.removeAttribute('aria-sort');
      }}
      fw={600}
      fz="sm"
    >
      <Group gap={4} wrap="nowrap">
        {title}
        <Icon size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}

/**
 * The admin's one table: mantine-datatable rendering a page the server has already queried, with its page and
 * sort in the URL (`useTableUrl`), an overlay while the next page is on its way, a translated empty state and
 * pagination with the page's own digits, optional row selection, in both directions.
 */
export function DataTable<T extends { id: string | number }>({
  url,
  records,
  columns,
  page,
  pageSize,
  total,
  sort,
  emptyText,
  selection,
  rowTestId,
  minWidth,
  rowExpansion,
}: Props<T>) {
  const t = useTranslations('dataTable');
  const locale = useLocale();
  const n = (value: number) => formatNumber(value, locale);

  // A selection belongs to the rows it was made on: a new page, sort or filter clears it.
  const query = url.search.toString();
  const clearSelection = selection?.onChange;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the query changes, not the callback
  useEffect(() => clearSelection?.([]), [query]);

  const shown: DataTableColumn<T>[] = columns.map(({ sortable, firstDirection = 'asc', ...column }) => {
    if (!sortable) return column;
    const key = String(column.accessor);
    const dir = sort?.column === key ? (sort.dir ?? firstDirection) : undefined;
    const next = dir ? (dir === 'asc' ? 'desc' : 'asc') : firstDirection;
    const title = column.title ?? key;
    return { ...column, title: <SortTitle url={url} column={key} title={title} dir={dir} next={next} /> };
  });

  const selectionProps = selection && {
    selectedRecords: selection.selected,
    onSelectedRecordsChange: selection.onChange,
    allRecordsSelectionCheckboxProps: { 'aria-label': selection.allLabel },
    getRecordSelectionCheckboxProps: (record: T) => ({ 'aria-label': selection.label(record) }),
  };

  return (
    <MantineDataTable<T>
      records={records}
      columns={shown}
      idAccessor="id"
      className={classes.root}
      withTableBorder
      borderRadius="sm"
      highlightOnHover
      verticalSpacing="xs"
      styles={minWidth ? { table: { minWidth } } : undefined}
      minHeight={records.length ? undefined : 180}
      customRowAttributes={() => (rowTestId ? { 'data-testid': rowTestId } : {})}
      fetching={url.pending}
      aria-busy={url.pending}
      noRecordsText={emptyText ?? t('noRecords')}
      page={page}
      onPageChange={(value) => url.push({ page: value })}
      totalRecords={total}
      recordsPerPage={pageSize}
      paginationText={({ from, to, totalRecords }) => t('range', { from, to, total: totalRecords })}
      loadingText={t('loading')}
      getPaginationControlProps={(control) => ({ 'aria-label': t(`${control}Page`) })}
      getPaginationItemProps={(value) => ({ children: n(value) })}
      rowExpansion={rowExpansion}
      {...selectionProps}
    />
  );
}
