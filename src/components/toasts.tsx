'use client';

import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import { MantineScope } from './mantine-scope';

/** Spec section 9: toasts at the bottom centre, 5000 ms, 300 to 560 px wide. */
export const TOAST_DEFAULTS = {
  position: 'bottom-center',
  autoClose: 5000,
  minWidth: 300,
  maxWidth: 560,
} as const;

/** The toast container, fetched with the first toast (see Providers). */
export function Toasts() {
  return (
    <MantineScope>
      <Notifications
        position={TOAST_DEFAULTS.position}
        autoClose={TOAST_DEFAULTS.autoClose}
        containerWidth={`clamp(${TOAST_DEFAULTS.minWidth}px, 100vw - 2rem, ${TOAST_DEFAULTS.maxWidth}px)`}
      />
    </MantineScope>
  );
}
