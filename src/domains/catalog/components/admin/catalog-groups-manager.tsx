'use client';

import { ActionIcon, Badge, Button, Card, Group, Menu, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  IconArrowDown,
  IconArrowUp,
  IconDotsVertical,
  IconEye,
  IconEyeOff,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { useMessage } from '@/components/form-kit/use-message';
import { Thumbnail } from '@/domains/media/components/thumbnail';
import { useRouter } from '@/i18n/navigation';
import { factSeparator } from '@/lib/facts';
import { formatNumber } from '@/lib/money';
import {
  deleteBrandAction,
  deleteCategoryAction,
  reorderBrandsAction,
  reorderCategoriesAction,
  saveBrandAction,
  saveCategoryAction,
  setBrandHiddenAction,
  setCategoryHiddenAction,
} from '../../actions';
import { CATALOG_MESSAGE_VALUES } from '../../schemas';
import { type GroupFormValues as FormValues, GroupForm, type GroupKind as Kind } from './group-form';

/** A category (with its sub categories) or a brand, as the admin list shows it. */
export type GroupItem = {
  id: number;
  parentId: number | null;
  nameEn: string;
  nameAr: string;
  slugEn: string;
  slugAr: string;
  image: string | null;
  hidden: boolean;
  productCount: number;
  children: Omit<GroupItem, 'children'>[];
};
type Item = Omit<GroupItem, 'children'>;

const ACTIONS = {
  categories: {
    save: saveCategoryAction,
    hide: setCategoryHiddenAction,
    reorder: reorderCategoriesAction,
    remove: deleteCategoryAction,
  },
  brands: {
    save: saveBrandAction,
    hide: setBrandHiddenAction,
    reorder: reorderBrandsAction,
    remove: deleteBrandAction,
  },
} as const;

/**
 * Categories (a tree: top-level categories and their sub categories) or brands (a flat list): create, edit,
 * reorder with move up/down, hide or show, delete after confirmation. Refusals come back translated.
 */
export function CatalogGroupsManager({ kind, items }: { kind: Kind; items: GroupItem[] }) {
  const t = useTranslations('adminCatalog');
  const tc = useTranslations('common');
  const locale = useLocale();
  const message = useMessage({ values: CATALOG_MESSAGE_VALUES });
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [editing, setEditing] = useState<FormValues | null>(null);
  const actions = ACTIONS[kind];
  const label = (item: Item) => (locale === 'ar' ? item.nameAr : item.nameEn);
  const k = kind === 'categories' ? 'category' : 'brand';

  const run = (
    work: () => Promise<{ ok: boolean; error?: string; values?: Record<string, string | number> }>,
    done?: string,
  ) =>
    startTransition(async () => {
      const result = await work();
      if (!result.ok) {
        // The shared message has no count; on delete the service sends one, so say how many.
        const key =
          result.error === 'catalogErrors.hasSubCategories' && result.values?.count !== undefined
            ? 'adminCatalog.category.hasSubCategoriesCount'
            : result.error;
        notifications.show({ color: 'red', message: message(key, result.values) });
        return;
      }
      if (done) notifications.show({ color: 'green', message: done });
      router.refresh();
    });

  const move = (siblings: Item[], index: number, by: -1 | 1) => {
    const ids = siblings.map((s) => s.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    run(() => actions.reorder({ ids }));
  };

  const confirmDelete = (item: Item) =>
    modals.openConfirmModal({
      title: t(`${k}.deleteTitle`),
      children: <Text size="sm">{t(`${k}.deleteText`, { name: label(item) })}</Text>,
      labels: { confirm: t('delete'), cancel: tc('cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => run(() => actions.remove({ id: item.id }), t(`${k}.deleted`)),
    });

  const open = (item?: Item, parentId: number | null = null) =>
    setEditing(
      item
        ? {
            id: item.id,
            parentId: item.parentId === null ? null : String(item.parentId),
            nameEn: item.nameEn,
            nameAr: item.nameAr,
            slugEn: item.slugEn,
            slugAr: item.slugAr,
            image: item.image,
            hidden: item.hidden,
          }
        : {
            parentId: parentId === null ? null : String(parentId),
            nameEn: '',
            nameAr: '',
            slugEn: '',
            slugAr: '',
            image: null,
            hidden: false,
          },
    );

  /** A row's actions, once for its buttons (wide screens) and its menu (phones). */
  const rowActions = (item: Item, siblings: Item[], index: number) => [
    {
      key: 'up',
      label: t('moveUp'),
      icon: <IconArrowUp size={18} />,
      disabled: index === 0 || pending,
      run: () => move(siblings, index, -1),
      color: undefined,
    },
    {
      key: 'down',
      label: t('moveDown'),
      icon: <IconArrowDown size={18} />,
      disabled: index === siblings.length - 1 || pending,
      run: () => move(siblings, index, 1),
      color: undefined,
    },
    {
      key: 'hide',
      label: item.hidden ? t('show') : t('hide'),
      icon: item.hidden ? <IconEye size={18} /> : <IconEyeOff size={18} />,
      disabled: pending,
      run: () => run(() => actions.hide({ id: item.id, hidden: !item.hidden })),
      color: undefined,
    },
    {
      key: 'edit',
      label: t('edit'),
      icon: <IconPencil size={18} />,
      disabled: false,
      run: () => open(item),
      color: undefined,
    },
    {
      key: 'delete',
      label: t('delete'),
      icon: <IconTrash size={18} />,
      disabled: pending,
      run: () => confirmDelete(item),
      color: 'red',
    },
  ];

  const row = (item: Item, siblings: Item[], index: number, sub: boolean) => (
    <Group
      key={item.id}
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      py="xs"
      ps={sub ? 'xl' : 0}
      data-testid={`${k}-row`}
      aria-label={label(item)}
    >
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Thumbnail image={item.image} />
        <div style={{ minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {label(item)}
            </Text>
            {item.hidden && (
              <Badge color="gray" variant="light" size="sm">
                {t('hidden')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {t('productCount', { count: item.productCount, n: formatNumber(item.productCount, locale) })}
            {factSeparator(locale)}
            <bdi dir="ltr">{locale === 'ar' ? item.slugAr : item.slugEn}</bdi>
          </Text>
        </div>
      </Group>
      {/* Wide screens: one button per action. A phone: the five would leave the name one word wide (issue 38),
          so they fold into one menu. */}
      <Group gap={4} wrap="nowrap" visibleFrom="sm">
        {rowActions(item, siblings, index).map((action) => (
          <Tooltip key={action.key} label={action.label}>
            <ActionIcon
              variant="subtle"
              color={action.color}
              aria-label={`${action.label}: ${label(item)}`}
              disabled={action.disabled}
              onClick={action.run}
            >
              {action.icon}
            </ActionIcon>
          </Tooltip>
        ))}
      </Group>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            hiddenFrom="sm"
            aria-label={`${t('rowActions')}: ${label(item)}`}
            data-testid={`${k}-actions`}
          >
            <IconDotsVertical size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {rowActions(item, siblings, index).map((action) => (
            <Menu.Item
              key={action.key}
              color={action.color}
              leftSection={action.icon}
              disabled={action.disabled}
              onClick={action.run}
            >
              {action.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );

  return (
    <Stack>
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => open()}>
          {t(`${k}.new`)}
        </Button>
      </Group>
      {items.length === 0 ? (
        <Card withBorder padding="xl">
          <Text c="dimmed">{t(`${k}.empty`)}</Text>
        </Card>
      ) : (
        <Stack gap="sm">
          {items.map((item, index) => (
            <Card key={item.id} withBorder padding="sm">
              {row(item, items, index, false)}
              {item.children.map((child, i) => row(child, item.children, i, true))}
              {kind === 'categories' && (
                <Group ps="xl" pt={4}>
                  <Button
                    variant="subtle"
                    size="xs"
                    leftSection={<IconPlus size={14} />}
                    onClick={() => open(undefined, item.id)}
                  >
                    {t('category.newSub', { name: label(item) })}
                  </Button>
                </Group>
              )}
            </Card>
          ))}
        </Stack>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing?.id ? `${k}.editTitle` : `${k}.newTitle`)}
        size="lg"
      >
        {editing && (
          <GroupForm
            kind={kind}
            initial={editing}
            parents={kind === 'categories' ? items.filter((c) => c.id !== editing.id) : []}
            onSaved={() => {
              setEditing(null);
              router.refresh();
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}
