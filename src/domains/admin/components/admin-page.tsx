import { Card, Stack, Text, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { AdminRouteKey } from '../routes';

type Props = { routeKey: AdminRouteKey; children?: ReactNode };

/** The frame of one admin page: its title and description from the route list, then its content. */
export async function AdminPage({ routeKey, children }: Props) {
  const t = await getTranslations('admin');
  const title = t(`nav.${routeKey}`);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed">{t(`descriptions.${routeKey}`)}</Text>
      </div>
      {children ?? (
        <Card withBorder padding="xl">
          <Text c="dimmed">{t('placeholder')}</Text>
        </Card>
      )}
    </Stack>
  );
}
