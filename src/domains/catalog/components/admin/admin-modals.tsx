'use client';

import { ModalsProvider } from '@mantine/modals';
import type { ReactNode } from 'react';

/** Confirmation dialogs for the catalogue admin pages only, so the storefront's bundle never carries them. */
export function AdminModals({ children }: { children: ReactNode }) {
  return <ModalsProvider>{children}</ModalsProvider>;
}
