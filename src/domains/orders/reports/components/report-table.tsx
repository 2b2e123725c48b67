import {
  Button,
  Card,
  Group,
  Table,
  TableScrollContainer,
  TableTbody,
  TableTd,
  TableTfoot,
  TableTh,
  TableThead,
  TableTr,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type ReportColumn<T> = {
  title: string;
  cell: (row: T) => ReactNode;
  /** Figures line up at the end of their cells. */
  numeric?: boolean;
};

type SectionProps = {
  /** The section's id: its heading's is `${id}-title`. */
  id: string;
  title: string;
  /** The CSV file of this breakdown, and the link's text. */
  csv: { href: string; label: string };
  note?: ReactNode;
  children: ReactNode;
};

/** One breakdown of a report: its heading, a link to download it as CSV, an optional note, then its table. */
export function ReportSection({ id, title, csv, note, children }: SectionProps) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={`${id}-title`} data-testid={id}>
      <Group justify="space-between" gap="xs" mb="sm">
        <Title order={2} fz="h4" id={`${id}-title`}>
          {title}
        </Title>
        <Button
          component="a"
          href={csv.href}
          download
          variant="light"
          size="xs"
          leftSection={<IconDownload size={14} aria-hidden />}
          aria-describedby={`${id}-title`}
        >
          {csv.label}
        </Button>
      </Group>
      {note && (
        <Text size="xs" c="dimmed" mb="sm">
          {note}
        </Text>
      )}
      {children}
    </Card>
  );
}

type TableProps<T> = {
  /** Names the table and its scrolling frame (the section's heading). */
  labelledBy: string;
  columns: ReportColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  /** Below this width the table scrolls sideways inside its frame, never the page. */
  minWidth: number;
  /** Long tables scroll inside a frame of this height, their header kept in view. */
  maxHeight?: number;
  empty: string;
  /** A last row of totals, one cell per column. */
  footer?: ReactNode[];
};

/**
 * A report's table, rendered on the server. Its frame scrolls (sideways at 360 px, or down when `maxHeight` is set),
 * so the frame is a named region reachable from the keyboard.
 */
export function ReportTable<T>({
  labelledBy,
  columns,
  rows,
  rowKey,
  minWidth,
  maxHeight,
  empty,
  footer,
}: TableProps<T>) {
  if (rows.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <TableScrollContainer
      type="native"
      minWidth={minWidth}
      maxHeight={maxHeight}
      // A scrolling region must be reachable from the keyboard.
      tabIndex={0}
      role="region"
      aria-labelledby={labelledBy}
    >
      <Table
        striped
        highlightOnHover
        stickyHeader={Boolean(maxHeight)}
        tabularNums
        aria-labelledby={labelledBy}
      >
        <TableThead>
          <TableTr>
            {columns.map((column) => (
              <TableTh key={column.title} ta={column.numeric ? 'end' : undefined}>
                {column.title}
              </TableTh>
            ))}
          </TableTr>
        </TableThead>
        <TableTbody>
          {rows.map((row) => (
            <TableTr key={rowKey(row)}>
              {columns.map((column) => (
                <TableTd key={column.title} ta={column.numeric ? 'end' : undefined}>
                  {column.cell(row)}
                </TableTd>
              ))}
            </TableTr>
          ))}
        </TableTbody>
        {footer && (
          <TableTfoot>
            <TableTr fw={700}>
              {footer.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the footer's cells follow the columns
                <TableTd key={i} ta={columns[i]?.numeric ? 'end' : undefined}>
                  {cell}
                </TableTd>
              ))}
            </TableTr>
          </TableTfoot>
        )}
      </Table>
    </TableScrollContainer>
  );
}
