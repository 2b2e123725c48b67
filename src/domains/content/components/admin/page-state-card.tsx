import { Badge, Group, Stack, Text } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { CardLink } from '@/components/links';
import type { Locale } from '@/i18n/routing';
import { pageLanguages, type StorePage } from '../../schemas';
import { savedAt } from './saved-at';

type Props = { page: StorePage; title: string; href: string; locale: Locale; timeZone: string };

const STATE_COLORS = { both: 'green', en: 'yellow', ar: 'yellow', empty: 'gray' } as const;

/** A link to one page's editor that says which languages it is written in and when it was last saved. */
export async function PageStateCard({ page, title, href, locale, timeZone }: Props) {
  const t = await getTranslations({ locale, namespace: 'adminContent' });
  const languages = pageLanguages(page);
  const updated = savedAt(page, locale, timeZone);
  return (
    <CardLink withBorder padding="lg" href={href} data-testid={`page-card-${page.key}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>{title}</Text>
          <Badge color={STATE_COLORS[languages]} variant="light" style={{ flexShrink: 0 }}>
            {t(`states.${languages}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {updated ? t('updated', { date: updated }) : t('neverSaved')}
        </Text>
      </Stack>
    </CardLink>
  );
}
