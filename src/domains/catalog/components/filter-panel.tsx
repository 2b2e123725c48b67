'use client';

import { Button } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import dynamic from 'next/dynamic';
import { type ReactNode, useState, useSyncExternalStore } from 'react';
import classes from './filter-panel.module.css';

const FilterDrawer = dynamic(() => import('./filter-drawer').then((m) => m.FilterDrawer), { ssr: false });

const subscribe = () => () => {};

type Props = { label: string; closeLabel: string; children: ReactNode };

/**
 * The phone's filters. Rendered by the server as a <details> disclosure, which opens and submits without
 * JavaScript; once the page is interactive it becomes a button that opens the filters in a drawer.
 */
export function FilterPanel({ label, closeLabel, children }: Props) {
  // false while hydrating (matches the server's HTML), true afterwards.
  const interactive = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const [opened, setOpened] = useState(false);
  const icon = <IconAdjustmentsHorizontal size={18} aria-hidden />;
  if (!interactive) {
    return (
      <details className={classes.details}>
        <summary>
          <Button component="span" variant="default" leftSection={icon} fullWidth>
            {label}
          </Button>
        </summary>
        {children}
      </details>
    );
  }
  return (
    <>
      <Button
        variant="default"
        leftSection={icon}
        fullWidth
        onClick={() => setOpened(true)}
        aria-haspopup="dialog"
      >
        {label}
      </Button>
      {opened && (
        <FilterDrawer opened={opened} onClose={() => setOpened(false)} title={label} closeLabel={closeLabel}>
          {children}
        </FilterDrawer>
      )}
    </>
  );
}
