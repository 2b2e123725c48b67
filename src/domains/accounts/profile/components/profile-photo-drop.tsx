'use client';

import { Group, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhotoUp } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '../limits';

type Props = {
  onDrop: (files: File[]) => void;
  onReject: (rejections: FileRejection[]) => void;
  busy: boolean;
};

/** The profile photo's drop area: a picture dropped or chosen, checked for type and size before it is sent. */
export function PhotoDrop({ onDrop, onReject, busy }: Props) {
  const t = useTranslations('profile.photo');
  return (
    <Dropzone
      onDrop={onDrop}
      onReject={onReject}
      maxSize={PHOTO_MAX_BYTES}
      accept={[...PHOTO_TYPES]}
      multiple={false}
      loading={busy}
      p="sm"
      inputProps={{ 'aria-label': t('choose') }}
    >
      <Group gap="sm" wrap="nowrap" style={{ pointerEvents: 'none' }}>
        <IconPhotoUp size={28} stroke={1.4} aria-hidden />
        <div>
          <Text fw={600} size="sm">
            {t('choose')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('hint', { maxMb: PHOTO_MAX_BYTES / 2 ** 20 })}
          </Text>
        </div>
      </Group>
    </Dropzone>
  );
}
