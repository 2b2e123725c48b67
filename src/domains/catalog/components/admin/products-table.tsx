'use client';

import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconPlus, IconTags, IconTrash, IconUpload } from '@tabler/icons-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { DataTable, type TableColumn } from '@/components/data-table/data-table';
import { TableSearch } from '@/components/data-table/table-search';
import { useTableUrl } from '@/components/data-table/use-table-url';
import { useMessage } from '@/components/form-kit/use-message';
import { Thumbnail } from '@/domains/media/components/thumbnail';
import { Link, useRouter } from '@/i18n/navigation';
import { factSeparator } from '@/lib/facts';
import { formatNumber } from '@/lib/money';
import { deleteProductsAction, setProductsPublishedAction } from '../../actions';
import { CATALOG_MESSAGE_VALUES } from '../../schemas';
import { CsvImport } from './csv-import';

export type ProductTableRow = {
  id: number;
  name: string;
  slugEn: string;
  image: string | null;
  category: string;
  subCategory: string | null;
  priceLabel: string;
  stock: number;
  variantCount: number;
  published: boolean;
  updatedLabel: string;
  updatedIso: string;
};

type Sort = 'name' | 'category' | 'price' | 'stock' | 'status' | 'updated';
type Status = 'all' | 'published' | 'draft';
export type ProductTableParams = {
  q?: string;
  sort?: Sort;
  dir?: 'asc' | 'desc';
  status: Status;
  page: number;
};

type Props = {
  rows: ProductTableRow[];
  total: number;
  page: number;
  pageSize: number;
  params: ProductTableParams;
  /** At or below this total stock a product is marked as running low (Settings). */
  lowStockThreshold: number;
};

/**
 * The admin products table: search, status filter, sortable columns and pages all live in the URL (shareable,
 * survives a reload); rows can be selected for bulk publish/unpublish.
 */
