'use client';

import { DirectionProvider, MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { buildTheme, cssVariablesResolver } from '@/lib/theme';
import { RouteProgress } from './route-progress';

// The toast container (portal, transitions, stacking) is not fetched with every page: toasts answer what the visitor
// does, so it loads on their first tap or key press (ahead of the answer), or with the first toast at the latest.
const Toasts = dynamic(() => import('./toasts').then((m) => m.Toasts), { ssr: false });

function LazyToasts() {
  const shown = useNotifications().notifications.length > 0;
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (shown) setUsed(true);
  }, [shown]);
  useEffect(() => {
    const use = () => setUsed(true);
    const options = { once: true, capture: true, passive: true };
    window.addEventListener('pointerdown', use, options);
    window.addEventListener('keydown', use, options);
    return () => {
      window.removeEventListener('pointerdown', use, options);
      window.removeEventListener('keydown', use, options);
    };
  }, []);
  // Kept once mounted, so a toast's closing transition plays.
  return used ? <Toasts /> : null;
}

type Props = {
  children: ReactNode;
  direction: 'ltr' | 'rtl';
  colors: { primaryColor: string; secondaryColor: string };
};

/** Mantine with the store's colours, the page direction, toasts and the route progress bar. */
export function Providers({ children, direction, colors }: Props) {
  const t = useTranslations('common');
  const togglePassword = t('togglePassword');
  const close = t('close');
  const theme = useMemo(() => buildTheme(colors, { togglePassword, close }), [colors, togglePassword, close]);
  return (
    <DirectionProvider initialDirection={direction} detectDirection={false}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <RouteProgress />
        <LazyToasts />
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
}
