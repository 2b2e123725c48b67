'use client';

import { useNotifications } from '@mantine/notifications';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import type { BrandColors } from '@/lib/theme';
import { RouteProgress } from './route-progress';
import { StoreThemeProvider } from './store-theme';

// The toast container (portal, transitions, stacking) is not fetched with every page: toasts answer what the visitor
// does, so it loads on their first tap or key press (ahead of the answer), or with the first toast at the latest.
const Toasts = lazy(() => import('./toasts').then((m) => ({ default: m.Toasts })));

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
  return used ? (
    <Suspense>
      <Toasts />
    </Suspense>
  ) : null;
}

type Props = {
  children: ReactNode;
  direction: 'ltr' | 'rtl';
  colors: BrandColors;
};

/**
 * The store's theme for Mantine scopes, toasts and the route progress bar. No MantineProvider here: the catalogue's
 * pages are plain markup and load none of Mantine's code (MantineScope).
 */
export function Providers({ children, direction, colors }: Props) {
  return (
    <StoreThemeProvider direction={direction} colors={colors}>
      <RouteProgress />
      <LazyToasts />
      {children}
    </StoreThemeProvider>
  );
}
