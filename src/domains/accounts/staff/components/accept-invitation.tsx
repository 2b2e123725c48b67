'use client';

import { Alert, Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMessage } from '@/components/form-kit/use-message';
import { Link, useRouter } from '@/i18n/navigation';
import { acceptInvitationAction } from '../actions';

/** The invitee's one button: takes the invitation's role, then opens the admin area. */
export function AcceptInvitation({ token }: { token: string }) {
  const t = useTranslations('staff.invitation');
  const message = useMessage();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const accept = async () => {
    setPending(true);
    setError(null);
    const result = await acceptInvitationAction({ token }).catch(() => null);
    if (!result?.ok) {
      setPending(false);
      setError(
        message(result?.error ?? 'errors.errorText', result?.ok === false ? result.values : undefined),
      );
      return;
    }
    notifications.show({ color: 'green', message: t('accepted') });
    router.push('/admin/dashboard');
  };
  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Button onClick={accept} loading={pending} leftSection={<IconCheck size={16} />}>
        {t('accept')}
      </Button>
    </Stack>
  );
}

/** A guest's way in: log in or sign up with the invited address, then back to the invitation (`back`). */
export function InvitationSignIn({ back }: { back: string }) {
  const t = useTranslations('staff.invitation');
  return (
    <Group>
      <Button component={Link} href={{ pathname: '/login', query: { next: back } }}>
        {t('login')}
      </Button>
      <Button component={Link} variant="default" href={{ pathname: '/signup', query: { next: back } }}>
        {t('signup')}
      </Button>
    </Group>
  );
}
