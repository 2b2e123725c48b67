import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { formatNumber, intlLocale } from '@/lib/money';
import type { AdminUserDetail } from '../queries';
import { BackToUsers, UserBadges } from './users-table';

type Props = {
  /** The store's time zone (Settings), for the dates. */
  timeZone: string;
  user: AdminUserDetail;
  locale: Locale;
  isSelf: boolean;
  actions: ReactNode;
};

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

/** One user as the admin sees them: identity, how they signed up, role, blocked state and session activity. */
export async function UserDetail({ user, locale, timeZone, isSelf, actions }: Props) {
  const t = await getTranslations({ locale, namespace: 'adminUsers' });
  // Formatted here, once, so the browser's time zone can never disagree with the server's render.
  const date = new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  const list = new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' });
  const method = (id: string) => {
    const k = `methods.${id}` as Parameters<typeof t>[0];
    return t.has(k) ? t(k) : id;
  };
  return (
    <Stack gap="lg">
      <BackToUsers label={t('backToList')} />
      <Card withBorder padding="lg">
        <Stack gap="md">
          <Group gap="sm">
            <Title order={2} fz="h3">
              {user.name}
            </Title>
            <UserBadges staffRole={user.staffRole} banned={user.banned} />
            {isSelf && <Text c="dimmed">({t('you')})</Text>}
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            <Field label={t('columns.email')}>
              <bdi>{user.email ?? t('notSet')}</bdi>
            </Field>
            <Field label={t('columns.phone')}>
              <bdi>{user.phone ?? t('notSet')}</bdi>
            </Field>
            <Field label={t('columns.method')}>
              {user.methods.length ? list.format(user.methods.map(method)) : t('notSet')}
            </Field>
            <Field label={t('columns.joined')}>
              <time dateTime={user.createdAt.toISOString()}>{date.format(user.createdAt)}</time>
            </Field>
            <Field label={t('columns.sessions')}>
              <span data-testid="session-count">{formatNumber(user.sessionCount, locale)}</span>
            </Field>
            <Field label={t('columns.lastSignIn')}>
              {user.lastSignInAt ? (
                <time dateTime={user.lastSignInAt.toISOString()}>{date.format(user.lastSignInAt)}</time>
              ) : (
                t('never')
              )}
            </Field>
            {user.banned && user.banReason && <Field label={t('columns.banReason')}>{user.banReason}</Field>}
          </SimpleGrid>
        </Stack>
      </Card>
      {actions}
    </Stack>
  );
}
