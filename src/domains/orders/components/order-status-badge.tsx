import { Badge, type MantineColor } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { OrderStatus, PaymentStatus } from '../schemas';

const STATUS_COLOR: Record<OrderStatus, MantineColor> = {
  pending: 'yellow',
  confirmed: 'blue',
  processing: 'indigo',
  shipped: 'cyan',
  delivered: 'green',
  cancelled: 'red',
};

const PAYMENT_COLOR: Record<PaymentStatus, MantineColor> = {
  unpaid: 'gray',
  paid: 'green',
  refunded: 'grape',
  failed: 'red',
};

/** An order's status as a coloured badge (its text says it; the colour only helps). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useTranslations('orders.status');
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" data-status={status}>
      {t(status)}
    </Badge>
  );
}

/** A payment's status as a coloured badge. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const t = useTranslations('orders.paymentStatus');
  return (
    <Badge color={PAYMENT_COLOR[status]} variant="light">
      {t(status)}
    </Badge>
  );
}
