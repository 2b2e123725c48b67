'use client';

import { IconUser } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import controls from '@/components/controls.module.css';
import { Link, usePathname } from '@/i18n/navigation';

/** The header's login link for guests; it brings the shopper back to this page afterwards. */
export function LoginButton() {
  const t = useTranslations('header');
  const pathname = usePathname();
  const href = { pathname: '/login', query: pathname === '/login' ? {} : { next: pathname } };
  // On a phone the header has no room for the words: the icon alone, named for screen readers (Mantine's global
  // hidden-from and visible-from classes, as its hiddenFrom and visibleFrom props give).
  return (
    <>
      <Link
        href={href}
        className={`${controls.iconButton} mantine-hidden-from-sm mantine-focus-auto`}
        data-variant="light"
        aria-label={t('login')}
      >
        <IconUser size={18} aria-hidden />
      </Link>
      <Link
        href={href}
        className={`${controls.button} mantine-visible-from-sm mantine-focus-auto`}
        data-variant="light"
      >
        <IconUser size={16} aria-hidden />
        {t('login')}
      </Link>
    </>
  );
}
