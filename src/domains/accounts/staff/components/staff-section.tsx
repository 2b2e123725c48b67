'use client';

import { Button, Card, Group, List, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailForward } from '@tabler/icons-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormBanner } from '@/components/form-kit/form-banner';
import { useActionForm } from '@/components/form-kit/use-action-form';
import { useActionRunner } from '@/components/form-kit/use-action-runner';
import { useRouter } from '@/i18n/navigation';
import { factSeparator, joinFacts } from '@/lib/facts';
import { cancelInvitationAction, inviteStaffAction } from '../actions';
import { STAFF_ROLES, type StaffRole } from '../roles';

type Props = {
  /** The invitations still waiting, their expiry already written in the page's language. */
  pending: { id: string; email: string; role: StaffRole; expires: string }[];
};

/**
 * The users page's Staff section (the owner's): invite someone with a role, and the invitations not yet accepted,
 * each of which can be cancelled.
 */
export function StaffSection({ pending }: Props) {
  const t = useTranslations('staff');
  const locale = useLocale();
  const router = useRouter();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', role: 'catalogue' as StaffRole },
  });
  const { run, pending: cancelling } = useActionRunner();
  // The one invitation being cancelled: only its button waits.
  const [cancellingId, setCancellingId] = useState<string | null>(null);
  const {
    onSubmit,
    pending: sending,
    banner,
    inputProps,
  } = useActionForm({
    form,
    submit: (values) => inviteStaffAction({ ...values, locale }),
    successMessage: (data) => t('section.invited', { email: data.email }),
    onSuccess: () => {
      form.reset();
      router.refresh();
    },
  });
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="staff-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="staff-title">
          {t('section.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('section.intro')}
        </Text>
        <form onSubmit={onSubmit} noValidate aria-label={t('section.invite')}>
          <Stack gap="sm">
            <FormBanner message={banner} />
            <Group align="flex-start" gap="sm" wrap="wrap">
              <TextInput
                type="email"
                label={t('section.email')}
                autoComplete="off"
                dir="ltr"
                style={{ flex: '1 1 220px' }}
                key={form.key('email')}
                {...inputProps('email')}
              />
              <Select
                label={t('section.role')}
                data={STAFF_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
                allowDeselect={false}
                style={{ flex: '1 1 180px' }}
                key={form.key('role')}
                {...inputProps('role')}
              />
            </Group>
            <Group>
              <Button type="submit" loading={sending} leftSection={<IconMailForward size={16} />}>
                {t('section.invite')}
              </Button>
            </Group>
          </Stack>
        </form>
        <Title order={3} fz="h5">
          {t('section.pending')}
        </Title>
        {pending.length ? (
          <List spacing={6} size="sm" data-testid="pending-invitations">
            {pending.map((invitation) => (
              <List.Item key={invitation.id}>
                <Group gap="xs" wrap="wrap">
                  <span>
                    <bdi>{invitation.email}</bdi>
                    {factSeparator(locale)}
                    {joinFacts(
                      [t(`roles.${invitation.role}`), t('section.expires', { date: invitation.expires })],
                      locale,
                    )}
                  </span>
                  <Button
                    variant="default"
                    size="compact-xs"
                    loading={cancelling && cancellingId === invitation.id}
                    disabled={cancelling && cancellingId !== invitation.id}
                    aria-label={t('section.cancelLabel', { email: invitation.email })}
                    onClick={() => {
                      setCancellingId(invitation.id);
                      run(
                        () => cancelInvitationAction({ id: invitation.id }),
                        t('section.cancelled', { email: invitation.email }),
                      );
                    }}
                  >
                    {t('section.cancel')}
                  </Button>
                </Group>
              </List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm" c="dimmed">
            {t('section.none')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
