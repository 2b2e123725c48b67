'use client';

import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Table,
  TableScrollContainer,
  TableTbody,
  TableTd,
  TableTh,
  TableThead,
  TableTr,
  Text,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  IconAlertTriangle,
  IconArrowDown,
  IconArrowUp,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { useMessage } from '@/components/form-kit/use-message';
import { useRouter } from '@/i18n/navigation';
import { formatMoney, formatNumber } from '@/lib/money';
import { deleteDeliveryAreaAction, reorderDeliveryAreasAction } from '../../actions';
import type { DeliveryArea } from '../../schemas';
import { DeliveryAreaForm } from './delivery-area-form';
import { SettingsSection } from './settings-section';

type Props = { areas: DeliveryArea[]; currency: string };

/** "1–3 days", or "2 days" when both ends meet, in the page's digits. */
export function useDaysLabel() {
  const t = useTranslations('adminSettings.areas');
  const locale = useLocale();
  return (min: number, max: number) =>
    min === max ? t('daysExact', { count: max, n: formatNumber(max, locale) }) : t('daysRange', { min, max });
}

/**
 * The store's delivery areas in the order shoppers see them: add and edit in a dialog, delete after a confirmation,
 * move up and down. A warning says when none is active, since then nobody can check out.
 */
export function DeliveryAreas({ areas, currency }: Props) {
  const t = useTranslations('adminSettings.areas');
  const tc = useTranslations('common');
  const locale = useLocale();
  const message = useMessage();
  const router = useRouter();
  const days = useDaysLabel();
  const [editing, setEditing] = useState<DeliveryArea | 'new' | null>(null);
  const [pending, startTransition] = useTransition();
  const name = (area: DeliveryArea) => (locale === 'ar' ? area.nameAr : area.nameEn);
  const money = (minor: number) => formatMoney(minor, currency, locale);

  const run = (call: () => Promise<{ ok: boolean; error?: string }>, done?: string) =>
    startTransition(async () => {
      const result = await call().catch(() => null);
      if (!result?.ok) {
        notifications.show({ color: 'red', message: message(result?.error) });
      } else if (done) {
        notifications.show({ color: 'green', message: done });
      }
      router.refresh();
    });

  const move = (index: number, by: -1 | 1) => {
    const ids = areas.map((a) => a.id);
    const [id] = ids.splice(index, 1);
    if (id === undefined) return;
    ids.splice(index + by, 0, id);
    run(() => reorderDeliveryAreasAction({ ids }));
  };

  const confirmDelete = (area: DeliveryArea) =>
    modals.openConfirmModal({
      title: t('deleteTitle', { name: name(area) }),
      children: <Text size="sm">{t('deleteBody')}</Text>,
      labels: { confirm: t('deleteConfirm'), cancel: t('cancel') },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': tc('close') },
      onConfirm: () =>
        run(() => deleteDeliveryAreaAction({ id: area.id }), t('deleted', { name: name(area) })),
    });

  const noneActive = !areas.some((a) => a.active);
  return (
    <SettingsSection
      id="delivery-areas"
      title={t('title')}
      description={t('description')}
      action={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('add')}
        </Button>
      }
    >
      {noneActive && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
          {t('noneActive')}
        </Alert>
      )}

      {areas.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('empty')}
        </Text>
      ) : (
        <TableScrollContainer minWidth={760}>
          <Table verticalSpacing="sm" highlightOnHover data-testid="delivery-areas" aria-busy={pending}>
            <TableThead>
              <TableTr>
                <TableTh>{t('columns.name')}</TableTh>
                <TableTh>{t('columns.charge')}</TableTh>
                <TableTh>{t('columns.freeFrom')}</TableTh>
                <TableTh>{t('columns.days')}</TableTh>
                <TableTh>{t('columns.status')}</TableTh>
                <TableTh ta="end">{t('columns.actions')}</TableTh>
              </TableTr>
            </TableThead>
            <TableTbody>
              {areas.map((area, index) => (
                <TableTr key={area.id} data-testid="delivery-area-row">
                  <TableTd fw={600}>{name(area)}</TableTd>
                  <TableTd>
                    <bdi>{money(area.charge)}</bdi>
                  </TableTd>
                  <TableTd>{area.freeFrom === null ? t('never') : <bdi>{money(area.freeFrom)}</bdi>}</TableTd>
                  <TableTd>{days(area.minDays, area.maxDays)}</TableTd>
                  <TableTd>
                    <Badge
                      color={area.active ? 'green' : 'gray'}
                      variant="light"
                      style={{ overflow: 'visible' }}
                    >
                      {area.active ? t('active') : t('inactive')}
                    </Badge>
                  </TableTd>
                  <TableTd>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t('moveUp', { name: name(area) })}
                        disabled={index === 0 || pending}
                        onClick={() => move(index, -1)}
                      >
                        <IconArrowUp size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t('moveDown', { name: name(area) })}
                        disabled={index === areas.length - 1 || pending}
                        onClick={() => move(index, 1)}
                      >
                        <IconArrowDown size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('edit', { name: name(area) })}
                        onClick={() => setEditing(area)}
                      >
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('delete', { name: name(area) })}
                        disabled={pending}
                        onClick={() => confirmDelete(area)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </TableTd>
                </TableTr>
              ))}
            </TableTbody>
          </Table>
        </TableScrollContainer>
      )}

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('addTitle') : t('editTitle')}
        closeButtonProps={{ 'aria-label': tc('close') }}
        size="lg"
      >
        {editing !== null && (
          <DeliveryAreaForm
            key={editing === 'new' ? 'new' : editing.id}
            area={editing === 'new' ? null : editing}
            currency={currency}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              router.refresh();
            }}
          />
        )}
      </Modal>
    </SettingsSection>
  );
}
