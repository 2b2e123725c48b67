'use client';

import { Alert, Button, Group, Modal, NativeSelect, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconEdit } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { FormBanner } from '@/components/form-kit/form-banner';
import { useActionForm } from '@/components/form-kit/use-action-form';
import { useRouter } from '@/i18n/navigation';
import { editOrderAction } from '../actions';
import type { VariantChoice } from '../queries';
import { type EditedLine, LinesEditor, quantityOf } from './lines-editor';

export type EditOrderProps = {
  number: number;
  numberLabel: string;
  /** The order as the page read it: sent back, so a change made meanwhile by someone else is not overwritten. */
  version: string;
  currency: string;
  /** A card order keeps its lines and area: only its address changes. */
  addressOnly: boolean;
  lines: EditedLine[];
  areas: { id: number; name: string }[];
  deliveryAreaId: number | null;
  address: { streetAddress: string; city: string; zipCode: string };
  variants: VariantChoice[];
};

type Values = {
  lines: EditedLine[];
  deliveryAreaId: string;
  shipping: { streetAddress: string; city: string; zipCode: string };
};

function EditForm(props: EditOrderProps & { onDone: () => void }) {
  const t = useTranslations('orderOwner.edit');
  const router = useRouter();
  const form = useForm<Values>({
    initialValues: {
      lines: props.lines,
      deliveryAreaId: props.deliveryAreaId ? String(props.deliveryAreaId) : '',
      shipping: props.address,
    },
  });
  const { onSubmit, pending, banner, inputProps } = useActionForm({
    form,
    submit: (values) =>
      editOrderAction({
        number: props.number,
        version: props.version,
        lines: values.lines.map((line) => ({
          variantId: line.variantId,
          quantity: quantityOf(line.quantity),
        })),
        deliveryAreaId: Number(values.deliveryAreaId) || 0,
        shipping: values.shipping,
      }),
    successMessage: t('saved'),
    onSuccess: () => {
      props.onDone();
      router.refresh();
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {banner && <FormBanner message={banner} />}
        {props.addressOnly && (
          <Alert color="blue" p="xs">
            {t('cardHint')}
          </Alert>
        )}
        <Title order={3} size="h5">
          {t('items')}
        </Title>
        <LinesEditor
          form={form}
          variants={props.variants}
          currency={props.currency}
          removable={false}
          disabled={props.addressOnly}
        />
        <NativeSelect
          label={t('area')}
          data={[
            { value: '', label: t('pickArea'), disabled: true },
            ...props.areas.map((a) => ({ value: String(a.id), label: a.name })),
          ]}
          disabled={props.addressOnly}
          {...inputProps('deliveryAreaId')}
        />
        <TextInput label={t('street')} dir="auto" {...inputProps('shipping.streetAddress')} />
        <Group grow>
          <TextInput label={t('city')} dir="auto" {...inputProps('shipping.city')} />
          <TextInput label={t('zip')} dir="ltr" {...inputProps('shipping.zipCode')} />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onDone}>
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

/** "Edit order" on an order that has not shipped: its quantities, delivery area and address, in a dialog. */
export function EditOrder(props: EditOrderProps) {
  const t = useTranslations('orderOwner.edit');
  const tc = useTranslations('common');
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="default" leftSection={<IconEdit size={16} aria-hidden />} onClick={open}>
        {t('open')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        size="lg"
        title={t('title', { number: props.numberLabel })}
        closeButtonProps={{ 'aria-label': tc('close') }}
      >
        {opened && <EditForm {...props} onDone={close} />}
      </Modal>
    </>
  );
}
