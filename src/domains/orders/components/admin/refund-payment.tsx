'use client';

import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormBanner } from '@/components/form-kit/form-banner';
import { MoneyInput } from '@/components/form-kit/money-input';
import { useActionForm } from '@/components/form-kit/use-action-form';
import { useRouter } from '@/i18n/navigation';
import { refundOrderAction } from '../../actions';

type Props = {
  number: number;
  /** `#1042`, formatted and isolated for the messages that name it. */
  numberLabel: string;
  currency: string;
  /** What is left to refund: as the field's first value (`49.50`) and as the page shows money. */
  left: string;
  leftLabel: string;
  /** The order was cancelled after its payment was taken: the refund is what is left to do. */
  cancelled: boolean;
};

type Values = { amount: string | number };

/**
 * The refund form, its key made when it opens: sent twice (a double click, a retried request), it refunds once.
 * Empty or untouched, it refunds all that is left.
 */
function RefundForm({ number, currency, left, leftLabel, onDone }: Props & { onDone: () => void }) {
  const t = useTranslations('adminOrders.payment');
  const router = useRouter();
  const [requestKey] = useState(() => crypto.randomUUID());
  const form = useForm<Values>({ initialValues: { amount: left } });
  const { onSubmit, pending, banner, inputProps } = useActionForm({
    form,
    submit: ({ amount }) => refundOrderAction({ number, amount: String(amount).trim(), requestKey }),
    successMessage: t('refundSent'),
    messages: { values: { left: leftLabel } },
    onSuccess: () => {
      onDone();
      router.refresh();
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {banner && <FormBanner message={banner} />}
        <MoneyInput
          currency={currency}
          label={t('refundAmount')}
          description={t('refundLeft', { amount: leftLabel })}
          data-autofocus
          {...inputProps('amount')}
        />
        <Text size="sm" c="dimmed">
          {t('refundBody')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('keep')}
          </Button>
          <Button type="submit" color="red" loading={pending}>
            {t('refundSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The owner's "Refund" for a paid card order: part of it or all that is left, through Stripe. */
export function RefundPayment(props: Props) {
  const t = useTranslations('adminOrders.payment');
  const tc = useTranslations('common');
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <Stack gap="xs" align="flex-start" mt="sm">
      {props.cancelled && (
        <Alert color="orange" p="xs">
          {t('cancelledPaid')}
        </Alert>
      )}
      <Button
        color="red"
        variant="light"
        leftSection={<IconReceiptRefund size={16} aria-hidden />}
        onClick={open}
      >
        {t('refund')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('refundTitle', { number: props.numberLabel })}
        closeButtonProps={{ 'aria-label': tc('close') }}
      >
        {opened && <RefundForm {...props} onDone={close} />}
      </Modal>
    </Stack>
  );
}
