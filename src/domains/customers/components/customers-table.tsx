'use client';

import { Anchor, Badge, Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { IconDownload, IconFilterOff } from '@tabler/icons-react';
import { useLocale, useTranslations } from 'next-intl';
import { DataTable, type TableColumn } from '@/components/data-table/data-table';
import { TableSearch } from '@/components/data-table/table-search';
import { type TableUrl, useTableUrl } from '@/components/data-table/use-table-url';
import { Link } from '@/i18n/navigation';
import { formatNumber } from '@/lib/money';
import {
  CUSTOMER_KINDS,
  CUSTOMERS_PATH,
  type CustomerKind,
  type CustomerParams,
  firstDirection,
} from '../schemas';

/** A row as the server hands it over: amounts and dates already written in the page's language. */
export type CustomerTableRow = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  kind: CustomerKind;
  orderCount: number;
  spentLabel: string;
  lastOrderLabel: string | null;
  lastOrderIso: string | null;
};

type Props = {
  rows: CustomerTableRow[];
  total: number;
  page: number;
  pageSize: number;
  params: CustomerParams;
  /** The base currency's code, for the spent filter's label. */
  currency: string;
};

/** One end of the spent filter, in whole units: written to the URL when the field is left or Enter is pressed. */
function AmountFilter({
  url,
  name,
  label,
  value,
}: {
  url: TableUrl;
  name: 'min' | 'max';
  label: string;
  value?: number;
}) {
  const apply = (text: string) => {
    const next = text === '' ? undefined : Number(text);
    if (next !== value) url.push({ [name]: next });
  };
  return (
    <NumberInput
      key={value ?? ''}
      label={label}
      defaultValue={value ?? ''}
      min={0}
      allowDecimal={false}
      allowNegative={false}
      hideControls
      onBlur={(event) => apply(event.currentTarget.value.replace(/[^\d]/g, ''))}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply(event.currentTarget.value.replace(/[^\d]/g, ''));
      }}
      w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 140 }}
    />
  );
}

/**
 * Everyone who bought or signed up: search (name, e-mail, phone), account or guest, ordered or not, spent between two
 * amounts, sortable columns and pages, all in the URL; the CSV export takes the same filters.
 */
export function CustomersTable({ rows, total, page, pageSize, params, currency }: Props) {
  const t = useTranslations('adminCustomers');
  const locale = useLocale();
  const url = useTableUrl();
  const filtered = Boolean(
    params.q || params.kind || params.ordered || params.min !== undefined || params.max !== undefined,
  );
  const exportQuery = new URLSearchParams(url.search);
  exportQuery.delete('page');
  exportQuery.set('locale', locale);

  const columns: TableColumn<CustomerTableRow>[] = [
    {
      accessor: 'name',
      title: t('columns.name'),
      sortable: true,
      firstDirection: firstDirection('name'),
      render: (row) => (
        <Anchor component={Link} href={`${CUSTOMERS_PATH}/${row.id}`} fw={600} size="sm">
          {row.name}
        </Anchor>
      ),
    },
    {
      accessor: 'email',
      title: t('columns.email'),
      render: (row) => (row.email ? <bdi>{row.email}</bdi> : <Text c="dimmed">—</Text>),
    },
    {
      accessor: 'phone',
      title: t('columns.phone'),
      render: (row) => (row.phone ? <bdi dir="ltr">{row.phone}</bdi> : <Text c="dimmed">—</Text>),
    },
    {
      accessor: 'kind',
      title: t('columns.kind'),
      render: (row) => (
        <Badge variant="light" color={row.kind === 'account' ? 'blue' : 'gray'}>
          {t(`kind.${row.kind}`)}
        </Badge>
      ),
    },
    {
      accessor: 'orders',
      title: t('columns.orders'),
      sortable: true,
      firstDirection: firstDirection('orders'),
      render: (row) => formatNumber(row.orderCount, locale),
    },
    {
      accessor: 'spent',
      title: t('columns.spent'),
      sortable: true,
      firstDirection: firstDirection('spent'),
      render: (row) => <bdi>{row.spentLabel}</bdi>,
    },
    {
      accessor: 'last',
      title: t('columns.lastOrder'),
      sortable: true,
      firstDirection: firstDirection('last'),
      render: (row) =>
        row.lastOrderIso ? (
          <time dateTime={row.lastOrderIso}>{row.lastOrderLabel}</time>
        ) : (
          <Text c="dimmed" size="sm">
            {t('never')}
          </Text>
        ),
    },
  ];

  return (
    <Stack>
      <Group justify="space-between" align="flex-end" gap="sm">
        <TableSearch
          key={params.q ?? ''}
          url={url}
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          style={{ flex: '1 1 260px' }}
        />
        <Button
          component="a"
          href={`/api/admin/customers/export?${exportQuery}`}
          download
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          {t('export')}
        </Button>
      </Group>
      <Group align="flex-end" gap="sm">
        <Select
          label={t('filters.kind')}
          placeholder={t('filters.anyKind')}
          clearable
          value={params.kind ?? null}
          onChange={(value) => url.push({ kind: value ?? undefined })}
          data={CUSTOMER_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
          w={{ base: '100%', xs: 180 }}
        />
        <Select
          label={t('filters.ordered')}
          placeholder={t('filters.anyOrdered')}
          clearable
          value={params.ordered ?? null}
          onChange={(value) => url.push({ ordered: value ?? undefined })}
          data={[
            { value: 'yes', label: t('filters.hasOrdered') },
            { value: 'no', label: t('filters.neverOrdered') },
          ]}
          w={{ base: '100%', xs: 200 }}
        />
        <AmountFilter url={url} name="min" label={t('filters.min', { currency })} value={params.min} />
        <AmountFilter url={url} name="max" label={t('filters.max', { currency })} value={params.max} />
        {filtered && (
          <Button
            variant="subtle"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={() =>
              url.push({ q: undefined, kind: undefined, ordered: undefined, min: undefined, max: undefined })
            }
          >
            {t('filters.clear')}
          </Button>
        )}
      </Group>
      <DataTable
        url={url}
        records={rows}
        columns={columns}
        page={page}
        pageSize={pageSize}
        total={total}
        sort={{ column: params.sort ?? 'last', dir: params.dir }}
        emptyText={filtered ? t('noMatch') : t('empty')}
        rowTestId="customer-row"
        minWidth={900}
      />
    </Stack>
  );
}
