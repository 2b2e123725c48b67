'use client';

import { ActionIcon } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

function LoginIcon() {
  const t = useTranslations('header');
  return (
    <ActionIcon
      component={Link}
      href="/login"
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={t('login')}
    >
      <IconUser size={20} aria-hidden />
    </ActionIcon>
  );
}

// The account menu needs the auth client and a floating menu; it loads after the page is interactive, and the
// server-rendered login link stands in until then (and for visitors without JavaScript).
const AccountMenu = dynamic(
  () => import('@/domains/accounts/components/account-menu').then((m) => m.AccountMenu),
  { ssr: false, loading: LoginIcon },
);

/** The header's account entry, loaded lazily. */
export function LazyAccountMenu() {
  return <AccountMenu />;
}
