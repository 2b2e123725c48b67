'use client';

import {
  Alert,
  Button,
  FileInput,
  Stack,
  Table,
  TableScrollContainer,
  TableTbody,
  TableTd,
  TableTh,
  TableThead,
  TableTr,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMessage } from '@/components/form-kit/use-message';
import { formatNumber } from '@/lib/money';
import { importProductsCsvAction } from '../../actions';
import type { CsvImportError } from '../../csv';
import { CATALOG_MESSAGE_VALUES, CSV_MAX_BYTES } from '../../schemas';

/** Uploads a products CSV; shows each refused cell (row, column, reason) or the created/updated counts. */
export function CsvImport({ onImported }: { onImported: () => void }) {
  const t = useTranslations('adminCatalog.csv');
  const locale = useLocale();
  const message = useMessage({ values: CATALOG_MESSAGE_VALUES });
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<CsvImportError[]>([]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    setRowErrors([]);
    if (!file) return setError(message('catalogErrors.csvInvalidFile'));
    if (file.size > CSV_MAX_BYTES) return setError(message('catalogErrors.csvTooLarge'));
    setBusy(true);
    const form = new FormData();
    form.set('file', file);
    const result = await importProductsCsvAction(form).catch(() => null);
    setBusy(false);
    if (!result) return setError(message('errors.errorText'));
    if (!result.ok) return setError(message(result.fieldErrors?.file ?? result.error, result.values));
    if (result.data.status === 'invalid') {
      setRowErrors(result.data.errors);
      setError(
        t('invalid', {
          count: result.data.errors.length,
          n: formatNumber(result.data.errors.length, locale),
        }),
      );
      return;
    }
    const { created, updated, unchanged } = result.data;
    notifications.show({
      color: 'green',
      message: t('imported', {
        created,
        updated,
        unchanged,
        nCreated: formatNumber(created, locale),
        nUpdated: formatNumber(updated, locale),
        nUnchanged: formatNumber(unchanged, locale),
      }),
    });
    onImported();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('help')}
        </Text>
        <FileInput
          label={t('file', CATALOG_MESSAGE_VALUES)}
          accept=".csv,text/csv"
          value={file}
          onChange={setFile}
          clearable
          leftSection={<IconFileTypeCsv size={16} aria-hidden />}
          placeholder={t('choose')}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {rowErrors.length > 0 && (
          <TableScrollContainer minWidth={480} mah={360}>
            <Table striped withTableBorder aria-label={t('errorsTable')}>
              <TableThead>
                <TableTr>
                  <TableTh>{t('row')}</TableTh>
                  <TableTh>{t('column')}</TableTh>
                  <TableTh>{t('problem')}</TableTh>
                </TableTr>
              </TableThead>
              <TableTbody>
                {rowErrors.map((e) => (
                  <TableTr key={`${e.row}:${e.column}`}>
                    <TableTd>
                      <bdi>{formatNumber(e.row, locale)}</bdi>
                    </TableTd>
                    <TableTd>
                      <code dir="ltr">{e.column || '—'}</code>
                    </TableTd>
                    <TableTd>{message(e.message, e.values)}</TableTd>
                  </TableTr>
                ))}
              </TableTbody>
            </Table>
          </TableScrollContainer>
        )}
        <Button type="submit" loading={busy} disabled={!file}>
          {t('importButton')}
        </Button>
      </Stack>
    </form>
  );
}
