'use client';

import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconX } from '@tabler/icons-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMessage } from '@/components/form-kit/use-message';
import { useRouter } from '@/i18n/navigation';
import { cancelOrderAction } from '../actions';
import { orderNumberText } from './order-text';

type Props = {
  number: number;
  /** The store's order number prefix. */
  prefix: string;
  /** The secret of the order's link, when a guest opened it with one. */
  accessKey?: string;
};

/** "Cancel order", asked once more in a dialog; then the cancelled page. */
export function CancelOrderButton({ number, prefix, accessKey }: Props) {
  const t = useTranslations('myOrders.cancel');
  const locale = useLocale();
  const router = useRouter();
  const message = useMessage();
  const [opened, { open, close }] = useDisclosure(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const cancel = async () => {
    setPending(true);
    setError(null);
    const result = await cancelOrderAction({ number, key: accessKey }).catch(() => null);
    if (result?.ok) {
      router.replace({
        pathname: `/orders/${number}/cancelled`,
        query: accessKey ? { key: accessKey } : {},
      });
      return;
    }
    setPending(false);
    setError(
      message(result?.ok === false ? result.error : undefined, result?.ok === false ? result.values : {}),
    );
    // The order moved on meanwhile (the admin shipped it): the page shows where it stands now.
    router.refresh();
  };

  return (
    <>
      <Button variant="light" color="red" leftSection={<IconX size={16} aria-hidden />} onClick={open}>
        {t('button')}
      </Button>
      <Modal
        opened={opened}
        onClose={pending ? () => {} : close}
        title={t('title', { number: orderNumberText(number, locale, prefix) })}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('text')}</Text>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={pending}>
              {t('keep')}
            </Button>
            <Button color="red" onClick={cancel} loading={pending}>
              {t('confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
