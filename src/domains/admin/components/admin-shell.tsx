'use client';

import {
  AppShell,
  Avatar,
  Box,
  Burger,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconAddressBook,
  IconBuildingStore,
  IconCategory,
  IconChartBar,
  IconDiscount,
  IconHistory,
  IconLayoutDashboard,
  IconMail,
  IconPackage,
  IconReceipt,
  IconReceiptRefund,
  IconSearch,
  IconSettings,
  IconShirt,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { type KeyboardEvent, type ReactNode, useEffect, useState } from 'react';
import { ColorModeToggle } from '@/components/color-mode-toggle';
import { LanguageSwitch } from '@/components/language-switch';
import { Logo } from '@/components/logo';
import { MAIN_ID, SkipLink } from '@/components/skip-link';
import type { StaffRole } from '@/domains/accounts/staff/roles';
import { Link, usePathname } from '@/i18n/navigation';
import { navOf } from '../permissions';
import { ADMIN_ROUTES, type AdminRouteKey, isAdminRouteActive } from '../routes';

const ICONS: Partial<Record<AdminRouteKey | 'products-group' | 'storesetting-group', typeof IconUsers>> = {
  dashboard: IconLayoutDashboard,
  users: IconUsers,
  customers: IconAddressBook,
  'products-group': IconShirt,
  products: IconPackage,
  categories: IconCategory,
  searchWords: IconSearch,
  orders: IconReceipt,
  returns: IconReceiptRefund,
  sales: IconChartBar,
  discounts: IconDiscount,
  contactus: IconMail,
  'storesetting-group': IconBuildingStore,
  settings: IconSettings,
  auditLog: IconHistory,
};

/** Entries labelled apart from their page's title: the group's overview is "Overview" under "Store Setting". */
const LABELS: Partial<Record<AdminRouteKey, 'storesettingOverview'>> = {
  storesetting: 'storesettingOverview',
};

type GroupProps = {
  label: string;
  icon: ReactNode;
  /** Whether the current page is one of the group's. */
  current: boolean;
  children: ReactNode;
};

/**
 * A group of the sidebar: a button (Tab reaches it, Enter or Space opens it) that says whether it is open
 * (`aria-expanded`). Open while the current page is one of its own, and opened when the admin moves to one.
 * Mantine's NavLink draws a group as a link without an address, which the keyboard skipped.
 */
function NavGroup({ label, icon, current, children }: GroupProps) {
  const [opened, setOpened] = useState(current);
  useEffect(() => {
    if (current) setOpened(true);
  }, [current]);
  return (
    <NavLink
      component="button"
      type="button"
      label={label}
      leftSection={icon}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      // NavLink toggles on Space's keydown (it was made for links); a button would toggle again on its keyup.
      onKeyUp={(event: KeyboardEvent<HTMLButtonElement>) => {
        if (event.code === 'Space') event.preventDefault();
      }}
      active={current}
      variant="light"
      childrenOffset={28}
    >
      {children}
    </NavLink>
  );
}

type Props = {
  children: ReactNode;
  /** The staff member: their role decides the sidebar's entries (permissions.ts). */
  admin: { name: string; image: string | null; role: StaffRole };
  /** The store's name, wordmark and uploaded logo. */
  brand: { name: string; wordmark: string; logo: string | null };
};

/**
 * The admin frame (spec section 2): a full-height side menu on large screens — on the right in Arabic —
 * and a top bar with a slide-out menu on small screens.
 */
export function AdminShell({ children, admin, brand }: Props) {
  const t = useTranslations('admin');
  const pathname = usePathname();
  const [opened, { toggle, close }] = useDisclosure(false);
  const isActive = (key: AdminRouteKey) => isAdminRouteActive(pathname, key);

  const item = (key: AdminRouteKey) => {
    const Icon = ICONS[key];
    return (
      <NavLink
        key={key}
        component={Link}
        href={ADMIN_ROUTES[key]}
        label={t(`nav.${LABELS[key] ?? key}`)}
        leftSection={Icon ? <Icon size={18} stroke={1.6} /> : null}
        active={isActive(key)}
        aria-current={isActive(key) ? 'page' : undefined}
        onClick={close}
        variant="filled"
      />
    );
  };

  const logo = (width: number) => (
    <Link href="/" style={{ color: 'inherit' }}>
      <Logo width={width} label={brand.name} text={brand.wordmark} image={brand.logo} />
      <VisuallyHidden>{t('viewStore')}</VisuallyHidden>
    </Link>
  );

  return (
    <AppShell
      data-admin-shell
      header={{ height: { base: 60, md: 0 } }}
      navbar={{ width: 280, breakpoint: 'md', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <SkipLink />
      <AppShell.Header hiddenFrom="md" px="md">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Burger
            opened={opened}
            onClick={toggle}
            size="sm"
            aria-label={opened ? t('closeMenu') : t('openMenu')}
            aria-expanded={opened}
          />
          {logo(120)}
          <ColorModeToggle />
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="md" aria-label={t('title')}>
        <AppShell.Section visibleFrom="md" mb="md">
          {logo(200)}
        </AppShell.Section>
        <AppShell.Section grow component={ScrollArea} type="scroll">
          <Stack gap={2} component="nav">
            {navOf(admin.role).map((entry) => {
              if ('key' in entry) return item(entry.key);
              const Icon = ICONS[`${entry.group}-group`];
              return (
                <NavGroup
                  key={entry.group}
                  label={t(`nav.${entry.group}Group`)}
                  icon={Icon ? <Icon size={18} stroke={1.6} /> : null}
                  current={entry.children.some(isActive)}
                >
                  {entry.children.map(item)}
                </NavGroup>
              );
            })}
          </Stack>
        </AppShell.Section>
        <AppShell.Section pt="md" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <Group justify="space-between" mb="sm" visibleFrom="md">
            <LanguageSwitch />
            <ColorModeToggle />
          </Group>
          <Box hiddenFrom="md" mb="sm">
            <LanguageSwitch />
          </Box>
          <NavLink
            component={Link}
            href={ADMIN_ROUTES.profile}
            active={isActive('profile')}
            onClick={close}
            label={admin.name}
            description={t('nav.profile')}
            leftSection={<Avatar src={admin.image} name={admin.name} color="initials" size={36} alt="" />}
          />
          <Group gap={6} justify="center" mt="sm">
            <Text size="xs" c="dimmed">
              {t('poweredBy')}
            </Text>
            {/* The software's own mark, whatever the owner named and drew their store. */}
            <Logo width={90} label="Wishah" />
          </Group>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main id={MAIN_ID} tabIndex={-1}>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
