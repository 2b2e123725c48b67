'use client';

import { ModalsProvider } from '@mantine/modals';
import type { ReactNode } from 'react';

/** Confirmation dialogs for the user management pages only, so the storefront's bundle never carries them. */
export function UsersModals({ children }: { children: ReactNode }) {
  return <ModalsProvider>{children}</ModalsProvider>;
}
