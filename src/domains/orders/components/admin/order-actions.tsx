'use client';

import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconPackage, IconTruckDelivery, IconX } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { useMessage } from '@/components/form-kit/use-message';
import { useRouter } from '@/i18n/navigation';
import { setOrderStatusAction } from '../../actions';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '../../schemas';
import type { AdminMove } from '../../workflow';
import { ShipOrder } from './ship-order';

type Props = {
  number: number;
  /** `#1042` in the page's digits, isolated left to right for the messages that name it. */
  numberLabel: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** The next step and cancel as the workflow decides them (`adminMoves`); the action decides the same way. */
  moves: AdminMove[];
};

const ICONS: Partial<Record<OrderStatus, typeof IconCheck>> = {
  confirmed: IconCheck,
  processing: IconPackage,
  shipped: IconTruckDelivery,
  delivered: IconCheck,
  cancelled: IconX,
};

/**
 * The admin's buttons for the order's next statuses; a step the workflow refuses now (a card order not paid yet) is
 * disabled, with why. Cancelling asks first (it is final, returns the stock and refunds a card payment); every
 * change is confirmed by a notification and the page shows the new status and timeline.
 */
export function OrderActions({ number, numberLabel, status, paymentMethod, paymentStatus, moves }: Props) {
  const t = useTranslations('adminOrders.actions');
  const ts = useTranslations('orders.status');
  const tc = useTranslations('common');
  const message = useMessage();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [shipping, setShipping] = useState(false);

  const move = (to: OrderStatus) =>
    startTransition(async () => {
      const result = await setOrderStatusAction({ number, status: to }).catch(() => null);
      if (!result?.ok) {
        notifications.show({ color: 'red', message: message(result?.error, result?.values) });
        router.refresh();
        return;
      }
      notifications.show({ color: 'green', message: t('done', { number: numberLabel, status: ts(to) }) });
      router.refresh();
    });

  const cancelling = moves.find((m) => m.to === 'cancelled');
  const cancel = () =>
    modals.openConfirmModal({
      title: t('cancelTitle', { number: numberLabel }),
      children: (
        <Stack gap="xs">
          <Text size="sm">{t('cancelBody')}</Text>
          {cancelling?.refunds && (
            <Text size="sm" fw={500}>
              {t('cancelPaid')}
            </Text>
          )}
        </Stack>
      ),
      labels: { confirm: t('to.cancelled'), cancel: t('keep') },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': tc('close') },
      onConfirm: () => move('cancelled'),
    });

  const forward = moves.filter(
    (m): m is AdminMove & { to: Exclude<OrderStatus, 'awaiting' | 'pending' | 'cancelled'> } =>
      m.to !== 'cancelled' && m.to !== 'pending' && m.to !== 'awaiting',
  );
  return (
    <Card withBorder padding="lg" data-print-hidden>
      <ShipOrder
        number={number}
        numberLabel={numberLabel}
        opened={shipping}
        onClose={() => setShipping(false)}
      />
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('title')}
        </Title>
        {moves.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('final', { status: ts(status) })}
          </Text>
        ) : (
          <Group gap="xs">
            {forward.map(({ to, refusal }) => {
              const Icon = ICONS[to] ?? IconCheck;
              return (
                <Button
                  key={to}
                  loading={pending}
                  disabled={refusal !== null}
                  aria-describedby={refusal ? `refusal-${to}` : undefined}
                  leftSection={<Icon size={16} aria-hidden />}
                  // Shipping asks for the parcel's courier and tracking number first.
                  onClick={() => (to === 'shipped' ? setShipping(true) : move(to))}
                >
                  {t(`to.${to}`)}
                </Button>
              );
            })}
            {cancelling && (
              <Button
                color="red"
                variant="light"
                loading={pending}
                leftSection={<IconX size={16} aria-hidden />}
                onClick={cancel}
              >
                {t('to.cancelled')}
              </Button>
            )}
          </Group>
        )}
        {forward.map(
          ({ to, refusal }) =>
            refusal && (
              // The warning's colour is the icon's: orange text on white is below WCAG's contrast (axe refused it).
              <Group key={to} gap={6} wrap="nowrap" align="flex-start">
                <IconAlertTriangle size={16} color="var(--mantine-color-orange-7)" aria-hidden />
                <Text id={`refusal-${to}`} size="sm">
                  {message(refusal)}
                </Text>
              </Group>
            ),
        )}
        {forward.some((m) => m.to === 'delivered') &&
          paymentMethod === 'cod' &&
          paymentStatus === 'unpaid' && (
            <Text size="xs" c="dimmed">
              {t('codPaid')}
            </Text>
          )}
      </Stack>
    </Card>
  );
}
