'use client';

import { ActionIcon, Button } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/i18n/navigation';

/** The header's login link for guests; it brings the shopper back to this page afterwards. */
export function LoginButton() {
  const t = useTranslations('header');
  const pathname = usePathname();
  const href = { pathname: '/login', query: pathname === '/login' ? {} : { next: pathname } };
  // On a phone the header has no room for the words: the icon alone, named for screen readers.
  return (
    <>
      <ActionIcon
        component={Link}
        href={href}
        hiddenFrom="sm"
        variant="light"
        size="lg"
        aria-label={t('login')}
      >
        <IconUser size={18} aria-hidden />
      </ActionIcon>
      <Button
        component={Link}
        href={href}
        visibleFrom="sm"
        variant="light"
        size="sm"
        leftSection={<IconUser size={16} />}
      >
        {t('login')}
      </Button>
    </>
  );
}
