'use client';

import { DirectionProvider, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type ReactNode, useMemo } from 'react';
import { buildTheme } from '@/lib/theme';
import { RouteProgress } from './route-progress';

/** Spec section 9: toasts at the bottom centre, 5000 ms, 300 to 560 px wide. */
export const TOAST_DEFAULTS = {
  position: 'bottom-center',
  autoClose: 5000,
  minWidth: 300,
  maxWidth: 560,
} as const;

type Props = {
  children: ReactNode;
  direction: 'ltr' | 'rtl';
  colors: { primaryColor: string; secondaryColor: string };
};

/** Mantine with the store's colours, the page direction, toasts and the route progress bar. */
export function Providers({ children, direction, colors }: Props) {
  const theme = useMemo(() => buildTheme(colors), [colors]);
  return (
    <DirectionProvider initialDirection={direction} detectDirection={false}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <RouteProgress />
        <Notifications
          position={TOAST_DEFAULTS.position}
          autoClose={TOAST_DEFAULTS.autoClose}
          containerWidth={`clamp(${TOAST_DEFAULTS.minWidth}px, 100vw - 2rem, ${TOAST_DEFAULTS.maxWidth}px)`}
        />
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
}
