'use client';

import '@mantine/dropzone/styles.layer.css';
import { Avatar, Button, Group, Input, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMessage } from '@/components/form-kit/use-message';
import { useRouter } from '@/i18n/navigation';
import { authClient } from '../../auth/client';
import { ACCOUNT_MESSAGES } from '../../auth/components/use-auth-error';
import { removeProfilePhotoAction, uploadProfilePhotoAction } from '../actions';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '../limits';

type Props = { name: string; image: string | null };

/** The user's photo: dropped or chosen, checked and cut to a square on the server, shown at once everywhere. */
export function ProfilePhotoField({ name, image: initial }: Props) {
  const t = useTranslations('profile.photo');
  const translate = useMessage(ACCOUNT_MESSAGES);
  const router = useRouter();
  const [image, setImage] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const changed = (next: string | null, message: string) => {
    setImage(next);
    notifications.show({ color: 'green', message });
    // The header's menu and the admin sidebar read the session: refresh both.
    authClient.$store.notify('$sessionSignal');
    router.refresh();
  };

  const upload = async ([file]: File[]) => {
    if (!file) return;
    setError(null);
    setBusy(true);
    const form = new FormData();
    form.set('photo', file);
    const result = await uploadProfilePhotoAction(form).catch(() => null);
    setBusy(false);
    if (!result) return setError(translate('errors.errorText'));
    if (!result.ok) return setError(translate(result.fieldErrors?.photo ?? result.error));
    changed(result.data.image, t('saved'));
  };

  const reject = (rejections: FileRejection[]) => {
    const tooLarge = rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large'));
    setError(translate(tooLarge ? 'images.tooLarge' : 'profile.photo.invalidType'));
  };

  const remove = async () => {
    setError(null);
    setBusy(true);
    const result = await removeProfilePhotoAction({}).catch(() => null);
    setBusy(false);
    if (!result?.ok) return setError(translate(result ? result.error : 'errors.errorText'));
    changed(null, t('removed'));
  };

  return (
    <Input.Wrapper label={t('label')} error={error} labelElement="div">
      <Group mt={4} gap="md" align="center" wrap="nowrap">
        <Avatar
          src={image}
          name={name}
          color="initials"
          size={88}
          alt={t('alt', { name })}
          data-testid="profile-photo"
        />
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Dropzone
            onDrop={upload}
            onReject={reject}
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
          {image && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} />}
              onClick={remove}
              disabled={busy}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('remove')}
            </Button>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
