import { Button, Card, Group, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import classes from './report-table.module.css';

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
    <Card withBorder padding="lg" data-testid={id}>
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
 * A report's table, rendered on the server as plain HTML (a year of days is thousands of cells: a component per
 * cell would cost the page its speed). Its frame scrolls (sideways at 360 px, or down when `maxHeight` is set), so
 * the frame is a named region reachable from the keyboard.
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
  const align = (column: ReportColumn<T> | undefined) => (column?.numeric ? classes.number : undefined);
  return (
    <section
      className={classes.frame}
      style={{ '--frame-max-height': maxHeight ? `${maxHeight}px` : undefined } as CSSProperties}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable from the keyboard
      tabIndex={0}
      aria-labelledby={labelledBy}
    >
      <table
        className={classes.table}
        style={{ '--table-min-width': `${minWidth}px` } as CSSProperties}
        aria-labelledby={labelledBy}
      >
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.title} scope="col" className={align(column)}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.title} className={align(column)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {footer && (
          <tfoot>
            <tr>
              {footer.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the footer's cells follow the columns
                <td key={i} className={align(columns[i])}>
                  {cell}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </section>
  );
}

/** A link inside a report's table: a plain anchor, as light as the table. */
export const reportLinkClass = classes.link;
