'use client';

import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';

/** Opens the browser's print dialog for the page (the invoice's print stylesheet leaves only the document). */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button
      leftSection={<IconPrinter size={16} aria-hidden />}
      onClick={() => window.print()}
      data-print-hidden
    >
      {label}
    </Button>
  );
}
