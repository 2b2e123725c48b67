'use client';

import { Anchor, Button, Group, Modal, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { ModalsProvider, modals } from '@mantine/modals';
import { IconCheck, IconMailForward, IconRotate, IconTrash } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { DataTable, type TableColumn } from '@/components/data-table/data-table';
import { TableSearch } from '@/components/data-table/table-search';
import { useTableUrl } from '@/components/data-table/use-table-url';
import { useActionRunner } from '@/components/form-kit/use-action-runner';
import { deleteContactRequestAction, setContactStatusAction } from '../../actions';
import type { ContactRequest } from '../../queries';
import type { AdminContactParams, ContactStatus } from '../../schemas';
import { ContactStatusBadge } from './contact-status-badge';

/** A request as the server hands it over: dates written in the page's language, the reply link ready. */
export type ContactTableRow = Omit<ContactRequest, 'createdAt' | 'handledAt'> & {
  dateLabel: string;
  dateIso: string;
  handledLabel: string | null;
  handledIso: string | null;
  /** mailto: the shopper, with "Re: …" in the language they wrote in. */
  replyHref: string;
};

type Props = {
  rows: ContactTableRow[];
  total: number;
  page: number;
  pageSize: number;
  params: AdminContactParams;
};

const FILTERS = ['all', 'new', 'handled'] as const;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** One message in full, with what the admin can do with it. */
function RequestModal({ row, onClose }: { row: ContactTableRow | null; onClose: () => void }) {
  const t = useTranslations('adminContact');
  const { run, pending } = useActionRunner();

  const confirmDelete = (current: ContactTableRow) => {
    // One dialog at a time: the message closes, the confirmation opens.
    onClose();
    modals.openConfirmModal({
      title: t('actions.deleteTitle', { name: current.name }),
      children: <Text size="sm">{t('actions.deleteBody')}</Text>,
      labels: { confirm: t('actions.delete'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => run(() => deleteContactRequestAction({ id: current.id }), t('actions.deleted')),
    });
  };

  const next: ContactStatus = row?.status === 'new' ? 'handled' : 'new';
  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      title={row ? t('detail.title', { name: row.name }) : ''}
      size="lg"
      closeButtonProps={{ 'aria-label': t('detail.close') }}
    >
      {row && (
        <Stack data-testid="contact-detail">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Fact label={t('columns.email')}>
              <bdi>{row.email}</bdi>
            </Fact>
            <Fact label={t('columns.status')}>
              <ContactStatusBadge status={row.status} />
            </Fact>
            <Fact label={t('detail.received')}>
              <time dateTime={row.dateIso}>{row.dateLabel}</time>
            </Fact>
            {row.handledLabel && row.handledIso && (
              <Fact label={t('detail.handledAt')}>
                <time dateTime={row.handledIso}>{row.handledLabel}</time>
              </Fact>
            )}
            <Fact label={t('detail.language')}>{t(`detail.languages.${row.locale}`)}</Fact>
          </SimpleGrid>
          <Text
            dir="auto"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            p="sm"
            bg="var(--mantine-color-default-hover)"
            data-testid="contact-message"
          >
            {row.comments}
          </Text>
          <Group gap="xs">
            <Button
              component="a"
              href={row.replyHref}
              leftSection={<IconMailForward size={16} aria-hidden />}
            >
              {t('actions.reply')}
            </Button>
            <Button
              variant="default"
              loading={pending}
              leftSection={
                next === 'handled' ? (
                  <IconCheck size={16} aria-hidden />
                ) : (
                  <IconRotate size={16} aria-hidden />
                )
              }
              onClick={() =>
                run(
                  () => setContactStatusAction({ id: row.id, status: next }),
                  t(next === 'handled' ? 'actions.markedHandled' : 'actions.markedNew'),
                )
              }
            >
              {t(next === 'handled' ? 'actions.markHandled' : 'actions.markNew')}
            </Button>
            <Button
              color="red"
              variant="light"
              disabled={pending}
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => confirmDelete(row)}
            >
              {t('actions.delete')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/**
 * The admin's contact requests, newest first: search (name, e-mail, message), status filter and page in the URL.
 * A row's name opens the whole message, where it can be answered, marked handled or new, or deleted.
 */
export function ContactRequestsTable({ rows, total, page, pageSize, params }: Props) {
  const t = useTranslations('adminContact');
  const url = useTableUrl();
  const [openId, setOpenId] = useState<number | null>(null);
  const open = rows.find((row) => row.id === openId) ?? null;

  const columns: TableColumn<ContactTableRow>[] = [
    {
      accessor: 'name',
      title: t('columns.name'),
      render: (row) => (
        <Anchor
          component="button"
          type="button"
          fw={600}
          ta="start"
          onClick={() => setOpenId(row.id)}
          aria-label={t('open', { name: row.name })}
        >
          {row.name}
        </Anchor>
      ),
    },
    {
      accessor: 'email',
      title: t('columns.email'),
      render: (row) => <bdi>{row.email}</bdi>,
    },
    {
      accessor: 'date',
      title: t('columns.date'),
      render: (row) => <time dateTime={row.dateIso}>{row.dateLabel}</time>,
    },
    {
      accessor: 'status',
      title: t('columns.status'),
      render: (row) => <ContactStatusBadge status={row.status} />,
    },
    {
      accessor: 'comments',
      title: t('columns.message'),
      render: (row) => (
        <Text size="sm" lineClamp={1} maw={360} dir="auto" c="dimmed">
          {row.comments}
        </Text>
      ),
    },
  ];

  return (
    <ModalsProvider>
      <Stack>
        <Group align="flex-end" gap="sm">
          <TableSearch
            key={params.q ?? ''}
            url={url}
            label={t('search')}
            placeholder={t('searchPlaceholder')}
            style={{ flex: '1 1 260px' }}
          />
          <SegmentedControl
            aria-label={t('filters.status')}
            value={params.status ?? 'all'}
            onChange={(value) => url.push({ status: value === 'all' ? undefined : value })}
            data={FILTERS.map((value) => ({ value, label: t(`filters.${value}`) }))}
          />
        </Group>
        <DataTable
          url={url}
          records={rows}
          columns={columns}
          page={page}
          pageSize={pageSize}
          total={total}
          emptyText={params.q || params.status ? t('noMatch') : t('empty')}
          rowTestId="contact-row"
          minWidth={760}
        />
        <RequestModal row={open} onClose={() => setOpenId(null)} />
      </Stack>
    </ModalsProvider>
  );
}
