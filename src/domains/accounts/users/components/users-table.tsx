'use client';

import { Anchor, Badge, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useLocale, useTranslations } from 'next-intl';
import { DataTable, type TableColumn } from '@/components/data-table/data-table';
import { TableSearch } from '@/components/data-table/table-search';
import { useTableUrl } from '@/components/data-table/use-table-url';
import { Link } from '@/i18n/navigation';
import { formatNumber, intlLocale } from '@/lib/money';
import type { StaffRole } from '../../staff/roles';
import type { AdminUserRow } from '../queries';
import { useMethodLabel } from './use-method-label';

/**
 * A row as the server hands it over: the dates already written in the page's language, and how many orders the user
 * placed (the page reads that from the orders domain).
 */
export type UserTableRow = Omit<AdminUserRow, 'createdAt'> & {
  joinedLabel: string;
  joinedIso: string;
  orderCount: number;
};

export type UserTableParams = { q?: string; page: number };

type Props = {
  rows: UserTableRow[];
  total: number;
  page: number;
  pageSize: number;
  params: UserTableParams;
};

const PATH = '/admin/users';

/** Role and blocked badges of one user. */
export function UserBadges({ staffRole, banned }: { staffRole: StaffRole | null; banned: boolean }) {
  const t = useTranslations('adminUsers');
  const ts = useTranslations('staff.roles');
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color={staffRole ? 'violet' : 'gray'} variant="light" style={{ overflow: 'visible' }}>
        {staffRole ? ts(staffRole) : t('customer')}
      </Badge>
      {banned && (
        <Badge color="red" variant="filled" style={{ overflow: 'visible' }}>
          {t('blocked')}
        </Badge>
      )}
    </Group>
  );
}

/** The link from a user's page back to the list (a client piece: it hands the locale-aware Link to Mantine). */
export function BackToUsers({ label }: { label: string }) {
  return (
    <Anchor component={Link} href={PATH} size="sm">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={14} aria-hidden className="mirror-rtl" />
        {label}
      </Group>
    </Anchor>
  );
}

/** The admin users table: search and page live in the URL (shareable, survives a reload). */
export function UsersTable({ rows, total, page, pageSize, params }: Props) {
  const t = useTranslations('adminUsers');
  const to = useTranslations('adminOrders');
  const locale = useLocale();
  const url = useTableUrl();
  const methodLabel = useMethodLabel();
  const list = new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' });

  const columns: TableColumn<UserTableRow>[] = [
    {
      accessor: 'name',
      title: t('columns.name'),
      render: (row) => (
        <Anchor component={Link} href={`${PATH}/${row.id}`} fw={600}>
          {row.name}
        </Anchor>
      ),
    },
    { accessor: 'email', title: t('columns.email'), render: (row) => <bdi>{row.email ?? t('notSet')}</bdi> },
    { accessor: 'phone', title: t('columns.phone'), render: (row) => <bdi>{row.phone ?? t('notSet')}</bdi> },
    {
      accessor: 'methods',
      title: t('columns.method'),
      render: (row) => (row.methods.length ? list.format(row.methods.map(methodLabel)) : t('notSet')),
    },
    {
      accessor: 'role',
      title: t('columns.role'),
      render: (row) => <UserBadges staffRole={row.staffRole} banned={row.banned} />,
    },
    {
      accessor: 'orderCount',
      title: to('customerOrders'),
      render: (row) => {
        const n = formatNumber(row.orderCount, locale);
        if (row.orderCount === 0) return n;
        return (
          <Anchor
            component={Link}
            href={{ pathname: '/admin/orders', query: { user: row.id } }}
            aria-label={to('customerOrdersLink', { count: row.orderCount, n, name: row.name })}
          >
            {n}
          </Anchor>
        );
      },
    },
    {
      accessor: 'joined',
      title: t('columns.joined'),
      render: (row) => <time dateTime={row.joinedIso}>{row.joinedLabel}</time>,
    },
  ];

  return (
    <Stack>
      <TableSearch url={url} label={t('search')} placeholder={t('searchPlaceholder')} />
      <DataTable
        url={url}
        records={rows}
        columns={columns}
        page={page}
        pageSize={pageSize}
        total={total}
        emptyText={params.q ? t('noMatch') : t('empty')}
        rowTestId="user-row"
        minWidth={900}
      />
    </Stack>
  );
}
