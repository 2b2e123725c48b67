'use client';

import { Alert, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useRouter } from '@/i18n/navigation';

/** How often the page asks again, and for how long before it says the wait is unusual. */
const EVERY_MS = 2_000;
const PATIENCE_MS = 60_000;

/**
 * Back from Stripe before its webhook: the order is not paid yet, and the page never says it is. It re-renders
 * every two seconds (the server decides what it shows), and after a minute says the mail will tell.
 */
export function PaymentConfirming({ numberLabel }: { numberLabel: string }) {
  const t = useTranslations('myOrders.confirming');
  const router = useRouter();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started > PATIENCE_MS) {
        setSlow(true);
        clearInterval(timer);
      } else router.refresh();
    }, EVERY_MS);
    return () => clearInterval(timer);
  }, [router]);
  return (
    <Stack align="center" ta="center" gap="sm" role="status" aria-live="polite">
      <Group gap="sm" justify="center">
        {!slow && <Loader size="sm" aria-hidden />}
        <Title order={1} fz={{ base: 26, md: 32 }}>
          {t('title')}
        </Title>
      </Group>
      <Text size="lg">{t('text', { number: numberLabel })}</Text>
      {slow && <Alert color="blue">{t('slow')}</Alert>}
    </Stack>
  );
}
