'use client';

import { ActionIcon, Avatar, Button, Menu, Skeleton, Text } from '@mantine/core';
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
import { Link, usePathname, useRouter } from '@/i18n/navigation';
import { authClient } from '@/lib/auth-client';

/** The header's account entry point: a login link for guests, a menu for signed-in shoppers and admins. */
export function AccountMenu() {
  const t = useTranslations('header');
  const pathname = usePathname();
  const router = useRouter();
  const { data: session, isPending } = authClient.useSession();

  if (isPending) return <Skeleton circle height={34} />;
  if (!session) {
    return (
      <Button
        component={Link}
        href={{ pathname: '/login', query: pathname === '/login' ? {} : { next: pathname } }}
        variant="light"
        size="sm"
        leftSection={<IconUser size={16} />}
      >
        {t('login')}
      </Button>
    );
  }

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
          <Avatar src={user.image} alt={user.name} name={user.name} color="initials" size={32} />
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
        {user.role === 'admin' && (
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
