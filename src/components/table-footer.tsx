'use client';

import { Group, Pagination, Text } from '@mantine/core';

type Props = {
  /** "12 products", already translated and formatted for the page's language. */
  totalLabel: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  nextLabel: string;
  previousLabel: string;
};

/** Under an admin table: how many rows there are, and the page links when there is more than one page. */
export function TableFooter({ totalLabel, page, pageCount, onPage, nextLabel, previousLabel }: Props) {
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {totalLabel}
      </Text>
      {pageCount > 1 && (
        <Pagination
          total={pageCount}
          value={page}
          onChange={onPage}
          getControlProps={(control) => ({
            'aria-label': control === 'next' ? nextLabel : previousLabel,
          })}
        />
      )}
    </Group>
  );
}
