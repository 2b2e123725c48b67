'use client';

import {
  ActionIcon,
  Box,
  Burger,
  Container,
  Drawer,
  Group,
  Stack,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSearch, IconShoppingBag } from '@tabler/icons-react';
import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, Suspense } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { ColorModeToggle } from '../color-mode-toggle';
import { LanguageSwitch } from '../language-switch';
import { Logo } from '../logo';
import classes from './store-header.module.css';

const NAV = [
  { href: '/', key: 'home' },
  { href: '/products', key: 'products' },
  { href: '/most-selling', key: 'mostSelling' },
  { href: '/categories', key: 'categories' },
  { href: '/contact', key: 'contact' },
] as const;

/** A plain GET form, so search works before (or without) JavaScript. */
function SearchForm() {
  return (
    <Suspense fallback={<SearchFields q="" />}>
      <SearchFieldsWithQuery />
    </Suspense>
  );
}

function SearchFieldsWithQuery() {
  return <SearchFields q={useSearchParams().get('q') ?? ''} />;
}

function SearchFields({ q }: { q: string }) {
  const t = useTranslations('header');
  const locale = useLocale();
  return (
    <search className={classes.search}>
      <form action={`/${locale}/products`} method="get">
        <TextInput
          name="q"
          type="search"
          defaultValue={q}
          placeholder={t('searchPlaceholder')}
          aria-label={t('searchLabel')}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            <ActionIcon type="submit" variant="subtle" color="gray" aria-label={t('searchLabel')}>
              <IconSearch size={16} className="mirror-rtl" />
            </ActionIcon>
          }
        />
      </form>
    </search>
  );
}

type Props = { actions: ReactNode };

/** The storefront header: logo, navigation, search, language and colour mode, and the shop's action icons. */
export function StoreHeader({ actions }: Props) {
  const t = useTranslations('header');
  const tc = useTranslations('common');
  const pathname = usePathname();
  const [opened, { toggle, close }] = useDisclosure(false);
  const links = NAV.map((item) => (
    <UnstyledButton
      key={item.key}
      component={Link}
      href={item.href}
      onClick={close}
      className={classes.link}
      data-active={pathname === item.href || undefined}
      aria-current={pathname === item.href ? 'page' : undefined}
    >
      {t(`nav.${item.key}`)}
    </UnstyledButton>
  ));

  return (
    <Box component="header" className={classes.header}>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <Container size="xl" className={classes.inner}>
        <Group gap="xs" wrap="nowrap">
          <Burger opened={opened} onClick={toggle} hiddenFrom="md" size="sm" aria-label={t('menu')} />
          <Link href="/" aria-label={tc('home')} className={classes.logo}>
            <Box visibleFrom="sm">
              <Logo width={200} label={tc('storeName')} />
            </Box>
            <Box hiddenFrom="sm">
              <Logo width={120} label={tc('storeName')} />
            </Box>
          </Link>
        </Group>
        <Group gap={4} visibleFrom="md" component="nav" aria-label={t('menu')}>
          {links}
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Box visibleFrom="lg">
            <SearchForm />
          </Box>
          <Box visibleFrom="sm">
            <LanguageSwitch />
          </Box>
          <ColorModeToggle />
          <ActionIcon
            component={Link}
            href="/cart"
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('cart')}
          >
            <IconShoppingBag size={20} />
          </ActionIcon>
          {actions}
        </Group>
      </Container>
      <Container size="xl" hiddenFrom="lg" pb="xs">
        <SearchForm />
      </Container>
      <Drawer
        opened={opened}
        onClose={close}
        title={t('menu')}
        size="80%"
        hiddenFrom="md"
        closeButtonProps={{ 'aria-label': tc('close') }}
      >
        <Stack gap="xs" component="nav">
          {links}
          <LanguageSwitch />
        </Stack>
      </Drawer>
    </Box>
  );
}
