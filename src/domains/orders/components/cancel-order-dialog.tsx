'use client';

import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMessage } from '@/components/form-kit/use-message';
import { useRouter } from '@/i18n/navigation';
import { cancelOrderAction } from '../actions';
import { orderNumberText } from './order-text';

export type CancelOrderProps = {
  number: number;
  /** The store's order number prefix. */
  prefix: string;
  /** The secret of the order's link, when a guest opened it with one. */
  accessKey?: string;
  /** The card payment cancelling refunds (formatted), or null when nothing was charged. */
  refund: string | null;
};

type Props = CancelOrderProps & { opened: boolean; onClose: () => void };

/** The dialog that asks once more before cancelling; then the cancelled page. */
export function CancelOrderDialog({ number, prefix, accessKey, refund, opened, onClose }: Props) {
  const t = useTranslations('myOrders.cancel');
  const locale = useLocale();
  const router = useRouter();
  const message = useMessage();
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
    <Modal
      opened={opened}
      onClose={pending ? () => {} : onClose}
      title={t('title', { number: orderNumberText(number, locale, prefix) })}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{refund ? t('textRefund', { total: refund }) : t('text')}</Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('keep')}
          </Button>
          <Button color="red" onClick={cancel} loading={pending}>
            {t('confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
