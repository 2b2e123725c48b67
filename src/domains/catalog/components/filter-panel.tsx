'use client';

import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useState, useSyncExternalStore } from 'react';
import controls from '@/components/controls.module.css';
import classes from './filter-panel.module.css';

const FilterDrawer = lazy(() => import('./filter-drawer').then((m) => ({ default: m.FilterDrawer })));

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
          <span className={`${controls.button} ${classes.button}`} data-variant="default">
            {icon}
            {label}
          </span>
        </summary>
        {children}
      </details>
    );
  }
  return (
    <>
      <button
        type="button"
        className={`${controls.button} ${classes.button} mantine-focus-auto`}
        data-variant="default"
        onClick={() => setOpened(true)}
        aria-haspopup="dialog"
      >
        {icon}
        {label}
      </button>
      <Suspense>
        {opened && (
          <FilterDrawer
            opened={opened}
            onClose={() => setOpened(false)}
            title={label}
            closeLabel={closeLabel}
          >
            {children}
          </FilterDrawer>
        )}
      </Suspense>
    </>
  );
}
