'use client';

import { Button } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import type { ReturnRequestProps } from './return-request-dialog';

// The dialog (Mantine's Modal, its select and the form) loads when a shopper first opens it: the order page's
// first load stays a page to read.
const ReturnRequestDialog = lazy(() =>
  import('./return-request-dialog').then((m) => ({ default: m.ReturnRequestDialog })),
);

/** The shopper's "Request a return" on a delivered order within the store's return window. */
export function ReturnRequest(props: ReturnRequestProps) {
  const t = useTranslations('returns');
  // Null until first opened; then kept, so the dialog can play its closing transition.
  const [opened, setOpened] = useState<boolean | null>(null);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconArrowBackUp size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('request')}
      </Button>
      {opened !== null && (
        <Suspense fallback={null}>
          <ReturnRequestDialog {...props} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
