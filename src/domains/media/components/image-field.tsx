'use client';

import { Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMessage } from '@/components/form-kit/use-message';
import { uploadImageAction } from '../actions';
import { IMAGE_MAX_BYTES, IMAGE_MESSAGE_VALUES, IMAGE_TYPES, type ImageFolder } from '../limits';
import { Thumbnail } from './thumbnail';

type Props = {
  label: string;
  folder: Exclude<ImageFolder, 'products'>;
  value: string | null;
  onChange: (key: string | null) => void;
  error?: string;
};

/**
 * One image of a form (a category's, a brand's, the store's logo, a page's): uploaded (and checked) on the server as
 * soon as it is chosen; the form saves its key.
 */
export function ImageField({ label, folder, value, onChange, error }: Props) {
  const t = useTranslations('adminCatalog');
  const message = useMessage({ values: IMAGE_MESSAGE_VALUES });
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
    const result = await uploadImageAction(form).catch(() => null);
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
        {t('images.hint', IMAGE_MESSAGE_VALUES)}
      </Text>
    </Input.Wrapper>
  );
}
