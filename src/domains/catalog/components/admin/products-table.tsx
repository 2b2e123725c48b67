'use client';

import {
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Image,
  Modal,
  SegmentedControl,
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
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconChevronDown,
  IconChevronUp,
  IconDownload,
  IconPhoto,
  IconPlus,
  IconSearch,
  IconSelector,
  IconTags,
  IconUpload,
} from '@tabler/icons-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { useMessage } from '@/components/form-kit/use-message';
import { TableFooter } from '@/components/table-footer';
import { Link, useRouter } from '@/i18n/navigation';
import { imageUrl } from '@/lib/images';
import { formatNumber } from '@/lib/money';
import { setProductsPublishedAction } from '../../actions';
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
  pageCount: number;
  params: ProductTableParams;
};

const PATH = '/admin/products';

/** The query string of a table state, leaving out defaults so links stay short. */
function queryOf(p: ProductTableParams): Record<string, string> {
  const q: Record<string, string> = {};
  if (p.q) q.q = p.q;
  if (p.sort) q.sort = p.sort;
  if (p.dir) q.dir = p.dir;
  if (p.status !== 'all') q.status = p.status;
  if (p.page > 1) q.page = String(p.page);
  return q;
}

/**
 * The admin products table: search, status filter, sortable columns and pages all live in the URL (shareable,
 * survives a reload); rows can be selected for bulk publish/unpublish.
 */
export function ProductsTable({ rows, total, page, pageCount, params }: Props) {
  const t = useTranslations('adminCatalog');
  const locale = useLocale();
  const message = useMessage({ values: CATALOG_MESSAGE_VALUES });
  const router = useRouter();
  const [selected, setSelected] = useState<number[]>([]);
  const [pending, startTransition] = useTransition();
  const [importOpen, setImportOpen] = useState(false);
  const [q, setQ] = useState(params.q ?? '');

  const go = (patch: Partial<ProductTableParams>) => {
    setSelected([]);
    router.push({ pathname: PATH, query: queryOf({ ...params, page: 1, ...patch }) });
  };

  const header = (column: Sort) => {
    const active = params.sort === column;
    const defaultDir = column === 'updated' ? 'desc' : 'asc';
    const dir = active ? (params.dir ?? defaultDir) : undefined;
    const next = active ? (dir === 'asc' ? 'desc' : 'asc') : defaultDir;
    const Icon = dir === 'asc' ? IconChevronUp : dir === 'desc' ? IconChevronDown : IconSelector;
    return (
      <TableTh aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined}>
        <UnstyledButton
          component={Link}
          href={{ pathname: PATH, query: queryOf({ ...params, sort: column, dir: next, page: 1 }) }}
          fw={600}
          fz="sm"
        >
          <Group gap={4} wrap="nowrap">
            {t(`table.${column}`)}
            <Icon size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </TableTh>
    );
  };

  const publish = (published: boolean) =>
    startTransition(async () => {
      const result = await setProductsPublishedAction({ ids: selected, published });
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

  const allSelected = rows.length > 0 && rows.every((r) => selected.includes(r.id));
  const someSelected = selected.length > 0 && !allSelected;

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
        <form
          onSubmit={(event) => {
            event.preventDefault();
            // A new search is ordered by relevance until the admin picks a column.
            go({ q: q.trim() || undefined, sort: undefined, dir: undefined });
          }}
          style={{ flex: '1 1 260px', maxWidth: 420 }}
        >
          <TextInput
            type="search"
            name="q"
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
            placeholder={t('table.searchPlaceholder')}
            aria-label={t('table.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
          />
        </form>
        <SegmentedControl
          aria-label={t('table.status')}
          value={params.status}
          onChange={(value) => go({ status: value as Status })}
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
            </Group>
          </Group>
        </Card>
      )}

      {rows.length === 0 ? (
        <Card withBorder padding="xl">
          <Text c="dimmed">
            {params.q || params.status !== 'all' ? t('table.noMatch') : t('table.empty')}
          </Text>
        </Card>
      ) : (
        <TableScrollContainer minWidth={860}>
          <Table verticalSpacing="xs" highlightOnHover>
            <TableThead>
              <TableTr>
                <TableTh w={40}>
                  <Checkbox
                    aria-label={t('bulk.selectAll')}
                    checked={allSelected}
                    indeterminate={someSelected}
                    onChange={() => setSelected(allSelected ? [] : rows.map((r) => r.id))}
                  />
                </TableTh>
                <TableTh w={56}>
                  <VisuallyHidden>{t('table.image')}</VisuallyHidden>
                </TableTh>
                {header('name')}
                {header('category')}
                {header('price')}
                {header('stock')}
                {header('status')}
                {header('updated')}
              </TableTr>
            </TableThead>
            <TableTbody>
              {rows.map((row) => (
                <TableTr key={row.id} data-testid="product-row">
                  <TableTd>
                    <Checkbox
                      aria-label={t('bulk.select', { name: row.name })}
                      checked={selected.includes(row.id)}
                      onChange={(e) => {
                        const on = e.currentTarget.checked;
                        setSelected((s) => (on ? [...s, row.id] : s.filter((id) => id !== row.id)));
                      }}
                    />
                  </TableTd>
                  <TableTd>
                    {row.image ? (
                      <Image src={imageUrl(row.image, 320)} alt="" w={44} h={44} radius="sm" fit="cover" />
                    ) : (
                      <Stack
                        w={44}
                        h={44}
                        align="center"
                        justify="center"
                        bg="var(--mantine-color-default-hover)"
                        style={{ borderRadius: 4 }}
                      >
                        <IconPhoto size={20} stroke={1.4} aria-hidden />
                      </Stack>
                    )}
                  </TableTd>
                  <TableTd>
                    <Anchor component={Link} href={`/admin/products/${row.id}`} fw={600}>
                      {row.name}
                    </Anchor>
                    <Text size="xs" c="dimmed" dir="ltr" ta="start">
                      {row.slugEn}
                    </Text>
                  </TableTd>
                  <TableTd>
                    {row.category}
                    {row.subCategory && (
                      <Text size="xs" c="dimmed">
                        {row.subCategory}
                      </Text>
                    )}
                  </TableTd>
                  <TableTd>
                    <bdi>{row.priceLabel}</bdi>
                  </TableTd>
                  <TableTd>
                    <Text size="sm" c={row.stock === 0 ? 'red' : undefined}>
                      {formatNumber(row.stock, locale)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('table.variants', {
                        count: row.variantCount,
                        n: formatNumber(row.variantCount, locale),
                      })}
                    </Text>
                  </TableTd>
                  <TableTd miw={120}>
                    <Badge
                      color={row.published ? 'green' : 'gray'}
                      variant="light"
                      style={{ overflow: 'visible' }}
                    >
                      {row.published ? t('published') : t('draft')}
                    </Badge>
                  </TableTd>
                  <TableTd>
                    <time dateTime={row.updatedIso}>{row.updatedLabel}</time>
                  </TableTd>
                </TableTr>
              ))}
            </TableTbody>
          </Table>
        </TableScrollContainer>
      )}

      <TableFooter
        totalLabel={t('table.total', { count: total, n: formatNumber(total, locale) })}
        page={page}
        pageCount={pageCount}
        onPage={(value) => go({ page: value })}
        nextLabel={t('table.nextPage')}
        previousLabel={t('table.previousPage')}
      />

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
