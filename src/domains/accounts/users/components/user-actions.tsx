'use client';

import { Alert, Button, Card, Group, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconBan, IconInfoCircle, IconLockOpen, IconShieldCheck } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useActionRunner } from '@/components/form-kit/use-action-runner';
import { useMessage } from '@/components/form-kit/use-message';
import { BAN_REASON_MAX } from '../../limits';
import type { Decision } from '../../policies';
import { ASSIGNABLE_ROLES, type AssignableRole, type StaffRole } from '../../staff/roles';
import { setUserBlockedAction, setUserRoleAction } from '../actions';

const USERS_MESSAGES = { values: { reasonMax: BAN_REASON_MAX } };

type Props = {
  user: { id: string; name: string; staffRole: StaffRole | null; banned: boolean };
  isSelf: boolean;
  /**
   * What the policies answer for changing the role (away from the current one: the same answer for every other
   * role, accounts/policies.ts) and for toggling the blocked state.
   */
  decisions: { role: Decision; blocked: Decision };
};

/**
 * The user's role (a staff role or customer) and block/unblock, each behind a confirmation. A control the policies refuse (the admin's own
 * account, the last admin) is disabled, with the reason, since its action would refuse it the same way.
 */
export function UserActions({ user, isSelf, decisions }: Props) {
  const t = useTranslations('adminUsers.actions');
  const ts = useTranslations('staff');
  const current: AssignableRole = user.staffRole ?? 'user';
  const [role, setRole] = useState<AssignableRole>(current);
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

  const refusals = new Set([decisions.role, decisions.blocked].flatMap((d) => (d.allowed ? [] : [d.reason])));
  const hint = isSelf ? t('selfHint') : [...refusals].map((reason) => message(reason)).join(' ');

  const name = user.name;
  const changeRole = () => {
    const label = ts(`roles.${role}`);
    confirm({
      title: ts('change.title', { name, role: label }),
      body: ts('change.body', { hint: ts(`roleHints.${role}`) }),
      label: ts('change.save'),
      danger: role === 'user' || role === 'owner',
      onConfirm: () =>
        run(() => setUserRoleAction({ userId: user.id, role }), ts('change.done', { name, role: label })),
    });
  };
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
        <Group gap="xs" align="flex-end">
          <Select
            label={ts('change.label')}
            data={ASSIGNABLE_ROLES.map((value) => ({ value, label: ts(`roles.${value}`) }))}
            value={role}
            onChange={(value) => value && setRole(value as AssignableRole)}
            allowDeselect={false}
            disabled={!decisions.role.allowed}
            w={200}
          />
          <Button
            leftSection={<IconShieldCheck size={16} />}
            disabled={!decisions.role.allowed || role === current}
            loading={pending}
            onClick={changeRole}
          >
            {ts('change.save')}
          </Button>
        </Group>
        <Group gap="xs">
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
