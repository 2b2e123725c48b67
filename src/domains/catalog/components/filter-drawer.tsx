'use client';

import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { MantineScope } from '@/components/mantine-scope';

type Props = { opened: boolean; onClose: () => void; title: string; closeLabel: string; children: ReactNode };

/** The filters drawer on phones, loaded when first opened. */
export function FilterDrawer({ opened, onClose, title, closeLabel, children }: Props) {
  return (
    <MantineScope>
      <Drawer
        opened={opened}
        onClose={onClose}
        title={title}
        position="bottom"
        size="85%"
        closeButtonProps={{ 'aria-label': closeLabel }}
      >
        {children}
      </Drawer>
    </MantineScope>
  );
}
