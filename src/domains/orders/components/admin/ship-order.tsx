'use client';

import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslations } from 'next-intl';
import { FormBanner } from '@/components/form-kit/form-banner';
import { useActionForm } from '@/components/form-kit/use-action-form';
import { useRouter } from '@/i18n/navigation';
import { setOrderStatusAction } from '../../actions';
import { COURIER_NAMES, COURIERS, type Courier } from '../../shipping';

type Values = {
  shipment: { courier: Courier; courierName: string; trackingNumber: string; trackingUrl: string };
};

type Props = { number: number; numberLabel: string; opened: boolean; onClose: () => void };

/**
 * "Mark shipped", with the parcel's courier and tracking number (or none): the shopper's "shipped" mail and order
 * page name the courier and link to its tracking page.
 */
export function ShipOrder({ number, numberLabel, opened, onClose }: Props) {
  const t = useTranslations('adminOrders.ship');
  const ta = useTranslations('adminOrders.actions');
  const ts = useTranslations('orders.status');
  const router = useRouter();
  const form = useForm<Values>({
    initialValues: { shipment: { courier: 'aramex', courierName: '', trackingNumber: '', trackingUrl: '' } },
  });
  const { onSubmit, pending, banner, inputProps } = useActionForm({
    form,
    submit: ({ shipment }) =>
      setOrderStatusAction({
        number,
        status: 'shipped',
        shipment: shipment.trackingNumber.trim() ? shipment : undefined,
      }),
    successMessage: ta('done', { number: numberLabel, status: ts('shipped') }),
    onSuccess: () => {
      onClose();
      router.refresh();
    },
  });
  const other = form.values.shipment.courier === 'other';
  return (
    <Modal opened={opened} onClose={onClose} title={t('title', { number: numberLabel })}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {banner && <FormBanner message={banner} />}
          <Select
            label={t('courier')}
            allowDeselect={false}
            data={COURIERS.map((courier) => ({
              value: courier,
              label: courier === 'other' ? t('other') : COURIER_NAMES[courier],
            }))}
            {...inputProps('shipment.courier')}
          />
          {other && (
            <TextInput label={t('courierName')} maxLength={60} {...inputProps('shipment.courierName')} />
          )}
          <TextInput
            label={t('trackingNumber')}
            maxLength={40}
            dir="ltr"
            autoComplete="off"
            data-autofocus
            {...inputProps('shipment.trackingNumber')}
          />
          {other && (
            <TextInput
              label={t('trackingUrl')}
              type="url"
              dir="ltr"
              maxLength={500}
              placeholder="https://"
              {...inputProps('shipment.trackingUrl')}
            />
          )}
          <Text size="xs" c="dimmed">
            {t('hint')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
