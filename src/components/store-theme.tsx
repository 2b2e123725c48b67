'use client';

import { createContext, type ReactNode, use } from 'react';
import type { BrandColors } from '@/lib/theme';

type StoreTheme = { colors: BrandColors; direction: 'ltr' | 'rtl' };

const StoreThemeContext = createContext<StoreTheme | null>(null);

/** The store's colours and the page's direction, for every MantineScope of the page (a plain context: no Mantine). */
export function StoreThemeProvider({ children, ...theme }: StoreTheme & { children: ReactNode }) {
  return <StoreThemeContext value={theme}>{children}</StoreThemeContext>;
}

export function useStoreTheme(): StoreTheme {
  const theme = use(StoreThemeContext);
  if (!theme) throw new Error('useStoreTheme outside StoreThemeProvider');
  return theme;
}