export function ProductsTable({ rows, total, page, pageSize, params, lowStockThreshold }: Props) {
  const t = useTranslations('adminCatalog');
  const locale = useLocale();
  const message = useMessage({ values: CATALOG_MESSAGE_VALUES });
  const router = useRouter();
  const url = useTableUrl();
  const [selected, setSelected] = useState<ProductTableRow[]>([]);
  const [pending, startTransition] = useTransition();
  const [importOpen, setImportOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const td = useTranslations('adminBulkDelete');

  const remove = () =>
    startTransition(async () => {
      const result = await deleteProductsAction({ ids: selected.map((row) => row.id) });
      if (!result.ok) {
        notifications.show({ color: 'red', message: message(result.error, result.values) });
        return;
      }
      notifications.show({
        color: 'green',
        message: td('deleted', { count: result.data, n: formatNumber(result.data, locale) }),
      });
      setDeleteOpen(false);
      setSelected([]);
      router.refresh();
    });

  const publish = (published: boolean) =>
    startTransition(async () => {
      const ids = selected.map((row) => row.id);
      const result = await setProductsPublishedAction({ ids, published });
      if (!result.ok) {
        notifications.show({ color: 'red', message: message(result.error, result.values) });
        return;
      }
      notifications.show({
        color: 'green',
        message: t(published ? 'bulk.publishedCount' : 'bulk.unpublishedCount', {
          count: result.data,
          n: formatNumber(result.data, locale),
        }),
      });
      setSelected([]);
      router.refresh();
    });

  const columns: TableColumn<ProductTableRow>[] = [
    {
      accessor: 'image',
      title: <VisuallyHidden>{t('table.image')}</VisuallyHidden>,
      width: 68,
      render: (row) => <Thumbnail image={row.image} />,
    },
    {
      accessor: 'name',
      title: t('table.name'),
      sortable: true,
      render: (row) => (
        <>
          <Anchor component={Link} href={`/admin/products/${row.id}`} fw={600}>
            {row.name}
          </Anchor>
          <Text size="xs" c="dimmed" dir="ltr" ta="start">
            {row.slugEn}
          </Text>
        </>
      ),
    },
    {
      accessor: 'category',
      title: t('table.category'),
      sortable: true,
      render: (row) => (
        <>
          {row.category}
          {row.subCategory && (
            <Text size="xs" c="dimmed">
              {row.subCategory}
            </Text>
          )}
        </>
      ),
    },
    {
      accessor: 'price',
      title: t('table.price'),
      sortable: true,
      render: (row) => <bdi>{row.priceLabel}</bdi>,
    },
    {
      accessor: 'stock',
      title: t('table.stock'),
      sortable: true,
      render: (row) => (
        <>
          <Text size="sm" c={row.stock === 0 ? 'red' : row.stock <= lowStockThreshold ? 'orange' : undefined}>
            {formatNumber(row.stock, locale)}
            {row.stock > 0 &&
              row.stock <= lowStockThreshold &&
              `${factSeparator(locale)}${t('table.lowStock')}`}
          </Text>
          <Text size="xs" c="dimmed">
            {t('table.variants', { count: row.variantCount, n: formatNumber(row.variantCount, locale) })}
          </Text>
        </>
      ),
    },
    {
      accessor: 'status',
      title: t('table.status'),
      sortable: true,
      width: 130,
      render: (row) => (
        <Badge color={row.published ? 'green' : 'gray'} variant="light" style={{ overflow: 'visible' }}>
          {row.published ? t('published') : t('draft')}
        </Badge>
      ),
    },
    {
      accessor: 'updated',
      title: t('table.updated'),
      sortable: true,
      firstDirection: 'desc',
      render: (row) => <time dateTime={row.updatedIso}>{row.updatedLabel}</time>,
    },
  ];

  return (
    <Stack>
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <Button component={Link} href="/admin/products/new" leftSection={<IconPlus size={16} />}>
            {t('product.new')}
          </Button>
          <Button
            component={Link}
            href="/admin/products/brands"
            variant="default"
            leftSection={<IconTags size={16} />}
          >
            {t('brand.title')}
          </Button>
        </Group>
        <Group gap="xs">
          <Button
            component="a"
            href="/api/admin/products/export"
            download
            variant="default"
            leftSection={<IconDownload size={16} />}
          >
            {t('csv.export')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconUpload size={16} />}
            onClick={() => setImportOpen(true)}
          >
            {t('csv.import')}
          </Button>
        </Group>
      </Group>

      <Group justify="space-between" align="flex-end" gap="sm">
        <TableSearch
          url={url}
          label={t('table.search')}
          placeholder={t('table.searchPlaceholder')}
          style={{ flex: '1 1 260px' }}
        />
        <SegmentedControl
          aria-label={t('table.status')}
          value={params.status}
          onChange={(value) => url.push({ status: value === 'all' ? undefined : value })}
          data={[
            { value: 'all', label: t('table.all') },
            { value: 'published', label: t('published') },
            { value: 'draft', label: t('draft') },
          ]}
        />
      </Group>

      {selected.length > 0 && (
        <Card withBorder padding="xs" bg="var(--mantine-primary-color-light)">
          <Group justify="space-between">
            <Text size="sm" fw={600}>
              {t('bulk.selected', { count: selected.length, n: formatNumber(selected.length, locale) })}
            </Text>
            <Group gap="xs">
              <Button size="xs" loading={pending} onClick={() => publish(true)}>
                {t('bulk.publish')}
              </Button>
              <Button size="xs" variant="default" loading={pending} onClick={() => publish(false)}>
                {t('bulk.unpublish')}
              </Button>
              <Button
                size="xs"
                color="red"
                variant="light"
                leftSection={<IconTrash size={14} aria-hidden />}
                loading={pending}
                onClick={() => setDeleteOpen(true)}
              >
                {td('delete')}
              </Button>
            </Group>
          </Group>
        </Card>
      )}

      <DataTable
        url={url}
        records={rows}
        columns={columns}
        page={page}
        pageSize={pageSize}
        total={total}
        sort={{ column: params.sort, dir: params.dir }}
        emptyText={params.q || params.status !== 'all' ? t('table.noMatch') : t('table.empty')}
        rowTestId="product-row"
        minWidth={860}
        selection={{
          selected,
          onChange: setSelected,
          allLabel: t('bulk.selectAll'),
          label: (row) => t('bulk.select', { name: row.name }),
        }}
      />

      <Modal
        opened={deleteOpen}
        onClose={() => setDeleteOpen(false)}
        title={td('title', { count: selected.length, n: formatNumber(selected.length, locale) })}
      >
        <Stack>
          <Text size="sm">{td('text')}</Text>
          <Text size="sm" component="ul" m={0} ps="lg">
            {selected.slice(0, 10).map((row) => (
              <li key={row.id}>{row.name}</li>
            ))}
            {selected.length > 10 && (
              <li>
                {td('more', { count: selected.length - 10, n: formatNumber(selected.length - 10, locale) })}
              </li>
            )}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleteOpen(false)} disabled={pending}>
              {td('cancel')}
            </Button>
            <Button color="red" loading={pending} onClick={remove}>
              {td('confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal opened={importOpen} onClose={() => setImportOpen(false)} title={t('csv.importTitle')} size="xl">
        <CsvImport
          onImported={() => {
            setImportOpen(false);
            router.refresh();
          }}
        />
      </Modal>
    </Stack>
  );
}
