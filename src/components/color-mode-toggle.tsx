'use client';

import { localStorageColorSchemeManager } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { COLOR_SCHEME_ATTRIBUTE, COLOR_SCHEME_KEY } from './color-scheme-script';
import controls from './controls.module.css';

// The colour-scheme script in the page's head reads the choice before the first paint.
const manager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

/**
 * Light by default; the choice is kept in local storage and does not follow the system (spec section 4).
 * Both icons render and CSS shows the right one, so server and client HTML always match. It sets the page's
 * attribute itself rather than through a MantineProvider: the catalogue's pages have none (MantineScope), and
 * Mantine's components follow the attribute through CSS.
 */
export function ColorModeToggle() {
  const t = useTranslations('header');
  const toggle = () => {
    const root = document.documentElement;
    const next = root.getAttribute(COLOR_SCHEME_ATTRIBUTE) === 'dark' ? 'light' : 'dark';
    root.setAttribute(COLOR_SCHEME_ATTRIBUTE, next);
    manager.set(next);
  };
  return (
    <button
      type="button"
      className={`${controls.iconButton} mantine-focus-auto`}
      onClick={toggle}
      aria-label={t('colorMode')}
      title={t('colorMode')}
    >
      <IconMoon size={20} aria-hidden className="mantine-dark-hidden" />
      <IconSun size={20} aria-hidden className="mantine-light-hidden" />
    </button>
  );
}
