'use client';

import { ModalsProvider } from '@mantine/modals';
import type { ReactNode } from 'react';

/** Confirmation dialogs for the settings page only, so the storefront's bundle never carries them. */
export function SettingsModals({ children }: { children: ReactNode }) {
  return <ModalsProvider>{children}</ModalsProvider>;
}
