'use client';

import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { FormBanner } from '@/components/form-kit/form-banner';
import { MoneyInput } from '@/components/form-kit/money-input';
import { NumberField } from '@/components/form-kit/number-field';
import { useActionForm } from '@/components/form-kit/use-action-form';
import { useMessage } from '@/components/form-kit/use-message';
import { useRouter } from '@/i18n/navigation';
import {
  closeReturnAction,
  decideReturnAction,
  receiveReturnAction,
  refundReturnAction,
  restockReturnAction,
} from '../../actions';
import type { ReturnMove } from '../../machine';
import { HAND_REFUND_METHODS, type HandRefundMethod } from '../../schemas';

type Props = {
  returnId: number;
  /** The moves the return's state allows now (machine.ts's returnMoves); the actions decide the same way. */
  moves: ReturnMove[];
  canRestock: boolean;
  /** Each returned line: its id, label and units. */
  lines: { id: number; label: string; quantity: number }[];
  currency: string;
  /** The refund's first amount (the returned units' value, no more than is left), as the field takes it (`49.50`). */
  refundDefault: string;
  /** What is left to refund, as the page shows money. */
  leftLabel: string;
  /** A cash-on-delivery order: the refund is given by hand, cash or a transfer; a card one goes through Stripe. */
  byHand: boolean;
};

type Dialog = 'reject' | 'restock' | 'refund' | null;

/** The owner's buttons for one return: approve, reject, received, restock, record the refund, close. */
export function ReturnActions(props: Props) {
  const t = useTranslations('returns.admin');
  const tc = useTranslations('common');
  const message = useMessage();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  const run = (
    call: () => Promise<{ ok: boolean; error?: string; values?: Record<string, string | number> }>,
  ) =>
    startTransition(async () => {
      const result = await call().catch(() => null);
      notifications.show(
        result?.ok
          ? { color: 'green', message: t('done') }
          : { color: 'red', message: message(result?.error, result?.values) },
      );
      router.refresh();
    });

  const { returnId, moves } = props;
  const closeReturn = () =>
    modals.openConfirmModal({
      title: t('closeTitle'),
      children: <Text size="sm">{t('closeBody')}</Text>,
      labels: { confirm: t('close'), cancel: t('keep') },
      closeButtonProps: { 'aria-label': tc('close') },
      onConfirm: () => run(() => closeReturnAction({ returnId })),
    });

  return (
    <Group gap="xs" mt="xs">
      {moves.includes('approve') && (
        <Button
          size="xs"
          loading={pending}
          onClick={() => run(() => decideReturnAction({ returnId, approve: true }))}
        >
          {t('approve')}
        </Button>
      )}
      {moves.includes('reject') && (
        <Button size="xs" color="red" variant="light" onClick={() => setDialog('reject')}>
          {t('reject')}
        </Button>
      )}
      {moves.includes('receive') && (
        <Button size="xs" loading={pending} onClick={() => run(() => receiveReturnAction({ returnId }))}>
          {t('receive')}
        </Button>
      )}
      {props.canRestock && (
        <Button size="xs" variant="light" onClick={() => setDialog('restock')}>
          {t('restock')}
        </Button>
      )}
      {moves.includes('refund') && (
        <Button size="xs" color="green" onClick={() => setDialog('refund')}>
          {t('refund')}
        </Button>
      )}
      {moves.includes('close') && (
        <Button size="xs" variant="default" onClick={closeReturn}>
          {t('close')}
        </Button>
      )}
      <Modal
        opened={dialog !== null}
        onClose={close}
        title={dialog ? t(`${dialog}Title`) : ''}
        closeButtonProps={{ 'aria-label': tc('close') }}
      >
        {dialog === 'reject' && <RejectForm returnId={returnId} onDone={close} />}
        {dialog === 'restock' && <RestockForm {...props} onDone={close} />}
        {dialog === 'refund' && <RefundForm {...props} onDone={close} />}
      </Modal>
    </Group>
  );
}

function useDialogForm<Values extends Record<string, unknown>>(initialValues: Values, onDone: () => void) {
  const t = useTranslations('returns.admin');
  const router = useRouter();
  const form = useForm<Values>({ initialValues });
  return {
    form,
    t,
    done: {
      successMessage: t('done'),
      onSuccess: () => {
        onDone();
        router.refresh();
      },
    },
  };
}

function FormButtons({ pending, label, onDone }: { pending: boolean; label: string; onDone: () => void }) {
  const t = useTranslations('returns.admin');
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onDone}>
        {t('keep')}
      </Button>
      <Button type="submit" loading={pending}>
        {label}
      </Button>
    </Group>
  );
}

function RejectForm({ returnId, onDone }: { returnId: number; onDone: () => void }) {
  const { form, t, done } = useDialogForm({ reason: '' }, onDone);
  const { onSubmit, pending, banner, inputProps } = useActionForm({
    form,
    submit: ({ reason }) => decideReturnAction({ returnId, approve: false, reason }),
    ...done,
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {banner && <FormBanner message={banner} />}
        <Textarea
          label={t('rejectReason')}
          autosize
          minRows={2}
          maxLength={500}
          data-autofocus
          {...inputProps('reason')}
        />
        <FormButtons pending={pending} label={t('reject')} onDone={onDone} />
      </Stack>
    </form>
  );
}

function RestockForm({ returnId, lines, onDone }: Props & { onDone: () => void }) {
  const { form, t, done } = useDialogForm(
    { restock: lines.map((l) => l.quantity as number | string) },
    onDone,
  );
  const { onSubmit, pending, banner, inputProps } = useActionForm({
    form,
    submit: ({ restock }) =>
      restockReturnAction({
        returnId,
        lines: lines.map((l, i) => ({ returnLineId: l.id, restock: Number(restock[i] || 0) })),
      }),
    ...done,
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {banner && <FormBanner message={banner} />}
        <Text size="sm">{t('restockBody')}</Text>
        {lines.map((line, i) => {
          const { error, ...field } = inputProps(`restock.${i}`);
          return (
            <NumberField
              key={line.id}
              label={line.label}
              description={t('restockHint')}
              min={0}
              max={line.quantity}
              allowDecimal={false}
              allowNegative={false}
              {...field}
              error={error ?? form.errors[`lines.${i}.restock`]}
            />
          );
        })}
        <FormButtons pending={pending} label={t('restockSubmit')} onDone={onDone} />
      </Stack>
    </form>
  );
}

function RefundForm({
  returnId,
  currency,
  refundDefault,
  leftLabel,
  byHand,
  onDone,
}: Props & { onDone: () => void }) {
  const [requestKey] = useState(() => crypto.randomUUID());
  const { form, t, done } = useDialogForm(
    { amount: refundDefault as string | number, method: 'cash' as HandRefundMethod },
    onDone,
  );
  const { onSubmit, pending, banner, inputProps } = useActionForm({
    form,
    submit: ({ amount, method }) =>
      refundReturnAction({
        returnId,
        amount: String(amount).trim(),
        method: byHand ? method : undefined,
        requestKey,
      }),
    messages: { values: { left: leftLabel } },
    ...done,
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
        {byHand ? (
          <Select
            label={t('refundMethod')}
            data={HAND_REFUND_METHODS.map((value) => ({ value, label: t(`methods.${value}`) }))}
            allowDeselect={false}
            {...inputProps('method')}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('refundCard')}
          </Text>
        )}
        <FormButtons pending={pending} label={t('refundSubmit')} onDone={onDone} />
      </Stack>
    </form>
  );
}
