'use client';

import {
  Alert,
  Anchor,
  Button,
  Table,
  TableScrollContainer,
  TableTbody,
  TableTd,
  TableTh,
  TableThead,
  TableTr,
  Text,
} from '@mantine/core';
import { IconAlertTriangle, IconDatabaseExport, IconDownload } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useActionRunner } from '@/components/form-kit/use-action-runner';
import { SettingsSection } from '@/domains/store-settings/components/admin/settings-section';
import { backUpNowAction } from '../../actions';

/** A kept backup as the page shows it: its time and size already written for the page's language. */
export type BackupRow = {
  name: string;
  href: string;
  takenIso: string;
  takenLabel: string;
  sizeLabel: string;
};

type Props = {
  /** Newest first; null when they could not be listed. */
  backups: BackupRow[] | null;
  /** How many are kept (BACKUP_KEEP). */
  keep: number;
  /** 03:00, the nightly backup's hour, in the page's language. */
  nightlyAt: string;
};

/** The last backup, the kept ones with a download each, and "Back up now". */
export function BackupsSection({ backups, keep, nightlyAt }: Props) {
  const t = useTranslations('adminSettings.backups');
  const { run, pending } = useActionRunner();
  const [last] = backups ?? [];
  return (
    <SettingsSection
      id="backups"
      title={t('title')}
      description={t('description', { time: nightlyAt, keep })}
      action={
        <Button
          leftSection={<IconDatabaseExport size={16} aria-hidden />}
          loading={pending}
          onClick={() => run(() => backUpNowAction({}), t('done'))}
        >
          {t('backUpNow')}
        </Button>
      }
    >
      {backups ? (
        <Text size="sm" data-testid="last-backup">
          {last ? t('last', { time: last.takenLabel, size: last.sizeLabel }) : t('none')}
        </Text>
      ) : (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {t('unavailable')}
        </Alert>
      )}
      {last && (
        <TableScrollContainer minWidth={480}>
          <Table verticalSpacing="xs" data-testid="backups" aria-busy={pending}>
            <TableThead>
              <TableTr>
                <TableTh>{t('columns.taken')}</TableTh>
                <TableTh>{t('columns.size')}</TableTh>
                <TableTh>{t('columns.file')}</TableTh>
              </TableTr>
            </TableThead>
            <TableTbody>
              {backups?.map((backup) => (
                <TableTr key={backup.name}>
                  <TableTd>
                    <time dateTime={backup.takenIso}>{backup.takenLabel}</time>
                  </TableTd>
                  <TableTd>{backup.sizeLabel}</TableTd>
                  <TableTd>
                    <Anchor href={backup.href} download={backup.name} size="sm">
                      <IconDownload size={14} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
                      <bdi dir="ltr">{backup.name}</bdi>
                    </Anchor>
                  </TableTd>
                </TableTr>
              ))}
            </TableTbody>
          </Table>
        </TableScrollContainer>
      )}
    </SettingsSection>
  );
}
