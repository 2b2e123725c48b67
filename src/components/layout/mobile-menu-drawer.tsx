'use client';

import { Drawer, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { MantineScope } from '../mantine-scope';
import type { NAV_ITEMS } from './nav-items';
import { NavLinks } from './nav-links';

type Props = {
  opened: boolean;
  onClose: () => void;
  labels: Record<(typeof NAV_ITEMS)[number]['key'], string> & { menu: string; close: string };
  footer: ReactNode;
};

/** The phone menu's drawer, loaded on first use (see MobileMenu). */
export function MobileMenuDrawer({ opened, onClose, labels, footer }: Props) {
  return (
    <MantineScope>
      <Drawer
        opened={opened}
        onClose={onClose}
        title={labels.menu}
        size="80%"
        closeButtonProps={{ 'aria-label': labels.close }}
      >
        <Stack gap="xs" component="nav" aria-label={labels.menu}>
          <NavLinks labels={labels} onNavigate={onClose} />
          {footer}
        </Stack>
      </Drawer>
    </MantineScope>
  );
}
