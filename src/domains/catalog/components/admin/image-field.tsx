'use client';

import { Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMessage } from '@/components/form-kit/use-message';
import { uploadCatalogImageAction } from '../../actions';
import { CATALOG_MESSAGE_VALUES, IMAGE_MAX_BYTES } from '../../schemas';
import { Thumbnail } from './thumbnail';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

type Props = {
  label: string;
  folder: 'categories' | 'brands' | 'store' | 'pages';
  value: string | null;
  onChange: (key: string | null) => void;
  error?: string;
};

/** One image for a category or brand: uploaded (and checked) on the server as soon as it is chosen. */
export function ImageField({ label, folder, value, onChange, error }: Props) {
  const t = useTranslations('adminCatalog');
  const message = useMessage({ values: CATALOG_MESSAGE_VALUES });
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const upload = async (file: File | null) => {
    if (!file) return;
    setUploadError(null);
    if (file.size > IMAGE_MAX_BYTES) return setUploadError(message('images.tooLarge'));
    setBusy(true);
    const form = new FormData();
    form.set('file', file);
    form.set('folder', folder);
    const result = await uploadCatalogImageAction(form).catch(() => null);
    setBusy(false);
    if (!result) return setUploadError(message('errors.errorText'));
    if (!result.ok) return setUploadError(message(result.error));
    onChange(result.data.key);
  };

  return (
    <Input.Wrapper label={label} error={uploadError ?? error}>
      <Group gap="md" mt={4} wrap="nowrap" align="center">
        <Thumbnail image={value} size="md" />
        <Stack gap={6}>
          <FileButton onChange={upload} accept={IMAGE_TYPES.join(',')}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="xs"
                loading={busy}
                leftSection={<IconUpload size={14} />}
              >
                {value ? t('images.replace') : t('images.upload')}
              </Button>
            )}
          </FileButton>
          {value && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} />}
              onClick={() => onChange(null)}
            >
              {t('images.remove')}
            </Button>
          )}
        </Stack>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {t('images.hint', CATALOG_MESSAGE_VALUES)}
      </Text>
    </Input.Wrapper>
  );
}
