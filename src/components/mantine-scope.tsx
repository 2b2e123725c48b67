'use client';

// Mantine's component styles load with the first scope a page renders, not with every page: 240 KB of CSS that
// the catalogue's plain pages do not use made each first style pass about 150 ms longer. In the `mantine` cascade
// layer, so a page's own CSS (unlayered) wins over them whichever file arrives first.
import '@mantine/core/styles.layer.css';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { type ReactNode, useMemo } from 'react';
import { buildTheme } from '@/lib/theme';
import { useStoreTheme } from './store-theme';

/**
 * Mantine's theme and direction for the components under it. Pages whose components are plain markup (the
 * storefront's catalogue) load no Mantine code; pages and widgets built with Mantine (forms, drawers, menus, toasts,
 * the admin) sit in a scope. The CSS variables and global classes come from the root layout (lib/theme-css.ts), and
 * every scope reads the colour scheme from the same place (local storage and the page's attribute).
 */
export function MantineScope({ children }: { children: ReactNode }) {
  const { colors, direction } = useStoreTheme();
  const t = useTranslations('common');
  const togglePassword = t('togglePassword');
  const close = t('close');
  const theme = useMemo(() => buildTheme(colors, { togglePassword, close }), [colors, togglePassword, close]);
  return (
    <DirectionProvider initialDirection={direction} detectDirection={false}>
      <MantineProvider
        theme={theme}
        defaultColorScheme="light"
        withCssVariables={false}
        withGlobalClasses={false}
      >
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
}
