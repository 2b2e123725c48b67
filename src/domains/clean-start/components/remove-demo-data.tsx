'use client';

import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { useMessage } from '@/components/form-kit/use-message';
import { SettingsSection } from '@/domains/store-settings/components/admin/settings-section';
import { useRouter } from '@/i18n/navigation';
import { formatNumber } from '@/lib/money';
import { removeDemoDataAction } from '../actions';
import { DEMO_KINDS, type DemoCounts, hasDemoData } from '../schemas';

/**
 * Settings → Remove demo data: what the demo seed loaded, counted per kind, removed after a confirmation that names
 * what goes and what stays. Nothing to remove: the section says so.
 */
export function RemoveDemoData({ counts }: { counts: DemoCounts }) {
  const t = useTranslations('adminCleanStart');
  const locale = useLocale();
  const message = useMessage();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const any = hasDemoData(counts);
  const shown = DEMO_KINDS.filter((kind) => counts[kind] > 0);

  const remove = () =>
    startTransition(async () => {
      const result = await removeDemoDataAction({ confirm: true });
      if (!result.ok) {
        notifications.show({ color: 'red', message: message(result.error, result.values) });
        return;
      }
      setOpen(false);
      notifications.show({ color: 'green', message: t('removed') });
      router.refresh();
    });

  return (
    <SettingsSection id="demo-data" title={t('title')} description={t('description')}>
      {any ? (
        <Group>
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setOpen(true)}
          >
            {t('open')}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed" data-testid="no-demo-data">
          {t('nothing')}
        </Text>
      )}
      <Modal opened={open} onClose={() => setOpen(false)} title={t('confirmTitle')} size="lg">
        <Stack>
          <Text size="sm">{t('goes')}</Text>
          <List size="sm" data-testid="demo-counts">
            {shown.map((kind) => (
              <List.Item key={kind}>
                {t(`kinds.${kind}`, { count: counts[kind], n: formatNumber(counts[kind], locale) })}
              </List.Item>
            ))}
          </List>
          <Alert variant="light" color="blue">
            <Text size="sm">{t('stays')}</Text>
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)} disabled={pending}>
              {t('cancel')}
            </Button>
            <Button color="red" loading={pending} onClick={remove}>
              {t('confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SettingsSection>
  );
}
