'use client';

import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import controls from './controls.module.css';

/**
 * Light by default; the choice is kept in local storage and does not follow the system (spec section 4).
 * Both icons render and CSS shows the right one, so server and client HTML always match.
 */
export function ColorModeToggle() {
  const t = useTranslations('header');
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: true });
  return (
    <button
      type="button"
      className={`${controls.iconButton} mantine-focus-auto`}
      onClick={() => setColorScheme(scheme === 'dark' ? 'light' : 'dark')}
      aria-label={t('colorMode')}
      title={t('colorMode')}
    >
      <IconMoon size={20} aria-hidden className="mantine-dark-hidden" />
      <IconSun size={20} aria-hidden className="mantine-light-hidden" />
    </button>
  );
}
