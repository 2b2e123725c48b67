'use client';

import { Alert, Button } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { useMessage } from '@/components/form-kit/use-message';
import { useRouter } from '@/i18n/navigation';
import { confirmCodOrderAction } from '../actions';

/**
 * "Confirm my order" on the cash-on-delivery order's link: a button, so a link opened by a message scanner or a
 * preview confirms nothing. The page then shows where the order stands (confirmed, or too late).
 */
export function CodConfirmButton({ token }: { token: string }) {
  const t = useTranslations('codConfirmation.page');
  const message = useMessage();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  return (
    <>
      {error && (
        <Alert role="alert" color="red" mb="sm">
          {error}
        </Alert>
      )}
      <Button
        size="md"
        loading={pending}
        leftSection={<IconCircleCheck size={18} aria-hidden />}
        onClick={() =>
          startTransition(async () => {
            const result = await confirmCodOrderAction({ token }).catch(() => null);
            if (!result?.ok) {
              setError(message(result?.error, result?.values));
              return;
            }
            router.refresh();
          })
        }
      >
        {t('confirm')}
      </Button>
    </>
  );
}
