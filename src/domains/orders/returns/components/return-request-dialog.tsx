'use client';

import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslations } from 'next-intl';
import { FormBanner } from '@/components/form-kit/form-banner';
import { NumberField } from '@/components/form-kit/number-field';
import { useActionForm } from '@/components/form-kit/use-action-form';
import { useRouter } from '@/i18n/navigation';
import { requestReturnAction } from '../actions';
import { RETURN_REASONS, type ReturnReason } from '../reasons';

/** A line the shopper may send back: its label as the page shows it and the units left to return. */
export type RequestLine = { lineId: number; label: string; left: number; leftLabel: string };

export type ReturnRequestProps = {
  number: number;
  /** `#1042`, isolated, for the dialog's title. */
  numberLabel: string;
  /** The secret of the order's link, when a guest opened it with one. */
  accessKey?: string;
  lines: RequestLine[];
  /** The last day a return may be asked for, as the page shows dates. */
  deadline: string;
};

type Values = { quantities: (number | string)[]; reason: ReturnReason | null; note: string };

function RequestForm({
  number,
  accessKey,
  lines,
  deadline,
  onDone,
}: ReturnRequestProps & { onDone: () => void }) {
  const t = useTranslations('returns');
  const router = useRouter();
  const form = useForm<Values>({
    initialValues: { quantities: lines.map(() => 0), reason: null, note: '' },
  });
  const { onSubmit, pending, banner, inputProps } = useActionForm({
    form,
    submit: (values) =>
      requestReturnAction({
        number,
        key: accessKey,
        lines: lines.map((line, i) => ({ lineId: line.lineId, quantity: Number(values.quantities[i] || 0) })),
        reason: values.reason as ReturnReason,
        note: values.note,
      }),
    successMessage: t('requested'),
    onSuccess: () => {
      onDone();
      router.refresh();
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {banner && <FormBanner message={banner} />}
        <Text size="sm">{t('requestIntro', { date: deadline })}</Text>
        {lines.map((line, i) => {
          const { error, ...field } = inputProps(`quantities.${i}`);
          return (
            <NumberField
              key={line.lineId}
              label={line.label}
              description={line.leftLabel}
              min={0}
              max={line.left}
              allowDecimal={false}
              allowNegative={false}
              {...field}
              error={error ?? form.errors[`lines.${i}.quantity`]}
            />
          );
        })}
        {form.errors.lines && (
          <Text size="sm" c="red" role="alert">
            {form.errors.lines}
          </Text>
        )}
        <Select
          label={t('reason')}
          placeholder={t('reasonPlaceholder')}
          data={RETURN_REASONS.map((value) => ({ value, label: t(`reasons.${value}`) }))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...inputProps('reason')}
        />
        <Textarea label={t('note')} autosize minRows={2} maxLength={500} {...inputProps('note')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('keep')}
          </Button>
          <Button type="submit" loading={pending}>
            {t('submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The request's dialog: Mantine's Modal and the form, loaded when the shopper first opens it (return-request.tsx). */
export function ReturnRequestDialog({
  opened,
  onClose,
  ...props
}: ReturnRequestProps & { opened: boolean; onClose: () => void }) {
  const t = useTranslations('returns');
  const tc = useTranslations('common');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('requestTitle', { number: props.numberLabel })}
      closeButtonProps={{ 'aria-label': tc('close') }}
    >
      {opened && <RequestForm {...props} onDone={onClose} />}
    </Modal>
  );
}
