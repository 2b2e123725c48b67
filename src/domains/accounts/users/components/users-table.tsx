'use client';

import {
  Anchor,
  Badge,
  Card,
  Group,
  Stack,
  Table,
  TableScrollContainer,
  TableTbody,
  TableTd,
  TableTh,
  TableThead,
  TableTr,
  Text,
  TextInput,
} from '@mantine/core';
import { IconArrowLeft, IconSearch } from '@tabler/icons-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { TableFooter } from '@/components/table-footer';
import { Link, useRouter } from '@/i18n/navigation';
import { formatNumber, intlLocale } from '@/lib/money';
import { useMethodLabel } from './use-method-label';

export type UserTableRow = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  methods: string[];
  isAdmin: boolean;
  banned: boolean;
  joinedLabel: string;
  joinedIso: string;
};

export type UserTableParams = { q?: string; page: number };

type Props = {
  rows: UserTableRow[];
  total: number;
  page: number;
  pageCount: number;
  params: UserTableParams;
};

const PATH = '/admin/users';

/** The query string of a table state, leaving out defaults so links stay short. */
function queryOf(p: UserTableParams): Record<string, string> {
  const q: Record<string, string> = {};
  if (p.q) q.q = p.q;
  if (p.page > 1) q.page = String(p.page);
  return q;
}

/** Role and blocked badges of one user. */
export function UserBadges({ isAdmin, banned }: { isAdmin: boolean; banned: boolean }) {
  const t = useTranslations('adminUsers');
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color={isAdmin ? 'violet' : 'gray'} variant="light" style={{ overflow: 'visible' }}>
        {isAdmin ? t('admin') : t('customer')}
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
export function UsersTable({ rows, total, page, pageCount, params }: Props) {
  const t = useTranslations('adminUsers');
  const locale = useLocale();
  const router = useRouter();
  const methodLabel = useMethodLabel();
  const [q, setQ] = useState(params.q ?? '');
  const list = new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' });

  const go = (patch: Partial<UserTableParams>) =>
    router.push({ pathname: PATH, query: queryOf({ ...params, page: 1, ...patch }) });

  return (
    <Stack>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          go({ q: q.trim() || undefined });
        }}
        style={{ maxWidth: 420 }}
      >
        <TextInput
          type="search"
          name="q"
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
          placeholder={t('searchPlaceholder')}
          aria-label={t('search')}
          leftSection={<IconSearch size={16} aria-hidden />}
        />
      </form>

      {rows.length === 0 ? (
        <Card withBorder padding="xl">
          <Text c="dimmed">{params.q ? t('noMatch') : t('empty')}</Text>
        </Card>
      ) : (
        <TableScrollContainer minWidth={820}>
          <Table verticalSpacing="xs" highlightOnHover>
            <TableThead>
              <TableTr>
                <TableTh>{t('columns.name')}</TableTh>
                <TableTh>{t('columns.email')}</TableTh>
                <TableTh>{t('columns.phone')}</TableTh>
                <TableTh>{t('columns.method')}</TableTh>
                <TableTh>{t('columns.role')}</TableTh>
                <TableTh>{t('columns.joined')}</TableTh>
              </TableTr>
            </TableThead>
            <TableTbody>
              {rows.map((row) => (
                <TableTr key={row.id} data-testid="user-row">
                  <TableTd>
                    <Anchor component={Link} href={`${PATH}/${row.id}`} fw={600}>
                      {row.name}
                    </Anchor>
                  </TableTd>
                  <TableTd>
                    <bdi>{row.email ?? t('notSet')}</bdi>
                  </TableTd>
                  <TableTd>
                    <bdi>{row.phone ?? t('notSet')}</bdi>
                  </TableTd>
                  <TableTd>
                    {row.methods.length ? list.format(row.methods.map(methodLabel)) : t('notSet')}
                  </TableTd>
                  <TableTd>
                    <UserBadges isAdmin={row.isAdmin} banned={row.banned} />
                  </TableTd>
                  <TableTd>
                    <time dateTime={row.joinedIso}>{row.joinedLabel}</time>
                  </TableTd>
                </TableTr>
              ))}
            </TableTbody>
          </Table>
        </TableScrollContainer>
      )}

      <TableFooter
        totalLabel={t('total', { count: total, n: formatNumber(total, locale) })}
        page={page}
        pageCount={pageCount}
        onPage={(value) => go({ page: value })}
        nextLabel={t('nextPage')}
        previousLabel={t('previousPage')}
      />
    </Stack>
  );
}
