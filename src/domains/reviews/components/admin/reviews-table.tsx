'use client';

import { Anchor, Button, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { ModalsProvider, modals } from '@mantine/modals';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { DataTable, type TableColumn } from '@/components/data-table/data-table';
import { TableSearch } from '@/components/data-table/table-search';
import { useTableUrl } from '@/components/data-table/use-table-url';
import { useActionRunner } from '@/components/form-kit/use-action-runner';
import { RatingStars } from '@/domains/catalog/components/rating-stars';
import { formatNumber } from '@/lib/money';
import { setReviewVisibilityAction } from '../../actions';
import type { AdminReviewRow } from '../../queries';
import type { AdminReviewParams } from '../../schemas';
import { VerifiedBadge } from '../review-card';

/** A review as the server hands it over: its date written in the page's language. */
export type ReviewTableRow = Omit<AdminReviewRow, 'createdAt'> & { dateLabel: string; dateIso: string };

type Props = {
  rows: ReviewTableRow[];
  total: number;
  page: number;
  pageSize: number;
  params: AdminReviewParams;
  products: { id: number; name: string }[];
};

/** Asks why a review is hidden (kept with it), then hides it. */
function HideForm({ onHide }: { onHide: (reason: string) => void }) {
  const t = useTranslations('adminReviews');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.trim()) return setError(t('reasonRequired'));
        onHide(reason.trim());
      }}
      noValidate
    >
      <Stack>
        <TextInput
          label={t('reason')}
          description={t('reasonHint')}
          withAsterisk
          maxLength={200}
          value={reason}
          error={error}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(null);
          }}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => modals.closeAll()}>
            {t('cancel')}
          </Button>
          <Button type="submit" color="red">
            {t('hide')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Every review, newest first, with search, stars, product and shown/hidden filters in the URL. Hiding asks for a
 * reason; a hidden review leaves the product page and its average at once.
 */
export function ReviewsTable({ rows, total, page, pageSize, params, products }: Props) {
  const t = useTranslations('adminReviews');
  const tc = useTranslations('catalog');
  const locale = useLocale();
  const url = useTableUrl();
  const { run, pending } = useActionRunner();

  const hide = (row: ReviewTableRow) =>
    modals.open({
      title: t('hideTitle', { title: row.title }),
      children: (
        <HideForm
          onHide={(reason) => {
            modals.closeAll();
            run(() => setReviewVisibilityAction({ id: row.id, hidden: true, reason }), t('hidden'));
          }}
        />
      ),
    });
  const show = (row: ReviewTableRow) =>
    run(() => setReviewVisibilityAction({ id: row.id, hidden: false }), t('shown'));

  const columns: TableColumn<ReviewTableRow>[] = [
    {
      accessor: 'review',
      title: t('columns.review'),
      render: (row) => (
        <Stack gap={2} maw={420}>
          <RatingStars
            value={row.rating}
            label={tc('rating', { rating: formatNumber(row.rating, locale) })}
          />
          {/* What the shopper wrote breaks a word wider than the column (one 120-letter word ran over the row). */}
          <Text size="sm" fw={600} dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {row.title}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={2} dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {row.comment}
          </Text>
          {row.hidden && row.hiddenReason && (
            <Text size="xs" c="red">
              {t('hiddenBecause', { reason: row.hiddenReason })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      accessor: 'product',
      title: t('columns.product'),
      render: (row) => (
        <Anchor href={`/${locale}/products/${encodeURIComponent(row.productSlug)}`} size="sm">
          {row.product}
        </Anchor>
      ),
    },
    {
      accessor: 'name',
      title: t('columns.reviewer'),
      render: (row) => (
        <Stack gap={2}>
          <Text size="sm" dir="auto">
            {row.name}
          </Text>
          <Text size="xs" c="dimmed">
            <bdi>{row.email}</bdi>
          </Text>
          {row.verified && <VerifiedBadge size="xs" />}
        </Stack>
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
      render: (row) =>
        row.hidden ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconEye size={14} aria-hidden />}
            disabled={pending}
            onClick={() => show(row)}
            aria-label={t('showNamed', { title: row.title })}
          >
            {t('show')}
          </Button>
        ) : (
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconEyeOff size={14} aria-hidden />}
            disabled={pending}
            onClick={() => hide(row)}
            aria-label={t('hideNamed', { title: row.title })}
          >
            {t('hide')}
          </Button>
        ),
    },
  ];

  const filtered = Boolean(params.q || params.rating || params.product || params.visibility);
  return (
    <Stack>
      <Group align="flex-end" gap="sm">
        <TableSearch
          key={params.q ?? ''}
          url={url}
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          style={{ flex: '1 1 240px' }}
        />
        <Select
          label={t('filters.rating')}
          data={[5, 4, 3, 2, 1].map((n) => ({
            value: String(n),
            label: t('filters.stars', { stars: n, n: formatNumber(n, locale) }),
          }))}
          placeholder={t('filters.anyRating')}
          clearable
          value={params.rating ? String(params.rating) : null}
          onChange={(value) => url.push({ rating: value ?? undefined })}
          w={150}
        />
        <Select
          label={t('filters.product')}
          data={products.map((p) => ({ value: String(p.id), label: p.name }))}
          placeholder={t('filters.anyProduct')}
          searchable
          clearable
          value={params.product ? String(params.product) : null}
          onChange={(value) => url.push({ product: value ?? undefined })}
          w={220}
        />
        <SegmentedControl
          aria-label={t('filters.visibility')}
          value={params.visibility ?? 'all'}
          onChange={(value) => url.push({ visibility: value === 'all' ? undefined : value })}
          data={(['all', 'shown', 'hidden'] as const).map((value) => ({
            value,
            label: t(`filters.${value}`),
          }))}
        />
      </Group>
      <DataTable
        url={url}
        records={rows}
        columns={columns}
        page={page}
        pageSize={pageSize}
        total={total}
        emptyText={filtered ? t('noMatch') : t('empty')}
        rowTestId="review-row"
        minWidth={820}
      />
    </Stack>
  );
}

/** The table inside the modals' provider its hide dialog needs. */
export function ReviewsAdmin(props: Props) {
  return (
    <ModalsProvider>
      <ReviewsTable {...props} />
    </ModalsProvider>
  );
}
