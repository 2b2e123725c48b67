'use client';

import { Alert, Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { useMessage } from '@/components/form-kit/use-message';
import { useRouter } from '@/i18n/navigation';
import { refundOrderAction } from '../../actions';

type Props = {
  number: number;
  /** `#1042` and the amount, formatted and isolated for the messages that name them. */
  numberLabel: string;
  amountLabel: string;
  /** The order was cancelled after its payment was taken: the refund is what is left to do. */
  cancelled: boolean;
};

/** The owner's "Refund" for a paid card order (`canRefund`), asked once more; Stripe's webhook then marks it refunded. */
export function RefundPayment({ number, numberLabel, amountLabel, cancelled }: Props) {
  const t = useTranslations('adminOrders.payment');
  const tc = useTranslations('common');
  const message = useMessage();
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  const refund = () =>
    startTransition(async () => {
      const result = await refundOrderAction({ number }).catch(() => null);
      notifications.show(
        result?.ok
          ? { color: 'green', message: t('refundSent') }
          : { color: 'red', message: message(result?.ok === false ? result.error : undefined) },
      );
      router.refresh();
    });

  const ask = () =>
    modals.openConfirmModal({
      title: t('refundTitle', { number: numberLabel }),
      children: <Text size="sm">{t('refundBody', { amount: amountLabel })}</Text>,
      labels: { confirm: t('refund', { amount: amountLabel }), cancel: t('keep') },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': tc('close') },
      onConfirm: refund,
    });

  return (
    <Stack gap="xs" align="flex-start" mt="sm">
      {cancelled && (
        <Alert color="orange" p="xs">
          {t('cancelledPaid')}
        </Alert>
      )}
      <Button
        color="red"
        variant="light"
        loading={pending}
        leftSection={<IconReceiptRefund size={16} aria-hidden />}
        onClick={ask}
      >
        {t('refund', { amount: amountLabel })}
      </Button>
    </Stack>
  );
}
