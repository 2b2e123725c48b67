'use client';

import { IconMenu2, IconX } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import controls from '../controls.module.css';
import type { NAV_ITEMS } from './nav-items';
import classes from './store-header.module.css';

// The drawer (modal, focus trap, transitions) is only fetched when a phone visitor first opens the menu.
const MobileMenuDrawer = lazy(() =>
  import('./mobile-menu-drawer').then((m) => ({ default: m.MobileMenuDrawer })),
);

type Props = {
  labels: Record<(typeof NAV_ITEMS)[number]['key'], string> & { menu: string; close: string };
  /** Extra content at the bottom of the drawer (the language switch). */
  footer: ReactNode;
};

/** The phone menu button; the footer repeats every link for visitors without JavaScript. */
export function MobileMenu({ labels, footer }: Props) {
  const [opened, setOpened] = useState(false);
  const [requested, setRequested] = useState(false);
  const Icon = opened ? IconX : IconMenu2;
  return (
    <>
      <button
        type="button"
        className={`${controls.iconButton} ${classes.burger} mantine-focus-auto`}
        onClick={() => {
          setRequested(true);
          setOpened((o) => !o);
        }}
        aria-label={labels.menu}
        aria-expanded={opened}
      >
        <Icon size={22} stroke={1.75} aria-hidden />
      </button>
      <Suspense>
        {requested && (
          <MobileMenuDrawer
            opened={opened}
            onClose={() => setOpened(false)}
            labels={labels}
            footer={footer}
          />
        )}
      </Suspense>
    </>
  );
}
