'use client';

import { ActionIcon, Avatar, Menu, Skeleton, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconHeart,
  IconLayoutDashboard,
  IconLock,
  IconLogout,
  IconPackage,
  IconUser,
} from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { MantineScope } from '@/components/mantine-scope';
import { Link, useRouter } from '@/i18n/navigation';
import { authClient } from '../auth/client';
import { staffRoleOf } from '../staff/roles';
import { LoginButton } from './login-button';

const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 60_000;

/**
 * Asks better-auth again, less and less often, while the session could not be read (a limit, a network fault).
 * Until an answer comes the session is unknown, never "signed out": only a successful read says who is here.
 */
function useRetryUnknownSession(unknown: boolean, refetch: () => Promise<unknown>) {
  const [delay, setDelay] = useState(RETRY_FIRST_MS);
  useEffect(() => {
    if (!unknown) return setDelay(RETRY_FIRST_MS);
    const timer = setTimeout(() => {
      setDelay((d) => Math.min(d * 2, RETRY_MAX_MS));
      void refetch();
    }, delay);
    return () => clearTimeout(timer);
  }, [unknown, delay, refetch]);
}

/** The header's account entry point: a login link for guests, a menu for signed-in shoppers and admins. */
function AccountMenuInScope() {
  const t = useTranslations('header');
  const router = useRouter();
  const { data: session, isPending, error, refetch } = authClient.useSession();
  // better-auth keeps the last session it read when a later read fails; with none yet, a failed read (other
  // than 401) leaves the visitor unknown.
  const unknown = !session && !!error && error.status !== 401;
  useRetryUnknownSession(unknown, refetch);

  if (isPending || unknown) return <Skeleton circle height={34} />;
  if (!session) return <LoginButton />;

  const { user } = session;
  const logout = async () => {
    await authClient.signOut();
    notifications.show({ message: t('loggedOut') });
    router.refresh();
  };

  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" radius="xl" size="lg" aria-label={t('account')}>
          {/* The photo, or a person icon: initials would be visible text the button's name does not contain. */}
          <Avatar src={user.image} alt="" size={32} color="brand">
            <IconUser size={18} aria-hidden />
          </Avatar>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="xs" truncate>
            {t('signedInAs', { name: user.name })}
          </Text>
        </Menu.Label>
        <Menu.Item component={Link} href="/orders" leftSection={<IconPackage size={16} />}>
          {t('myOrders')}
        </Menu.Item>
        <Menu.Item component={Link} href="/wishlist" leftSection={<IconHeart size={16} />}>
          {t('wishlist')}
        </Menu.Item>
        <Menu.Item component={Link} href="/account/profile" leftSection={<IconUser size={16} />}>
          {t('profile')}
        </Menu.Item>
        <Menu.Item component={Link} href="/account/password" leftSection={<IconLock size={16} />}>
          {t('changePassword')}
        </Menu.Item>
        {staffRoleOf(user.role) && (
          <Menu.Item component={Link} href="/admin/dashboard" leftSection={<IconLayoutDashboard size={16} />}>
            {t('adminArea')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} className="mirror-rtl" />} onClick={logout}>
          {t('logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** Loaded once someone is signed in (LazyAccountMenu), with Mantine's theme for its menu. */
export function AccountMenu() {
  return (
    <MantineScope>
      <AccountMenuInScope />
    </MantineScope>
  );
}
