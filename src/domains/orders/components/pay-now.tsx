'use client';

import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMessage } from '@/components/form-kit/use-message';
import { useRouter } from '@/i18n/navigation';
import { payOrderAction } from '../actions';

type Props = {
  number: number;
  /** The secret of the order's link, when a guest opened it with one. */
  accessKey?: string;
};

/** A card order the shopper left on Stripe's page unpaid: back to that page while its session is open. */
export function PayNow({ number, accessKey }: Props) {
  const t = useTranslations('myOrders.payNow');
  const message = useMessage();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pay = async () => {
    setPending(true);
    setError(null);
    const result = await payOrderAction({ number, key: accessKey }).catch(() => null);
    if (result?.ok) {
      window.location.assign(result.data.url);
      return;
    }
    setPending(false);
    setError(message(result?.ok === false ? result.error : undefined));
    // The session expired meanwhile: the page shows the order cancelled.
    router.refresh();
  };

  return (
    <Alert color="orange" title={t('title')} icon={<IconCreditCard size={18} aria-hidden />}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('text')}</Text>
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <Button onClick={pay} loading={pending}>
          {t('button')}
        </Button>
      </Stack>
    </Alert>
  );
}
