'use client';

import { notifications } from '@mantine/notifications';
import { useTransition } from 'react';
import { useRouter } from '@/i18n/navigation';
import type { ActionResult } from '@/lib/action-result';
import { type MessageOptions, useMessage } from './use-message';

/**
 * Runs a server action from a button (no form): `pending` while it runs, its refusal in red or `done` in green as
 * a notification, then the page is read again from the server so it shows the change.
 */
export function useActionRunner(messages?: MessageOptions) {
  const message = useMessage(messages);
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const run = <T>(call: () => Promise<ActionResult<T>>, done: string) =>
    startTransition(async () => {
      const result = await call().catch(() => null);
      if (!result?.ok) {
        notifications.show({ color: 'red', message: message(result?.error, result?.values) });
        return;
      }
      notifications.show({ color: 'green', message: done });
      router.refresh();
    });
  return { run, pending };
}
