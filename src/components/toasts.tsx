'use client';

import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import { usePathname } from 'next/navigation';
import { MantineScope } from './mantine-scope';

/**
 * Spec section 9: toasts at the bottom centre, 5000 ms, 300 to 560 px wide. The back office's toasts sit at the top
 * centre instead: its forms end with their actions, so a "Saved" toast at the bottom covered the Save button the
 * owner had just pressed, for five seconds, on a desktop as on a phone (issue 38).
 */
export const TOAST_DEFAULTS = {
  position: 'bottom-center',
  adminPosition: 'top-center',
  autoClose: 5000,
  minWidth: 300,
  maxWidth: 560,
} as const;

/** The toast container, fetched with the first toast (see Providers). */
export function Toasts() {
  const admin = /^\/[^/]+\/admin(\/|$)/.test(usePathname() ?? '');
  return (
    <MantineScope>
      <Notifications
        position={admin ? TOAST_DEFAULTS.adminPosition : TOAST_DEFAULTS.position}
        autoClose={TOAST_DEFAULTS.autoClose}
        containerWidth={`clamp(${TOAST_DEFAULTS.minWidth}px, 100vw - 2rem, ${TOAST_DEFAULTS.maxWidth}px)`}
      />
    </MantineScope>
  );
}
