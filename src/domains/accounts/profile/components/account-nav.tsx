'use client';

import { Button, Group } from '@mantine/core';
import { IconLock, IconUser } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { ACCOUNT_PAGES, type AccountPage } from './account-pages';

const ICONS = { profile: IconUser, password: IconLock };

/** Links between the shopper's account pages; the current one is marked. */
export function AccountNav({ page }: { page: AccountPage }) {
  const t = useTranslations('profile.pages');
  return (
    <Group component="nav" gap="xs" mb="lg" aria-label={t('nav')}>
      {(Object.keys(ACCOUNT_PAGES) as AccountPage[]).map((key) => {
        const Icon = ICONS[key];
        return (
          <Button
            key={key}
            component={Link}
            href={ACCOUNT_PAGES[key]}
            variant={key === page ? 'light' : 'subtle'}
            aria-current={key === page ? 'page' : undefined}
            leftSection={<Icon size={16} aria-hidden />}
          >
            {t(key)}
          </Button>
        );
      })}
    </Group>
  );
}
