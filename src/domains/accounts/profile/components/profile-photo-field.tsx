'use client';

import '@mantine/dropzone/styles.layer.css';
import { Avatar, Button, Group, Input, Stack } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import { useMessage } from '@/components/form-kit/use-message';
import { useRouter } from '@/i18n/navigation';
import { ACCOUNT_MESSAGES } from '../../auth/components/use-auth-error';
import { loadAuthClient } from '../../auth/lazy-client';
import { removeProfilePhotoAction, uploadProfilePhotoAction } from '../actions';

// The drop area (Mantine's Dropzone, its overlay and file checks) comes after the page's first load: the name and
// e-mail, which a shopper edits far more often, are ready first.
const PhotoDrop = lazy(() => import('./profile-photo-drop').then((m) => ({ default: m.PhotoDrop })));

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
    void loadAuthClient().then((client) => client.$store.notify('$sessionSignal'));
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
          <Suspense fallback={null}>
            <PhotoDrop onDrop={upload} onReject={reject} busy={busy} />
          </Suspense>
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
