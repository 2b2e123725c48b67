'use client';

import { ModalsProvider } from '@mantine/modals';
import type { ReactNode } from 'react';

/** Confirmation dialogs for the admin's order pages only, so the storefront's bundle never carries them. */
export function OrdersModals({ children }: { children: ReactNode }) {
  return <ModalsProvider>{children}</ModalsProvider>;
}
