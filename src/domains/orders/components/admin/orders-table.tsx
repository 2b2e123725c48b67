'use client';

import { Alert, Anchor, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconFilterOff, IconUser } from '@tabler/icons-react';
import { useLocale, useTranslations } from 'next-intl';
import { DataTable, type TableColumn } from '@/components/data-table/data-table';
import { TableSearch } from '@/components/data-table/table-search';
import { type TableUrl, useTableUrl } from '@/components/data-table/use-table-url';
import { Link } from '@/i18n/navigation';
import { formatNumber } from '@/lib/money';
import { type AdminOrderParams, ORDER_STATUSES, PAYMENT_STATUSES } from '../../schemas';
import { OrderStatusBadge, PaymentStatusBadge } from '../order-badges';

/** A row as the server hands it over: number, date and total already written in the page's language. */
export type OrderTableRow = {
  id: number;
  number: number;
  numberLabel: string;
  fullName: string;
  email: string;
  status: (typeof ORDER_STATUSES)[number];
  paymentStatus: (typeof PAYMENT_STATUSES)[number];
  itemCount: number;
  totalLabel: string;
  dateLabel: string;
  dateIso: string;
};

type Props = {
  rows: OrderTableRow[];
  total: number;
  page: number;
  pageSize: number;
  params: AdminOrderParams;
};

const PATH = '/admin/orders';

type DayFilterProps = {
  url: TableUrl;
  name: 'from' | 'to';
  label: string;
  value: string | undefined;
  min?: string;
  max?: string;
};

/**
 * One end of the date range. The browser's date field reports a value only once the whole date is typed, and an
 * empty one while a part is being retyped: a full date filters at once, an emptied field when it is left.
 */
function DayFilter({ url, name, label, value, min, max }: DayFilterProps) {
  return (
    <TextInput
      key={value ?? ''}
      type="date"
      label={label}
      defaultValue={value ?? ''}
      min={min}
      max={max}
      onChange={(event) => {
        const day = event.currentTarget.value;
        if (day && day !== value) url.push({ [name]: day });
      }}
      onBlur={(event) => {
        if (!event.currentTarget.value && value) url.push({ [name]: undefined });
      }}
      w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 160 }}
    />
  );
}

/**
 * The admin orders table, newest first: search (number, name, mobile, e-mail), status, payment status and a date
 * range, and the page, all in the URL (shareable, survives a reload).
 */
export function OrdersTable({ rows, total, page, pageSize, params }: Props) {
  const t = useTranslations('adminOrders');
  const ts = useTranslations('orders');
  const locale = useLocale();
  const url = useTableUrl();
  const filtered = Boolean(params.q || params.status || params.payment || params.from || params.to);

  const columns: TableColumn<OrderTableRow>[] = [
    {
      accessor: 'number',
      title: t('columns.number'),
      render: (row) => (
        <Anchor component={Link} href={`${PATH}/${row.number}`} fw={600}>
          <bdi dir="ltr">{row.numberLabel}</bdi>
        </Anchor>
      ),
    },
    {
      accessor: 'customer',
      title: t('columns.customer'),
      render: (row) => (
        <>
          <Text size="sm">{row.fullName}</Text>
          <Text size="xs" c="dimmed">
            <bdi>{row.email}</bdi>
          </Text>
        </>
      ),
    },
    {
      accessor: 'date',
      title: t('columns.date'),
      render: (row) => <time dateTime={row.dateIso}>{row.dateLabel}</time>,
    },
    {
      accessor: 'status',
      title: t('columns.status'),
      render: (row) => <OrderStatusBadge status={row.status} />,
    },
    {
      accessor: 'paymentStatus',
      title: t('columns.payment'),
      render: (row) => <PaymentStatusBadge status={row.paymentStatus} />,
    },
    {
      accessor: 'itemCount',
      title: t('columns.items'),
      render: (row) => t('itemCount', { count: row.itemCount, n: formatNumber(row.itemCount, locale) }),
    },
    {
      accessor: 'total',
      title: t('columns.total'),
      render: (row) => <bdi>{row.totalLabel}</bdi>,
    },
  ];

  return (
    <Stack>
      {params.user && (
        <Alert variant="light" icon={<IconUser size={18} aria-hidden />}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('filters.oneCustomer')}</Text>
            <Anchor component={Link} href={url.hrefWith({ user: undefined })} size="sm">
              {t('filters.allCustomers')}
            </Anchor>
          </Group>
        </Alert>
      )}
      <TableSearch key={params.q ?? ''} url={url} label={t('search')} placeholder={t('searchPlaceholder')} />
      <Group align="flex-end" gap="sm">
        <Select
          label={t('filters.status')}
          placeholder={t('filters.anyStatus')}
          clearable
          value={params.status ?? null}
          onChange={(value) => url.push({ status: value ?? undefined })}
          data={ORDER_STATUSES.map((s) => ({ value: s, label: ts(`status.${s}`) }))}
          w={{ base: '100%', xs: 180 }}
        />
        <Select
          label={t('filters.payment')}
          placeholder={t('filters.anyPayment')}
          clearable
          value={params.payment ?? null}
          onChange={(value) => url.push({ payment: value ?? undefined })}
          data={PAYMENT_STATUSES.map((s) => ({ value: s, label: ts(`paymentStatus.${s}`) }))}
          w={{ base: '100%', xs: 180 }}
        />
        <DayFilter url={url} name="from" label={t('filters.from')} value={params.from} max={params.to} />
        <DayFilter url={url} name="to" label={t('filters.to')} value={params.to} min={params.from} />
        {filtered && (
          <Button
            variant="subtle"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={() =>
              url.push({
                q: undefined,
                status: undefined,
                payment: undefined,
                from: undefined,
                to: undefined,
              })
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
        emptyText={filtered || params.user ? t('noMatch') : t('empty')}
        rowTestId="order-row"
        minWidth={900}
      />
    </Stack>
  );
}
