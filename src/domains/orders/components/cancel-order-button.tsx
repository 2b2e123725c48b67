'use client';

import { Button } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import type { CancelOrderProps } from './cancel-order-dialog';

// The dialog (Mantine's Modal, its focus trap and scroll lock) loads when the shopper first asks to cancel.
const CancelOrderDialog = lazy(() =>
  import('./cancel-order-dialog').then((m) => ({ default: m.CancelOrderDialog })),
);

/** "Cancel order", asked once more in a dialog; then the cancelled page. */
export function CancelOrderButton(props: CancelOrderProps) {
  const t = useTranslations('myOrders.cancel');
  // Null until first opened; then kept, so the dialog can play its closing transition.
  const [opened, setOpened] = useState<boolean | null>(null);
  return (
    <>
      <Button
        variant="light"
        color="red"
        leftSection={<IconX size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('button')}
      </Button>
      {opened !== null && (
        <Suspense fallback={null}>
          <CancelOrderDialog {...props} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
