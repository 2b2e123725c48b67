'use client';

import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type CSSProperties, useState } from 'react';
import { SEARCH_MAX_LENGTH } from '@/lib/search-limits';
import type { TableUrl } from './use-table-url';

type Props = {
  url: TableUrl;
  /** The search box's accessible name. */
  label: string;
  placeholder: string;
  /** The form's style, e.g. its flex in a row of filters. */
  style?: CSSProperties;
};

/** A table's search box: on Enter it writes `q` to the URL. A new search is ordered by relevance (no `sort`). */
export function TableSearch({ url, label, placeholder, style }: Props) {
  const [q, setQ] = useState(url.search.get('q') ?? '');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        url.push({ q: q.trim(), sort: undefined, dir: undefined });
      }}
      style={{ maxWidth: 420, ...style }}
    >
      <TextInput
        type="search"
        name="q"
        maxLength={SEARCH_MAX_LENGTH}
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
        placeholder={placeholder}
        aria-label={label}
        leftSection={<IconSearch size={16} aria-hidden />}
      />
    </form>
  );
}
