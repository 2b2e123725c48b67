'use client';

import { Alert, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconBan, IconInfoCircle, IconLockOpen, IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useActionRunner } from '@/components/form-kit/use-action-runner';
import { useMessage } from '@/components/form-kit/use-message';
import { BAN_REASON_MAX } from '../../limits';
import type { Decision } from '../../policies';
import { setUserAdminAction, setUserBlockedAction } from '../actions';

const USERS_MESSAGES = { values: { reasonMax: BAN_REASON_MAX } };

type Props = {
  user: { id: string; name: string; isAdmin: boolean; banned: boolean };
  isSelf: boolean;
  /** What the policies answer for toggling the role and the blocked state (accounts/policies.ts). */
  decisions: { admin: Decision; blocked: Decision };
};

/**
 * Grant/revoke admin and block/unblock, each behind a confirmation. A control the policies refuse (the admin's own
 * account, the last admin) is disabled, with the reason, since its action would refuse it the same way.
 */
export function UserActions({ user, isSelf, decisions }: Props) {
  const t = useTranslations('adminUsers.actions');
  const message = useMessage(USERS_MESSAGES);
  const { run, pending } = useActionRunner(USERS_MESSAGES);

  const confirm = (options: {
    title: string;
    body: string;
    label: string;
    danger?: boolean;
    withReason?: boolean;
    onConfirm: (reason: string) => void;
  }) => {
    // The reason box is uncontrolled: the modal's content is rendered once, outside this component's state.
    let reason = '';
    modals.openConfirmModal({
      title: options.title,
      children: (
        <Stack gap="sm">
          <Text size="sm">{options.body}</Text>
          {options.withReason && (
            <Textarea
              label={t('blockReason')}
              maxLength={200}
              autosize
              minRows={2}
              onChange={(e) => {
                reason = e.currentTarget.value;
              }}
            />
          )}
        </Stack>
      ),
      labels: { confirm: options.label, cancel: t('cancel') },
      confirmProps: { color: options.danger ? 'red' : undefined },
      onConfirm: () => options.onConfirm(reason),
    });
  };

  const refusals = new Set(
    [decisions.admin, decisions.blocked].flatMap((d) => (d.allowed ? [] : [d.reason])),
  );
  const hint = isSelf ? t('selfHint') : [...refusals].map((reason) => message(reason)).join(' ');

  const name = user.name;
  const toggleAdmin = () =>
    confirm({
      title: t(user.isAdmin ? 'revokeTitle' : 'grantTitle', { name }),
      body: t(user.isAdmin ? 'revokeBody' : 'grantBody'),
      label: t(user.isAdmin ? 'revoke' : 'grant'),
      danger: user.isAdmin,
      onConfirm: () =>
        run(
          () => setUserAdminAction({ userId: user.id, admin: !user.isAdmin }),
          t(user.isAdmin ? 'revoked' : 'granted', { name }),
        ),
    });
  const toggleBlocked = () =>
    confirm({
      title: t(user.banned ? 'unblockTitle' : 'blockTitle', { name }),
      body: t(user.banned ? 'unblockBody' : 'blockBody'),
      label: t(user.banned ? 'unblock' : 'block'),
      danger: !user.banned,
      withReason: !user.banned,
      onConfirm: (reason) =>
        run(
          () => setUserBlockedAction({ userId: user.id, blocked: !user.banned, reason: reason || undefined }),
          t(user.banned ? 'unblockedDone' : 'blockedDone', { name }),
        ),
    });

  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('title')}
        </Title>
        {hint && (
          <Alert variant="light" icon={<IconInfoCircle size={18} />}>
            {hint}
          </Alert>
        )}
        <Group gap="xs">
          <Button
            variant={user.isAdmin ? 'default' : 'filled'}
            leftSection={user.isAdmin ? <IconShieldOff size={16} /> : <IconShieldCheck size={16} />}
            disabled={!decisions.admin.allowed}
            loading={pending}
            onClick={toggleAdmin}
          >
            {t(user.isAdmin ? 'revoke' : 'grant')}
          </Button>
          <Button
            color={user.banned ? undefined : 'red'}
            variant={user.banned ? 'default' : 'light'}
            leftSection={user.banned ? <IconLockOpen size={16} /> : <IconBan size={16} />}
            disabled={!decisions.blocked.allowed}
            loading={pending}
            onClick={toggleBlocked}
          >
            {t(user.banned ? 'unblock' : 'block')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
